"""The project's structure: layers hold, the core stays free of Qt."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PURE = ["rules", "tournament", "analysis", "reports", "timing", "cli"]


@pytest.mark.parametrize("layer", PURE)
def test_pure_layer_imports_without_qt(layer: str) -> None:
    """Importing every module of a pure layer in a fresh interpreter loads no Qt."""
    code = (
        "import importlib, pkgutil, sys\n"
        f"import daifugo_gui.{layer} as pkg\n"
        "for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "    if m.name.endswith('__main__'): continue\n"
        "    importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n.split('.')[0] in ('PySide6', 'shiboken6', 'qasync'))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_import_linter_contracts_hold() -> None:
    """The import-linter contracts in pyproject.toml (layers and the Qt-free core) are kept."""
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or shutil.which("lint-imports")
    assert exe, "import-linter is part of the test extra"
    result = subprocess.run([exe], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_japanese_font_ships() -> None:
    from daifugo_gui.paths import japanese_font

    font = japanese_font()
    assert font.is_file() and font.stat().st_size > 1_000_000
