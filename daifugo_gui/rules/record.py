"""Game records: ``prime-daifugo-record/1`` (CONTRACTS.md).

A record is the players, the settings, optionally the deal, and the events. Loading checks
the shape and names what is wrong; replaying drives the same :class:`Game` the console
drives, so ``game_from_record(game.to_record())`` reaches the same state.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from itertools import repeat
from operator import attrgetter, is_
from pathlib import Path
from typing import Any

from daifugo_gui.rules.cards import Card, CardTextError, parse_cards
from daifugo_gui.rules.errors import RecordError, RuleViolation
from daifugo_gui.rules.events import READERS, Draw, Pass, Play, event_from_json
from daifugo_gui.rules.game import ENGINE_APPLY, Game, Outcome
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.results import Result
from daifugo_gui.rules.settings import Settings

FORMAT = "prime-daifugo-record/1"
MAX_RECORD_BYTES = 50 * 1024 * 1024  # a real game is a few hundred kB at most
# Read once: on Python 3.11 a member read through its enum class goes through a
# Python-level hook, a third of a µs on every replayed event.
_CANNOT_PLAY = Result.CANNOT_PLAY
_R9B = Code.R9B_NOT_A_FACTOR_FIELD
_CODE_OF = attrgetter("code")
_READ_PASS, _READ_DRAW = READERS["pass"], READERS["draw"]
MAX_EVENTS = 200_000  # far beyond any game; a larger list is a mistake, not a game
_TOP_KEYS = {"format", "settings", "players", "hands", "deck", "events", "meta"}


@dataclass(frozen=True)
class Record:
    """A parsed record, before replay.

    ``events`` are the record's JSON objects as read: each is checked and made a typed
    event (:mod:`daifugo_gui.rules.events`) as the replay reaches it, so a bad event is
    named at its place in the game and the events before it still replay.
    """

    players: tuple[str, ...]
    settings: Settings
    hands: dict[str, tuple[Card, ...]] | None
    deck: tuple[Card, ...] | None
    events: tuple[dict[str, Any], ...]
    meta: dict[str, Any] = field(default_factory=dict)

    def new_game(self) -> Game:
        """The game at its deal."""
        return Game(self.players, self.settings, self.hands, self.deck)


_NUMBER_DIGITS = sys.get_int_max_str_digits() or 4300


def _in(name: str, code: Code, **params: Any) -> Reason:
    return Reason.of(Code.RECORD_IN, where=name, why=Reason.of(code, **params))


def read_record_file(path: str | Path) -> dict[str, Any]:
    """Read and decode a record file; RecordError names the file and what is wrong.

    A byte-order mark is accepted (editors on Windows add one).
    """
    name = str(path)
    if len(name) > 120:
        name = name[:60] + "…" + name[-40:]
    try:
        if Path(path).stat().st_size > MAX_RECORD_BYTES:
            raise RecordError(_in(name, Code.RECORD_TOO_LARGE, megabytes=MAX_RECORD_BYTES // (1024 * 1024)))
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise RecordError(_in(name, Code.RECORD_NO_FILE)) from None
    except IsADirectoryError:
        raise RecordError(_in(name, Code.RECORD_IS_FOLDER)) from None
    except UnicodeDecodeError as exc:
        raise RecordError(_in(name, Code.RECORD_NOT_UTF8, byte=exc.start)) from None
    except OSError as exc:
        raise RecordError(_in(name, Code.VERBATIM, text=str(exc.strerror))) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(_in(name, Code.RECORD_NOT_JSON, line=exc.lineno, column=exc.colno, why=exc.msg)) from None
    except RecursionError:
        raise RecordError(_in(name, Code.RECORD_TOO_DEEP)) from None
    except ValueError:  # an integer over Python's 4,300-digit conversion limit
        raise RecordError(_in(name, Code.RECORD_NUMBER_TOO_LONG, digits=_NUMBER_DIGITS)) from None
    if not isinstance(data, dict):
        raise RecordError(_in(name, Code.RECORD_NOT_OBJECT))
    return data


def loads_json(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(Reason.of(Code.RECORD_NOT_VALID_JSON, why=exc.msg, line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise RecordError(Reason.of(Code.RECORD_TOO_DEEP)) from None
    except ValueError:
        raise RecordError(Reason.of(Code.RECORD_NUMBER_TOO_LONG, digits=_NUMBER_DIGITS)) from None


def load_record(source: str | Mapping[str, Any]) -> Record:
    """Parse a record from JSON text or an already-decoded object."""
    data = loads_json(source) if isinstance(source, str) else source
    if not isinstance(data, Mapping):
        raise RecordError(Reason.of(Code.RECORD_NOT_OBJECT))
    if data.get("format") != FORMAT:
        raise RecordError(Reason.of(Code.RECORD_FORMAT, expected=FORMAT, found=repr(data.get("format"))))
    unknown = [k for k in data if k not in _TOP_KEYS]
    if unknown:
        raise RecordError(Reason.of(Code.RECORD_UNKNOWN_KEY, key=str(unknown[0])))
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError(Reason.of(Code.RECORD_PLAYERS))
    settings = Settings.from_dict(data.get("settings"))
    hands_data, deck_data = data.get("hands"), data.get("deck")
    hands: dict[str, tuple[Card, ...]] | None = None
    deck: tuple[Card, ...] | None = None
    if deck_data is not None and hands_data is None:
        raise RecordError(Reason.of(Code.RECORD_DECK_WITHOUT_HANDS))
    if hands_data is not None:
        # Partial knowledge: hands may come without the deck (its cards stay hidden).
        if not isinstance(hands_data, Mapping):
            raise RecordError(Reason.of(Code.RECORD_HANDS))
        hands = {}
        for name, text in hands_data.items():
            if not isinstance(text, str):
                raise RecordError(Reason.of(Code.RECORD_HAND_TEXT, player=str(name)))
            hands[name] = _cards(text, Reason.of(Code.RECORD_HAND_OF, player=str(name)))
        if deck_data is not None:
            if not isinstance(deck_data, str):
                raise RecordError(Reason.of(Code.RECORD_DECK_TEXT))
            deck = _cards(deck_data, Reason.of(Code.RECORD_THE_DECK))
    events = data.get("events", [])
    if not isinstance(events, list):
        raise RecordError(Reason.of(Code.RECORD_EVENTS_LIST))
    if len(events) > MAX_EVENTS:
        raise RecordError(Reason.of(Code.RECORD_TOO_MANY_EVENTS, count=len(events), most=MAX_EVENTS))
    if not all(map(isinstance, events, repeat(dict))):  # every event a dict, asked in C (issue 40)
        for number, event in enumerate(events, start=1):
            if not isinstance(event, (dict, Mapping)):
                raise RecordError(Reason.of(Code.RECORD_EVENT, event=number, why=Reason.of(Code.RECORD_EVENT_OBJECT)))
    meta = data.get("meta") or {}
    if not isinstance(meta, Mapping):
        raise RecordError(Reason.of(Code.RECORD_META))
    return Record(tuple(players), settings, hands, deck, tuple(map(dict, events)), dict(meta))


def _cards(text: str, where: Reason) -> tuple[Card, ...]:
    try:
        return parse_cards(text)
    except CardTextError as bad:
        raise RecordError(Reason.of(Code.RECORD_IN, where=where, why=bad.reason)) from None


@dataclass
class Replay:
    """A replayed game with the outcome of every event."""

    game: Game
    outcomes: list[Outcome]


def replay(record: Record, stop_at: int | None = None) -> Replay:
    """Drive a fresh game through the record's events (the first ``stop_at`` of them)."""
    outcomes: list[Outcome] = []
    return Replay(_driven(record, stop_at, outcomes.append), outcomes)


def game_from_record(source: str | Mapping[str, Any] | Record) -> Game:
    """Load and replay a record; the game's state after its last event."""
    record = source if isinstance(source, Record) else load_record(source)
    return _driven(record, None, None)


def _driven(record: Record, stop_at: int | None, keep: Callable[[Outcome], object] | None) -> Game:
    """A fresh game driven through the record's events, each outcome handed to ``keep``.

    Without ``keep`` each outcome is dropped at once (issue 29): kept, the outcomes of a
    long record are most of the objects the cyclic garbage collector walks again and
    again while the replay runs, a tenth of its time, for a caller that wants the state.
    """
    game = record.new_game()
    events = record.events if stop_at is None else record.events[:stop_at]
    apply = game.apply
    play, pass_turn, draw = game._play, game.pass_turn, game.draw
    # Events go to their methods past apply only while apply is the engine's own: a game
    # class or a test that replaces it still sees every event (issue 40).
    direct = game.__class__.apply is ENGINE_APPLY
    readers = READERS
    # A record written before R9b may hold a one-number factor field judged a foul; it
    # cannot be played now, so the events after it stop fitting: the error says why.
    r9b_at = 0
    # Events are numbered from 1, as people count them.
    for number, event in enumerate(events, start=1):
        try:
            # apply_json, two calls less (issue 40): a dict naming a known action goes to its
            # reader at once; any other event is left to event_from_json to name what is wrong
            action = event.get("action") if event.__class__ is dict else None
            read = readers.get(action) if action.__class__ is str else None
            if direct and (read is _READ_PASS or read is _READ_DRAW):
                # a pass, or a draw of an unnamed card, needs only its player: its reader's
                # checks written out, and no event made (issue 40: half a record's events)
                player = event.get("player")
                if player.__class__ is str:
                    if read is _READ_PASS:
                        outcome = pass_turn(player)
                    elif event.get("card") is None:
                        outcome = draw(player, None)
                    else:
                        outcome = apply(read(event))
                    if keep is not None:
                        keep(outcome)
                    del outcome
                    continue
            typed = read(event) if read is not None else event_from_json(event)
            # Game.apply's three commonest cases without its call (issue 40: every event)
            if not direct:
                outcome = apply(typed)
            elif isinstance(typed, Play):
                outcome = play(typed.player, typed.field, typed.factors, typed.penalty_cards, typed)
            elif isinstance(typed, Pass):
                outcome = pass_turn(typed.player)
            elif isinstance(typed, Draw):
                outcome = draw(typed.player, typed.card)
            else:
                outcome = apply(typed)
            if keep is not None:
                keep(outcome)
            if outcome.result is _CANNOT_PLAY and _refused_by_r9b(outcome):
                r9b_at = number
            del outcome  # not kept: gone before the next one is made (see above)
        except (RuleViolation, RecordError) as bad:
            if r9b_at:
                raise RecordError(Reason.of(Code.RECORD_EVENT_AFTER_R9B, event=number, why=bad.reason,
                                            play=r9b_at)) from None
            raise RecordError(Reason.of(Code.RECORD_EVENT, event=number, why=bad.reason)) from None
    return game


def _refused_by_r9b(outcome: Outcome) -> bool:
    judgement = outcome.judgement
    # asked of every refused play (issue 40): the codes compared by identity in C
    return judgement is not None and any(map(is_, map(_CODE_OF, judgement.reasons), repeat(_R9B)))


def dumps_record(game: Game, meta: Mapping[str, Any] | None = None) -> str:
    """The game as record JSON text (UTF-8, names kept readable)."""
    record = game.to_record()
    if meta:
        record["meta"] = dict(meta)
    return json.dumps(record, ensure_ascii=False, indent=1)


def replay_summary(game: Game) -> dict[str, Any]:
    """The state ``daifugo replay`` prints (CONTRACTS.md)."""
    return {
        "results": list(game.results),
        "finished": game.finished,
        "stop": game.stop_reason,
        "ranking": game.ranking(),
        "hand_counts": game.hand_counts(),
        "deck_count": game.deck_count,
        "field": game.field_text,
        "revolution": game.revolution,
        "to_move": game.to_move,
    }
