"""Readable, translated labels for the settings' word choices and the presets.

The settings take one of a few words (CONTRACTS.md: ``"disqualify"``, ``"on_request"``,
``"bottom_in_order"`` …); those are ids for records and the command line, not text for
a judge. A combo box shows the label and keeps the id as the item's data:
:func:`fill_choices` / :func:`fill_presets` fill one, :func:`select_value` picks an id,
``box.currentData()`` reads it back.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QCoreApplication

from daifugo_gui.app.translation import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox

CONTEXT = "SettingChoice"

CHOICE_LABELS: dict[tuple[str, str], str] = {
    ("on_timeout", "disqualify"): QT_TRANSLATE_NOOP("SettingChoice", "Disqualified"),
    ("on_timeout", "pass"): QT_TRANSLATE_NOOP("SettingChoice", "Forced pass"),
    ("disclose_factors", "never"): QT_TRANSLATE_NOOP("SettingChoice", "Never"),
    ("disclose_factors", "on_request"): QT_TRANSLATE_NOOP("SettingChoice", "On the fouling player's request"),
    ("disclose_factors", "always"): QT_TRANSLATE_NOOP("SettingChoice", "After every foul"),
    ("flush", "bottom_in_order"): QT_TRANSLATE_NOOP("SettingChoice", "To the bottom, in order"),
    ("flush", "shuffle_bottom"): QT_TRANSLATE_NOOP("SettingChoice", "Shuffled, to the bottom"),
    ("flush", "shuffle_all"): QT_TRANSLATE_NOOP("SettingChoice", "Shuffled with the deck"),
    ("stop_ranking", "cards"): QT_TRANSLATE_NOOP("SettingChoice", "Fewer cards first"),
    ("stop_ranking", "mathpower2016"): QT_TRANSLATE_NOOP("SettingChoice", "MathPower 2016 (declare a number)"),
    ("single_joker", "infinity"): QT_TRANSLATE_NOOP("SettingChoice", "∞ (strongest)"),
    ("single_joker", "value"): QT_TRANSLATE_NOOP("SettingChoice", "A value 1–13"),
    ("single_joker", "either"): QT_TRANSLATE_NOOP("SettingChoice", "∞ or a value 1–13"),
    ("finish_with_infinity", "allowed"): QT_TRANSLATE_NOOP("SettingChoice", "Allowed"),
    ("finish_with_infinity", "forbidden"): QT_TRANSLATE_NOOP("SettingChoice", "Cannot be played"),
    ("finish_with_infinity", "foul"): QT_TRANSLATE_NOOP("SettingChoice", "A foul"),
    ("penalty", "played"): QT_TRANSLATE_NOOP("SettingChoice", "As many as played"),
    ("penalty", "field"): QT_TRANSLATE_NOOP("SettingChoice", "Field cards only"),
    ("penalty", "one"): QT_TRANSLATE_NOOP("SettingChoice", "One card"),
    ("short_deck", "others_discard"): QT_TRANSLATE_NOOP("SettingChoice", "The others put cards to the deck"),
    ("short_deck", "draw_what_is_left"): QT_TRANSLATE_NOOP("SettingChoice", "Draw what is left"),
}

PRESET_LABELS: dict[str, str] = {
    "official": QT_TRANSLATE_NOOP("SettingChoice", "Official rules"),
    "mathpower": QT_TRANSLATE_NOOP("SettingChoice", "MathPower 2016"),
    "byoyomi": QT_TRANSLATE_NOOP("SettingChoice", "Byo-yomi: 300 s bank, then 15 s a turn"),
}


def choice_label(setting: str, value: str) -> str:
    """The label of one choice in the current language (the id itself if it has none)."""
    label = CHOICE_LABELS.get((setting, value))
    return QCoreApplication.translate(CONTEXT, label) if label else value


def preset_label(name: str) -> str:
    label = PRESET_LABELS.get(name)
    return QCoreApplication.translate(CONTEXT, label) if label else name


def fill_choices(box: QComboBox, setting: str, values: Iterable[str]) -> None:
    """Labels shown, ids kept as item data."""
    for value in values:
        box.addItem(choice_label(setting, value), value)


def fill_presets(box: QComboBox, names: Iterable[str]) -> None:
    for name in names:
        box.addItem(preset_label(name), name)


def select_value(box: QComboBox, value: object) -> None:
    """Select the item whose id is ``value``; raises ValueError for an unknown id."""
    index = box.findData(value)
    if index < 0:
        raise ValueError(f"{value!r} is not one of the choices of {box.objectName() or 'this box'}")
    box.setCurrentIndex(index)
