"""Readable, translated labels for the settings' word choices and the presets.

The settings take one of a few words (CONTRACTS.md: ``"disqualify"``, ``"on_request"``,
``"bottom_in_order"`` …); those are ids for records and the command line, not text for
a judge. A combo box shows the label and keeps the id as the item's data:
:func:`fill_choices` / :func:`fill_presets` fill one, :func:`select_value` picks an id,
``box.currentData()`` reads it back.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Iterable

from PySide6.QtCore import QCoreApplication

from daifugo_gui.app.translation import QT_TRANSLATE_NOOP
from daifugo_gui.rules.settings import (
    DiscloseFactors,
    FinishWithInfinity,
    Flush,
    OnTimeout,
    Penalty,
    ShortDeck,
    SingleJoker,
    StopRanking,
)
from PySide6.QtWidgets import QComboBox

CONTEXT = "SettingChoice"

# Keyed on the members (each with its setting's name): a word added to a settings enum
# without a label here is caught by tests/i18n/test_i18n_choices.py.
CHOICE_LABELS: dict[tuple[str, StrEnum], str] = {
    ("on_timeout", OnTimeout.DISQUALIFY): QT_TRANSLATE_NOOP("SettingChoice", "Disqualified"),
    ("on_timeout", OnTimeout.PASS): QT_TRANSLATE_NOOP("SettingChoice", "Forced pass"),
    ("disclose_factors", DiscloseFactors.NEVER): QT_TRANSLATE_NOOP("SettingChoice", "Never"),
    ("disclose_factors", DiscloseFactors.ON_REQUEST): QT_TRANSLATE_NOOP("SettingChoice", "On the fouling player's request"),
    ("disclose_factors", DiscloseFactors.ALWAYS): QT_TRANSLATE_NOOP("SettingChoice", "After every foul"),
    ("flush", Flush.BOTTOM_IN_ORDER): QT_TRANSLATE_NOOP("SettingChoice", "To the bottom, in order"),
    ("flush", Flush.SHUFFLE_BOTTOM): QT_TRANSLATE_NOOP("SettingChoice", "Shuffled, to the bottom"),
    ("flush", Flush.SHUFFLE_ALL): QT_TRANSLATE_NOOP("SettingChoice", "Shuffled with the deck"),
    ("stop_ranking", StopRanking.CARDS): QT_TRANSLATE_NOOP("SettingChoice", "Fewer cards first"),
    ("stop_ranking", StopRanking.MATHPOWER2016): QT_TRANSLATE_NOOP("SettingChoice", "MathPower 2016 (declare a number)"),
    ("single_joker", SingleJoker.INFINITY): QT_TRANSLATE_NOOP("SettingChoice", "∞ (strongest)"),
    ("single_joker", SingleJoker.VALUE): QT_TRANSLATE_NOOP("SettingChoice", "A value 1–13"),
    ("single_joker", SingleJoker.EITHER): QT_TRANSLATE_NOOP("SettingChoice", "∞ or a value 1–13"),
    ("finish_with_infinity", FinishWithInfinity.ALLOWED): QT_TRANSLATE_NOOP("SettingChoice", "Allowed"),
    ("finish_with_infinity", FinishWithInfinity.FORBIDDEN): QT_TRANSLATE_NOOP("SettingChoice", "Cannot be played"),
    ("finish_with_infinity", FinishWithInfinity.FOUL): QT_TRANSLATE_NOOP("SettingChoice", "A foul"),
    ("penalty", Penalty.PLAYED): QT_TRANSLATE_NOOP("SettingChoice", "As many as played"),
    ("penalty", Penalty.FIELD): QT_TRANSLATE_NOOP("SettingChoice", "Field cards only"),
    ("penalty", Penalty.ONE): QT_TRANSLATE_NOOP("SettingChoice", "One card"),
    ("short_deck", ShortDeck.OTHERS_DISCARD): QT_TRANSLATE_NOOP("SettingChoice", "The others put cards to the deck"),
    ("short_deck", ShortDeck.DRAW_WHAT_IS_LEFT): QT_TRANSLATE_NOOP("SettingChoice", "Draw what is left"),
}

PRESET_LABELS: dict[str, str] = {
    "official": QT_TRANSLATE_NOOP("SettingChoice", "Official rules"),
    "mathpower": QT_TRANSLATE_NOOP("SettingChoice", "MathPower 2016"),
    "byoyomi": QT_TRANSLATE_NOOP("SettingChoice", "Byo-yomi: 300 s bank, then 15 s a turn"),
}


def choice_label(setting: str, value: str) -> str:
    """The label of one choice in the current language (the id itself if it has none).

    ``value`` is a member or its word: a ``StrEnum`` member hashes and compares as its word.
    """
    label = CHOICE_LABELS.get((setting, value))  # type: ignore[arg-type]  # a word finds its member
    return QCoreApplication.translate(CONTEXT, label) if label else str(value)


def preset_label(name: str) -> str:
    label = PRESET_LABELS.get(name)
    return QCoreApplication.translate(CONTEXT, label) if label else name


def fill_choices(box: QComboBox, setting: str, values: Iterable[str]) -> None:
    """Labels shown, ids kept as item data (the plain words, as records write them)."""
    for value in values:
        box.addItem(choice_label(setting, value), str(value))


def fill_presets(box: QComboBox, names: Iterable[str]) -> None:
    for name in names:
        box.addItem(preset_label(name), name)


def select_value(box: QComboBox, value: object) -> None:
    """Select the item whose id is ``value``; raises ValueError for an unknown id."""
    # A setting's member is looked up as its word: the items hold plain words.
    index = box.findData(str(value) if isinstance(value, str) else value)
    if index < 0:
        raise ValueError(f"{value!r} is not one of the choices of {box.objectName() or 'this box'}")
    box.setCurrentIndex(index)
