"""Words on the sheets (issue 39 item 4): the judge's stop translated on the score sheet,
a corrected table marked on the round results, a match's cards left explained per game,
one data builder for the round results of the tab and of ``daifugo report --round``,
and 40 players' seating list in two columns on one page."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.reports.score_sheet import table_sheet_story, sheets_pdf
from daifugo_gui.reports.standings import round_results_print, seating_list_pdf, write_round_results
from daifugo_gui.reports.text import record_text_boxes
from daifugo_gui.tournament import PaperRow, Tournament
from daifugo_gui.tournament.demo import eventful_record
from pdf_reading import pdf_pages, pdf_text
from print_events import best_of_three_with_exception, knockout_with_third_place
from prompts_fake import FakePrompts

ROOT = Path(__file__).resolve().parents[2]


def _flat(text: str) -> str:
    return "".join(text.split())


def _look(out: Path) -> None:
    """The pages as pictures beside the PDF, to look at when the test is run by hand."""
    subprocess.run(["pdftoppm", "-r", "60", "-png", str(out), str(out.with_suffix(""))], check=False)


@pytest.mark.parametrize(("lang", "said"), [("ja", "打ち切り: 審判の判断"), ("en", "stopped: the judge's decision")])
def test_the_judges_stop_is_in_the_sheets_language(tmp_path: Path, lang: str, said: str) -> None:
    t = Tournament.create(tmp_path / "s.sqlite", "停止", seed=3)
    t.add_players((n,) for n in ("山田", "佐藤", "鈴木", "田中"))
    view = t.seat_round()
    record = eventful_record([p.name for p in view.tables[0].players])
    record["events"][-1] = {"action": "stop", "reason": "judge"}
    t.record_game(1, 1, record)
    out = tmp_path / f"sheet-{lang}.pdf"
    sheets_pdf(out, [table_sheet_story("停止", 1, t.round(1).table(1), lang=lang)], lang=lang)
    _look(out)
    text = pdf_text(out)
    assert "stop judge" not in text
    assert text.count(said) == 2  # how the game ended, and the last line of the moves
    t.close()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_corrected_table_is_marked_on_the_round_results(tmp_path: Path, lang: str) -> None:
    t = Tournament.create(tmp_path / "c.sqlite", "訂正", seed=3)
    t.add_players((n,) for n in ("山田", "佐藤", "鈴木", "田中", "伊藤", "渡辺", "中村", "小林"))
    view = t.seat_round()
    for table in view.tables:
        names = [p.name for p in table.players]
        t.record_paper_result(1, table.number, [PaperRow(n, i + 1, i, 0, 0, False, None) for i, n in enumerate(names)])
    first, second = [p.name for p in view.tables[1].players][:2]
    rows = [PaperRow(second, 1, 0, 0, 0, False, None), PaperRow(first, 2, 1, 0, 0, False, None)]
    rows += [PaperRow(p.name, i + 3, i + 2, 0, 0, False, None) for i, p in enumerate(view.tables[1].players[2:])]
    t.correct_result(1, 2, rows, who="主審 高橋", why="成績表の記入違い")
    out = tmp_path / f"round-{lang}.pdf"
    write_round_results(out, round_results_print(t, 1), lang=lang)
    _look(out)
    flat = _flat(pdf_text(out))
    assert "2*" in flat and "1*" not in flat  # table 2 marked, table 1 not
    assert _flat("主審 高橋") in flat and _flat("成績表の記入違い") in flat
    assert _flat("1（元 2）" if lang == "ja" else "1 (was 2)") in flat
    assert _flat("2（元 1）" if lang == "ja" else "2 (was 1)") in flat
    t.close()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_matchs_cards_left_say_what_they_add_up(tmp_path: Path, lang: str) -> None:
    t, a, b = best_of_three_with_exception(tmp_path / "m.sqlite")
    out = tmp_path / f"round-{lang}.pdf"
    write_round_results(out, round_results_print(t, 1), lang=lang)
    _look(out)
    flat = _flat(pdf_text(out))
    # Game 1: a won (b kept 1 card); game 2 on paper: b won, a kept 4; game 3: b won.
    games = t.match_game_records(1, 1)
    for name in (a, b):
        per_game = [int(g.results[name]["cards_left"]) for g in games]
        assert _flat(f"{sum(per_game)} ({'+'.join(map(str, per_game))})") in flat
    assert _flat("マッチ：「残り枚数」はマッチの全ゲームの合計" if lang == "ja" else
                 '"cards left" is the sum over the match\'s games') in flat
    t.close()


def test_the_command_line_and_the_tab_print_the_same_round(tmp_path: Path) -> None:
    source = tmp_path / "ko.sqlite"
    knockout_with_third_place(source, swiss_rounds=2).close()
    by_cli = tmp_path / "cli.pdf"
    done = subprocess.run([sys.executable, "-m", "daifugo_gui.cli", "report", str(source), "--round", "3",
                           "--out", str(by_cli), "--json"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["kind"] == "round_results"
    session = TournamentSession(FakePrompts())
    assert session.open(source).done
    by_tab = tmp_path / "tab.pdf"
    writer = session.round_results_report(by_tab, 3, "ja")
    assert writer.done
    writer.get()()
    assert session.tournament is not None
    session.tournament.close()
    cli_text, tab_text = pdf_text(by_cli), pdf_text(by_tab)
    assert "第3回戦 結果 — 準々決勝" in cli_text  # issue 37: the command line's lacked the stage
    # The same page but for the printing time in the footer.
    assert [line for line in cli_text.splitlines() if "印刷" not in line] == \
        [line for line in tab_text.splitlines() if "印刷" not in line]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_forty_players_seating_list_is_two_columns_on_one_page(tmp_path: Path, lang: str) -> None:
    family = ["山田", "佐藤", "鈴木", "髙橋", "田中", "伊藤", "渡辺", "中村", "小林", "𠮷田"]
    kana = ["やまだ", "さとう", "すずき", "たかはし", "たなか", "いとう", "わたなべ", "なかむら", "こばやし", "よしだ"]
    t = Tournament.create(tmp_path / "forty.sqlite", "40人大会", seed=4)
    t.add_players((f"{family[i % 10]} {i:02d}", f"{kana[i % 10]} {i:02d}", "") for i in range(40))
    view = t.seat_round()
    out = tmp_path / f"seating-{lang}.pdf"
    with record_text_boxes() as boxes:
        pages = seating_list_pdf(out, view, lang=lang, tournament="40人大会", web_url="http://192.168.0.10:8080/")
    _look(out)
    assert pages == 1 and len(pdf_pages(out)) == 1
    names = {p.name for table in view.tables for p in table.players}
    shown = [b for b in boxes if b.text in names]
    assert {b.text for b in shown} == names and len(shown) == 40
    assert all(b.inside_cell() for b in boxes)
    # Two columns, read down the left one, then the right one: kana order throughout.
    middle = sorted(b.x0 for b in shown)[20]
    left = sorted((b for b in shown if b.x0 < middle), key=lambda b: -b.y0)
    right = sorted((b for b in shown if b.x0 >= middle), key=lambda b: -b.y0)
    assert len(left) == len(right) == 20
    readings = {p.name: p.reading for p in t.players()}
    in_order = [readings[b.text] for b in left + right]
    assert in_order == sorted(in_order)
    t.close()
