"""The application's QScreen outlives every window freed in a reference cycle.

``QWidget.screen()`` makes the returned screen a Python child of the widget (PySide's
return-value heuristic). When that widget is freed by the cyclic collector and the
screen's wrapper is cleared first, PySide hands the screen to Python and deletes it; the
next window shown, closed or made then crashes in ``QCursor::pos`` or ``QWidget::screen``.
Issue 42's stress run crashed so on CI, about one run in ten. The console asks for a
screen only through :func:`daifugo_gui.ui.widgets.screen_fit.screen_of`, whose static
look-ups parent nothing.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Windows of the console that ask for their screen, each left in a cycle as a closed
# dialog is whose slot refers back to it; the screen's wrapper is older than all of them,
# as after start-up, so the collector meets it first.
SCENE = """
import gc, sys
from PySide6.QtWidgets import QApplication, QDialog
app = QApplication(sys.argv[:1])
gc.disable()
lost = []
app.primaryScreen().destroyed.connect(lambda *_: lost.append(True))
early = app.primaryScreen()
ask = sys.argv[1]
if ask == "qt":
    windows = [QDialog]
    def ask_screen(window):
        return window.screen()
else:
    from daifugo_gui.ui.console.new_game_dialog import NewGameDialog
    from daifugo_gui.ui.widgets.screen_fit import available_area, fit_window, screen_of
    windows = [QDialog, NewGameDialog]
    def ask_screen(window):
        available_area(window)
        fit_window(window, window.sizeHint())
        return screen_of(window)
for make in windows:
    window = make()
    window.show()
    assert ask_screen(window) is not None
    window.cycle = [window]
    window.close()
    del window
del early
gc.collect()
print("lost" if lost else "kept", flush=True)
"""


def _scene(ask: str) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", SCENE, ask], capture_output=True, text=True, timeout=120, env=env)
    assert run.stdout.strip() in ("kept", "lost"), run.stderr[-2000:]
    return run.stdout.strip()


def test_the_consoles_windows_that_ask_for_their_screen_never_lose_it_to_the_collector() -> None:
    assert _scene("console") == "kept"


def test_asking_a_widget_for_its_screen_directly_loses_it_so_the_check_above_can_fail() -> None:
    # What the console did before: if a PySide release stops this, the guard below may go.
    assert _scene("qt") == "lost"


def _screen_calls(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "screen"
        and not node.args
    ]


def test_no_code_asks_a_widget_for_its_screen() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for folder in ("daifugo_gui", "tests", "benchmarks", "tools")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for line in _screen_calls(path)
    ]
    assert found == [], "use screen_fit.screen_of(widget): " + ", ".join(found)
