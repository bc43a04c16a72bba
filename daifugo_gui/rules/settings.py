"""Game settings: the rule sheet's D1–D19 and the variants of CONTRACTS.md.

A setting that takes one of a few words is an enum whose values are those words
(``StrEnum``): records, presets, database files and the command line keep the same
strings, code compares members. :class:`Settings` accepts the words too and keeps the
members; :meth:`Settings.to_dict` gives the words back.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, Mapping

from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.reasons import Code, Reason


class OnTimeout(StrEnum):
    """D8: what a time-out does."""

    DISQUALIFY = "disqualify"
    PASS = "pass"


class DiscloseFactors(StrEnum):
    """D9: when the judge discloses the factorization of a foul's number."""

    NEVER = "never"
    ON_REQUEST = "on_request"
    ALWAYS = "always"


class Flush(StrEnum):
    """D10: where flushed cards go."""

    BOTTOM_IN_ORDER = "bottom_in_order"
    SHUFFLE_BOTTOM = "shuffle_bottom"
    SHUFFLE_ALL = "shuffle_all"


class StopRanking(StrEnum):
    """D12: how the players still in rank when the game stops."""

    CARDS = "cards"
    MATHPOWER2016 = "mathpower2016"


class SingleJoker(StrEnum):
    """D15: what a joker played alone is worth."""

    INFINITY = "infinity"
    VALUE = "value"
    EITHER = "either"


class FinishWithInfinity(StrEnum):
    """D17: going out with ∞."""

    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"
    FOUL = "foul"


class Penalty(StrEnum):
    """R10 variants: how many cards a foul draws."""

    PLAYED = "played"
    FIELD = "field"
    ONE = "one"


class ShortDeck(StrEnum):
    """R10 (the others put cards to the deck) or R10a (the fouling player draws what is left)."""

    OTHERS_DISCARD = "others_discard"
    DRAW_WHAT_IS_LEFT = "draw_what_is_left"


CHOICES: dict[str, type[StrEnum]] = {  # the settings that take one of a few words
    "on_timeout": OnTimeout,
    "disclose_factors": DiscloseFactors,
    "flush": Flush,
    "stop_ranking": StopRanking,
    "single_joker": SingleJoker,
    "finish_with_infinity": FinishWithInfinity,
    "penalty": Penalty,
    "short_deck": ShortDeck,
}
# The words of each, in order, for the check and its message.
_CHOICE_WORDS: dict[str, tuple[str, ...]] = {name: tuple(m.value for m in kind) for name, kind in CHOICES.items()}


@dataclass(frozen=True)
class Settings:
    """One game's settings. Field names are the record's ``settings`` keys."""

    decks: int = 1  # R1: decks combined for many players
    jokers: int = 2  # D1: jokers per deck
    remove_even: bool = False  # D2
    max_cards: int | None = None  # D3: most field cards in one play (None: no limit)
    hand_size: int = 11  # D4
    consideration_s: int = 60  # D6
    turn_limit_s: int = 60  # D7
    bank_s: int | None = None  # per-player bank used before the per-turn limit
    on_timeout: OnTimeout = OnTimeout.DISQUALIFY  # D8
    disclose_factors: DiscloseFactors = DiscloseFactors.NEVER  # D9
    flush: Flush = Flush.BOTTOM_IN_ORDER  # D10
    game_limit_s: int | None = None  # D11
    stop_ranking: StopRanking = StopRanking.CARDS  # D12
    flush_on_finish: bool = False  # D14
    single_joker: SingleJoker = SingleJoker.INFINITY  # D15
    double_joker_strongest: bool = False  # D16
    finish_with_infinity: FinishWithInfinity = FinishWithInfinity.ALLOWED  # D17
    thousand_day: bool = True  # D18
    open_hands: bool = False  # D19
    penalty: Penalty = Penalty.PLAYED  # R10 variants
    short_deck: ShortDeck = ShortDeck.OTHERS_DISCARD  # R10 (others put cards to the deck) or R10a
    start_revolution: bool = False
    burst_at: int | None = None
    seed: int = 0  # makes the shuffling flush settings (D10) replay identically

    def __post_init__(self) -> None:
        for f in fields(self):
            _check_value(f.name, getattr(self, f.name), f.default)
            kind = CHOICES.get(f.name)
            if kind is not None:  # the word, checked, becomes its member (frozen: set directly)
                object.__setattr__(self, f.name, kind(getattr(self, f.name)))
        if self.burst_at is not None and self.burst_at <= self.hand_size:
            # A hand starts at hand_size cards: such a limit would end the game at the deal.
            raise RecordError(Reason.of(Code.SETTING_BURST_AT, burst_at=self.burst_at, hand_size=self.hand_size))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Settings:
        """Settings from a record's ``settings`` object; unknown keys are an error."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise RecordError(Reason.of(Code.SETTINGS_OBJECT))
        # The same settings object read before gives the same (frozen) settings: a
        # tournament's records repeat a few (issue 40: checking every field was a fifth of
        # loading a record). Keyed by each value's type as well, since True == 1.
        try:
            memo_key: Any = (cls, *((name, type(value), value) for name, value in data.items()))
            read = _READ.get(memo_key)
        except TypeError:  # a value that cannot be a key (a list): checked below, refused
            memo_key = read = None
        if read is not None:
            return read
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise RecordError(Reason.of(Code.SETTING_UNKNOWN, name=str(key)))
        settings = cls(**dict(data))
        if memo_key is not None:
            if len(_READ) >= _READ_KEPT:
                _READ.clear()
            _READ[memo_key] = settings
        return settings

    def to_dict(self) -> dict[str, Any]:
        """The settings that differ from the defaults, as a record stores them (words, not members)."""
        default = Settings()
        return {
            f.name: _plain(getattr(self, f.name))
            for f in fields(self)
            if getattr(self, f.name) != getattr(default, f.name)
        }

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    @property
    def total_cards(self) -> int:
        per_deck = 52 - (12 if self.remove_even else 0) + self.jokers
        return self.decks * per_deck

    @property
    def thousand_day_applies(self) -> bool:
        """R15: the thousand-day rule runs only without a game time limit (D11)."""
        return self.thousand_day and self.game_limit_s is None


_READ: dict[Any, Settings] = {}
"""Settings objects read before (see :meth:`Settings.from_dict`), at most ``_READ_KEPT``."""
_READ_KEPT = 256

_OPTIONAL_INT = {"max_cards", "bank_s", "game_limit_s", "burst_at"}
_MINIMUM = {
    "decks": 1,
    "jokers": 0,
    "max_cards": 1,
    "hand_size": 1,
    "consideration_s": 0,
    "turn_limit_s": 1,
    "bank_s": 0,
    "game_limit_s": 1,
    "burst_at": 1,
}


# Upper bounds: far above any real table, low enough that a typo (decks 10**9) gets a
# message instead of exhausting memory or time.
_MAXIMUM = {
    "decks": 16,
    "jokers": 16,
    "max_cards": 1000,
    "hand_size": 500,
    "consideration_s": 86_400,
    "turn_limit_s": 86_400,
    "bank_s": 86_400,
    "game_limit_s": 7 * 86_400,
    "burst_at": 10_000,
    "seed": 2**63 - 1,
}


def _plain(value: Any) -> Any:
    """A choice as its word (a plain ``str``), anything else as it is."""
    return value.value if isinstance(value, StrEnum) else value


def _check_value(name: str, value: Any, default: Any) -> None:
    words = _CHOICE_WORDS.get(name)
    if words is not None:
        if not isinstance(value, str) or value not in words:
            options = ", ".join(f'"{c}"' for c in words)
            raise RecordError(Reason.of(Code.SETTING_ONE_OF, name=name, options=options, value=repr(value)))
        return
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise RecordError(Reason.of(Code.SETTING_TRUE_FALSE, name=name, value=repr(value)))
        return
    if value is None and name in _OPTIONAL_INT:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(Reason.of(Code.SETTING_WHOLE_NUMBER, name=name, value=repr(value)))
    minimum = _MINIMUM.get(name)
    if minimum is not None and value < minimum:
        raise RecordError(Reason.of(Code.SETTING_AT_LEAST, name=name, minimum=minimum, value=value))
    maximum = _MAXIMUM.get(name)
    if maximum is not None and value > maximum:
        if value < 10**12:
            raise RecordError(Reason.of(Code.SETTING_AT_MOST, name=name, maximum=maximum, value=value))
        if value < 10**4000:
            raise RecordError(Reason.of(Code.SETTING_AT_MOST_DIGITS, name=name, maximum=maximum, digits=len(str(value))))
        raise RecordError(Reason.of(Code.SETTING_AT_MOST_HUGE, name=name, maximum=maximum))


PRESETS: dict[str, Settings] = {
    "official": Settings(),
    "mathpower": Settings(on_timeout=OnTimeout.PASS, game_limit_s=900, stop_ranking=StopRanking.MATHPOWER2016),
    "byoyomi": Settings(bank_s=300, turn_limit_s=15),
}
