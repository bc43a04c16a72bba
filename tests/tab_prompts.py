"""The Tournament tab's tests answer its questions with a scripted fake (#25)."""

from __future__ import annotations

from dataclasses import dataclass

from prompts_fake import Asked, FakePrompts

OTHER_SETTINGS = "Other settings"  # the title of the question about a game's other settings


@dataclass
class TabPrompts(FakePrompts):
    """:class:`FakePrompts` that, with ``other_settings_ok``, also says yes to every "played
    under other settings" question by itself (demo games are played with hand_size 1, so
    a test recording many of them would otherwise script one answer per game). The
    question is still recorded in ``asked``."""

    other_settings_ok: bool = False

    def confirm(self, title: str, question: str, *, default_yes: bool = False) -> bool:
        if self.other_settings_ok and title == OTHER_SETTINGS:
            self.asked.append(Asked("confirm", title, question))
            return True
        return super().confirm(title, question, default_yes=default_yes)
