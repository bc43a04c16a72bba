"""Take the players' web view's screenshots (docs/screenshots/web/*.png) in headless
Chromium at a phone's 390-px width, every page in Japanese and English, and a screenful
of the main ones at 360×640 (``*-360.png``: what a small phone sees, pinned menu and
all):

    PYTHONPATH=.:tests python tools/web_screenshots.py docs/screenshots/web

Three demo events: a swiss (standings, seating, results, tables playing, one table's
live game published by its console), a round robin (crosstable) and a swiss → knock-out
with a 3rd-place match (bracket, headed by stage, also at 360×640). Needs Debian's chromium and chromium-driver, and selenium.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from print_events import knockout_with_third_place
from web_browser import PHONE, phone_browser
from web_event import game_record

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.live_board import LiveBoards
from daifugo_gui.web.server import WebService

PLAYERS = [
    ("山田 太郎", "やまだ たろう"), ("佐藤 花子", "さとう はなこ"), ("鈴木 一郎", "すずき いちろう"),
    ("高橋 美咲", "たかはし みさき"), ("田中 健", "たなか けん"), ("伊藤 さくら", "いとう さくら"),
    ("渡辺 翔", "わたなべ しょう"), ("山本 結衣", "やまもと ゆい"), ("中村 大輝", "なかむら だいき"),
    ("小林 葵", "こばやし あおい"), ("Alice Martin", ""), ("<script>alert(1)</script>", ""),
]


def _event(path: Path, fmt: str, players: int, rounds: int, leave_open: int) -> Tournament:
    cup = Tournament.create(str(path), "第1回 素数大富豪大会", seed=20261122, format=fmt)
    for name, reading in PLAYERS[:players]:
        cup.add_player(name, reading)
    rng = random.Random(7)
    for number in range(1, rounds + 1):
        view = cup.seat_round()
        tables = view.tables if number < rounds else view.tables[:max(0, len(view.tables) - leave_open)]
        for table in tables:
            names = [p.name for p in table.players]
            rng.shuffle(names)
            cup.record_game(view.number, table.number, game_record(names))
    return cup


def _publish(path: Path, cup: Tournament) -> int:
    view = cup.round(cup.round_numbers()[-1])
    table = next(t for t in view.tables if t.game is None)
    names = [p.name for p in table.players]
    boards = LiveBoards(str(path), read_only=False)
    boards.publish(view.number, table.number, players=names, to_move=names[2], field="K Q J",
                   hand_counts={names[0]: 7, names[1]: 9, names[2]: 4, names[3]: 11},
                   moves=[f"{names[0]}:(5624A9Q7QAK)", f"{names[1]}:(2T8KJ75336X)", f"{names[0]}:D(5)57[GC]",
                          f"{names[1]}:%", f"{names[2]}:2", f"{names[3]}:T", f"{names[0]}:KQJ"],
                   clocks={names[0]: 312.0, names[1]: 287.5, names[2]: 301.0, names[3]: 95.0})
    boards.close()
    return table.number


SMALL = (360, 640)


def _shoot(driver: Any, url: str, out: Path, screenful: bool = False) -> None:
    driver.get(url)
    driver.implicitly_wait(2)
    height = int(driver.execute_script("return document.documentElement.scrollHeight"))
    width, tall = SMALL if screenful else (PHONE[0], max(PHONE[1], min(height, 2400)))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": tall, "deviceScaleFactor": 2, "mobile": True})
    out.write_bytes(driver.get_screenshot_as_png())
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    print(out)


def main(folder: str) -> None:
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        swiss = _event(work / "swiss.sqlite", "swiss", 12, 3, 2)
        live_table = _publish(work / "swiss.sqlite", swiss)
        robin = _event(work / "robin.sqlite", "round_robin", 6, 2, 0)
        knockout = knockout_with_third_place(work / "ko.sqlite", players=12)
        services = {name: WebService(str(work / f"{name}.sqlite"), port=0) for name in ("swiss", "robin", "ko")}
        urls = {name: s.start().result(30) for name, s in services.items()}
        driver = phone_browser()
        try:
            player = swiss.round(swiss.round_numbers()[-1]).tables[0].players[1].id
            shots = [("swiss", "", "standings"), ("swiss", "seating", "seating"), ("swiss", "rounds", "results"),
                     ("swiss", "tables", "tables"), ("swiss", f"tables/{live_table}", "live-table"),
                     ("swiss", f"players/{player}", "player"), ("robin", "crosstable", "crosstable"),
                     ("ko", "bracket", "bracket"), ("ko", "", "knockout-standings"), ("swiss", "rounds/9", "not-found")]
            for lang in ("ja", "en"):
                for event, path, name in shots:
                    _shoot(driver, f"{urls[event]}{path}?lang={lang}", out / f"{name}-{lang}.png")
                for event, path, name in shots[:6] + [("ko", "bracket", "bracket")]:
                    _shoot(driver, f"{urls[event]}{path}?lang={lang}", out / f"{name}-{lang}-360.png", screenful=True)
                _shoot(driver, f"{urls['swiss']}seating?lang={lang}&q=%E3%81%95%E3%81%A8%E3%81%86",
                       out / f"seating-search-{lang}.png")
        finally:
            driver.quit()
            for service in services.values():
                service.stop()
            for cup in (swiss, robin, knockout):
                cup.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots/web")
