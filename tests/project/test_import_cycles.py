"""No two modules of the package import each other, not even for type checking only or
from inside a function (#25): a cycle hidden behind ``TYPE_CHECKING`` or a late import
still ties two files so neither can be read, moved or tested without the other."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "daifugo_gui"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _exists(name: str) -> bool:
    base = PACKAGE.parent.joinpath(*name.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def _imports(tree: ast.Module, here: str, is_package: bool) -> set[str]:
    """Modules of the package named by any import of ``tree``, wherever it stands."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("daifugo_gui"))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".")
                base = base if is_package else base[:-1]
                base = base[: len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if not module.startswith("daifugo_gui"):
                continue
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                found.add(sub if _exists(sub) else module)
    return {name for name in found if _exists(name)}


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        name = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[name] = _imports(tree, name, path.name == "__init__.py") - {name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_finder_sees_imports_behind_type_checking_and_inside_functions() -> None:
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from daifugo_gui.ui.console.console import GameConsole\n"
                     "def later():\n    from .screen_size import wants_compact\n")
    seen = _imports(tree, "daifugo_gui.ui.console.compact", False)
    assert seen == {"daifugo_gui.ui.console.console", "daifugo_gui.ui.console.screen_size"}
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_of_the_package_is_in_an_import_cycle() -> None:
    # Packages whose __init__ only names what their modules hold are edges of the shape
    # package -> module; a module importing its own package's __init__ closes a loop that
    # Python resolves, so only cycles between modules of different names are faults.
    cycles = [group for group in _cycles(_graph())
              if not all(a.startswith(b + ".") or b.startswith(a + ".") for a in group for b in group if a != b)]
    assert cycles == [], "\n".join(" <-> ".join(group) for group in cycles)
