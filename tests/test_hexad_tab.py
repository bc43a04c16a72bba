"""The hexad analysis tab, offscreen with pytest-qt."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402

from daifugo_gui.analysis.hexad import Side, shuffle_hexads  # noqa: E402
from daifugo_gui.ui.hexad_tab import CURRENT_COLOUR, HEXAD_COLOUR, HexadTab  # noqa: E402

THEOREM_2_5 = {
    905: 1, 906: 10, 907: 42, 908: 150, 909: 351, 910: 650,
    911: 1012, 912: 1237, 913: 939, 914: 532, 915: 115, 916: 1,
}  # fmt: skip


def _precomputed() -> tuple[dict[int, int], int]:
    time.sleep(0.3)  # still arrives later than the constructor returns
    return dict(THEOREM_2_5), 905


@pytest.fixture
def tab(qtbot):  # type: ignore[no-untyped-def]
    """A tab whose labelings table is precomputed (the real one is tested once below)."""
    widget = HexadTab(seed=11, labelings=_precomputed)
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.show()
    yield widget
    widget.shutdown()  # never leave the table job running


def _click_square(qtbot, tab: HexadTab, square: int) -> None:  # type: ignore[no-untyped-def]
    centre = tab.board._square_rect(square).center()
    qtbot.mouseClick(tab.board, Qt.MouseButton.LeftButton, pos=QPoint(int(centre.x()), int(centre.y())))


def test_lists_the_132_hexads(tab: HexadTab) -> None:
    assert tab.hexad_list.count() == 132
    listed = {frozenset(tab.hexad_list.item(r).data(Qt.ItemDataRole.UserRole)) for r in range(132)}
    assert listed == shuffle_hexads()
    assert tab.hexad_list.item(0).text().startswith("0 1 2 3 4 11")


def test_labelings_table_arrives_from_the_background_without_blocking(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The real 5040-design table is computed on a pool thread; the window stays live."""
    tab = HexadTab(seed=11)
    qtbot.addWidget(tab)
    # the table is computed only once the tab is shown, and off the UI thread
    assert tab.distribution == {} and tab.chart.distribution == {}
    tab.show()
    assert tab.distribution == {}
    ticks: list[float] = []
    from PySide6.QtCore import QTimer

    timer = QTimer(tab)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    start = time.monotonic()
    timer.start(50)
    qtbot.waitUntil(lambda: bool(tab.distribution), timeout=60_000)
    end = time.monotonic()
    timer.stop()
    assert tab.distribution == THEOREM_2_5
    assert tab.chart.highlight == 905
    # The event loop kept running while the table was computed: a 50 ms timer kept firing.
    # (Alone the worst gap is ~30 ms; late in a long test session a garbage collection of
    # the session's heap can stall any thread for a second, hence the loose bound.)
    marks = [start, *ticks, end]
    assert len(ticks) >= 2
    assert max(b - a for a, b in zip(marks, marks[1:])) < 3.0
    tab.shutdown()


def test_play_by_clicking_and_the_computer_answers(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    _click_square(qtbot, tab, 11)
    assert tab.board.selected == 11
    _click_square(qtbot, tab, 5)  # 11 -> 5 makes the hexad {5, …, 10}
    history = tab.match.history
    assert history[0][0] is Side.HUMAN and (history[0][1].source, history[0][1].target) == (11, 5)
    assert history[1][0] is Side.COMPUTER
    assert "The computer moved" in tab.status.text()
    assert tab.match.position not in shuffle_hexads()  # from a hexad every move leaves one


def test_illegal_click_does_nothing(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({1, 2, 3, 4, 5, 11}))
    _click_square(qtbot, tab, 1)
    assert tab.board.selected == 1
    _click_square(qtbot, tab, 6)  # empty but to the right: no move, selection dropped
    assert tab.board.selected is None
    _click_square(qtbot, tab, 0)  # nothing selected: nothing happens
    _click_square(qtbot, tab, 11)
    _click_square(qtbot, tab, 11)  # clicking the selected coin again deselects it
    assert tab.board.selected is None
    assert tab.match.history == []


def test_energies_shown_on_request(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({2, 5, 7, 8, 10, 11}))
    texts = {tab.moves_table.item(r, 1).text() for r in range(tab.moves_table.rowCount())}
    assert texts == {"?"}
    tab.energy_box.setChecked(True)
    rows = {
        tab.moves_table.item(r, 0).text(): tab.moves_table.item(r, 1).text()
        for r in range(tab.moves_table.rowCount())
    }
    assert len(rows) == len(tab.game.scored_moves(tab.match.position))
    assert rows["5 → 1"] == "0 (winning)" and rows["2 → 0"] == "8"
    assert "Energy 2" in tab.status.text()
    # the hexad the winning move reaches is highlighted in the list
    target = frozenset({1, 2, 7, 8, 10, 11})
    assert target in shuffle_hexads()
    row = next(r for r in range(132) if frozenset(tab.hexad_list.item(r).data(Qt.ItemDataRole.UserRole)) == target)
    assert tab.hexad_list.item(row).background().color() == HEXAD_COLOUR


def test_computer_starts_and_lands_on_a_highlighted_hexad(tab: HexadTab) -> None:
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    tab.computer_button.click()
    assert tab.match.position in shuffle_hexads()
    assert tab.match.to_move is Side.HUMAN
    assert not tab.computer_button.isEnabled()
    row = next(
        r for r in range(132)
        if frozenset(tab.hexad_list.item(r).data(Qt.ItemDataRole.UserRole)) == tab.match.position
    )  # fmt: skip
    assert tab.hexad_list.item(row).background().color() == CURRENT_COLOUR


def test_a_whole_game_won_by_the_human(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    while not tab.match.finished:
        move = tab.game.winning_moves(tab.match.position)[0]
        _click_square(qtbot, tab, move.source)
        _click_square(qtbot, tab, move.target)
    assert tab.match.winner is Side.HUMAN
    assert "You win" in tab.status.text()
    assert not tab.board.enabled_for_input


def test_new_game_starts_fresh(tab: HexadTab) -> None:
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    tab.computer_button.click()
    tab.new_game_button.click()
    assert tab.match.history == [] and sum(tab.match.position) >= 33


def test_grab_png(qtbot, tab: HexadTab, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tab.energy_box.setChecked(True)
    qtbot.waitUntil(lambda: bool(tab.distribution), timeout=60_000)
    path = tmp_path / "hexad_tab.png"
    assert tab.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() >= 1000 and image.height() >= 700
    # the chart's bars are painted: some pixel of the bar colour exists in the lower part
    found = any(
        image.pixelColor(x, y).name() == "#4a7ab7"
        for x in range(0, image.width(), 4)
        for y in range(image.height() // 2, image.height(), 4)
    )
    assert found
