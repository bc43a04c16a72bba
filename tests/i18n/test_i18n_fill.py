"""Translated text is filled in one pass (issue 25): a value that itself holds "%1" or "%2"
(a player may be named so) is shown exactly as typed, never filled in again."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

from daifugo_gui.app.translation import fill
from daifugo_gui.rules import Game, Settings
from daifugo_gui.rules.cards import parse_cards, standard_deck
from daifugo_gui.ui.console.table_view import TableView

ROOT = Path(__file__).resolve().parents[2]


def test_fill_replaces_every_placeholder_once() -> None:
    assert fill("%1 holds: %2", "A%2", "S5 S7") == "A%2 holds: S5 S7"
    assert fill("%2 before %1", "one", "%1") == "%1 before one"
    # a placeholder without a value, and %0, stay as written
    assert fill("%1 and %3, %0", "x") == "x and %3, %0"


def test_a_player_named_with_a_placeholder_shows_unchanged(qtbot) -> None:
    """The table shows the mover's known hand as "%1 holds: %2": before one-pass filling a
    player named "A%2" showed as "A" followed by her cards."""
    aki = list(parse_cards("S5 S7 SA"))
    deck = list(parse_cards("DK"))
    rest = sorted((Counter(standard_deck()) - Counter(aki + deck)).elements())
    game = Game(["A%2", "Ben"], Settings(), {"A%2": aki, "Ben": rest}, deck)
    view = TableView()
    qtbot.addWidget(view)
    view.show_game(game, None, [])
    assert view.hand.text() == "A%2 holds: S5 S7 SA"


def test_no_chained_placeholder_replacement_is_left() -> None:
    """No code fills %1, %2 … by chained str.replace (the second would fill a value again)."""
    offenders = []
    for path in (ROOT / "daifugo_gui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "replace" and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                    and len(node.args[0].value) == 2 and node.args[0].value[0] == "%"
                    and node.args[0].value[1].isdigit()):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders, "fill placeholders with daifugo_gui.app.translation.fill: " + ", ".join(offenders)
