"""The test suite's own layout (issue 37, item 7): a test module never imports another
test module. What several modules share is a fixture in their folder's ``conftest.py`` or
a helper module at the top of ``tests/``, so a newcomer reading one test file finds every
name it uses in one of those two places."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent


def _imported_modules(path: Path) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            # `from tests.console import test_console_game` names the module as an alias
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return found


def test_no_test_module_imports_another_test_module() -> None:
    offenders = []
    for path in sorted([*TESTS.rglob("*.py"), *(ROOT / "benchmarks").rglob("*.py")]):
        for line, module in _imported_modules(path):
            parts = module.split(".")
            if parts[0] == "tests" or any(part.startswith("test_") for part in parts):
                offenders.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    assert offenders == [], "move what they share into a conftest.py or a helper module:\n" + "\n".join(offenders)


def test_the_helper_modules_are_at_the_top_of_tests() -> None:
    """pyproject.toml puts only ``tests/`` on the import path: a helper module inside a
    test folder would import only by accident of how pytest was started."""
    imported = {name for test in TESTS.rglob("test_*.py") for _, name in _imported_modules(test)}
    helpers_in_folders = [
        str(path.relative_to(ROOT))
        for path in TESTS.glob("*/*.py")
        if not path.name.startswith("test_") and path.name != "conftest.py" and path.stem in imported
    ]
    assert helpers_in_folders == []


def test_contributing_names_every_conftest_and_helper_module() -> None:
    """CONTRIBUTING.md's "Where the tests are" is how a newcomer finds a fixture or a
    helper; a new one left out of it would be found only by searching."""
    contributing = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    shared = [*TESTS.rglob("conftest.py"), *(p for p in TESTS.glob("*.py") if p.name != "conftest.py")]
    missing = [str(p.relative_to(ROOT)) for p in shared if f"`{p.relative_to(ROOT).as_posix()}`" not in contributing]
    assert missing == []
