"""Printed results: the PDFs hold the right text in the right order, with the font embedded.

Text is read back with pypdf (tests/pdf_reading.py), on every machine; font embedding is
checked on the PDF bytes.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from pdf_reading import pdf_text

from daifugo_gui.reports import (
    LANGS,
    SheetHeading,
    blank_score_sheet,
    game_score_sheet,
    round_results_pdf,
    standings_pdf,
)
from daifugo_gui.words import PrintWord, Wording
from daifugo_gui.tournament import Tournament, summarize_record
from daifugo_gui.tournament.demo import eventful_record, finished_record


SEATED = ["山田 太郎", "Ben", "佐藤 花子", "ダイ"]




def assert_font_embedded(path: Path) -> None:
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    # A subset of the shipped TrueType font is embedded (FontFile2), with a ToUnicode map
    # so the Japanese text can be searched and extracted.
    assert re.search(rb"/BaseFont /[A-Z]{6}\+IPAexGothic", data)
    assert b"/FontFile2" in data and b"/ToUnicode" in data
    assert b"HeiseiKakuGo" not in data  # never a CID font that viewers may lack


def in_order(text: str, *needles: str) -> bool:
    positions = [text.find(n) for n in needles]
    return all(p >= 0 for p in positions) and positions == sorted(positions)


def test_reports_print_in_the_languages_their_words_have() -> None:
    assert set(LANGS) == {"ja", "en"}
    with pytest.raises(ValueError, match="language 'fr': choose one of ja, en"):
        Wording(PrintWord, "fr")


def test_filled_score_sheet_in_japanese(tmp_path: Path) -> None:
    summary = summarize_record(eventful_record(SEATED))
    out = tmp_path / "sheet.pdf"
    pages = game_score_sheet(
        out, summary, lang="ja", heading=SheetHeading("第1回 素数大富豪大会", 2, 5, "判定 一郎"),
        points={"ダイ": 6, "山田 太郎": 4, "佐藤 花子": 2, "Ben": 0},
        readings={"山田 太郎": "やまだ たろう"}, affiliations={"佐藤 花子": "東京素数会"},
        settings={"hand_size": 5},
    )
    assert pages == 1
    assert_font_embedded(out)
    text = pdf_text(out)
    for word in ("成績表", "第1回 素数大富豪大会", "判定 一郎", "やまだ たろう", "東京素数会",
                 "2026-11-22 10:00", "2026-11-22 10:15", "15分", "打ち切り: 制限時間", "hand_size=5"):
        assert word in text, word
    # The final ranking, best first: ダイ, 山田 太郎, 佐藤 花子, then Ben (disqualified).
    assert in_order(text, "ダイ", "山田 太郎", "佐藤 花子", "Ben")
    ben = next(line for line in text.splitlines() if "Ben" in line and "失格" in line)
    assert re.search(r"4 \(失格\)\s+Ben\s+0\s+0\s+1", ben)  # rank, cards left, fouls, time-outs
    # The name cell wraps its reading under it (the rank may be read before or after the name).
    assert re.search(r"山田 太郎\s+(?:2\s+)?4\s+1\s+0\s+137\s+4\s+やまだ たろう", text)
    assert "137 山田 太郎" in text  # the largest prime of the game, and who played it
    # Issue 11: the move list in 数譜, numbered
    assert "数譜" in text
    for number, move in enumerate(summary.moves, start=1):
        # The judge's stop is said in the sheet's language, not the record's "stop time"
        # (issue 39).
        shown = "打ち切り: 制限時間" if move == "stop time" else move
        assert re.search(rf"\b{number}\s+{re.escape(shown)}", text), move
    assert "stop time" not in text


def test_filled_score_sheet_in_english(tmp_path: Path) -> None:
    out = tmp_path / "sheet_en.pdf"
    game_score_sheet(out, summarize_record(eventful_record(SEATED)), lang="en")
    text = pdf_text(out)
    for word in ("Score sheet", "Cards left", "Time-outs", "Largest prime", "DQ",
                 "stopped: time limit", "official defaults"):
        assert word in text, word
    assert "成績表" not in text and "山田 太郎" in text


def test_blank_score_sheet(tmp_path: Path) -> None:
    out = tmp_path / "blank.pdf"
    assert blank_score_sheet(out, seats=5, lang="ja", heading=SheetHeading("大会", 3, 7),
                             players=["山田 太郎", "Ben"]) == 1
    assert_font_embedded(out)
    text = pdf_text(out)
    assert "成績記入用紙" in text and "判定員署名" in text
    rows = [line.split()[0] for line in text.splitlines() if re.match(r"\s*[1-5](\s|$)", line)]
    assert rows[-5:] == ["1", "2", "3", "4", "5"]
    assert in_order(text, "1", "山田 太郎", "2", "Ben")
    with pytest.raises(ValueError, match="2 to 12 seats"):
        blank_score_sheet(tmp_path / "x.pdf", seats=1)


def small_tournament(tmp_path: Path, n: int = 10, rounds: int = 2) -> Tournament:
    t = Tournament.create(tmp_path / "cup.sqlite", "第2回 素数大富豪大会", seed=5)
    t.add_players((f"選手{i:03d}", f"せんしゅ{i:03d}", "京都大学" if i % 2 else "東京素数会") for i in range(n))
    rng = random.Random(8)
    for _ in range(rounds):
        view = t.seat_round()
        for table in view.tables:
            names = [p.name for p in table.players]
            rng.shuffle(names)
            t.record_game(view.number, table.number, finished_record(names))
    return t


def test_standings_pdf_lists_players_in_place_order(tmp_path: Path) -> None:
    t = small_tournament(tmp_path)
    rows = t.standings()
    out = tmp_path / "standings.pdf"
    assert standings_pdf(out, rows, lang="ja", tournament="第2回 素数大富豪大会", final=True) == 1
    assert_font_embedded(out)
    text = pdf_text(out)
    assert "最終順位" in text and "全2回戦" in text and "得点が同じ場合" in text
    legend = text[text.index("得点が同じ場合"):]
    assert in_order(legend, "順位点", "直接対決", "対戦相手の得点合計", "最大素数")  # the tie-breaks, named, in order
    assert in_order(text, *[r.name for r in rows])
    for row in rows:
        line = next(line for line in text.splitlines() if row.name in line)
        assert line.split()[0] == str(row.place)
        assert f" {row.points} " in line and row.reading in line


def test_long_standings_repeat_the_header_on_every_page(tmp_path: Path) -> None:
    t = small_tournament(tmp_path, n=90, rounds=1)
    out = tmp_path / "long.pdf"
    pages = standings_pdf(out, t.standings(), lang="en", tournament="Big")
    assert pages >= 3
    text = pdf_text(out)
    chunks = text.split("\f")
    assert all("Place" in chunk and "Points" in chunk for chunk in chunks if chunk.strip())
    assert "Page 3" in text


def test_round_results_pdf(tmp_path: Path) -> None:
    t = small_tournament(tmp_path, n=10, rounds=1)
    view = t.round(1)
    out = tmp_path / "round.pdf"
    assert round_results_pdf(out, view, lang="ja", tournament="第2回") == 1
    text = pdf_text(out)
    assert "第1回戦 結果" in text
    for table in view.tables:
        assert table.game is not None
        assert in_order(text, *table.game.summary.ranking)


def test_empty_standings_still_print(tmp_path: Path) -> None:
    out = tmp_path / "empty.pdf"
    assert standings_pdf(out, [], lang="ja") == 1
    assert_font_embedded(out)


def test_knockout_round_results_mark_who_goes_on(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "ko.sqlite", "KO", format="knockout", seed=2)
    t.add_players((f"選手{i}", "", "") for i in range(9))
    view = t.seat_round()
    for table in view.tables:
        t.record_game(1, table.number, finished_record([p.name for p in table.players]))
    out = tmp_path / "ko.pdf"
    round_results_pdf(out, t.round(1), lang="ja", tournament="KO", advance=1)
    text = pdf_text(out)
    winners = [tb.players[0].name for tb in view.tables]
    for line in text.splitlines():
        names = [n for n in (p.name for tb in view.tables for p in tb.players) if re.search(rf"{n}(\s|$)", line)]
        if names:
            assert bool(re.search(r"→\s*1", line)) == (names[0] in winners), line
    assert re.search(r"→\s*第2回戦へ勝ち上がり", text)


def test_seating_list_sorted_by_reading(tmp_path: Path) -> None:
    """Issue 14: "where do I sit", in kana order of the readings (katakana read as hiragana)."""
    from daifugo_gui.reports.standings import seating_list_pdf
    from daifugo_gui.tournament.store import Tournament

    t = Tournament.create(tmp_path / "cup.sqlite", "杯", seed=2)
    t.add_players([("渡辺", "わたなべ", ""), ("相川", "アイカワ", ""), ("小林", "こばやし", ""),
                   ("Ben", "", ""), ("佐藤", "さとう", "")])
    view = t.seat_round()
    out = tmp_path / "seats.pdf"
    assert seating_list_pdf(out, view, lang="ja", tournament="杯") == 1
    text = pdf_text(out)
    assert "第1回戦 座席表" in text
    assert in_order(text, "相川", "小林", "佐藤", "渡辺", "Ben")
    seat_of = {p.name: (tb.number, i) for tb in view.tables for i, p in enumerate(tb.players, start=1)}
    for name, (table_no, seat) in seat_of.items():
        line = next(line for line in text.splitlines() if name in line)
        assert re.search(rf"\b{table_no}\s+{seat}\s*$", line), line
