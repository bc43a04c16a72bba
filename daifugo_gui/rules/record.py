"""Game records: ``prime-daifugo-record/1`` (CONTRACTS.md).

A record is the players, the settings, optionally the deal, and the events. Loading checks
the shape and names what is wrong; replaying drives the same :class:`Game` the console
drives, so ``game_from_record(game.to_record())`` reaches the same state.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from daifugo_gui.rules.cards import Card, CardTextError, parse_cards
from daifugo_gui.rules.errors import RecordError, RuleViolation
from daifugo_gui.rules.game import Game, Outcome
from daifugo_gui.rules.settings import Settings

FORMAT = "prime-daifugo-record/1"
MAX_RECORD_BYTES = 50 * 1024 * 1024  # a real game is a few hundred kB at most
MAX_EVENTS = 200_000  # far beyond any game; a larger list is a mistake, not a game
_TOP_KEYS = {"format", "settings", "players", "hands", "deck", "events", "meta"}


@dataclass(frozen=True)
class Record:
    """A parsed record, before replay."""

    players: tuple[str, ...]
    settings: Settings
    hands: dict[str, tuple[Card, ...]] | None
    deck: tuple[Card, ...] | None
    events: tuple[dict[str, Any], ...]
    meta: dict[str, Any] = field(default_factory=dict)

    def new_game(self) -> Game:
        """The game at its deal."""
        return Game(self.players, self.settings, self.hands, self.deck)


def read_record_file(path: str | Path) -> dict[str, Any]:
    """Read and decode a record file; RecordError names the file and what is wrong.

    A byte-order mark is accepted (editors on Windows add one).
    """
    name = str(path)
    if len(name) > 120:
        name = name[:60] + "…" + name[-40:]
    try:
        if Path(path).stat().st_size > MAX_RECORD_BYTES:
            raise RecordError(f"{name}: larger than {MAX_RECORD_BYTES // (1024 * 1024)} MB: not a game record")
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise RecordError(f"{name}: no such file") from None
    except IsADirectoryError:
        raise RecordError(f"{name}: is a folder, not a record file") from None
    except UnicodeDecodeError as exc:
        raise RecordError(f"{name}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise RecordError(f"{name}: {exc.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{name}: not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise RecordError(f"{name}: JSON nested too deeply to be a record") from None
    if not isinstance(data, dict):
        raise RecordError(f"{name}: a record is a JSON object, this is not")
    return data


def loads_json(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise RecordError("JSON nested too deeply to be a record") from None


def load_record(source: str | Mapping[str, Any]) -> Record:
    """Parse a record from JSON text or an already-decoded object."""
    data = loads_json(source) if isinstance(source, str) else source
    if not isinstance(data, Mapping):
        raise RecordError("a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f'"format" must be "{FORMAT}", not {data.get("format")!r}')
    unknown = [k for k in data if k not in _TOP_KEYS]
    if unknown:
        raise RecordError(f'unknown key "{unknown[0]}" in the record')
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError('"players" must be a list of names')
    settings = Settings.from_dict(data.get("settings"))
    hands_data, deck_data = data.get("hands"), data.get("deck")
    hands: dict[str, tuple[Card, ...]] | None = None
    deck: tuple[Card, ...] | None = None
    if deck_data is not None and hands_data is None:
        raise RecordError('"deck" needs "hands": a known deck goes with known hands')
    if hands_data is not None:
        # Partial knowledge: hands may come without the deck (its cards stay hidden).
        if not isinstance(hands_data, Mapping):
            raise RecordError('"hands" must be an object of card text')
        hands = {}
        for name, text in hands_data.items():
            if not isinstance(text, str):
                raise RecordError(f'the hand of "{name}" must be card text')
            hands[name] = _cards(text, f'the hand of "{name}"')
        if deck_data is not None:
            if not isinstance(deck_data, str):
                raise RecordError('"deck" must be card text')
            deck = _cards(deck_data, "the deck")
    events = data.get("events", [])
    if not isinstance(events, list):
        raise RecordError('"events" must be a list')
    if len(events) > MAX_EVENTS:
        raise RecordError(f'"events" has {len(events)} entries; a record holds at most {MAX_EVENTS}')
    for number, event in enumerate(events, start=1):
        if not isinstance(event, (dict, Mapping)):
            raise RecordError(f"event {number}: must be an object")
    meta = data.get("meta") or {}
    if not isinstance(meta, Mapping):
        raise RecordError('"meta" must be an object')
    return Record(tuple(players), settings, hands, deck, tuple(dict(e) for e in events), dict(meta))


def _cards(text: str, where: str) -> tuple[Card, ...]:
    try:
        return parse_cards(text)
    except CardTextError as bad:
        raise RecordError(f"{where}: {bad}") from None


@dataclass
class Replay:
    """A replayed game with the outcome of every event."""

    game: Game
    outcomes: list[Outcome]


def replay(record: Record, stop_at: int | None = None) -> Replay:
    """Drive a fresh game through the record's events (the first ``stop_at`` of them)."""
    game = record.new_game()
    outcomes = []
    events = record.events if stop_at is None else record.events[:stop_at]
    # Events are numbered from 1, as people count them.
    for number, event in enumerate(events, start=1):
        try:
            outcomes.append(game.apply(event))
        except (RuleViolation, RecordError) as bad:
            raise RecordError(f"event {number}: {bad}") from None
    return Replay(game, outcomes)


def game_from_record(source: str | Mapping[str, Any] | Record) -> Game:
    """Load and replay a record; the game's state after its last event."""
    record = source if isinstance(source, Record) else load_record(source)
    return replay(record).game


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
