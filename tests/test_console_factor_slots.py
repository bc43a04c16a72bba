"""The factor field as base and exponent slots, in step with the card text (issue 3)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from daifugo_gui.ui.factor_slots import join_factor_text, split_factor_text
from daifugo_gui.ui.turn_entry import TurnEntry


def test_split_and_join_are_inverse() -> None:
    assert split_factor_text("2 ^ 3 * 7") == [("2", "3"), ("7", "")]
    assert split_factor_text("2 ^ 3 ^ 2") == [("2", "3 ^ 2")]  # a tower stays in the exponent
    assert join_factor_text([("1 3", "2"), ("", ""), ("7", "")]) == "1 3 ^ 2 * 7"
    for text in ("2 ^ 3 * 7", "1 3 ^ 2", "K ^ 2 * 3", "2 ^ 3 ^ 2 * 5"):
        assert join_factor_text(split_factor_text(text)) == text


def test_typing_in_the_line_fills_the_slots(qtbot) -> None:
    entry = TurnEntry()
    qtbot.addWidget(entry)
    entry.factor_edit.setText("2 ^ 3 * 7")
    assert entry.factor_slots.groups() == [("2", "3"), ("7", "")]


def test_slots_by_keyboard_and_palette_write_the_factor_field(qtbot) -> None:
    entry = TurnEntry()
    qtbot.addWidget(entry)
    entry.show()
    judged: list[tuple[str, str]] = []
    entry.judgeRequested.connect(lambda field, factors: judged.append((field, factors)))
    qtbot.keyClicks(entry.field_edit, "5 6")
    base, exponent, _ = entry.factor_slots.rows[0]
    qtbot.keyClicks(base, "2")
    qtbot.keyClicks(exponent, "3")
    second = entry.factor_slots.add_factor()
    entry.target = second  # the palette writes where the judge last was
    entry.click_card("7")
    assert entry.factor_edit.text() == "2 ^ 3 * 7"
    assert "56" in entry.factor_number.text()
    qtbot.keyClick(second, Qt.Key.Key_Return)
    assert judged == [("5 6", "2 ^ 3 * 7")]


def test_removing_a_factor_and_clearing(qtbot) -> None:
    entry = TurnEntry()
    qtbot.addWidget(entry)
    entry.factor_edit.setText("3 * 1 9")
    entry.factor_slots.remove_factor(0)
    assert entry.factor_edit.text() == "1 9"
    entry.clear()
    assert entry.factor_slots.groups() == [("", "")]
