"""Prints for a real event (issue 26): round cells "2/4" whatever the number of rounds,
no page for the notes alone, the seating list's readings inside their cells and in kana
order whatever kana they are written in."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from pdf_reading import pdf_pages
from reportlab.lib.units import mm

from daifugo_gui.reports import standings_pdf
from daifugo_gui.reports.standings import PAGE_WIDTH, column_widths, rounds_that_fit, seating_list_pdf
from daifugo_gui.reports.text import record_text_boxes
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import play_round
from daifugo_gui.tournament.reading_order import fold_kana, reading_key

ROUND_CELL = re.compile(r"^(\d+/\d+|–|bye|不戦)$")


def _event(path: Path, players: list[tuple[str, str, str]], rounds: int) -> Tournament:
    cup = Tournament.create(path, "第1回 素数大富豪大会", seed=1)
    cup.add_players(players)
    rng = random.Random(rounds)
    for _ in range(rounds):
        play_round(cup, rng)
    return cup


def _forty() -> list[tuple[str, str, str]]:
    family = ["山田", "佐藤", "鈴木", "髙橋", "田中", "伊藤", "渡辺", "中村", "小林", "𠮷田"]
    return [(f"{family[i % 10]} {i:02d}", "", "") for i in range(40)]


@pytest.mark.slow
@pytest.mark.parametrize("rounds, stage", [(7, False), (5, True), (8, True), (12, True)])
def test_every_round_cell_reads_rank_slash_size(tmp_path: Path, rounds: int, stage: bool) -> None:
    cup = _event(tmp_path / "cup.sqlite", _forty(), rounds)
    with record_text_boxes() as boxes:
        standings_pdf(tmp_path / "s.pdf", cup.standings(), lang="ja", tournament="大会", knockout=stage)
    xs = sorted({round(b.cell[0]) for b in boxes if b.cell and b.text.startswith("R") and b.text[1:].isdigit()})
    assert len(xs) == rounds  # a column per round, headed R1 … Rn
    cells = [b for b in boxes if b.cell and round(b.cell[0]) in xs and not b.text.startswith("R")]
    assert len(cells) == 40 * rounds
    assert all(ROUND_CELL.match(b.text) for b in cells), sorted({b.text for b in cells})[:10]
    assert all(b.inside_cell() and b.size >= 7 for b in cells)
    assert any("/" in b.text for b in cells)
    cup.close()


def test_column_widths_fit_the_page_with_room_for_every_round() -> None:
    for rounds in range(rounds_that_fit(True) + 1):
        for stage in (False, True):
            widths = column_widths(rounds, stage)
            assert sum(widths) <= PAGE_WIDTH + 0.01
            assert all(w >= 7.5 * mm - 0.01 for w in widths[10:10 + rounds])


def test_a_list_that_fits_one_page_keeps_its_notes_on_it(tmp_path: Path) -> None:
    # 21 players with names and readings long enough to take two lines each: before, the
    # table filled page 1 and page 2 held only the tie-break notes.
    players = [(f"{i:02d}" + "素数大富豪選手権者"[: i % 9 + 1] * 2, "よみ" * 10, "所属" * 10) for i in range(21)]
    cup = _event(tmp_path / "cup.sqlite", players, 5)
    info = cup.info()
    pages = standings_pdf(tmp_path / "s.pdf", cup.standings(), lang="ja", tournament=info.name,
                          tiebreaks=info.scoring.tiebreaks)
    text = pdf_pages(tmp_path / "s.pdf")
    assert pages == 1 and len(text) == 1
    assert "同じ" in text[0] and "20" in text[0]  # the notes and the last players, together
    cup.close()


def test_readings_sort_alike_in_any_kana() -> None:
    assert fold_kana("ｻﾄｳ") == fold_kana("サトウ") == fold_kana("さとう") == "さとう"
    assert fold_kana("やまだ　たろう") == fold_kana("ヤマダタロウ")
    assert fold_kana("ｶﾞｯｺｳ") == "がっこう"  # half-width voiced marks join their kana
    players = [("佐藤", "さとう"), ("斎藤", "ｻｲﾄｳ"), ("鈴木", "スズキ"), ("阿部", "あべ"),
               ("アリス", ""), ("山田", ""), ("井上", ""), ("Alice", ""), ("bob", "")]
    order = [n for n, r in sorted(players, key=lambda p: reading_key(*p))]
    # Kana order for readings (and a kana name is its own reading); then names without
    # a reading: Latin alphabetically, then kanji — never mixed into the kana by code point.
    assert order == ["阿部", "アリス", "斎藤", "佐藤", "鈴木", "Alice", "bob", "井上", "山田"]


def test_the_seating_list_keeps_long_readings_in_their_cells_and_in_kana_order(tmp_path: Path) -> None:
    players = [("鈴木", "スズキ", ""), ("斎藤", "ｻｲﾄｳ", ""), ("佐藤", "さとう", ""), ("山田", "", ""),
               ("長井", "ながい" + "Nagai" * 18, ""), ("阿部", "あべ", ""), ("井上", "", ""), ("伊藤", "いとう" * 30, "")]
    cup = Tournament.create(tmp_path / "cup.sqlite", "座席", seed=2)
    cup.add_players(players)
    view = cup.seat_round()
    with record_text_boxes() as boxes:
        seating_list_pdf(tmp_path / "seats.pdf", view, lang="ja", tournament="座席")
    assert boxes and all(b.inside_cell() for b in boxes)
    names = [b.text for b in boxes if b.text in {p[0] for p in players}]
    assert names == ["阿部", "伊藤", "斎藤", "佐藤", "鈴木", "長井", "井上", "山田"]
    cup.close()
