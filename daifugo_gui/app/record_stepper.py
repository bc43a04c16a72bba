"""Step through a saved record move by move (the console's replay mode)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from daifugo_gui.rules import Game, Outcome, Result
from daifugo_gui.rules.errors import RecordError, RuleViolation
from daifugo_gui.rules.events import Event, event_from_json
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.rules.record import Record, load_record


class RecordStepper:
    """A record and a position in it: ``position`` events have been applied.

    Stepping forward applies the next event to the current game; stepping back uses
    the engine's ``copy_without_last`` (a replay), so the two directions always agree.
    """

    def __init__(self, record: Record | dict[str, Any]) -> None:
        record = record if isinstance(record, Record) else load_record(record)
        self.record = record
        # The typed events up to the first that does not read (the record is JSON until here).
        self.events: list[Event] = []
        self._start = dataclasses.replace(record, events=())
        # A record with an event the engine refuses (a typo in a score sheet) is stepped
        # up to that event, never into it: ``refused`` says which one and why.
        self.refused: tuple[int, Reason | str] | None = None
        probe = self._start.new_game()
        for number, written in enumerate(record.events, start=1):
            try:
                event = event_from_json(written)
                self.events.append(event)
                probe.apply(event)
            except (RuleViolation, RecordError) as bad:
                self.refused = (number, getattr(bad, "reason", None) or str(bad))
                break
        self.game: Game = self._start.new_game()
        self.position = 0
        self.outcomes: list[Outcome] = []

    @property
    def results(self) -> list[Result]:
        return [o.result for o in self.outcomes]

    @classmethod
    def open(cls, path: str | Path) -> "RecordStepper":
        return cls(load_record(Path(path).read_text(encoding="utf-8")))

    @property
    def total(self) -> int:
        """How many events can be stepped through (those before a refused one)."""
        return self.refused[0] - 1 if self.refused else len(self.events)

    def forward(self) -> bool:
        if self.position >= self.total:
            return False
        self.outcomes.append(self.game.apply(self.events[self.position]))
        self.position += 1
        return True

    def back(self) -> bool:
        if self.position == 0:
            return False
        self.game = self.game.copy_without_last()
        self.outcomes.pop()
        self.position -= 1
        return True

    def seek(self, position: int) -> None:
        position = max(0, min(position, self.total))
        if position < self.position - 1:
            self.game = self._start.new_game()
            self.position = 0
            self.outcomes = []
        while self.position > position:
            self.back()
        while self.position < position:
            self.forward()
