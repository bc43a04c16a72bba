"""Counts in the console's sentences take their plural form from the catalog (Qt's %n):
"1 card", "2 cards", "2 枚", never "card(s)" on the screen."""

from __future__ import annotations

import pytest

from daifugo_gui.rules import Game
from daifugo_gui.ui.console.table_line import TableLine
from daifugo_gui.ui.widgets import i18n


@pytest.fixture
def english_after(qapp):
    yield
    i18n.install_language(qapp, "en")


def _line_after(qtbot, field: str) -> str:
    game = Game(["Aki", "Ben"])  # counted hands: any cards may be played
    game.play("Aki", field)  # 7 or 13 (SA S3): primes
    line = TableLine()
    qtbot.addWidget(line)
    line.show_game(game)
    return line.text()


@pytest.mark.parametrize(("field", "words"), [("S7", "(1 card)"), ("SA S3", "(2 cards)")])
def test_english_counts_cards_in_words(qapp, qtbot, english_after, field: str, words: str) -> None:
    i18n.install_language(qapp, "en")
    text = _line_after(qtbot, field)
    assert words in text and "(s)" not in text


def test_japanese_counts_cards_with_its_counter(qapp, qtbot, english_after) -> None:
    i18n.install_language(qapp, "ja")
    assert "(2 枚)" in _line_after(qtbot, "SA S3")
