"""The settings page's tie-break list (issue 14): reorder, leave out and reset the
tie-breaks after points by clicking, and the standings follow (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem  # noqa: E402

from daifugo_gui.tournament import Tournament  # noqa: E402
from daifugo_gui.tournament.paper import PaperRow  # noqa: E402
from daifugo_gui.tournament.scoring import TIEBREAKS  # noqa: E402
from daifugo_gui.ui.tournament.tiebreak_list import DEFAULT_ORDER, TiebreakList  # noqa: E402
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab  # noqa: E402


@pytest.fixture
def tab(make_tab):  # type: ignore[no-untyped-def]
    widget = make_tab("en", other_settings_ok=False, shown=True)
    widget.side_tabs.setCurrentWidget(widget.settings_panel)
    return widget


def _two_winners(path: Path) -> tuple[str, str]:
    """Seven players, one round: a table of four and a table of three, ranked in seat
    order. Both winners have 6 points and a rank score of 0; the four-table's winner met
    more points (opposition 6 against 3), the three-table's played the larger prime (97
    against 2). Returns (four-table winner, three-table winner)."""
    with Tournament.create(path, "ties", seed=5) as t:
        for name in "ABCDEFG":
            t.add_player(name)
        view = t.seat_round()
        winners = {}
        for table in view.tables:
            names = [p.name for p in table.players]
            prime = "97" if len(names) == 3 else "2"
            rows = [PaperRow(n, k + 1, largest_prime=prime if k == 0 else None) for k, n in enumerate(names)]
            t.record_paper_result(1, table.number, rows)
            winners[len(names)] = names[0]
    return winners[4], winners[3]


def _top_two(tab: TournamentTab) -> list[tuple[int, str]]:
    """(place, name) of the first two lines of the standings table on screen."""
    return [(tab.standings_model.row_at(i).place, tab.standings_model.row_at(i).name) for i in range(2)]


def _list(tab: TournamentTab) -> TiebreakList:
    return tab.settings_panel.tiebreaks


def _row_of(tab: TournamentTab, label: str) -> int:
    items = [_list(tab).list.item(i).text() for i in range(_list(tab).list.count())]
    return next(i for i, text in enumerate(items) if text.endswith(label))


def _select(tab: TournamentTab, qtbot, label: str) -> None:  # type: ignore[no-untyped-def]
    view = _list(tab).list
    rect = view.visualItemRect(view.item(_row_of(tab, label)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _click_tick(tab: TournamentTab, qtbot, label: str) -> None:  # type: ignore[no-untyped-def]
    """Click the check box of the tie-break named ``label``, where the style draws it."""
    view = _list(tab).list
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.rect = view.visualItemRect(view.item(_row_of(tab, label)))
    option.features = QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator
    box = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, view)
    assert box.isValid() and option.rect.contains(box.center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(box.center()))


def test_moving_a_tiebreak_up_resorts_the_standings_and_is_kept_in_the_file(
    tab: TournamentTab, tmp_path: Path, qtbot  # type: ignore[no-untyped-def]
) -> None:
    path = tmp_path / "ties.sqlite"
    four, three = _two_winners(path)
    assert tab.open_tournament(path)
    assert _top_two(tab) == [(1, four), (2, three)]  # opposition (3rd) comes before the prime (4th)
    editor = _list(tab)
    assert [editor.list.item(i).text() for i in range(4)] == [
        "1. Rank score", "2. Head-to-head", "3. Opposition (Buchholz)", "4. Largest prime played"]
    assert not editor.up_button.isEnabled() and not editor.reset_button.isEnabled()  # nothing chosen, default order

    _select(tab, qtbot, "Largest prime played")
    assert editor.up_button.isEnabled() and not editor.down_button.isEnabled()  # already last
    assert "largest prime played in any game" in editor.explain.text()
    assert "none played last" in editor.list.item(3).toolTip()
    qtbot.mouseClick(editor.up_button, Qt.MouseButton.LeftButton)

    moved = ("rank_score", "head_to_head", "largest_prime", "opposition")
    assert tab.tournament.info().scoring.tiebreaks == moved
    assert _top_two(tab) == [(1, three), (2, four)]  # the standings re-sorted at once
    assert editor.list.item(2).text() == "3. Largest prime played"
    assert editor.current_name() == "largest_prime"  # still chosen: a second click moves it on
    assert editor.reset_button.isEnabled() and editor.down_button.isEnabled()

    # Kept in the file: another window opening it shows the same order and standings.
    again = TournamentTab(lang="en")
    qtbot.addWidget(again)
    assert again.open_tournament(path)
    assert _list(again).order() == moved and _top_two(again) == [(1, three), (2, four)]
    again.tournament.close()

    qtbot.mouseClick(editor.reset_button, Qt.MouseButton.LeftButton)
    assert tab.tournament.info().scoring.tiebreaks == DEFAULT_ORDER
    assert _top_two(tab) == [(1, four), (2, three)]
    assert not editor.reset_button.isEnabled()


def test_unticking_leaves_tiebreaks_out_down_to_none(tab: TournamentTab, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "out.sqlite"
    four, three = _two_winners(path)
    assert tab.open_tournament(path)
    editor = _list(tab)

    _click_tick(tab, qtbot, "Opposition (Buchholz)")
    assert tab.tournament.info().scoring.tiebreaks == ("rank_score", "head_to_head", "largest_prime")
    assert _top_two(tab) == [(1, three), (2, four)]  # the prime decides now
    assert editor.list.item(3).text() == "Opposition (Buchholz)"  # left out: last, unnumbered, unticked
    assert editor.list.item(3).checkState() == Qt.CheckState.Unchecked
    _select(tab, qtbot, "Opposition (Buchholz)")
    assert not editor.up_button.isEnabled() and not editor.down_button.isEnabled()  # out of the order

    for label in ("Rank score", "Head-to-head", "Largest prime played"):
        _click_tick(tab, qtbot, label)
    assert tab.tournament.info().scoring.tiebreaks == ()  # the engine allows none
    assert _top_two(tab) == [(1, three), (1, four)]  # equal: they share the place, registration order

    # Ticked again, a tie-break joins the end of the order; Space does what the click does.
    _click_tick(tab, qtbot, "Opposition (Buchholz)")
    _select(tab, qtbot, "Rank score")
    qtbot.keyClick(editor.list, Qt.Key.Key_Space)
    assert tab.tournament.info().scoring.tiebreaks == ("opposition", "rank_score")
    assert _top_two(tab) == [(1, four), (2, three)]
    assert [editor.list.item(i).text() for i in range(2)] == ["1. Opposition (Buchholz)", "2. Rank score"]


def test_points_edits_keep_the_tiebreak_order(tab: TournamentTab, tmp_path: Path) -> None:
    path = tmp_path / "keep.sqlite"
    _two_winners(path)
    assert tab.open_tournament(path)
    assert tab.set_tiebreaks(("largest_prime",))
    panel = tab.settings_panel
    panel.points_spins[4][1].setValue(5)  # the points grid
    assert tab.set_points(3, (5, 2, 0))
    panel.points_resets[4].click()
    panel.reset_all_button.click()  # points and the bye only: the tie-breaks have their own reset
    scoring = tab.tournament.info().scoring
    assert scoring.points == {} and scoring.tiebreaks == ("largest_prime",)
    assert _list(tab).order() == ("largest_prime",)


def test_the_list_is_read_only_without_a_tournament(tab: TournamentTab, tmp_path: Path) -> None:
    editor = _list(tab)
    # The default order ticks the four original tie-breaks; the extra ones (issue 26) wait unticked.
    assert editor.order() == DEFAULT_ORDER == TIEBREAKS[:4]
    assert not any(widget.isEnabled() for widget in editor.editors())
    assert not tab.set_tiebreaks(("opposition",))
    assert "Open or create a tournament first" in tab.status.text()
