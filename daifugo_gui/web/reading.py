"""The tournament the web view reads, and noticing its file replaced or deleted (issue 36).

A :class:`Reading` is one opening of the tournament: the read-only connection, the live
boards and the change watch on its commits. A file replaced under a running server (a
new file renamed over it, a copy written over it) would go on being read through the old
connection, and a deleted one would go on being shown as live: :func:`file_state` tells
the server what the path holds now, so that it opens the new file, or says on the pages
that they show the last reading.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from daifugo_gui.rules.reasons import Reason
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.live_board import LiveBoards
from daifugo_gui.tournament.location import database_url, is_server
from daifugo_gui.tournament.watch import ChangeWatcher


class Reading:
    """The tournament opened read-only, its live boards and the watch on its commits
    (``on_change`` is called with this reading on the watcher's thread)."""

    def __init__(self, target: str, on_change: Callable[[Reading], None],
                 on_problem: Callable[[Reason | None], None]) -> None:
        self.tournament = Tournament.open(target, read_only=True)  # TournamentError: not one
        self.boards = LiveBoards(target)
        self.watcher = ChangeWatcher(database_url(target), lambda: on_change(self), on_problem, initial=True)

    def start(self) -> Reading:
        self.watcher.start()
        return self

    def close(self) -> None:
        self.watcher.stop()
        self.boards.close()
        self.tournament.close()


@dataclass(frozen=True)
class FileState:
    """What a tournament's path holds: which file (device, inode) and when it was last
    written; ``None`` from :func:`file_state` when nothing is there."""

    file: tuple[int, int]
    written_ns: int


def tournament_file(target: str) -> Path | None:
    """The file of a tournament kept in a file; None for one on a server."""
    return None if is_server(target) else Path(target)


def file_state(path: Path) -> FileState | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return FileState((st.st_dev, st.st_ino), st.st_mtime_ns)
