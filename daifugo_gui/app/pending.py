"""Finished tournament games waiting to be recorded (issue 24, item 1).

A game judged for a tournament table ("Judge this table") belongs to that round and
table. The moment it ends, its record is written here, in a ``pending`` folder beside the
autosave journal, with fsync: from then on nothing the console does (the next table, a new
game, closing the window, a crash) can lose it. It leaves the folder only when the
tournament has stored it, or when the organiser discards it with a reason; a discarded game
is moved to ``pending/discarded`` and the reason is appended to ``pending/discarded.log``,
so even then nothing is deleted.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from daifugo_gui.files import replace_atomically, sync_folder


@dataclass(frozen=True)
class PendingGame:
    """One finished table game not yet in the tournament."""

    path: Path
    round: int
    table: int
    record: dict[str, Any]
    # False: the pending file could not be written (``path`` is where it would be); the
    # game is then held by its journal, kept aside if it could be (issue 37, item 2).
    written: bool = True

    @property
    def players(self) -> list[str]:
        return [str(p) for p in self.record.get("players", [])]

    def record_ranking(self) -> list[str]:
        """The players from first to last, as the rules rank the recorded game."""
        from daifugo_gui.rules.record import game_from_record

        try:
            return list(game_from_record(self.record).ranking())
        except (ValueError, TypeError, KeyError):
            return self.players


def _key_part(key: str) -> str:
    """A live game's key (its start time) as it stands in its pending file's name."""
    return "".join(c if c.isalnum() else "-" for c in key)[:40]


class PendingGames:
    """The ``pending`` folder: one JSON file per finished, unrecorded table game."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)

    def keep(self, record: dict[str, Any], round_number: int, table: int, key: str) -> PendingGame:
        """Write (or rewrite) the pending record of one live game, atomically and fsync'ed.

        ``key`` names the live game (its start time): the same game ending again after an
        undo replaces its own pending file, never another game's.
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.path_for(round_number, table, key)
        body = {"round": round_number, "table": table, "record": record}
        # The program's own file, named for this one game: what is there now is this game's
        # earlier end (or a damaged write of it), replaced without a check that could refuse.
        with replace_atomically(path) as handle:
            handle.write(json.dumps(body, ensure_ascii=False, indent=1))
        return PendingGame(path, round_number, table, record)

    def path_for(self, round_number: int, table: int, key: str) -> Path:
        """Where the live game named ``key`` waits once it is kept."""
        return self.folder / f"round{round_number}-table{table}-{_key_part(key)}.json"

    def waits(self, key: str) -> bool:
        """Whether the live game named ``key`` has a readable pending file."""
        ending = f"-{_key_part(key)}.json"
        return any(g.path.name.endswith(ending) for g in self.games())

    def games(self) -> list[PendingGame]:
        """Every game waiting, by round and table (a file that does not read is skipped, kept)."""
        found: list[PendingGame] = []
        if not self.folder.is_dir():
            return found
        for path in sorted(self.folder.glob("round*-table*.json")):
            try:
                body = json.loads(path.read_text(encoding="utf-8"))
                found.append(PendingGame(path, int(body["round"]), int(body["table"]), dict(body["record"])))
            except (OSError, ValueError, KeyError, TypeError):
                continue
        return sorted(found, key=lambda g: (g.round, g.table, g.path.name))

    def stored(self, game: PendingGame) -> None:
        """The tournament has it now: it no longer waits."""
        if not game.written:
            return  # it never reached the folder
        try:
            game.path.unlink()
        except FileNotFoundError:
            pass
        sync_folder(self.folder)

    def withdraw(self, game: PendingGame) -> None:
        """An undo took the live game back from its end: it is not finished any more."""
        self.stored(game)

    def discard(self, game: PendingGame, reason: str, who: str = "") -> Path:
        """The organiser gives the game up, with a reason: moved aside and logged, not deleted."""
        aside = self.folder / "discarded"
        aside.mkdir(parents=True, exist_ok=True)
        target = aside / game.path.name
        n = 1
        while target.exists():
            n += 1
            target = aside / f"{game.path.stem}-{n}{game.path.suffix}"
        line = json.dumps({"at": datetime.now().astimezone().isoformat(timespec="seconds"), "round": game.round,
                           "table": game.table, "players": game.players, "reason": reason, "by": who,
                           "kept_as": str(target)}, ensure_ascii=False)
        with open(self.folder / "discarded.log", "a", encoding="utf-8") as log:
            log.write(line + "\n")
            log.flush()
            os.fsync(log.fileno())
        os.replace(game.path, target)
        sync_folder(self.folder)
        return target

