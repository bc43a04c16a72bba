"""The Tanhinmin analysis tab, offscreen with pytest-qt."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase

from daifugo_gui.analysis.tanhinmin import Strategy
from daifugo_gui.paths import japanese_font
from daifugo_gui.ui.tanhinmin_tab import TanhinminTab


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


def test_hands_too_large_for_the_tab_point_to_the_cli(tab) -> None:
    tab.load_position(list(range(1, 62)), [1], None)
    assert "daifugo tanhinmin" in tab.error_label.text()
    assert tab.table.rowCount() == 0
    tab.load_position(list(range(1, 61)), [1], None)
    assert tab.error_label.text() == "" and tab.table.rowCount() == 60
