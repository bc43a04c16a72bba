"""The seed box shows the tournament on screen's seed, never the one opened before (issue 26)."""

from __future__ import annotations

from pathlib import Path

from daifugo_gui.tournament import Tournament
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab


def _made(path: Path, seed: int, seated: bool) -> Path:
    cup = Tournament.create(path, path.stem, seed=seed)
    cup.add_players((f"{path.stem}{i}", "", "") for i in range(8))
    if seated:
        cup.seat_round()
    cup.close()
    return path


def test_the_seed_box_follows_the_tournament_shown(qtbot, tmp_path: Path) -> None:
    a = _made(tmp_path / "a.sqlite", 111, seated=True)
    b = _made(tmp_path / "b.sqlite", 222, seated=True)
    c = _made(tmp_path / "c.sqlite", 333, seated=False)
    tab = TournamentTab(lang="en")
    qtbot.addWidget(tab)
    assert tab.open_tournament(a)
    assert tab.seed_spin.value() == 111 and not tab.seed_spin.isEnabled()
    assert tab.open_tournament(b)  # seated too: before, the box kept a's 111
    assert tab.seed_spin.value() == 222 and not tab.seed_spin.isEnabled()
    assert tab.open_tournament(c)
    assert tab.seed_spin.value() == 333 and tab.seed_spin.isEnabled()
    tab.seed_spin.setValue(4242)  # the judge chooses another draw before seating
    tab.add_player("遅刻者")  # a refresh keeps what was typed
    assert tab.seed_spin.value() == 4242
    view = tab.seat_next_round()
    assert view is not None and view.seed == 4242 and tab.seed_spin.value() == 4242
    assert tab.new_tournament(tmp_path / "d.sqlite", "d", seed=555)
    assert tab.seed_spin.value() == 555 and tab.seed_spin.isEnabled()
    assert tab.open_tournament(c)  # reopened: the seed round 1 was drawn with
    assert tab.seed_spin.value() == 4242
    tab.close()
