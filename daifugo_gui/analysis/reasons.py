"""What the research solvers and prime tools refuse, as values.

The pattern of ``rules/reasons.py``: a code whose value is its English template (the
command line prints it), rendered by the analysis tabs through Qt (``ui/widgets/reason_text.py``,
context ``AnalysisText``).
"""

from __future__ import annotations

from daifugo_gui.rules.errors import Explained
from daifugo_gui.rules.reasons import ReasonCode


class AnalysisCode(ReasonCode):
    """Why a solver or a prime tool cannot take what it was given."""

    # --- Tanhinmin (001) -----------------------------------------------------------------
    TANHINMIN_HAND_BELOW_ONE = "{name}'s hand: strength {strength} is below 1"
    TANHINMIN_FIELD_NEGATIVE = "field: strength {strength} is negative"
    TANHINMIN_CANNOT_BEAT = "cannot play {move} on a field of {field}"
    TANHINMIN_NOT_HELD = "the mover holds no card of strength {move}"
    TANHINMIN_NOT_WHOLE = "{token} (token {index}) is not a whole number"
    TANHINMIN_EMPTY_FIELD = "strength {index} is empty: nothing between two commas (or before or after one)"
    TANHINMIN_BELOW_ONE = "strength {token} (token {index}) must be at least 1"
    TANHINMIN_PARAMETER = "strategy parameter c={value} must satisfy 0 <= c <= {name}={bound}"
    TANHINMIN_C0_RANGE = "c0={value} must satisfy 0 <= c0 < {cards} (the mover's cards)"
    TANHINMIN_C1_RANGE = "c1={value} must satisfy 0 <= c1 < {cards} (the opponent's cards)"
    TANHINMIN_CONDITION_OUTSIDE = "condition ({c0}, {c1}) is outside the table"
    TANHINMIN_EMPTY_HAND = "both hands must hold at least one card"
    TANHINMIN_GAME_OVER = "the game is over"
    TANHINMIN_ILLEGAL = "{move} is not a legal play here"
    TANHINMIN_FILE_LINES = (
        "a hands file holds two lines, the mover's strengths and then the opponent's; "
        "this one has {count} {count|line|lines} with strengths"
    )
    TANHINMIN_FILE_LINE = "line {line}: {problem}"
    TANHINMIN_ONE_SIDE = "give the target of exactly one player (c0 or c1)"
    TANHINMIN_FILE_MISSING = "{name}: no such file"
    TANHINMIN_FILE_FOLDER = "{name}: is a folder, not a file"
    TANHINMIN_FILE_UNREADABLE = "{name}: cannot be read ({why})"
    TANHINMIN_FILE_TOO_LARGE = "{name}: larger than {megabytes} MB"
    TANHINMIN_FILE_NOT_TEXT = "{name}: not UTF-8 text (byte {offset})"
    # --- the hexad game (004) --------------------------------------------------------------
    HEXAD_NOT_A_SQUARE = "token {index} {token}: not a square number (0-11)"
    HEXAD_OUT_OF_RANGE = "token {index} {token}: square out of range 0-11"
    HEXAD_TWO_COINS = "token {index} {token}: square {square} holds two coins"
    HEXAD_COIN_COUNT = "{count} coins given ({text}); the hexad game has 6"
    HEXAD_SUM_TOO_SMALL = "the squares {text} sum to {total}, below 21: not a hexad-game position"
    HEXAD_NOT_A_POSITION = "{squares} is not a hexad-game position"
    HEXAD_COMPUTERS_TURN = "it is the computer's turn"
    HEXAD_ONLY_FRESH = "the computer can only be asked to start a fresh game"
    HEXAD_YOUR_TURN = "it is your turn"
    HEXAD_ILLEGAL_MOVE = "moving the coin on {source} to {target} is not a legal move"
    HEXAD_NOTHING_TO_UNDO = "there is no move to take back"
    # --- prime tools --------------------------------------------------------------------------
    NUMBER_FROM_ONE = "plays make numbers from 1 up, not {number}"
    JOKER_NEEDS_VALUE = 'joker "{token}" needs a value (X=0 … X=13) inside a play'
    NO_CARDS = "no cards"


class AnalysisInputError(Explained, ValueError):
    """A number or play the prime tools cannot take; the reason says why."""
