"""The Prime Daifugo rules engine: pure Python, no Qt.

One state machine (:class:`Game`) driven by actions; the console, the record replay, the
command line and the tests all drive it.
"""

from daifugo_gui.rules.cards import (
    JOKER,
    Card,
    CardTextError,
    FactorField,
    Suit,
    Token,
    cards_text,
    parse_cards,
    parse_factor_field,
    parse_tokens,
    standard_deck,
)
from daifugo_gui.rules.errors import RecordError, RuleViolation
from daifugo_gui.rules.events import StopReason
from daifugo_gui.rules.game import FieldPlay, Game, Outcome, Phase
from daifugo_gui.rules.holding import HIDDEN
from daifugo_gui.rules.judge import Judgement, Verdict, judge, judge_play
from daifugo_gui.rules.results import Result
from daifugo_gui.rules.settings import PRESETS, Settings

__all__ = [
    "HIDDEN",
    "JOKER",
    "PRESETS",
    "Card",
    "CardTextError",
    "FactorField",
    "FieldPlay",
    "Game",
    "Judgement",
    "Outcome",
    "Phase",
    "RecordError",
    "Result",
    "RuleViolation",
    "StopReason",
    "Settings",
    "Suit",
    "Token",
    "Verdict",
    "cards_text",
    "judge",
    "judge_play",
    "parse_cards",
    "parse_factor_field",
    "parse_tokens",
    "standard_deck",
]
