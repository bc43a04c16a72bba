"""Take the tournament tab's screenshots (docs/screenshots/tournament-*.png).

A small demo event (14 players, two rounds played from demo records) in a swiss and a
knock-out tournament, each page of the tab in Japanese and English:

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/tournament_screenshots.py docs/screenshots
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from daifugo_gui.tournament.demo import finished_record, random_ranking
from daifugo_gui.ui.widgets import i18n
from daifugo_gui.ui.main import install_japanese_font
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab
from daifugo_gui.ui.widgets.qt_prompts import QtPrompts

PLAYERS = [
    ("山田 太郎", "やまだ たろう", "東京素数会"), ("佐藤 花子", "さとう はなこ", "京都大学"),
    ("鈴木 一郎", "すずき いちろう", "東京素数会"), ("高橋 美咲", "たかはし みさき", "MathPower"),
    ("田中 健", "たなか けん", ""), ("伊藤 さくら", "いとう さくら", "京都大学"),
    ("渡辺 翔", "わたなべ しょう", "大阪素数部"), ("山本 結衣", "やまもと ゆい", ""),
    ("中村 大輝", "なかむら だいき", "大阪素数部"), ("小林 葵", "こばやし あおい", "東京素数会"),
    ("加藤 陸", "かとう りく", ""), ("吉田 楓", "よしだ かえで", "MathPower"),
    ("Alice Martin", "", "Paris Primes"), ("Bob Lee", "", ""),
]
PAGES = ("standings", "settings", "bracket")


class AgreeingPrompts(QtPrompts):
    """Says yes to every question (the demo games count) instead of a dialog nobody answers."""

    def confirm(self, title: str, question: str, *, default_yes: bool = False) -> bool:
        return True


def demo_tab(path: Path, fmt: str, lang: str) -> TournamentTab:
    tab = TournamentTab(lang=lang)
    tab.prints.open_after_print = False
    # The demo games are played under the default settings; the tab would ask, in a modal
    # dialog nobody answers offscreen, whether games under other settings count.
    tab.prompts = AgreeingPrompts(tab)
    tab.resize(1280, 760)
    tab.new_tournament(path, "第1回 素数大富豪大会", seed=20261122, format=fmt)
    for name, reading, club in PLAYERS:
        tab.add_player(name, reading, club)
    rng = random.Random(7)
    for _ in range(2):
        view = tab.seat_next_round()
        if view is None:
            break
        for table in view.tables:
            tab.record_finished_game(finished_record(random_ranking([p.name for p in table.players], rng)))
    return tab


def main(out: Path) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    install_japanese_font(app)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for lang in ("ja", "en"):
            i18n.install_language(app, lang)
            for fmt in ("swiss", "knockout"):
                tab = demo_tab(Path(tmp) / f"{lang}-{fmt}.sqlite", fmt, lang)
                if fmt == "swiss":
                    tab.set_points(4, (5, 3, 1, 0))
                tab.show()
                for index, page in enumerate(PAGES):
                    if not tab.side_tabs.isTabVisible(index) or (fmt == "knockout") != (page == "bracket"):
                        continue
                    tab.side_tabs.setCurrentIndex(index)
                    app.processEvents()
                    tab.grab().save(str(out / f"tournament-{page}-{lang}.png"))
                tab.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")))
