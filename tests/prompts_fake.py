"""A scripted stand-in for ``app.prompts.Prompts``: tests say the answers up front and then
check what was asked, instead of patching a different callable on every widget (#25)."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

from daifugo_gui.app.prompts import Choice, Tone


@dataclass(frozen=True)
class Asked:
    """One question the code put to the user: which kind, its title and its text."""

    kind: str
    title: str
    text: str


@dataclass
class FakePrompts:
    """Answers pop from ``answers`` in order; asking with none left fails the test loudly,
    so an unexpected dialog cannot pass unnoticed."""

    answers: deque[object] = field(default_factory=deque)
    asked: list[Asked] = field(default_factory=list)

    def answer(self, *values: object) -> FakePrompts:
        self.answers.extend(values)
        return self

    def _next(self, kind: str, title: str, text: str) -> object:
        self.asked.append(Asked(kind, title, text))
        if not self.answers:
            raise AssertionError(f"unexpected {kind} dialog {title!r}: {text!r}")
        return self.answers.popleft()

    def kinds(self) -> list[str]:
        return [a.kind for a in self.asked]

    def questions(self) -> list[str]:
        """The texts of the questions that took an answer (yes/no and several buttons), in order."""
        return [a.text for a in self.asked if a.kind in ("confirm", "choose")]

    def messages(self) -> list[str]:
        """The texts of the messages shown (any tone), in order."""
        return [a.text for a in self.asked if a.kind.startswith("inform")]

    def confirm(self, title: str, question: str, *, default_yes: bool = False) -> bool:
        return bool(self._next("confirm", title, question))

    def inform(self, title: str, text: str, tone: Tone = Tone.INFORMATION) -> None:
        # Messages need no answer; they are recorded so a test can assert one was shown.
        self.asked.append(Asked(f"inform:{tone.value}", title, text))

    def choose(self, title: str, text: str, choices: Sequence[Choice], *, detail: str = "",
               tone: Tone = Tone.WARNING) -> str | None:
        picked = self._next("choose", title, text)
        keys = [c.key for c in choices]
        if picked is not None and picked not in keys:
            raise AssertionError(f"{picked!r} is not one of the offered choices {keys}")
        return None if picked is None else str(picked)

    def ask_text(self, title: str, label: str, text: str = "") -> str | None:
        value = self._next("ask_text", title, label)
        return None if value is None else str(value)

    def choose_item(self, title: str, label: str, items: Sequence[str], current: int = 0) -> str | None:
        value = self._next("choose_item", title, label)
        return None if value is None else str(value)

    def open_file(self, title: str, file_filter: str, directory: str = "") -> str | None:
        value = self._next("open_file", title, file_filter)
        return None if value is None else str(value)

    def save_file(self, title: str, file_filter: str, proposed: str = "") -> str | None:
        value = self._next("save_file", title, file_filter)
        return None if value is None else str(value)
