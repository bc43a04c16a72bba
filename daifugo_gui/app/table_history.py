"""The table's undo and redo history as plain data (#25).

Each :class:`Step` remembers what undoing it must put back besides the game itself: the
banks as they stood when the turn began (D7) and how long the mover's turn had lasted,
so an undo returns the clock to that moment instead of to a full turn. The Qt console
mirrors this history on a ``QUndoStack``; the history, not the stack, is the truth.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from daifugo_gui.rules.events import Event


@dataclass(frozen=True)
class Step:
    """One judge action on the history: the record event and what its undo restores."""

    event: Event
    banks: dict[str, float] = field(default_factory=dict)
    turn: tuple[str, float] | None = None  # the running turn clock's player and time used
    # set when the step is undone: the turn clock as it stood then, which a redo gives back
    turn_after: tuple[str, float] | None = None


class TableHistory:
    """Steps in order; ``index`` of them are done, the rest wait on the redo side."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.index = 0

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def can_undo(self) -> bool:
        return self.index > 0

    @property
    def can_redo(self) -> bool:
        return self.index < len(self.steps)

    @property
    def last_done(self) -> Step:
        return self.steps[self.index - 1]

    @property
    def next_redo(self) -> Step:
        return self.steps[self.index]

    def push(self, step: Step) -> None:
        """A new action: whatever waited on the redo side is another history now."""
        del self.steps[self.index:]
        self.steps.append(step)
        self.index = len(self.steps)

    def back(self, turn_after: tuple[str, float] | None = None) -> Step:
        """Undo one step, noting how the turn clock stood (a redo puts it back there)."""
        self.index -= 1
        self.steps[self.index] = replace(self.steps[self.index], turn_after=turn_after)
        return self.steps[self.index]

    def forward(self) -> Step:
        self.index += 1
        return self.steps[self.index - 1]

    def clear(self) -> None:
        self.steps = []
        self.index = 0

    def restore(self, done: list[Step], undone: list[Step]) -> None:
        """A resumed game: its actions done, then the ones undone before the crash in the order they redo."""
        self.steps = list(done) + list(undone)
        self.index = len(done)
