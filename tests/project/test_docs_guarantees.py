"""Every promise in docs/console.md's guarantees table names tests that exist (issue 24)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_autosave_promise_names_existing_tests() -> None:
    text = (ROOT / "docs" / "console.md").read_text(encoding="utf-8")
    table = text.split("### What the autosave guarantees", 1)[1].split("\n\n`daifugo-gui --help`", 1)[0]
    rows = [line for line in table.splitlines() if line.startswith("| ") and not line.startswith("| what")]
    assert len(rows) >= 15
    defined = {name for path in (ROOT / "tests").rglob("test_*.py")
               for name in re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.M)}
    for row in rows:
        proof = row.rstrip(" |").rsplit("|", 1)[-1]
        named = [n for n in re.findall(r"\b(test_\w+)\b", proof) if not n.endswith("_py")]
        functions = [n for n in named if not any((ROOT / "tests").rglob(f"{n}.py"))]
        assert functions, f"a promise without its test: {row[:60]}"
        assert set(functions) <= defined, f"{row[:60]}: {set(functions) - defined}"
