"""Take the Hexad tab's screenshots (docs/screenshots/hexad-*.png), in Japanese and English.

The whole tab while a game is played and while a position is being set up (with the
refusal the analysis gives), then each research panel on its own, all from the real
5040-labeling table:

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/hexad_screenshots.py docs/screenshots
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from daifugo_gui.analysis.hexad_research import hexad_research
from daifugo_gui.analysis.maya import Move
from daifugo_gui.ui.widgets import i18n
from daifugo_gui.ui.analysis.hexad_tab import HexadTab
from daifugo_gui.ui.main import install_japanese_font

# (file stem, index of the panel page)
PANELS = [("sizes", 1), ("a-per-labeling", 2), ("small-systems", 3), ("energy-one", 4), ("figure-4", 5),
          ("energies", 6)]  # fmt: skip


def settle(app: QCoreApplication) -> None:
    for _ in range(5):
        app.processEvents()


def shoot(app: QApplication, lang: str, out: Path, research) -> list[Path]:  # type: ignore[no-untyped-def]
    i18n.install_language(app, lang)
    tab = HexadTab(seed=4, research=lambda progress: research)
    tab.resize(1280, 800)
    tab.show()
    while tab.research is None:  # the job hands the finished table straight back
        app.processEvents()
    written = []

    tab.set_position(frozenset({2, 5, 7, 8, 10, 11}))
    tab.energy_box.setChecked(True)
    tab.match.play(Move(11, 9))  # not the winning 5 → 1: the computer answers onto a hexad
    tab.match.computer_plays()
    tab._refresh()
    settle(app)
    written.append(out / f"hexad-play-{lang}.png")
    tab.grab().save(str(written[-1]))

    tab.entry.set_editing(True)
    tab.entry.squares_edit.setText("0 1 2 3 4 10")
    tab.entry.toggle_square(9)  # a click on square 9: now seven coins
    tab.entry.toggle_square(9)  # and off again: six coins, but a sum of 20
    settle(app)
    written.append(out / f"hexad-setup-{lang}.png")
    tab.grab().save(str(written[-1]))
    tab.entry.set_editing(False)

    for stem, index in PANELS:
        tab.panels.tabs.setCurrentIndex(index)
        if stem == "energy-one":
            tab.panels.energy_one_table.selectRow(16)  # the one whose energy 1 is the shuffle labeling
        settle(app)
        written.append(out / f"hexad-{stem}-{lang}.png")
        tab.panels.grab().save(str(written[-1]))
    tab.shutdown()
    tab.close()
    return written


def main(out: Path) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    install_japanese_font(app)
    out.mkdir(parents=True, exist_ok=True)
    research = hexad_research()
    for lang in ("ja", "en"):
        for path in shoot(app, lang, out, research):
            print(path)
    i18n.install_language(app, "en")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")))
