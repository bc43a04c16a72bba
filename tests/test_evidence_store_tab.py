"""Issue 24 through the Tournament tab: a print or an export never replaces the
tournament file, and the judge reads why in the status line."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from daifugo_gui.ui.tournament.tournament_tab import TournamentTab  # noqa: E402


@pytest.fixture
def tab(qtbot):  # type: ignore[no-untyped-def]
    widget = TournamentTab(lang="en")
    widget.prints.open_after_print = False
    qtbot.addWidget(widget)
    return widget


def test_printing_standings_over_the_tournament_file_is_refused(tab: TournamentTab, tmp_path: Path) -> None:
    cup = tmp_path / "cup.sqlite"
    assert tab.new_tournament(cup, "cup", seed=3)
    tab.tournament.add_players((n, "", "") for n in ["Aki", "Ben", "Chie"])
    before = cup.read_bytes()
    assert tab.prints.print_standings(cup) is None
    assert not tab.prints.busy
    assert "file being read" in tab.status.text() and str(cup) in tab.status.text()
    assert tab.export_standings(cup) is None
    assert "file being read" in tab.status.text()
    assert cup.read_bytes() == before
    assert [p.name for p in tab.tournament.players()] == ["Aki", "Ben", "Chie"]
