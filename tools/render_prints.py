"""Render every tournament print to PNG pages, to look at them as an organiser would.

    PYTHONPATH=. python tools/render_prints.py OUT_DIR [--dpi 60]

Nine events, each in Japanese and English: the worst case for layout (names, readings
and clubs of 100 characters with rare kanji, a withdrawn player, 31-digit primes; see
``tournament.demo.fill_long_names_event``), an ordinary one (14 players, 3 rounds), a
knock-out played to its final (the bracket), a round robin (the crosstable), a
40-player Swiss after 3, 8 and 12 rounds (round columns, page breaks, readings in
hiragana, katakana and half-width katakana, players without a reading), 14 swiss rounds
then a knock-out with a 3rd-place match (16 rounds, stages, finishing places) and
best-of-3 matches (every game of a match, a first-mover exception).
Every print the Tournament tab makes is written as a PDF under OUT_DIR and turned into
one PNG per page with poppler's ``pdftoppm`` (install ``poppler-utils``). Open the PNGs
and check: nothing overprints, every name is whole or ends in "…", titles say what the
page is, rare kanji are glyphs, not boxes.
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable

from daifugo_gui.reports.bracket import bracket_pdf
from daifugo_gui.reports.crosstable import crosstable_pdf
from daifugo_gui.reports import SheetHeading, blank_score_sheet, standings_pdf
from daifugo_gui.reports.score_sheet import round_sheets_pdf, sheets_pdf, table_sheet_story
from daifugo_gui.reports.standings import round_results_print, seating_list_pdf, write_round_results
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.bracket import bracket_names, bracket_rounds
from daifugo_gui.tournament.demo import fill_long_names_event, finished_record, long_text, play_round
from daifugo_gui.tournament.formats import FormatOptions

ORDINARY = [
    ("山田 太郎", "やまだ たろう", "東京素数会"), ("佐藤 花子", "さとう はなこ", "京都大学"),
    ("鈴木 一郎", "すずき いちろう", ""), ("𠮷田 髙志", "よしだ たかし", "大阪素数部"),
    ("山﨑 結衣", "やまざき ゆい", ""), ("Alice Martin", "", "Paris Primes"), ("Bob Lee", "", ""),
    ("中村 大輝", "なかむら だいき", "大阪素数部"), ("小林 葵", "こばやし あおい", "東京素数会"),
    ("加藤 陸", "かとう りく", ""), ("吉田 楓", "よしだ かえで", "MathPower"), ("伊藤 さくら", "いとう さくら", ""),
    ("渡辺 翔", "わたなべ しょう", ""), ("田中 健", "たなか けん", ""),
]


def ordinary_event(tournament: Tournament) -> None:
    rng = random.Random(7)
    tournament.add_players(ORDINARY)
    for _ in range(3):
        play_round(tournament, rng)


_FAMILY = [("山田", "やまだ"), ("佐藤", "サトウ"), ("鈴木", "ｽｽﾞｷ"), ("髙橋", "たかはし"), ("田中", "タナカ"),
           ("伊藤", "いとう"), ("渡辺", "わたなべ"), ("中村", "ﾅｶﾑﾗ"), ("小林", "こばやし"), ("𠮷田", "よしだ")]
_GIVEN = [("太郎", "たろう"), ("花子", "はなこ"), ("一郎", "いちろう"), ("美咲", "みさき")]


def forty_players() -> list[tuple[str, str, str]]:
    """40 players whose readings mix hiragana, katakana and half-width katakana (the
    sort must read them alike); every seventh has no reading at all."""
    players = []
    for i in range(40):
        family, fr = _FAMILY[i % 10]
        given, gr = _GIVEN[i // 10]
        reading = "" if i % 7 == 3 else f"{fr} {gr}"
        players.append((f"{family} {given}", reading, "東京素数会" if i % 3 == 0 else ""))
    return players


def swiss_of(rounds: int) -> Callable[[Tournament], None]:
    def fill(tournament: Tournament) -> None:
        rng = random.Random(rounds)
        tournament.add_players(forty_players())
        for _ in range(rounds):
            play_round(tournament, rng)
    return fill


def play_out(tournament: Tournament) -> None:
    """Seat and play every round the format has, from demo games."""
    rng = random.Random(3)
    tournament.add_players(ORDINARY[:12] if tournament.info().format != "round_robin" else ORDINARY[:6])
    while tournament.next_step().step.value.startswith("seat"):
        play_round(tournament, rng)


def swiss_then_knockout(tournament: Tournament) -> None:
    """14 swiss rounds of 40 players, then the top 4 at tables of two: semi-finals, the
    final and the 3rd-place match (16 round columns, finishing places in words)."""
    rng = random.Random(14)
    tournament.add_players(forty_players())
    while tournament.next_step().step.value.startswith("seat"):
        play_round(tournament, rng)


def best_of_three(tournament: Tournament) -> None:
    """Four players, matches of up to three games at tables of two: one match from the
    console, one with a paper game opened by the other player (allowed, with a reason)."""
    from daifugo_gui.tournament import PaperRow

    tournament.add_players(ORDINARY[:4])
    view = tournament.seat_round()
    for table in view.tables:
        a, b = (p.name for p in table.players)
        tournament.record_game(view.number, table.number, finished_record([a, b]))
        if table.number == 1:
            tournament.record_paper_result(view.number, table.number,
                                           [PaperRow(b, 1, 0, 1, 0, False, "1009"), PaperRow(a, 2, 4, 0, 1, False, None)],
                                           first=a, other_first="席を取り違えた", other_first_by="主審 高橋")
            tournament.record_game(view.number, table.number, finished_record([a, b]))
        else:
            tournament.record_game(view.number, table.number, finished_record([b, a]))


def format_prints(t: Tournament, lang: str, out: Path) -> list[tuple[str, Callable[[], object]]]:
    """The prints only some formats have: the bracket, the crosstable."""
    info = t.info()
    jobs: list[tuple[str, Callable[[], object]]] = []
    rounds = bracket_rounds(info.format, t.rounds())
    names = bracket_names(info, t.rounds())
    if rounds:
        jobs.append(("bracket", lambda: bracket_pdf(out / f"bracket-{lang}.pdf", rounds, info.advance, lang=lang,
                                                    tournament=info.name, names=names)))
    if info.format == "round_robin":
        jobs.append(("crosstable", lambda: crosstable_pdf(out / f"crosstable-{lang}.pdf", t.crosstables(),
                                                          lang=lang, tournament=info.name)))
    return jobs


def prints_of(t: Tournament, lang: str, out: Path) -> list[tuple[str, Callable[[], object]]]:
    """Every print of the tab, as (file stem, writer)."""
    info = t.info()
    name = info.name
    last = t.round(t.round_numbers()[-1])
    jobs: list[tuple[str, Callable[[], object]]] = [
        ("standings", lambda: standings_pdf(out / f"standings-{lang}.pdf", t.standings(), lang=lang,
                                            tournament=name, tiebreaks=info.scoring.tiebreaks)),
        # The round read as the tab and `daifugo report --round` read it (one builder).
        ("round-results", lambda: write_round_results(out / f"round-results-{lang}.pdf",
                                                      round_results_print(t, last.number), lang=lang)),
        ("seating-list", lambda: seating_list_pdf(out / f"seating-list-{lang}.pdf", last, lang=lang,
                                                  tournament=name)),
    ]
    table = last.tables[0]
    # A match's every game goes on its sheet, as the tab prints it.
    games = {x.number: t.match_game_records(last.number, x.number) for x in last.tables if x.match is not None}
    if table.game is not None:
        jobs.append(("score-sheet", lambda: sheets_pdf(out / f"score-sheet-{lang}.pdf",
                                                       [table_sheet_story(name, last.number, table, lang=lang,
                                                                          match_games=games.get(table.number, ()))],
                                                       lang=lang, caption=name)))
    jobs.append(("blank-sheet", lambda: blank_score_sheet(
        out / f"blank-sheet-{lang}.pdf", seats=len(table.players), lang=lang,
        heading=SheetHeading(name, last.number, table.number), players=[p.name for p in table.players])))
    jobs.append(("round-sheets", lambda: round_sheets_pdf(out / f"round-sheets-{lang}.pdf", last, lang=lang,
                                                          tournament=name, match_games=games)))
    return jobs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--dpi", type=int, default=60)
    args = parser.parse_args(argv)
    pdftoppm = shutil.which("pdftoppm")
    if pdftoppm is None:
        print("render_prints: pdftoppm not found (install poppler-utils)", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        def both(t: Tournament, lang: str, out: Path) -> list[tuple[str, Callable[[], object]]]:
            return prints_of(t, lang, out) + format_prints(t, lang, out)

        twos = {"table_size": 2, "min_table_size": 2}
        events = (("long", "swiss", fill_long_names_event, prints_of, {}),
                  ("ordinary", "swiss", ordinary_event, prints_of, {}),
                  ("knockout", "knockout", play_out, format_prints, {}),
                  ("round-robin", "round_robin", play_out, format_prints, twos),
                  *((f"swiss40-r{n}", "swiss", swiss_of(n), prints_of, {}) for n in (3, 8, 12)),
                  ("swiss-ko", "swiss_knockout", swiss_then_knockout, both,
                   {"options": FormatOptions(swiss_rounds=14, final_size=4, final_table_size=2, third_place=True)}),
                  ("best-of-3", "swiss", best_of_three, prints_of,
                   {**twos, "options": FormatOptions(match_games=3, match_kind="best_of", first_move="alternate")}))
        for kind, fmt, fill, which, extra in events:
            title = long_text(random.Random(0), 100) if kind == "long" else "第1回 素数大富豪大会"
            t = Tournament.create(Path(scratch) / f"{kind}.sqlite", title, seed=1, format=fmt, **extra)
            fill(t)
            folder = args.out / kind
            folder.mkdir(exist_ok=True)
            for lang in ("ja", "en"):
                for stem, write in which(t, lang, folder):
                    write()
                    pdf = folder / f"{stem}-{lang}.pdf"
                    subprocess.run([pdftoppm, "-png", "-r", str(args.dpi), str(pdf), str(folder / f"{stem}-{lang}")],
                                   check=True)
            t.close()
    pages = sorted(args.out.rglob("*.png"))
    print(f"{len(pages)} pages under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
