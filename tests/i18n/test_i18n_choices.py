"""Settings' word choices and presets shown as translated labels, ids kept as data."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from daifugo_gui.rules.settings import CHOICES, PRESETS
from daifugo_gui.ui.widgets import i18n
from daifugo_gui.ui.widgets.choice_labels import (
    CHOICE_LABELS,
    PRESET_LABELS,
    choice_label,
    fill_choices,
    fill_presets,
    select_value,
)


def test_every_choice_and_preset_has_a_label() -> None:
    """A new setting word or preset must get a label here (else it shows as its id)."""
    wanted = {(setting, value) for setting, values in CHOICES.items() for value in values}
    assert wanted == set(CHOICE_LABELS)
    assert set(PRESETS) == set(PRESET_LABELS)


def test_box_shows_labels_and_keeps_ids(qtbot) -> None:
    box = QComboBox()
    qtbot.addWidget(box)
    fill_choices(box, "on_timeout", CHOICES["on_timeout"])
    assert [box.itemText(i) for i in range(box.count())] == ["Disqualified", "Forced pass"]
    select_value(box, "pass")
    assert box.currentData() == "pass"
    with pytest.raises(ValueError, match="'sometimes'"):
        select_value(box, "sometimes")


def test_labels_in_japanese(qapp, qtbot) -> None:
    i18n.install_language(qapp, "ja")
    try:
        assert choice_label("on_timeout", "pass") == "強制パス"
        box = QComboBox()
        qtbot.addWidget(box)
        fill_presets(box, PRESETS)
        assert box.itemText(box.findData("official")) == "公式ルール"
        for (setting, value) in CHOICE_LABELS:
            assert choice_label(setting, value) != CHOICE_LABELS[(setting, value)], (setting, value)
    finally:
        i18n.install_language(qapp, "en")


def test_unknown_ids_show_as_themselves() -> None:
    assert choice_label("flush", "sideways") == "sideways"
