"""The hexad analysis tab, offscreen with pytest-qt: playing, setting up a position by
clicking and typing, undo and the move list (test_hexad_panels.py covers the panels)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402

from daifugo_gui.analysis.hexad import PositionError, Side, parse_position, shuffle_hexads  # noqa: E402
from daifugo_gui.analysis.hexad_research import HexadResearch, sample_research  # noqa: E402
from daifugo_gui.analysis.maya import Move  # noqa: E402
from daifugo_gui.ui.analysis.hexad_tab import CURRENT_COLOUR, HEXAD_COLOUR, HexadTab  # noqa: E402
from daifugo_gui.ui.widgets.reason_text import render_error  # noqa: E402


@pytest.fixture
def tab(qtbot):  # type: ignore[no-untyped-def]
    """A tab whose research is a quick sample (the full one is test_hexad_panels.py's)."""
    widget = HexadTab(seed=11, research=sample_research)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    yield widget
    widget.shutdown()  # never leave the job running


def _click_square(qtbot, tab: HexadTab, square: int) -> None:  # type: ignore[no-untyped-def]
    centre = tab.board.square_rect(square).center()
    qtbot.mouseClick(tab.board, Qt.MouseButton.LeftButton, pos=QPoint(int(centre.x()), int(centre.y())))


def _click(qtbot, button) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _type_position(qtbot, tab: HexadTab, text: str) -> None:  # type: ignore[no-untyped-def]
    field = tab.entry.squares_edit
    field.setFocus()
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, text)


def _history(tab: HexadTab) -> list[tuple[str, str, str]]:
    table = tab.move_list
    return [tuple(table.item(r, c).text() for c in range(3)) for r in range(table.rowCount())]  # type: ignore[misc]


# --- playing -------------------------------------------------------------------------


def test_lists_the_132_hexads(tab: HexadTab) -> None:
    assert tab.hexad_list.count() == 132
    listed = {frozenset(tab.hexad_list.item(r).data(Qt.ItemDataRole.UserRole)) for r in range(132)}
    assert listed == shuffle_hexads()
    assert tab.hexad_list.item(0).text().startswith("0 1 2 3 4 11")


def test_the_research_runs_off_the_ui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Nothing is computed before the tab is shown; then it runs on a pool thread."""
    threads: list[threading.Thread] = []

    def research(progress):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread())
        return sample_research(progress)

    widget = HexadTab(seed=11, research=research)
    qtbot.addWidget(widget)
    assert widget.research is None and threads == []
    widget.show()
    qtbot.waitUntil(lambda: widget.research is not None, timeout=30_000)
    assert threads and threads[0] is not threading.main_thread()
    assert isinstance(widget.research, HexadResearch)
    widget.shutdown()


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
    _click(qtbot, tab.energy_box)
    assert tab.energy_box.isChecked()
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


def test_computer_starts_and_lands_on_a_highlighted_hexad(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    _click(qtbot, tab.computer_button)
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


def test_new_game_starts_fresh(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    _click(qtbot, tab.computer_button)
    _click(qtbot, tab.new_game_button)
    assert tab.match.history == [] and sum(tab.match.position) >= 33
    assert tab.move_list.rowCount() == 0


# --- setting up a position -------------------------------------------------------------


def test_the_field_shows_the_position_in_play(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    assert tab.entry.squares_edit.text() == "6 7 8 9 10 11"
    _click_square(qtbot, tab, 11)
    _click_square(qtbot, tab, 5)
    assert parse_position(tab.entry.squares_edit.text()) == tab.match.position
    assert not tab.entry.message.isVisible()


def test_type_squares_and_press_enter(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    _type_position(qtbot, tab, "2 5 7 8 10 11")
    assert tab.entry.editing and tab.board.editing  # typing is setting up
    assert tab.board.position == frozenset({2, 5, 7, 8, 10, 11})
    assert "A position (sum 43)" in tab.entry.message.text()
    qtbot.keyClick(tab.entry.squares_edit, Qt.Key.Key_Return)
    assert tab.match.position == frozenset({2, 5, 7, 8, 10, 11})
    assert tab.match.history == [] and tab.match.to_move is Side.HUMAN
    assert not tab.entry.editing and not tab.board.editing
    _click_square(qtbot, tab, 5)
    _click_square(qtbot, tab, 1)  # the winning move of this position
    assert _history(tab)[0] == ("1", "You", "5 → 1")


@pytest.mark.parametrize(
    "text",
    ["0 1 2 3 4", "0 1 2 3 4 12", "0 1 2 3 4 x", "0 1 2 3 4 4", "0 1 2 3 4 10", "0 1 2 3 4 5 6"],
)
def test_a_typed_non_position_is_explained_and_not_played(qtbot, tab: HexadTab, text: str) -> None:  # type: ignore[no-untyped-def]
    before = tab.match.position
    _type_position(qtbot, tab, text)
    with pytest.raises(PositionError) as refused:
        parse_position(text)
    expected = render_error(refused.value)
    assert tab.entry.message.text() == f"Not a position: {expected}"
    assert tab.entry.message.isVisible() and "b00020" in tab.entry.message.styleSheet()
    qtbot.keyClick(tab.entry.squares_edit, Qt.Key.Key_Return)
    _click(qtbot, tab.entry.play_button)
    assert tab.match.position == before and tab.entry.editing  # still setting up, nothing played
    assert tab.entry.message.text() == f"Not a position: {expected}"


def test_set_up_by_clicking_squares(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    _click(qtbot, tab.entry.edit_button)
    assert tab.entry.editing and tab.board.editing
    for square in (6, 7, 8):  # take three coins away
        _click_square(qtbot, tab, square)
    assert tab.entry.squares_edit.text() == "9 10 11"
    assert "3 coins given" in tab.entry.message.text()
    for square in (0, 1):
        _click_square(qtbot, tab, square)
    assert "5 coins given" in tab.entry.message.text()
    _click_square(qtbot, tab, 2)
    assert tab.entry.squares_edit.text() == "0 1 2 9 10 11"
    assert tab.board.position == frozenset({0, 1, 2, 9, 10, 11})
    assert "A position (sum 33)" in tab.entry.message.text()
    assert tab.match.position == frozenset({6, 7, 8, 9, 10, 11})  # nothing played yet
    _click(qtbot, tab.entry.play_button)
    assert tab.match.position == frozenset({0, 1, 2, 9, 10, 11})
    assert not tab.board.editing and tab.match.history == []


def test_clicks_below_21_are_refused_with_the_sum(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    _click(qtbot, tab.entry.edit_button)
    for square in sorted(tab.match.position):
        _click_square(qtbot, tab, square)  # an empty board
    assert tab.entry.squares_edit.text() == ""
    for square in (0, 1, 2, 3, 4, 10):
        _click_square(qtbot, tab, square)
    assert "sum to 20, below 21" in tab.entry.message.text()
    _click(qtbot, tab.entry.play_button)
    assert tab.match.position != frozenset({0, 1, 2, 3, 4, 10})


def test_leaving_set_up_shows_the_game_again(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    game_position = tab.match.position
    _click(qtbot, tab.entry.edit_button)
    _click_square(qtbot, tab, 0 if 0 not in game_position else 1)
    _click(qtbot, tab.entry.edit_button)  # switched off again: nothing changed
    assert not tab.board.editing and tab.board.position == game_position
    assert parse_position(tab.entry.squares_edit.text()) == game_position


def test_the_computer_can_be_chosen_to_move_first(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    _type_position(qtbot, tab, "6 7 8 9 10 11")
    tab.entry.first_box.setFocus()
    qtbot.keyClick(tab.entry.first_box, Qt.Key.Key_Down)  # "The computer moves first"
    assert tab.entry.first_box.currentData() is Side.COMPUTER
    _click(qtbot, tab.entry.play_button)
    history = tab.match.history
    assert len(history) == 1 and history[0][0] is Side.COMPUTER
    assert tab.match.position in shuffle_hexads() and tab.match.to_move is Side.HUMAN
    assert _history(tab)[0][:2] == ("1", "Computer")


# --- undo and the move list ---------------------------------------------------------------


def test_move_list_and_undo(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    start = frozenset({6, 7, 8, 9, 10, 11})
    tab.set_position(start)
    assert not tab.undo_button.isEnabled()
    _click_square(qtbot, tab, 11)
    _click_square(qtbot, tab, 5)
    after_first_pair = tab.match.position
    reply = tab.match.history[1][1]
    assert _history(tab) == [("1", "You", "11 → 5"), ("2", "Computer", f"{reply.source} → {reply.target}")]
    move = tab.game.scored_moves(tab.match.position)[0].move
    _click_square(qtbot, tab, move.source)
    _click_square(qtbot, tab, move.target)
    assert [row[0] for row in _history(tab)] == ["1", "2", "3", "4"]
    assert _history(tab)[2] == ("3", "You", f"{move.source} → {move.target}")

    _click(qtbot, tab.undo_button)
    assert tab.match.position == after_first_pair and len(_history(tab)) == 2
    assert "Your move and the computer's answer were taken back." in tab.status.text()
    assert parse_position(tab.entry.squares_edit.text()) == after_first_pair
    _click(qtbot, tab.undo_button)
    assert tab.match.position == start and _history(tab) == []
    assert not tab.undo_button.isEnabled() and tab.computer_button.isEnabled()


def test_undo_a_winning_move_without_answer(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({0, 1, 2, 3, 5, 11}))
    _click_square(qtbot, tab, 5)
    _click_square(qtbot, tab, 4)
    assert tab.match.winner is Side.HUMAN and _history(tab) == [("1", "You", "5 → 4")]
    assert tab.undo_button.isEnabled()
    _click(qtbot, tab.undo_button)
    assert tab.match.position == frozenset({0, 1, 2, 3, 5, 11}) and not tab.match.finished
    assert "Your move was taken back." in tab.status.text()


def test_undo_the_computers_opening(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    _click(qtbot, tab.computer_button)
    _click(qtbot, tab.undo_button)
    assert tab.match.position == frozenset({6, 7, 8, 9, 10, 11}) and tab.match.history == []
    assert "The computer's move was taken back." in tab.status.text()
    assert tab.computer_button.isEnabled()


def test_undo_while_setting_up_leaves_set_up(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    tab.set_position(frozenset({6, 7, 8, 9, 10, 11}))
    tab.match.play(Move(11, 5))
    tab.match.computer_plays()
    tab._refresh()
    _click(qtbot, tab.entry.edit_button)
    _click(qtbot, tab.undo_button)
    assert not tab.entry.editing and tab.match.position == frozenset({6, 7, 8, 9, 10, 11})


def test_grab_png(qtbot, tab: HexadTab, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _click(qtbot, tab.energy_box)
    qtbot.waitUntil(lambda: tab.research is not None, timeout=30_000)
    bar = tab.panels.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())  # Sizes
    assert tab.panels.tabs.currentWidget() is tab.chart
    path = tmp_path / "hexad_tab.png"
    assert tab.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() >= 1200 and image.height() >= 760
    # the sample's one bar (the shuffle labeling, 905) is painted red where the chart says
    rect = tab.chart.bar_rect(905).translated(tab.chart.mapTo(tab, QPoint(0, 0)).toPointF())
    assert image.pixelColor(rect.center().toPoint()).name() == "#d0452e"


def test_the_refusal_is_in_japanese_on_a_japanese_console(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.ui.widgets import i18n

    i18n.install_language(qapp, "ja")
    try:
        widget = HexadTab(seed=11, research=sample_research)
        qtbot.addWidget(widget)
        widget.show()
        _type_position(qtbot, widget, "0 1 2 3 4 10")
        assert widget.entry.message.text() == "局面ではありません: マス '0 1 2 3 4 10' の和は 20 で 21 未満です: ヘキサッドゲームの局面ではありません"
        _type_position(qtbot, widget, "0 1 2 3 4 11")
        assert widget.entry.message.text().startswith("局面です (和 21)")
        qtbot.keyClick(widget.entry.squares_edit, Qt.Key.Key_Return)
        assert "コンピュータの勝ち" in widget.status.text()  # sum 21: the mover has lost
        widget.shutdown()
    finally:
        i18n.install_language(qapp, "en")
