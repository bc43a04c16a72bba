"""Take the Tanhinmin tab's screenshots (docs/screenshots/tanhinmin_*.png).

A small position with every move scored (δ′, Corollary 6, Algorithm 1, the strategy's
pick), and a loaded file of 100,000 cards solved in the background, in English and
Japanese:

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/tanhinmin_screenshots.py docs/screenshots
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from daifugo_gui.analysis.tanhinmin import Strategy
from daifugo_gui.ui.widgets import i18n
from daifugo_gui.ui.main import install_japanese_font
from daifugo_gui.ui.analysis.tanhinmin_tab import TanhinminTab

SUFFIX = {"en": "", "ja": "_ja"}


def _wait(tab: TanhinminTab, start) -> None:
    """Run ``start`` and the event loop until the tab has shown its analysis."""
    loop = QEventLoop()
    tab.analysed.connect(loop.quit)
    QTimer.singleShot(120_000, loop.quit)  # a safety net for a script, not a test
    start()
    loop.exec()
    tab.analysed.disconnect(loop.quit)


def small(tab: TanhinminTab) -> None:
    tab.load_position([2, 5, 6, 8, 9, 12, 13], [1, 4, 10, 11, 15], 2)
    tab.c0_spin.setValue(1)
    tab.c1_spin.setValue(0)
    tab.strategy_combo.setCurrentIndex(list(Strategy).index(Strategy.MU0_FROM_TOP))


def large(tab: TanhinminTab, folder: Path) -> None:
    rng = random.Random(2026)
    path = folder / "hands_100000.txt"
    path.write_text(
        "# 50,000 + 50,000 random strengths\n"
        + " ".join(str(rng.randint(1, 400_000)) for _ in range(50_000)) + "\n"
        + " ".join(str(rng.randint(1, 400_000)) for _ in range(50_000)) + "\n",
        encoding="utf-8",
    )
    tab.field_spin.setValue(0)
    _wait(tab, lambda: tab.load_hands_file(path))


def main(out: Path) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    install_japanese_font(app)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for lang in ("en", "ja"):
            i18n.install_language(app, lang)
            tab = TanhinminTab()
            tab.resize(1280, 820)
            tab.show()
            small(tab)
            app.processEvents()
            tab.grab().save(str(out / f"tanhinmin_moves{SUFFIX[lang]}.png"))
            large(tab, Path(tmp))
            app.processEvents()
            tab.grab().save(str(out / f"tanhinmin_large{SUFFIX[lang]}.png"))
            tab.shutdown()
            tab.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")))
