"""What the engine rules, as values: a reason code named for its ruling and its parameters.

The engine never writes a sentence for a person. Every verdict, refusal and instruction
is a :class:`Reason` (or a tuple of them, one per sentence), and each surface renders it:
the command line and records in English through :func:`english`, the console through Qt's
catalog (``ui/widgets/reason_text.py``), the score sheet in its print language. Scripts rely on
``code``; people read the rendering.

To find where a ruling's words are written: its code below holds the English; the
Japanese is the catalog entry of the same code in ``ui/widgets/reason_text.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, Iterable, Union

Param = Union[str, int, "Reason"]


class ReasonCode(str, Enum):
    """The base of every family of reason codes (the engine's here, the tournament's in
    ``tournament/reasons.py``). A member's value is its English template: ``{name}`` is a
    parameter and ``{count|card|cards}`` picks the singular or plural by ``count``."""

    # Two families may share an English template ("no such file"); as str values they would
    # be equal and collide as keys of the catalog. A code is itself, never its words.
    __eq__ = object.__eq__
    __ne__ = object.__ne__
    __hash__ = object.__hash__

    @property
    def template(self) -> str:
        return str(self.value)


class Code(ReasonCode):
    """The rules engine's reason codes: verdicts, refusals, instructions, and what is
    wrong in card text, records, 数譜 and settings."""

    # --- R2, R3, D15, D16: what a play's cards make ------------------------------------
    R5_NO_CARDS = "no cards were played"
    R5_EMPTY_TEXT = "the play is empty: type at least one card"
    R5_EMPTY_PLAY = "the play is empty: give at least one card"
    R2_JOKER_NEEDS_VALUE = (
        "the joker at position {position} needs a declared value (X=0 … X=13) inside a play of two or more cards"
    )
    D15_LONE_JOKER_NEEDS_VALUE = "D15: a joker played alone stands for a value here; declare it (X=1 … X=13)"
    D15_LONE_JOKER_IS_INFINITY = "D15: a joker played alone is ∞ and takes no declared value"
    # --- R5: a play that cannot be made (not a foul) ------------------------------------
    R5_LEADING_ZERO = "a play cannot start with 0 (leading zero, R5)"
    R2_JOKERS_NEED_VALUES = "{count} {count|joker|jokers} still without a value (X=0 … X=13)"
    D3_TOO_MANY_CARDS = "D3 allows at most {most} field cards, this play has {count}"
    R5_OTHER_CARD_COUNT = "the field holds plays of {field} {field|card|cards}; this play has {count}"
    R5_NOT_GREATER = "{value} does not beat {last} (it must be greater)"
    R5_NOT_SMALLER = "{value} does not beat {last} in revolution (it must be smaller)"
    R5_FACTOR_JOKER_NEEDS_VALUE = "the joker at factor position {position} needs a declared value (X=0 … X=13)"
    R5_FACTOR_LEADING_ZERO = "a number in the factor field cannot start with 0 (leading zero, R5)"
    R9A_FACTOR_BELOW_TWO = "a number in the factor field must be 2 or more, not {number} (R9a)"
    R9B_NOT_A_FACTOR_FIELD = "{factors} is one number without an exponent: not a factor field (R9b)"
    D17_NO_FINISH_WITH_INFINITY = "D17: a player may not go out with ∞"
    R5_NOT_HELD = '{player} does not hold "{cards}"'
    R5_HOLDS_FEWER = "{player} holds only {held} {held|card|cards}, not {count}"
    R19_TOO_MANY_OF_CARD = 'there are not that many "{card}" among the cards in play'
    # --- R6–R10: the verdict on a play ---------------------------------------------------
    R6_PRIME = "{number} is prime"
    R7_GROTHENDIECK_CUT = "57: Grothendieck cut, the field is flushed and the same player leads again"
    R8_RAMANUJAN_REVOLUTION = "1729: Ramanujan revolution, the order of strength turns over"
    R3_INFINITY = "∞: the field is flushed and the same player leads again"
    R9_COMPOSITE = "{number} = {factors}: composite play accepted"
    R10_ONE_NOT_PRIME = "1 is not prime"
    R10_NOT_PRIME = "{number} is not prime and no factor field was given"
    R10_INFINITY_WITH_FACTORS = "∞ takes no factor field"
    R10_NOT_COMPOSITE = "{number} is not composite, so it takes no factor field"
    R10_BASE_NOT_PRIME = "the base {base} is not prime"
    R10_FACTORS_TOO_LARGE = "the factor field {factors} is larger than {number}"
    R10_FACTORS_WRONG_PRODUCT = "the factor field {factors} makes {product}, not {number}"
    D17_FINISH_WITH_INFINITY = "D17: going out with ∞ is a foul"
    # --- what the console says after an action (sentences of an outcome) -----------------
    R4_DRAWS = "{player} draws a card"
    D19_BURST = "{player} draws a card and holds {count}: out of the game"
    R5_CANNOT_PLAY = "Cannot be played: {why}"
    R4A_DECLARES_AGAIN = "{player} declares again"
    R6_PLAYED_PRIME = "{value} is prime"
    R9_PLAYED_COMPOSITE = "Composite play accepted: {number} = {factors}"
    R7_PLAYED_CUT = "Grothendieck cut (57): the field is flushed"
    R3_PLAYED_INFINITY = "∞: the field is flushed"
    R8_REVOLUTION_ON = "Ramanujan revolution (1729): now smaller numbers win"
    R8_REVOLUTION_OFF = "Ramanujan revolution (1729): back to normal, larger numbers win"
    R13_GOES_OUT = "{player} goes out (rank {rank})"
    R13_EMPTY_HAND_GOES_OUT = "{player} has no cards left and goes out (rank {rank})"
    R12_LEADS_AGAIN = "{player} leads again"
    R10_FOUL = "FOUL: {why}"
    R10_TAKE_BACK_AND_DRAW = "{player}: take back {count} {count|card|cards} and draw {drawn}"
    R10_TAKE_BACK_DRAW_REST = (
        "{player}: take back {count} {count|card|cards} and draw the {drawn} {drawn|card|cards} left in the deck"
    )
    R10_TAKE_BACK_DECK_EMPTY = "{player}: take back {count} {count|card|cards} and draw nothing (the deck is empty)"
    R10_PUT_TO_DECK = "{player}: put {count} {count|card|cards} at the bottom of the deck"
    R10_PUTS_TO_DECK = "{player} puts {count} {count|card|cards} at the bottom of the deck"
    R11_PASSES = "{player} passes"
    R11_ALL_PASSED = "Everyone else passed: the field is flushed"
    R14_LATE_REFUSAL = "Time! {player} was told the play cannot be made only after the time ran out: forced pass (R14)"
    D8_FORCED_PASS = "Time! {player}: forced pass (D8)"
    D8_DISQUALIFIED = "Time! {player} is disqualified (D8)"
    D13_DISQUALIFIED = "{player} is disqualified by the judge"
    D11_GAME_TIME_UP = "The game stops: the game time is up (D11)"
    D18_THOUSAND_DAY = "The game stops: thousand-day rule (D18)"
    JUDGE_STOPS = "The game stops: the judge's decision"
    D12_DECLARE_NUMBERS = "Each remaining player forms one number from all their cards (D12, MathPower 2016)"
    D12_DECLARATIONS_CLOSED = "Declarations closed: the time is up"
    D12_NOT_DECLARED = "Not declared, ranked as not prime: {players}"
    D12_DECLARES_PRIME = "{player} declares {value}: prime"
    D12_DECLARES_NOT_PRIME = "{player} declares {value}: not prime"
    # --- refusals: actions not allowed now ---------------------------------------------
    NOT_A_PLAYER = '"{player}" is not a player in this game'
    GAME_OVER_CANNOT = "the game is over; {player} cannot {doing}"
    R10_DISCARD_FIRST = "{player} must first put {count} {count|card|cards} at the bottom of the deck"
    D12_DECLARING_NOW = "the game has stopped: the remaining players declare their numbers"
    R17_NOT_YOUR_TURN = "it is {player}'s turn, not {other}'s"
    D5_FIRST_NOT_A_PLAYER = '"{player}" is not a player'
    R17_NOT_SHOWN = '"{player}" has not shown a card'
    R17_SHOW_AGAIN = "{players} showed cards of equal strength: they show again"
    R4_DRAWN_ALREADY = "{player} has already drawn this turn (R4: at most once)"
    R4A_NO_DRAW_AFTER_REFUSAL = "{player}'s play was refused: only a play or a pass may follow, not a draw (R4a)"
    R4_DECK_EMPTY = "the deck is empty: nothing to draw"
    NAMED_CARDS_BAD = "{what}: {why}"
    NAMED_CARDS_COUNT = "{what}: {count} {count|card|cards} expected, not {given}"
    DECK_CARD_NOT_NAMED = 'card {place} from the top of the deck is "{card}", which the record does not name'
    THE_CARD_DRAWN = "the card drawn"
    THE_PENALTY_CARDS = "the penalty cards"
    R10_PENALTY_WITHOUT_FOUL = "penalty cards go with a foul; this play is {verdict}"
    R19_HANDS_COUNTED = "hands are counted, not known: only their sizes are tracked"
    R19_DECK_COUNTED = "hands are counted, not known: only the deck size is tracked"
    R19_COUNTED_DISCARDS = "with counted hands the short-deck discards are applied by count"
    R10_NOTHING_OWED = "no cards are owed to the deck now"
    R10_DISCARD_ORDER = "{player} puts cards to the deck first (turn order)"
    R10_DISCARD_COUNT = "{player} must put exactly {count} {count|card|cards}, not {given}"
    R14_NO_REFUSAL = "no play of {player}'s was refused this turn: a late refusal needs one (R14)"
    GAME_OVER = "the game is over"
    FINISH_PENALTY_FIRST = "finish the penalty or the declarations first"
    NO_LONGER_IN = "{player} is no longer in the game"
    STOP_KIND = 'a stop is for "time", "thousand_day" or "judge", not "{kind}"'
    GAME_ENDED = "the game has already ended"
    D12_STOPPED_ALREADY = "the game has already stopped: the remaining players are declaring"
    D12_NOT_STOPPED = "numbers are declared only after a MathPower 2016 stop (D12)"
    D12_NOT_STILL_IN = "{player} is not among the players still in"
    D12_DECLARED_ALREADY = "{player} has already declared"
    D12_USE_ALL_CARDS = "{player} holds {held} cards and must use all of them, not {count}"
    D12_JOKER_NEEDS_VALUE = "every joker in the number needs its value (X=0 … X=13)"
    D12_LEADING_ZERO = "the number cannot start with 0"
    NO_GAME = "no game is running"
    # --- card text -----------------------------------------------------------------------
    TEXT_TOO_LONG = "more than {most} cards in one text: no game has that many"
    TEXT_UNKNOWN_CARD = 'unknown card "{token}" (token {index}, column {column})'
    TEXT_JOKER_RANGE = 'joker value {value} in "{token}" is out of range 0-13 (token {index}, column {column})'
    TEXT_FACTOR_ONLY = '"{token}" belongs in a factor field, not here (token {index}, column {column})'
    TEXT_JOKER_IN_HAND = 'a joker in a hand or deck has no value: "{token}" (token {index}, column {column})'
    TEXT_EMPTY_FACTORS = "the factor field is empty"
    TEXT_NEEDS_BEFORE = '"{token}" needs cards before it (token {index}, column {column})'
    TEXT_NEEDS_AFTER = '"{token}" needs cards after it (token {index}, column {column})'

    # --- 数譜, the community's notation -------------------------------------------------
    SUHU_AT = "line {line}, column {column}: {why}"
    SUHU_LINE_TOO_LONG = "the line is longer than {most} characters"
    SUHU_NAME_FIRST = 'expected "name:" at the start of the line'
    SUHU_NOT_A_LETTER = '"{char}" is not a card letter'
    SUHU_NOT_A_CARD_LETTER = '"{char}" is not a card letter (A 2-9 T J Q K X)'
    SUHU_HAND_SHAPE = "a hand is written as (cards)"
    SUHU_SECOND_HAND = 'a second hand for "{player}"'
    SUHU_NO_HAND = '"{player}" has no hand in this game'
    SUHU_TWO_HANDS = "a game needs the hands of at least two players"
    SUHU_NO_GAME = "no game found"
    SUHU_NOT_A_MATCH = "JSON, but not a match file of 数譜 games (their games[].raw_block)"
    SUHU_NOTHING_AFTER = 'nothing after "{player}:": write a play, D(card), % or %%'
    SUHU_CANNOT_READ = 'cannot read "{text}"'
    SUHU_PLAY_FIRST = 'cannot read "{text}": a play, D(card), % or %% comes first'
    SUHU_DRAW_ALONE = "a draw alone has no verdict: [..] and # follow a play"
    SUHU_JOKER_VALUES = "{jokers} {jokers|joker|jokers} in the play but {values} {values|value|values} after |X="
    SUHU_NEEDS_HANDS = "数譜 needs the initial hands: this record has none"
    SUHU_DRAW_UNKNOWN = "event {event}: 数譜 names every card drawn; this one is not known"
    SUHU_NO_FORM = 'event {event}: "{action}" has no 数譜 form'
    SUHU_PENALTY_UNKNOWN = "event {event}: 数譜 names the penalty cards of a foul; these are not known"
    SUHU_CANNOT_WRITE = "cannot write this record as 数譜: {why}"
    # --- game records and their settings (records.py, settings.py) ----------------------
    # --- output files (files.py) ----------------------------------------------------------
    OUTPUT_IS_INPUT = "{path}: that is the file being read; choose another name for the output"
    OUTPUT_IS_FOLDER = "{path}: is a folder, not a file"
    OUTPUT_DEVICE = "{path}: is a disk or another device, not a file: not written"
    OUTPUT_OTHER_KIND = "{path}: already exists and holds {found}, not {kind}: not replaced (choose another name)"
    FILE_SQLITE = "a tournament file (SQLite)"
    FILE_PDF = "a PDF"
    FILE_PICTURE = "a picture"
    FILE_BINARY = "binary data"
    FILE_JSON = "JSON"
    FILE_CSV = "CSV"
    FILE_TEXT = "text"
    RECORD_IN = "{where}: {why}"
    RECORD_EVENT = "event {event}: {why}"
    RECORD_EVENT_AFTER_R9B = (
        "event {event}: {why}. Event {play} gave a factor field of one number, a foul when the"
        " record was written; since R9b that play cannot be made, so the record does not replay as written"
    )
    RECORD_TOO_LARGE = "larger than {megabytes} MB: not a game record"
    RECORD_NO_FILE = "no such file"
    RECORD_IS_FOLDER = "is a folder, not a record file"
    RECORD_NOT_UTF8 = "not UTF-8 text (byte {byte})"
    RECORD_NOT_JSON = "not JSON (line {line}, column {column}: {why})"
    RECORD_NOT_VALID_JSON = "not valid JSON: {why} at line {line}, column {column}"
    RECORD_TOO_DEEP = "JSON nested too deeply to be a record"
    RECORD_NUMBER_TOO_LONG = "a number in the JSON has more than {digits} digits, too long to read"
    RECORD_NOT_OBJECT = "a record is a JSON object, this is not"
    RECORD_FORMAT = '"format" must be "{expected}", not {found}'
    RECORD_UNKNOWN_KEY = 'unknown key "{key}" in the record'
    RECORD_PLAYERS = '"players" must be a list of names'
    RECORD_DECK_WITHOUT_HANDS = '"deck" needs "hands": a known deck goes with known hands'
    RECORD_HANDS = '"hands" must be an object of card text'
    RECORD_HAND_TEXT = 'the hand of "{player}" must be card text'
    RECORD_HAND_OF = 'the hand of "{player}"'
    RECORD_THE_DECK = "the deck"
    RECORD_DECK_TEXT = '"deck" must be card text'
    RECORD_EVENTS_LIST = '"events" must be a list'
    RECORD_TOO_MANY_EVENTS = '"events" has {count} entries; a record holds at most {most}'
    RECORD_EVENT_OBJECT = "must be an object"
    RECORD_META = '"meta" must be an object'
    SETTINGS_OBJECT = '"settings" must be an object'
    SETTING_UNKNOWN = 'unknown setting "{name}"'
    SETTING_ONE_OF = 'setting "{name}" must be one of {options}, not {value}'
    SETTING_TRUE_FALSE = 'setting "{name}" must be true or false, not {value}'
    SETTING_WHOLE_NUMBER = 'setting "{name}" must be a whole number, not {value}'
    SETTING_AT_LEAST = 'setting "{name}" must be at least {minimum}, not {value}'
    SETTING_AT_MOST = 'setting "{name}" must be at most {maximum}, not {value}'
    SETTING_AT_MOST_DIGITS = 'setting "{name}" must be at most {maximum}, not a {digits}-digit number'
    SETTING_AT_MOST_HUGE = 'setting "{name}" must be at most {maximum}, not a huge number'
    SETTING_BURST_AT = 'setting "burst_at" ({burst_at}) must be more than "hand_size" ({hand_size})'
    GAME_TWO_PLAYERS = "a game needs at least two players"
    GAME_PLAYER_TWICE = 'player "{player}" is listed twice'
    GAME_HAND_MISSING = '"hands" has no hand for player "{player}"'
    GAME_HAND_STRANGER = '"hands" names "{player}", who is not a player'
    GAME_HANDS_TOO_MANY = 'the hands hold more "{card}" than the cards in play'
    GAME_HAND_NO_SUIT = 'the hand of "{player}" has "{card}" without a suit'
    GAME_DECK_NO_SUIT = 'the deck has "{card}" without a suit'
    GAME_CARDS_MISMATCH = "hands and deck must hold exactly the cards in play: {problems}"
    GAME_CARDS_TOO_MANY = "too many {cards}"
    GAME_CARDS_MISSING = "missing {cards}"
    GAME_CARDS_TOO_MANY_AND_MISSING = "too many {extra}; missing {missing}"
    GAME_DEAL_TOO_BIG = (
        "{players} hands of {size} need {needed} cards; only {total} are in play (add a deck or deal fewer)"
    )
    GAME_NOT_LEFT_TO_DEAL = '{where}: "{card}" is not left to deal (it is named twice or not in play)'
    EVENT_OBJECT = "an event must be an object"
    EVENT_REASON_TEXT = '"reason" must be text'
    EVENT_UNKNOWN_ACTION = "unknown action {action} (expected one of {known})"
    EVENT_NEEDS_PLAYER = 'a "{action}" event needs a "player"'
    EVENT_NEEDS_CARDS = 'a "{action}" event needs "{key}" as card text'
    EVENT_TRUE_FALSE = '"{key}" must be true or false'
    EVENT_CARD_TEXT = '"{key}" must be card text'
    NAME_EMPTY = "a player's name must be non-empty text, not {name}"
    NAME_TOO_LONG = "a player's name has at most {most} characters, not {count}"
    NAME_CONTROL = "the name {name} has a control character (U+{codepoint}) at position {position}"
    # --- words that come from outside (an operating system's or a driver's message) ---
    VERBATIM = "{text}"


_new = object.__new__


@dataclass(frozen=True, init=False)
class Reason:
    """One ruling, refusal or instruction: its code and its parameters by name.

    A replay makes one or two for every event (issue 29): ``__init__`` writes the fields
    straight into the instance's ``__dict__``, a third of the frozen dataclass's generated
    one; ``frozen=True`` still refuses any change afterwards
    (tests/rules/test_rules_fast_init.py)."""

    code: ReasonCode
    params: tuple[tuple[str, Param], ...] = ()

    def __init__(self, code: ReasonCode, params: tuple[tuple[str, Param], ...] = ()) -> None:
        fields = self.__dict__
        fields["code"] = code
        fields["params"] = params

    @classmethod
    def of(cls, code: ReasonCode, **params: Param) -> Reason:
        reason = _new(cls)  # __init__'s two stores without its call: a replay's commonest value
        fields = reason.__dict__
        fields["code"] = code
        fields["params"] = tuple(params.items())
        return reason

    def __getitem__(self, name: str) -> Param:
        return dict(self.params)[name]

    def get(self, name: str, default: Any = None) -> Any:
        return dict(self.params).get(name, default)

    def english(self) -> str:
        return english(self)

    def to_dict(self) -> dict[str, Any]:
        """For JSON: the code and the parameters (nested reasons as their own dict)."""
        return {
            "code": self.code.name,
            "params": {k: v.to_dict() if isinstance(v, Reason) else v for k, v in self.params},
        }


Sentences = tuple[Reason, ...]

_FIELD = re.compile(r"\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}")


def fill(template: str, params: dict[str, Any], render: Callable[[Any], str]) -> str:
    """``template`` with each ``{name}`` replaced by ``render(value)`` and each
    ``{name|one|many}`` by the form the number ``params[name]`` takes."""

    def put(match: re.Match[str]) -> str:
        name, one, many = match.groups()
        value = params[name]
        if one is not None:
            return one if value == 1 else many
        return render(value)

    return _FIELD.sub(put, template)


def english(reason: Reason) -> str:
    """The reason in English, as the command line, records and tests read it."""
    return fill(reason.code.template, dict(reason.params), _english_value)


def _english_value(value: Param) -> str:
    return english(value) if isinstance(value, Reason) else str(value)


def english_sentences(sentences: Iterable[Reason]) -> str:
    """Several reasons as English sentences, each closed by a full stop."""
    return " ".join(f"{opened(english(r), r.code.template)}." for r in sentences)


def opened(text: str, template: str) -> str:
    """``text`` (a reason made from ``template``) as the start of a sentence: a capital
    where the template's own words open it. Templates are written to sit inside others too
    ("Cannot be played: {why}"), so they start in lower case; a parameter at the start (a
    player's name, a number) keeps its own case."""
    return text[:1].upper() + text[1:] if template[:1].islower() else text


def parameter_names(code: ReasonCode) -> tuple[str, ...]:
    """The parameters a code's template uses, in order of first use."""
    seen: dict[str, None] = {}
    for match in _FIELD.finditer(code.template):
        seen.setdefault(match.group(1))
    return tuple(seen)
