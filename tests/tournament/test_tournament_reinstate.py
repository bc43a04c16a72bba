"""Re-instating a withdrawn player from the Tournament tab (issue 26): the organiser picks
from the withdrawn players, confirms, and the player is seated again in the next round."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from daifugo_gui.tournament.demo import finished_record  # noqa: E402
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab  # noqa: E402
from tab_prompts import TabPrompts  # noqa: E402

NAMES = ("吉田", "佐藤", "鈴木", "田中", "高橋", "伊藤", "渡辺", "山本")


class ListingPrompts(TabPrompts):
    """Also keeps the entries each list question offered."""

    def __init__(self) -> None:
        super().__init__()
        self.offered: list[list[str]] = []

    def choose_item(self, title: str, label: str, items: Sequence[str], current: int = 0) -> str | None:
        self.offered.append(list(items))
        return super().choose_item(title, label, items, current)


def _seated(tab: TournamentTab, number: int) -> list[str]:
    view = tab.tournament.round(number)  # type: ignore[union-attr]
    return [p.name for t in view.tables for p in t.players] + [p.name for p in view.byes]


def _record_round(tab: TournamentTab, number: int) -> None:
    for table in tab.tournament.round(number).tables:  # type: ignore[union-attr]
        tab.tournament.record_game(number, table.number,  # type: ignore[union-attr]
                                   finished_record([p.name for p in table.players]))
    tab.refresh()


def test_withdraw_then_reinstate_through_the_window(make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tab = make_tab("en", shown=True)
    tab.prompts = prompts = ListingPrompts()
    assert tab.new_tournament(tmp_path / "cup.sqlite", "復帰杯", seed=5)
    for name in NAMES:
        assert tab.add_player(name)
    assert not tab.reinstate_button.isEnabled()  # nobody has withdrawn
    assert tab.seat_next_round() is not None
    _record_round(tab, 1)

    # 山本 withdraws (asked first), so round 2 goes on without her ...
    tab.player_pick.setCurrentIndex(tab.player_pick.findData("山本"))
    prompts.answer(True)
    qtbot.mouseClick(tab.withdraw_button, Qt.MouseButton.LeftButton)
    assert tab.reinstate_button.isEnabled()
    assert tab.seat_next_round() is not None
    assert "山本" not in _seated(tab, 2)
    _record_round(tab, 2)

    # ... and 伊藤 too; then the organiser reinstates 山本, picked from the withdrawn only.
    tab.player_pick.setCurrentIndex(tab.player_pick.findData("伊藤"))
    prompts.answer(True)
    qtbot.mouseClick(tab.withdraw_button, Qt.MouseButton.LeftButton)
    prompts.answer("山本", False)  # "No" at the confirmation changes nothing
    qtbot.mouseClick(tab.reinstate_button, Qt.MouseButton.LeftButton)
    assert prompts.offered[-1] == ["伊藤", "山本"]
    assert tab.tournament.player("山本").dropped_from_round == 2  # still withdrawn
    prompts.answer("山本", True)
    qtbot.mouseClick(tab.reinstate_button, Qt.MouseButton.LeftButton)
    assert prompts.kinds()[-2:] == ["choose_item", "confirm"] and "山本" in prompts.asked[-1].text
    assert tab.tournament.player("山本").dropped_from_round is None
    assert "山本" in tab.status.text()
    assert tab.player_pick.itemText(tab.player_pick.findData("山本")) == "山本"  # no "(withdrawn)"

    third = tab.seat_next_round()
    assert third is not None
    assert "山本" in _seated(tab, 3) and "伊藤" not in _seated(tab, 3)
    assert "山本" not in _seated(tab, 2)  # the round missed stays missed


def test_reinstating_with_nobody_withdrawn_asks_nothing(make_tab, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tab = make_tab("en")
    assert tab.new_tournament(tmp_path / "cup.sqlite", "復帰杯", seed=5)
    assert tab.add_player("吉田")
    tab.ask_reinstate()
    assert tab.prompts.asked == [] and "nobody to reinstate" in tab.status.text()
    assert not tab.reinstate_player("吉田") and "has not withdrawn" in tab.status.text()
