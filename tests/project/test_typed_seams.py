"""Results and setting choices are compared as members, never as words (issue 25).

``Result`` and the settings' enums are ``StrEnum``s: a member still equals its word, so
``outcome.result == "foul"`` works today and mypy's strict equality cannot object — but
the word is not checked against the enum, and a typo compares false forever. This test
reads every module and refuses such a comparison.
"""

from __future__ import annotations

import ast
from pathlib import Path

from daifugo_gui.rules.settings import CHOICES

PACKAGE = Path(__file__).resolve().parents[2] / "daifugo_gui"
# Attributes holding a Result or a setting's member; ``match_kind``/``first_move`` too.
TYPED = {"result", *CHOICES, "match_kind", "first_move"}


def _words(node: ast.expr) -> bool:
    """A text literal, or a tuple/list/set made only of them."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return bool(node.elts) and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts)
    return False


def _typed(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in TYPED


def textual_comparisons(source: str) -> list[int]:
    """Lines that compare a typed attribute with words."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        for left, right in zip(sides, sides[1:]):
            if (_typed(left) and _words(right)) or (_typed(right) and _words(left)):
                found.append(node.lineno)
    return found


def test_the_check_finds_a_textual_comparison() -> None:
    assert textual_comparisons('if outcome.result == "foul": pass') == [1]
    assert textual_comparisons('x = game.settings.flush in ("shuffle_all", "shuffle_bottom")') == [1]
    assert textual_comparisons("if outcome.result is Result.FOUL: pass") == []


def test_no_module_compares_a_result_or_a_choice_with_text() -> None:
    offenders = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        lines = textual_comparisons(path.read_text(encoding="utf-8"))
        if lines:
            offenders[str(path.relative_to(PACKAGE))] = lines
    assert not offenders, f"compare with the enum's members: {offenders}"
