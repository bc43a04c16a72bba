"""The Tournament tab's status line: what a command did or did not do, in one line.

A write the server saved although the connection dropped before it said so is told
beside whatever is shown next, until the next command, so that command's own words
("Recorded …") cannot hide it (issue 38).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal

from daifugo_gui.app.translation import fill
from daifugo_gui.app.tournament_session import Result, Status, TournamentSession
from daifugo_gui.tournament import TournamentError
from daifugo_gui.ui.tournament.tab_pages import TabPages, TabPart
from daifugo_gui.ui.widgets.reason_text import render, render_error


class StatusLine(TabPart):
    """Says how each command went."""

    message = Signal(str)  # the line just shown
    # A refusal that often means another console wrote first: the tab reads the tournament
    # again to show what it saved (a signal, so this line holds no part that holds it).
    stale = Signal()

    def __init__(self, pages: TabPages, session: TournamentSession) -> None:
        super().__init__(pages)
        self.session = session
        self.write_note = ""  # a write saved after a lost connection: said beside what follows

    def say(self, text: str) -> None:
        note = self.write_note
        if note and note not in text:
            text = f"{text} — {note}" if text else note
        self.pages.status.setText(text)
        self.message.emit(text)

    def note_writes(self, notes: list[str]) -> None:
        """Writes a dropped connection saved after all: told now and beside what follows."""
        if notes:
            self.write_note = " ".join(notes)
            self.say("")

    def attempt(self, action: Any, *args: Any) -> Any:
        """Run a check for the prints; its error becomes the status line, never a crash
        (the commands go through the session and :meth:`took`)."""
        self.write_note = ""
        try:
            done = action(*args)
        except (TournamentError, ValueError, OSError) as exc:
            self.failed(exc)
            return None
        tournament = self.session.tournament
        if tournament is not None:
            self.note_writes([render(note) for note in tournament.take_notes()])
        return done

    def failed(self, exc: Exception) -> None:
        if isinstance(exc, TournamentError) and self.session.tournament is not None:
            self.stale.emit()
        self.say(fill(self.tr("Error: %1"), render_error(exc)))

    def took(self, result: Result[Any]) -> bool:
        """Say what a command did not do (or the writes a dropped connection saved after
        all); True when it was done."""
        self.write_note = " ".join(render(note) for note in result.notes)
        if result.status is Status.REFUSED:
            if result.stale and self.session.tournament is not None:
                self.stale.emit()
            assert result.reason is not None
            self.say(fill(self.tr("Error: %1"), render(result.reason)))
        elif result.reason is not None:
            self.say(render(result.reason))
        elif self.write_note:
            self.say("")
        return result.done
