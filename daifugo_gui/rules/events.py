"""The record's events as typed values: one frozen dataclass per action.

A game record (``prime-daifugo-record/1``, CONTRACTS.md) lists its events as JSON
objects. Inside the program an event is one of the classes below; JSON is met only at
the edges — a record or a journal read (:func:`event_from_json`, which checks the shape
and names what is wrong with the same reason codes as always) and written
(:meth:`to_json`, which gives back the very objects the records have always held, keys
in the same order). ``event_from_json(e).to_json() == e`` for every event the engine
logs; an event written by hand may come back tidier (``"late_refusal": false`` and
unknown keys dropped, a stop's default reason spelled out), as replaying always did.

The card text inside an event stays text: the engine reads it when it applies the
event, so a typo in a score sheet is refused with the rule it breaks, at its place in
the game.

Speed: a record replay makes two events per action (the one read, the one the engine
logs), so each class writes its own ``__init__`` straight into the instance's
``__dict__``; a frozen dataclass's generated one sets each field through
``object.__setattr__`` and costs twice as much. ``frozen=True`` still refuses any
change afterwards, and tests/rules/test_rules_events.py checks that each ``__init__``
takes exactly the dataclass's fields.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any, ClassVar, TypeAlias

from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.reasons import Code, Reason


class Action(StrEnum):
    """The ``action`` of a record event, spelled as records write it."""

    DRAW = "draw"
    PLAY = "play"
    PASS = "pass"
    TIMEOUT = "timeout"
    DISQUALIFY = "disqualify"
    DISCARD = "discard"
    DECLARE = "declare"
    STOP = "stop"


class StopReason(StrEnum):
    """Why a game stopped (the ``reason`` of a stop event), as records write it.

    ``TIME``: D11, the game's time limit; ``THOUSAND_DAY``: R15/D18, the thousand-day
    rule; ``JUDGE``: the judge stops the game for a reason of their own (a hall closing,
    D13), ranked as at any stop (D12) and said and recorded as the judge's.
    """

    TIME = "time"
    THOUSAND_DAY = "thousand_day"
    JUDGE = "judge"


_STOP_REASONS: dict[str, StopReason] = {reason.value: reason for reason in StopReason}


def stop_reason_of(word: str) -> StopReason | None:
    """The member a record's word names (None: a word no stop has)."""
    return _STOP_REASONS.get(word)


@dataclass(frozen=True, init=False)
class Draw:
    """R4: the player to move draws; ``card`` names the card where the record knows it."""

    player: str
    card: str | None = None
    action: ClassVar[Action] = Action.DRAW

    def __init__(self, player: str, card: str | None = None) -> None:
        fields = self.__dict__  # see the module's note on speed
        fields["player"] = player
        fields["card"] = card

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "action": "draw"}
        if self.card is not None:
            out["card"] = self.card
        return out


@dataclass(frozen=True, init=False)
class Play:
    """R5–R10: cards to the field, perhaps a factor field; a foul's drawn cards where known."""

    player: str
    field: str
    factors: str | None = None
    penalty_cards: str | None = None
    action: ClassVar[Action] = Action.PLAY

    def __init__(self, player: str, field: str, factors: str | None = None, penalty_cards: str | None = None) -> None:
        fields = self.__dict__  # see the module's note on speed
        fields["player"] = player
        fields["field"] = field
        fields["factors"] = factors
        fields["penalty_cards"] = penalty_cards

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "action": "play", "field": self.field}
        if self.factors is not None:
            out["factors"] = self.factors
        if self.penalty_cards is not None:
            out["penalty_cards"] = self.penalty_cards
        return out


@dataclass(frozen=True, init=False)
class Pass:
    """R11: the player to move passes."""

    player: str
    action: ClassVar[Action] = Action.PASS

    def __init__(self, player: str) -> None:
        fields = self.__dict__  # see the module's note on speed
        fields["player"] = player

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "action": "pass"}


@dataclass(frozen=True, init=False)
class Timeout:
    """D8 at zero (R14); ``late_refusal``: a refusal pointed out too late, a forced pass."""

    player: str
    late_refusal: bool = False
    action: ClassVar[Action] = Action.TIMEOUT

    def __init__(self, player: str, late_refusal: bool = False) -> None:
        fields = self.__dict__  # see the module's note on speed
        fields["player"] = player
        fields["late_refusal"] = late_refusal

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "action": "timeout"}
        if self.late_refusal:
            out["late_refusal"] = True
        return out


@dataclass(frozen=True, init=False)
class Disqualify:
    """The judge's decision (D13): the player leaves the game."""

    player: str
    action: ClassVar[Action] = Action.DISQUALIFY

    def __init__(self, player: str) -> None:
        fields = self.__dict__  # see the module's note on speed
        fields["player"] = player

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "action": "disqualify"}


@dataclass(frozen=True, init=False)
class Discard:
    """R10: cards a player puts to the deck after a foul met a short deck."""

    player: str
    cards: str
    action: ClassVar[Action] = Action.DISCARD

    def __init__(self, player: str, cards: str) -> None:
        fields = self.__dict__  # see the module's note on speed
        fields["player"] = player
        fields["cards"] = cards

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "action": "discard", "cards": self.cards}


@dataclass(frozen=True, init=False)
class Declare:
    """D12 (MathPower 2016): after a stop, a player declares a number of all their cards."""

    player: str
    cards: str
    action: ClassVar[Action] = Action.DECLARE

    def __init__(self, player: str, cards: str) -> None:
        fields = self.__dict__  # see the module's note on speed
        fields["player"] = player
        fields["cards"] = cards

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "action": "declare", "cards": self.cards}


@dataclass(frozen=True, init=False)
class Stop:
    """The game stops (D11 time, R15 thousand days, the judge's decision).

    A known word becomes its :class:`StopReason`; an unknown one stays text, for the
    engine to refuse as a ruling, as it always has.
    """

    reason: StopReason | str = StopReason.TIME
    action: ClassVar[Action] = Action.STOP
    player: ClassVar[None] = None  # nobody's action: lets every event answer ``.player``

    def __init__(self, reason: StopReason | str = StopReason.TIME) -> None:
        fields = self.__dict__  # see the module's note on speed
        fields["reason"] = _STOP_REASONS.get(reason, reason)

    def to_json(self) -> dict[str, Any]:
        return {"action": "stop", "reason": self.reason}


Event: TypeAlias = Draw | Play | Pass | Timeout | Disqualify | Discard | Declare | Stop
"""One record event."""

_new = object.__new__

_KNOWN = ", ".join(f'"{a.value}"' for a in Action)


def event_from_json(event: object) -> Event:
    """A record event from its JSON object; RecordError says what is wrong with its shape.

    The checks and their order are the record's contract: an object, a known action, a
    player, then each value of the right kind.
    """
    if not isinstance(event, (dict, Mapping)):  # dict first: the ABC check costs more
        raise RecordError(Reason.of(Code.EVENT_OBJECT))
    action = event.get("action")
    read = _READERS.get(action) if isinstance(action, str) else None
    if read is None:
        raise RecordError(Reason.of(Code.EVENT_UNKNOWN_ACTION, action=repr(action), known=_KNOWN))
    return read(event)


# One reader per action: a record replay reads every event, so each reads only its keys.


def _player(event: Mapping[str, Any], action: str) -> str:
    player = event.get("player")
    if not isinstance(player, str):
        raise RecordError(Reason.of(Code.EVENT_NEEDS_PLAYER, action=action))
    return player


def _card_text_needed(event: Mapping[str, Any], action: str, key: str) -> str:
    value = event.get(key)
    if not isinstance(value, str):
        raise RecordError(Reason.of(Code.EVENT_NEEDS_CARDS, action=action, key=key))
    return value


def _card_text_or_none(event: Mapping[str, Any], key: str) -> str | None:
    value = event.get(key)
    if value is not None and not isinstance(value, str):
        raise RecordError(Reason.of(Code.EVENT_CARD_TEXT, key=key))
    return value


def _read_play(event: Mapping[str, Any]) -> Play:
    # The commonest event: its checks are written out rather than called.
    player = event.get("player")
    if not isinstance(player, str):
        raise RecordError(Reason.of(Code.EVENT_NEEDS_PLAYER, action="play"))
    field = event.get("field")
    if not isinstance(field, str):
        raise RecordError(Reason.of(Code.EVENT_NEEDS_CARDS, action="play", key="field"))
    factors = event.get("factors")
    if factors is not None and not isinstance(factors, str):
        raise RecordError(Reason.of(Code.EVENT_CARD_TEXT, key="factors"))
    penalty = event.get("penalty_cards")
    if penalty is not None and not isinstance(penalty, str):
        raise RecordError(Reason.of(Code.EVENT_CARD_TEXT, key="penalty_cards"))
    play = _new(Play)  # Play.__init__'s stores without the class call (issue 40: every play read)
    fields = play.__dict__
    fields["player"] = player
    fields["field"] = field
    fields["factors"] = factors
    fields["penalty_cards"] = penalty
    return play


@lru_cache(maxsize=256)
def pass_by(player: str) -> Pass:
    """``Pass(player)``, one shared value per name (issue 40): passes are a third of a
    record's events, read once and logged once each, and an event never changes."""
    return Pass(player)


@lru_cache(maxsize=256)
def draw_by(player: str) -> Draw:
    """``Draw(player)`` (the card not named), one shared value per name, as :func:`pass_by`."""
    return Draw(player)


def _read_draw(event: Mapping[str, Any]) -> Draw:
    # The second and third commonest events: their checks written out, as for a play.
    player = event.get("player")
    if not isinstance(player, str):
        raise RecordError(Reason.of(Code.EVENT_NEEDS_PLAYER, action="draw"))
    card = event.get("card")
    if card is not None and not isinstance(card, str):
        raise RecordError(Reason.of(Code.EVENT_CARD_TEXT, key="card"))
    return draw_by(player) if card is None else Draw(player, card)


def _read_pass(event: Mapping[str, Any]) -> Pass:
    player = event.get("player")
    if not isinstance(player, str):
        raise RecordError(Reason.of(Code.EVENT_NEEDS_PLAYER, action="pass"))
    return pass_by(player)


def _read_timeout(event: Mapping[str, Any]) -> Timeout:
    player = _player(event, "timeout")
    late = event.get("late_refusal", False)
    if not isinstance(late, bool):
        raise RecordError(Reason.of(Code.EVENT_TRUE_FALSE, key="late_refusal"))
    return Timeout(player, late)


def _read_disqualify(event: Mapping[str, Any]) -> Disqualify:
    return Disqualify(_player(event, "disqualify"))


def _read_discard(event: Mapping[str, Any]) -> Discard:
    player = _player(event, "discard")
    return Discard(player, _card_text_needed(event, "discard", "cards"))


def _read_declare(event: Mapping[str, Any]) -> Declare:
    player = _player(event, "declare")
    return Declare(player, _card_text_needed(event, "declare", "cards"))


def _read_stop(event: Mapping[str, Any]) -> Stop:
    reason = event.get("reason", StopReason.TIME.value)
    if not isinstance(reason, str):
        raise RecordError(Reason.of(Code.EVENT_REASON_TEXT))
    return Stop(reason)


_READERS: dict[str, Callable[[Mapping[str, Any]], Event]] = {
    Action.DRAW.value: _read_draw,
    Action.PLAY.value: _read_play,
    Action.PASS.value: _read_pass,
    Action.TIMEOUT.value: _read_timeout,
    Action.DISQUALIFY.value: _read_disqualify,
    Action.DISCARD.value: _read_discard,
    Action.DECLARE.value: _read_declare,
    Action.STOP.value: _read_stop,
}


READERS: Mapping[str, Callable[[Mapping[str, Any]], Event]] = _READERS
"""Each action word's reader, for a loop over many events already known to be dicts (a
record's replay, issue 40): ``READERS[action](event)`` is :func:`event_from_json` for a
dict whose action is a known word."""


def events_to_json(events: Iterable[Event]) -> list[dict[str, Any]]:
    """Events as the record's ``events`` list."""
    return [e.to_json() for e in events]
