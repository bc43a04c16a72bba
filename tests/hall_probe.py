"""Opened by tests/tournament/test_tournament_hall_1080.py in a subprocess on a virtual
1920×1080 projector: opens the hall display full screen (as the console does) on an
event of ``players`` players, pages through both lists with the display's own page turn,
and prints one JSON object: the window and screen, each list's row heights, font and
ink, the players each list showed page by page, and whether any row was cut."""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication


def settle(app: QApplication, rounds: int = 40) -> None:
    for _ in range(rounds):
        app.processEvents()
        time.sleep(0.005)


def main() -> None:
    players, shot = int(sys.argv[1]), sys.argv[2]
    app = QApplication(sys.argv[:1])
    from daifugo_gui.app.live import load_hall
    from daifugo_gui.tournament import Tournament
    from daifugo_gui.ui.main import install_japanese_font
    from daifugo_gui.ui.tournament.hall_display import HallWindow
    from daifugo_gui.ui.widgets.screen_fit import screen_of

    install_japanese_font(app)
    folder = Path(tempfile.mkdtemp())
    cup = Tournament.create(folder / "hall.sqlite", "第3回 素数大富豪大会", seed=9)
    cup.add_players((f"選手{i:03d} 𠮷田", f"せんしゅ{i:03d}", "") for i in range(players))
    cup.seat_round()
    hall = HallWindow(folder / "hall.sqlite", start=False, page_seconds=10)
    hall.show_full_screen()
    settle(app)
    hall.show_snapshot(load_hall(cup))
    settle(app)
    report: dict[str, object] = {
        "window": [hall.geometry().width(), hall.geometry().height()],
        "screen": [screen_of(hall).geometry().width(), screen_of(hall).geometry().height()],
        "full_screen": hall.isFullScreen(),
    }
    lists = (("standings", hall.standings, 1, hall.standings_title), ("seats", hall.seats, 0, hall.seats_title))
    # Both lists turn together: one page turn after another until each has shown all of
    # its pages and then its first again.
    turns = max(-(-players // hall.rows_per_page(table)) for _key, table, _c, _t in lists) + 1
    shown: dict[str, dict[str, list]] = {key: {"pages": [], "heights": [], "titles": [], "cut": []}
                                         for key, *_ in lists}
    for _ in range(turns):
        for key, table, column, title in lists:
            seen = shown[key]
            seen["titles"].append(title.text())
            seen["pages"].append([table.item(r, column).text() for r in range(table.rowCount())])
            seen["heights"] += [table.rowHeight(r) for r in range(table.rowCount())]
            last = table.rowCount() - 1
            seen["cut"].append(table.rowViewportPosition(last) + table.rowHeight(last) > table.viewport().height())
        hall.turn_pages()
        settle(app, 5)
    for key, table, _column, _title in lists:
        font = table.font()
        report[key] = {"font_px": font.pixelSize(), "ink_px": QFontMetrics(font).tightBoundingRect("選手").height(),
                       "row_heights": sorted(set(shown[key]["heights"])), "per_page": hall.rows_per_page(table),
                       "pages": shown[key]["pages"], "titles": shown[key]["titles"], "cut": any(shown[key]["cut"])}
    hall.grab().save(shot)
    hall.close()
    cup.close()
    print(json.dumps(report, ensure_ascii=False))


if __name__ == "__main__":
    main()
