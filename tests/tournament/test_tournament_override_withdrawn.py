"""An override cannot seat a withdrawn player (issue 26): before, it seated her and gave
the player who sat there a bye."""

from __future__ import annotations

from pathlib import Path

import pytest

from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament.demo import finished_record
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab


def _two_rounds(path: Path) -> tuple[Tournament, str]:
    cup = Tournament.create(path, "棄権大会", seed=4, table_size=4, min_table_size=3)
    cup.add_players((f"選手{i}", "", "") for i in range(9))
    first = cup.seat_round()
    for table in first.tables:
        cup.record_game(1, table.number, finished_record([p.name for p in table.players]))
    gone = first.tables[0].players[0].name
    cup.drop_player(gone)  # from round 2 on
    cup.seat_round()
    return cup, gone


def _seating(cup: Tournament, number: int) -> tuple[list[list[str]], list[str]]:
    view = cup.round(number)
    return [[p.name for p in t.players] for t in view.tables], sorted(p.name for p in view.byes)


def test_an_override_refuses_a_withdrawn_player(tmp_path: Path) -> None:
    cup, gone = _two_rounds(tmp_path / "cup.sqlite")
    before = _seating(cup, 2)
    assert gone not in [n for t in before[0] for n in t] + before[1]
    with pytest.raises(TournamentError, match="withdrew") as refused:
        cup.override_seat(2, 1, 1, gone)
    assert "round 2" in str(refused.value)
    assert _seating(cup, 2) == before  # nobody displaced to a bye
    # Round 1 (when she still played) may still be corrected while its tables are open.
    cup.close()


def test_the_tab_does_not_offer_a_withdrawn_player_for_a_seat(qtbot, tmp_path: Path) -> None:
    cup, gone = _two_rounds(tmp_path / "cup.sqlite")
    cup.close()
    tab = TournamentTab(lang="en")
    qtbot.addWidget(tab)
    assert tab.open_tournament(tmp_path / "cup.sqlite")
    offered = [tab.override_player.itemText(i) for i in range(tab.override_player.count())]
    assert gone not in offered and len(offered) == 8
    assert not tab.override_seat(1, 1, gone)
    assert "withdrew" in tab.status.text()
    tab.close()
