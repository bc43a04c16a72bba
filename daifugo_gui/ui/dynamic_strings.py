"""Strings other widgets translate at run time, marked here so lupdate finds them.

``self.tr(variable)`` works at run time, but lupdate only extracts literal strings, so a
table of headlines or column names must be marked with ``QT_TRANSLATE_NOOP(context,
text)``, the context being the class whose ``self.tr`` looks the string up. Best kept
next to the table itself; these are the tables whose owners have not marked them yet
(verdict_panel.STYLES, table_view.PlayerTable.COLUMNS, new_game_dialog.LABELS). When
a table marks its own strings, delete its block here. Nothing imports this module: it
exists for lupdate. tests/test_i18n_dynamic.py checks each marker still matches a
string of its table, so a renamed string is noticed.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

VERDICT_HEADLINES = (
    QT_TRANSLATE_NOOP("VerdictPanel", "PRIME"),
    QT_TRANSLATE_NOOP("VerdictPanel", "GROTHENDIECK CUT — 57"),
    QT_TRANSLATE_NOOP("VerdictPanel", "∞ — FIELD FLUSHED"),
    QT_TRANSLATE_NOOP("VerdictPanel", "RAMANUJAN REVOLUTION — 1729"),
    QT_TRANSLATE_NOOP("VerdictPanel", "COMPOSITE — OK"),
    QT_TRANSLATE_NOOP("VerdictPanel", "FOUL"),
    QT_TRANSLATE_NOOP("VerdictPanel", "Cannot be played — declare again"),
    QT_TRANSLATE_NOOP("VerdictPanel", "Drew a card"),
    QT_TRANSLATE_NOOP("VerdictPanel", "Pass"),
    QT_TRANSLATE_NOOP("VerdictPanel", "TIME — FORCED PASS"),
    QT_TRANSLATE_NOOP("VerdictPanel", "DISQUALIFIED"),
    QT_TRANSLATE_NOOP("VerdictPanel", "Cards put to the deck"),
    QT_TRANSLATE_NOOP("VerdictPanel", "GAME STOPPED"),
    QT_TRANSLATE_NOOP("VerdictPanel", "Number declared"),
    QT_TRANSLATE_NOOP("VerdictPanel", "TIME — DISQUALIFIED"),
)

PLAYER_TABLE_COLUMNS = (
    QT_TRANSLATE_NOOP("PlayerTable", "Player"),
    QT_TRANSLATE_NOOP("PlayerTable", "Cards"),
    QT_TRANSLATE_NOOP("PlayerTable", "Status"),
    QT_TRANSLATE_NOOP("PlayerTable", "Bank"),
)

SETTING_LABELS = (
    QT_TRANSLATE_NOOP("SettingsForm", "Decks combined (R1)"),
    QT_TRANSLATE_NOOP("SettingsForm", "D1 Jokers per deck"),
    QT_TRANSLATE_NOOP("SettingsForm", "D2 Remove even cards of H and D"),
    QT_TRANSLATE_NOOP("SettingsForm", "D3 Most field cards in one play"),
    QT_TRANSLATE_NOOP("SettingsForm", "D4 Cards in each hand"),
    QT_TRANSLATE_NOOP("SettingsForm", "D6 Consideration time (s)"),
    QT_TRANSLATE_NOOP("SettingsForm", "D7 Turn limit (s)"),
    QT_TRANSLATE_NOOP("SettingsForm", "Bank per player (s, byo-yomi)"),
    QT_TRANSLATE_NOOP("SettingsForm", "D8 At time-out"),
    QT_TRANSLATE_NOOP("SettingsForm", "D9 Disclose the factorization"),
    QT_TRANSLATE_NOOP("SettingsForm", "D10 Flushing"),
    QT_TRANSLATE_NOOP("SettingsForm", "D11 Game time (s)"),
    QT_TRANSLATE_NOOP("SettingsForm", "D12 Ranking at a stop"),
    QT_TRANSLATE_NOOP("SettingsForm", "D14 Flush when a player goes out"),
    QT_TRANSLATE_NOOP("SettingsForm", "D15 A joker alone"),
    QT_TRANSLATE_NOOP("SettingsForm", "D16 Two jokers strongest"),
    QT_TRANSLATE_NOOP("SettingsForm", "D17 Going out with ∞"),
    QT_TRANSLATE_NOOP("SettingsForm", "D18 Thousand-day rule"),
    QT_TRANSLATE_NOOP("SettingsForm", "D19 Open hands"),
    QT_TRANSLATE_NOOP("SettingsForm", "Foul penalty (variant)"),
    QT_TRANSLATE_NOOP("SettingsForm", "Start in revolution (variant)"),
    QT_TRANSLATE_NOOP("SettingsForm", "Burst at this many cards (variant)"),
    QT_TRANSLATE_NOOP("SettingsForm", "Shuffle seed (D10 replays)"),
)
