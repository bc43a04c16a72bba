"""What the use cases ask the judge or organiser, without knowing how it is shown (#25).

The console and the Tournament tab used to call QMessageBox, QFileDialog and QInputDialog
themselves, and every test replaced a different one-off callable to answer them. Both now
take a ``Prompts``: ``ui/widgets/qt_prompts.py`` shows Qt dialogs, and the tests pass
``tests/prompts_fake.py``, which answers from a script and records every question asked.

Every text handed over is already translated by the caller; a prompt never adds words
of its own, so what the judge reads is what the translation catalog holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from enum import Enum
from typing import Protocol


class Tone(Enum):
    """How serious a message is: it picks the dialog's icon, never its words."""

    INFORMATION = "information"
    WARNING = "warning"
    CRITICAL = "critical"


@dataclass(frozen=True)
class Choice:
    """One button of a question with more than yes and no.

    ``key`` is what the caller gets back; ``label`` is the translated button text.
    ``cancels`` marks the button that means "do nothing" (Escape picks it).
    """

    key: str
    label: str
    cancels: bool = False


class Prompts(Protocol):
    """The dialogs a use case may need. ``None`` always means the user cancelled."""

    def confirm(self, title: str, question: str, *, default_yes: bool = False) -> bool:
        """Yes or no. No is the default unless ``default_yes``: Enter must not agree by accident."""
        ...

    def inform(self, title: str, text: str, tone: Tone = Tone.INFORMATION) -> None:
        """A message with one OK button."""
        ...

    def choose(self, title: str, text: str, choices: Sequence[Choice], *, detail: str = "",
               tone: Tone = Tone.WARNING) -> str | None:
        """One of several buttons; returns its key, or None when cancelled."""
        ...

    def ask_text(self, title: str, label: str, text: str = "") -> str | None:
        """One line of text, prefilled with ``text``."""
        ...

    def choose_item(self, title: str, label: str, items: Sequence[str], current: int = 0) -> str | None:
        """One entry of a list."""
        ...

    def open_file(self, title: str, file_filter: str, directory: str = "") -> str | None:
        """A file to read."""
        ...

    def save_file(self, title: str, file_filter: str, proposed: str = "") -> str | None:
        """A file to write; whether it may be written is decided by files.py, not here."""
        ...


class QuestionHold(Protocol):
    """What stands still while the judge is asked something: the table's clocks."""

    def question_open(self) -> AbstractContextManager[None]:
        ...


class HoldingPrompts:
    """Prompts that hold the table's clocks for as long as each question is open (issue 37).

    A dialog runs its own event loop, in which the clocks' task goes on polling: a turn
    could time out behind a question the judge is still reading. Every question and
    message the console and its window put to the judge goes through one of these. The
    prompts it wraps are reachable as :attr:`inner`; anything else a stand-in offers (a
    scripted one's record of what was asked) is looked up there.
    """

    def __init__(self, inner: Prompts, hold: QuestionHold) -> None:
        self.inner = inner
        self.hold = hold

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)

    def confirm(self, title: str, question: str, *, default_yes: bool = False) -> bool:
        with self.hold.question_open():
            return self.inner.confirm(title, question, default_yes=default_yes)

    def inform(self, title: str, text: str, tone: Tone = Tone.INFORMATION) -> None:
        with self.hold.question_open():
            self.inner.inform(title, text, tone)

    def choose(self, title: str, text: str, choices: Sequence[Choice], *, detail: str = "",
               tone: Tone = Tone.WARNING) -> str | None:
        with self.hold.question_open():
            return self.inner.choose(title, text, choices, detail=detail, tone=tone)

    def ask_text(self, title: str, label: str, text: str = "") -> str | None:
        with self.hold.question_open():
            return self.inner.ask_text(title, label, text)

    def choose_item(self, title: str, label: str, items: Sequence[str], current: int = 0) -> str | None:
        with self.hold.question_open():
            return self.inner.choose_item(title, label, items, current)

    def open_file(self, title: str, file_filter: str, directory: str = "") -> str | None:
        with self.hold.question_open():
            return self.inner.open_file(title, file_filter, directory)

    def save_file(self, title: str, file_filter: str, proposed: str = "") -> str | None:
        with self.hold.question_open():
            return self.inner.save_file(title, file_filter, proposed)
