"""The table's event log as data (#25): what happened, never the words for it.

The session appends one :class:`LogEntry` per action, undo, redo, pause and resume; the
screen (``app/live_game.py``) turns each into a line in the console's language. Keeping
sentences out of the session lets the CLI and tests drive a game without Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from daifugo_gui.rules import Outcome
from daifugo_gui.rules.events import Event


class LogKind(Enum):
    ACTION = "action"  # a judge action and its outcome
    REDONE = "redone"  # an undone action applied again
    UNDONE = "undone"  # the last action taken back (``event`` is None when none was left)
    PAUSED = "paused"  # the clocks stopped; ``text`` is the judge's reason
    RUNNING = "running"  # the clocks run again
    RESUMED = "resumed"  # a game rebuilt from its journal; ``seconds`` the console was down (None: unknown)
    DOWNTIME = "downtime"  # the judge counted ``seconds`` of downtime on the clocks
    HELD = "held"  # the clocks stood ``seconds`` while the judge was asked something (not counted)


@dataclass(frozen=True, eq=False)
class LogEntry:
    """One line of the event log; ``eq=False``: two equal-looking entries are two lines."""

    kind: LogKind
    event: Event | None = None
    outcome: Outcome | None = None
    seconds: float | None = None
    text: str = ""
