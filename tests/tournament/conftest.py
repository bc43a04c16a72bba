"""What the Tournament tab's tests share: a tab as an organiser opens it."""

from __future__ import annotations

from typing import Callable

import pytest

from daifugo_gui.ui.tournament.tournament_tab import TournamentTab
from tab_prompts import TabPrompts


@pytest.fixture
def make_tab(qtbot) -> Callable[..., TournamentTab]:  # type: ignore[no-untyped-def]
    """A Tournament tab in ``lang`` that prints without opening a viewer, sized like a laptop
    window. Its questions go to a :class:`TabPrompts` (``tab.prompts``: script answers with
    ``tab.prompts.answer(...)``); ``other_settings_ok`` answers the other-settings question
    yes (demo games are played with hand_size 1); ``shown`` shows the window."""

    def make(lang: str = "ja", *, other_settings_ok: bool = True, shown: bool = False) -> TournamentTab:
        widget = TournamentTab(lang=lang)
        widget.prints.open_after_print = False
        widget.prompts = TabPrompts(other_settings_ok=other_settings_ok)
        qtbot.addWidget(widget)
        widget.resize(1300, 760)
        if shown:
            widget.show()
        return widget

    return make
