"""The Tanhinmin analysis tab, offscreen with pytest-qt."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase

from daifugo_gui.analysis.tanhinmin import Position, Strategy, WinCondition, evaluate
from daifugo_gui.paths import japanese_font
from daifugo_gui.ui.analysis.tanhinmin_tab import TanhinminTab


@pytest.fixture
def tab(qtbot):
    QFontDatabase.addApplicationFont(str(japanese_font()))
    widget = TanhinminTab()
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    return widget


def _hand_buttons(tab):
    return {b.text(): b for b in tab._hand_buttons}


def test_paper_example_shows_winner_and_highlights_optimal_play(tab) -> None:
    tab.load_position([5, 1, 3], [4, 2], 1)
    assert tab.mover_edit.text() == "1 3 5"
    assert tab.winner_label.text() == "You (with best play)"
    assert tab.numbers_label.text() == "μ0 = 2, μ1 = 1, δ = 1"
    buttons = _hand_buttons(tab)
    assert "b9f6ca" in buttons["3"].styleSheet()  # 3 is the only optimal play
    assert "b9f6ca" not in buttons["5"].styleSheet()
    assert not buttons["1"].isEnabled()  # cannot beat the field 1
    assert "loses" in tab.pass_label.text()


def test_condition_changes_the_optimal_play_and_table(tab) -> None:
    tab.load_position([1, 3, 5], [2, 4], 1)
    tab.c0_spin.setValue(1)
    tab.c1_spin.setValue(1)
    buttons = _hand_buttons(tab)
    assert "b9f6ca" in buttons["5"].styleSheet() and "b9f6ca" not in buttons["3"].styleSheet()
    assert (tab.table.rowCount(), tab.table.columnCount()) == (3, 2)
    assert tab.table.item(1, 1).text() == "[You]"
    # a click on the table picks that condition
    tab._on_table_clicked(0, 1)
    assert (tab.c0_spin.value(), tab.c1_spin.value()) == (0, 1)
    assert tab.table.item(0, 1).text().startswith("[")


def test_play_against_solver_and_step_back_and_forward(tab, qtbot) -> None:
    tab.load_position([1, 3, 5], [2, 4], 1)
    tab.strategy_combo.setCurrentIndex(list(Strategy).index(Strategy.MU0_FROM_TOP))
    _hand_buttons(tab)["3"].click()  # optimal; the solver answers at once
    assert tab.history.count() == 2
    assert tab.history.item(0).text() == "1. You play 3"
    assert "Solver" in tab.history.item(1).text()
    tab.back_button.click()
    assert tab.solver_button.isEnabled() and not tab.pass_button.isEnabled()
    tab.back_button.click()
    assert not tab.back_button.isEnabled() and tab.forward_button.isEnabled()
    tab.forward_button.click()
    tab.forward_button.click()
    assert not tab.forward_button.isEnabled()
    # play the game out with optimal moves: you started winning, so you win
    for _ in range(10):
        if "game over" in tab.status_label.text():
            break
        optimal = [b for b in tab._hand_buttons if "b9f6ca" in b.styleSheet() and b.isEnabled()]
        if optimal:
            optimal[0].click()
        else:
            tab.pass_button.click()
    assert tab.status_label.text() == "You reached the target: game over."
    assert tab.winner_label.text() == "You won"
    assert not tab.pass_button.isEnabled() and tab.pass_button.styleSheet() == ""


def test_bad_input_names_the_token(tab) -> None:
    tab.mover_edit.setText("1 3 x")
    assert tab.error_label.text() == "Your hand: 'x' (token 3) is not a whole number"
    assert tab.table.rowCount() == 0 and not tab.pass_button.isEnabled()
    tab.mover_edit.setText("1 3")
    assert tab.error_label.text() == ""
    tab.opponent_edit.setText("")
    assert "at least one card" in tab.error_label.text()


def test_grab_png(tab, tmp_path: Path) -> None:
    tab.load_position([1, 3, 5, 7, 8], [2, 4, 6], 0)
    tab.show()
    out = tmp_path / "tanhinmin_tab.png"
    assert tab.grab().save(str(out))
    assert out.stat().st_size > 5000


def test_load_position_keeps_a_fitting_condition_and_reports_bad_strengths(tab) -> None:
    tab.load_position([1, 3, 5], [2, 4], None)
    tab.c0_spin.setValue(2)
    tab.load_position([7, 9, 11, 13], [2, 4, 6], 8)
    assert tab.c0_spin.value() == 2 and tab.field_spin.value() == 8
    tab.load_position([2], [3], None)  # c0 must drop to 0 with one card
    assert tab.c0_spin.value() == 0 and tab.field_spin.text() == "empty"
    tab.load_position([0, 3], [2], None)  # a joker passed as 0
    assert tab.error_label.text() == "Your hand: strength '0' (token 1) must be at least 1"


def _column(tab, column: int) -> list[str]:
    model = tab.moves_model
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def test_moves_table_shows_delta_prime_and_what_picks_each_move(tab) -> None:
    tab.load_position([1, 3, 5], [2, 4], 1)
    model = tab.moves_model
    assert _column(tab, model.MOVE) == ["pass", "3", "5"]
    assert _column(tab, model.DELTA) == ["0", "1", "0"]
    assert _column(tab, model.CHANGE) == ["-1", "0", "-1"]
    assert _column(tab, model.OUTCOME) == ["loses", "wins", "loses"]
    assert _column(tab, model.COROLLARY_6) == ["", "✓", ""]
    assert _column(tab, model.ALGORITHM_1) == ["", "✓", ""]
    assert _column(tab, model.STRATEGY) == ["", "✓", ""]  # Alg. 2 plays 3 here
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == ["Move", "μ′0", "μ′1", "δ′"]
    assert tab.gamma_label.text() == "3"
    assert tab.interval_label.text().startswith("[3, 3];")
    assert tab.least_label.text() == "3 (δ′ = 1, δ = 1)"
    assert tab.every_label.text() == (
        "optimal whatever the other's target: 3 (all such: 3); whatever the mover's own: 3 (all such: 3)")
    tab.c0_spin.setValue(1)
    tab.c1_spin.setValue(1)
    assert _column(tab, model.COROLLARY_6) == ["", "", "✓"] and tab.least_label.text().startswith("5 ")


def test_parameter_c_changes_the_strategy_and_its_range_follows_the_solver(tab) -> None:
    # Algorithm 3 from ({2,2,5,10}, {2,4,7,8,8,11}) under (2,2): c = 0 or 1 plays 2, c = 2 plays 5.
    tab.load_position([2, 2, 5, 10], [2, 4, 7, 8, 8, 11], None)
    assert not tab.param_spin.isEnabled()  # Algorithm 2 has no c
    tab.c0_spin.setValue(2)
    tab.c1_spin.setValue(2)
    tab.strategy_combo.setCurrentIndex(list(Strategy).index(Strategy.PREFER_C0_PLUS_2))
    assert tab.param_spin.isEnabled() and tab.param_spin.maximum() == 2  # the solver's c0 is c1
    assert tab.param_spin.value() == 2  # the default: the bound
    strategy_row = lambda: _column(tab, tab.moves_model.MOVE)[_column(tab, tab.moves_model.STRATEGY).index("✓")]  # noqa: E731
    assert strategy_row() == "5"
    tab.param_spin.setValue(0)
    assert strategy_row() == "2"
    tab.c1_spin.setValue(1)  # the solver's own target bounds c: the range follows
    assert tab.param_spin.maximum() == 1 and tab.param_spin.value() == 0


def _write_hands(path: Path, mover, opponent) -> None:
    path.write_text("# written by the test\n" + " ".join(map(str, mover)) + "\n"
                    + " ".join(map(str, opponent)) + "\n", encoding="utf-8")


@pytest.mark.slow
def test_a_100000_card_file_is_solved_in_the_background(tab, qtbot, tmp_path: Path) -> None:
    """Issue 18: 10^5 cards from a file, off the UI thread; the tab keeps answering."""
    rng = random.Random(18)
    mover = [rng.randint(1, 400_000) for _ in range(50_000)]
    opponent = [rng.randint(1, 400_000) for _ in range(50_000)]
    path = tmp_path / "big.txt"
    _write_hands(path, mover, opponent)
    tab.field_spin.setValue(123_456)
    with qtbot.waitSignal(tab.analysed, timeout=120_000):
        tab.load_hands_file(path)
        # The call came back at once: the worker reads and solves while the UI goes on.
        assert tab.runner.busy and tab.cancel_button.isEnabled()
        tab.c0_spin.value()  # the widgets answer meanwhile
    pos = Position.of(mover, opponent, 123_456)
    ev = evaluate(pos, WinCondition(0, 0))
    assert tab.numbers_label.text() == f"μ0 = {ev.mu0}, μ1 = {ev.mu1}, δ = {ev.delta}"
    assert tab.moves_model.rowCount() == 1 + len(pos.legal_plays())
    assert tab.mover_edit.text() == "" and "50000" in tab.source_label.text()
    assert tab.table.rowCount() == 0 and not tab.pass_button.isEnabled()
    assert "analysis only" in tab.status_label.text()
    assert not tab.runner.busy
    # a new condition is solved in the background too
    with qtbot.waitSignal(tab.analysed, timeout=120_000):
        tab.c0_spin.setValue(40)
    ev = evaluate(pos, WinCondition(40, 0))
    assert tab.numbers_label.text() == f"μ0 = {ev.mu0}, μ1 = {ev.mu1}, δ = {ev.delta}"
    # typing replaces the file's hands
    tab.mover_edit.setText("1 3 5")
    tab.opponent_edit.setText("2 4")
    assert tab.source_label.text() == "" and tab.table.rowCount() == 3


def test_a_small_file_fills_the_fields(tab, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "small.txt"
    _write_hands(path, [5, 1, 3], [4, 2])
    with qtbot.waitSignal(tab.analysed, timeout=30_000):
        tab.load_hands_file(path)
    assert tab.mover_edit.text() == "1 3 5" and tab.opponent_edit.text() == "2 4"
    assert tab.table.rowCount() == 3 and tab.pass_button.isEnabled()


def test_a_bad_file_names_the_line(tab, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("1 2 3\n4 x\n", encoding="utf-8")
    with qtbot.waitSignal(tab.analysed, timeout=30_000):
        tab.load_hands_file(path)
    assert tab.error_label.text() == "Hands file: line 2: 'x' (token 2) is not a whole number"
    with qtbot.waitSignal(tab.analysed, timeout=30_000):
        tab.load_hands_file(tmp_path / "missing.txt")
    assert "no such file" in tab.error_label.text()


def test_typed_hands_over_60_cards_are_analysed_without_the_board(tab, qtbot) -> None:
    with qtbot.waitSignal(tab.analysed, timeout=30_000):
        tab.load_position(list(range(1, 62)), [1], None)
    assert tab.error_label.text() == "" and tab.table.rowCount() == 0
    assert tab.moves_model.rowCount() == 1 + 61 and "daifugo tanhinmin" in tab.table_note.text()
    tab.load_position(list(range(1, 61)), [1], None)
    assert tab.error_label.text() == "" and tab.table.rowCount() == 60


def test_a_new_position_while_a_file_is_read_drops_the_file(tab, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    _write_hands(path, range(1, 20_001), range(2, 20_002))
    tab.load_hands_file(path)
    assert "Reading big.txt" in tab.source_label.text()
    tab.load_position([1, 3, 5], [2, 4], 1)  # before the worker's answer is handled
    assert tab.source_label.text() == "" and tab.table.rowCount() == 3
    qtbot.waitUntil(lambda: not tab.runner.busy, timeout=60_000)
    assert tab.mover_edit.text() == "1 3 5" and tab.table.rowCount() == 3
