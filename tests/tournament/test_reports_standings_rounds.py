"""Standings over 12 rounds (issue 39 item 1): every round keeps its column, those the
page cannot hold beside the totals go on in a further block below (never dropped), and a
knock-out's rounds show each of its players' results instead of "–"."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.reports.standings import (
    PAGE_WIDTH,
    ROUND_FONT_FLOOR,
    column_widths,
    round_least_mm,
    rounds_that_fit,
)
from daifugo_gui.reports.text import TextBox, record_text_boxes
from pdf_reading import pdf_text
from print_events import knockout_with_third_place
from prompts_fake import FakePrompts

HEADER = re.compile(r"^R(\d+)$")


def _print(source: Path, out: Path, lang: str) -> list[TextBox]:
    session = TournamentSession(FakePrompts())
    assert session.open(source).done
    writer = session.standings_report(out, lang)
    assert writer.done
    with record_text_boxes() as boxes:
        writer.get()()
    assert session.tournament is not None
    session.tournament.close()
    subprocess.run(["pdftoppm", "-r", "60", "-png", str(out), str(out.with_suffix(""))], check=False)
    return boxes


def _same_cell_column(a: TextBox, b: TextBox) -> bool:
    assert a.cell is not None and b.cell is not None
    return a.page == b.page and abs(a.cell[0] - b.cell[0]) < 0.5 and abs(a.cell[2] - b.cell[2]) < 0.5


def _same_cell_row(a: TextBox, b: TextBox) -> bool:
    assert a.cell is not None and b.cell is not None
    return a.page == b.page and abs(a.cell[1] - b.cell[1]) < 0.5 and abs(a.cell[3] - b.cell[3]) < 0.5


@pytest.mark.slow
@pytest.mark.parametrize("swiss_rounds", [13, 14])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_round_prints_and_the_knockout_rounds_carry_results(tmp_path: Path, swiss_rounds: int,
                                                                   lang: str) -> None:
    source = tmp_path / "long.sqlite"
    t = knockout_with_third_place(source, swiss_rounds=swiss_rounds, final_size=4)
    rounds = t.rounds()
    semi, final = rounds[-2], rounds[-1]
    assert (semi.method, final.method) == ("knockout_round", "knockout_final")
    results = {}  # the knock-out players' cells, as they should read
    for view in (semi, final):
        for table in view.tables:
            assert table.game is not None
            for rank, name in enumerate(table.game.summary.ranking, start=1):
                results[(view.number, name)] = f"{rank}/{len(table.players)}"
    t.close()
    total = swiss_rounds + 2
    out = tmp_path / f"standings-{lang}.pdf"
    boxes = _print(source, out, lang)
    headers = [b for b in boxes if b.cell and HEADER.match(b.text)]
    # Every round has its column: none dropped (a table running onto the next page
    # repeats its heading row, so a round may be headed twice, never in two columns).
    assert {int(HEADER.match(b.text).group(1)) for b in headers} == set(range(1, total + 1))  # type: ignore[union-attr]
    round_cells = [b for b in boxes if b.cell and any(_same_cell_column(b, h) for h in headers) and b not in headers]
    assert len(round_cells) == 21 * total  # every player's every round, once
    assert all(b.inside_cell() and b.size >= ROUND_FONT_FLOOR - 0.01 for b in round_cells)
    # Each knock-out player's semi-final and final read as played, not "–".
    for (number, name), expected in results.items():
        header = next(h for h in headers if h.text == f"R{number}")
        names = [b for b in boxes if b.text.endswith(name) and b.page == header.page]
        cells = [c for c in round_cells if _same_cell_column(c, header) and any(_same_cell_row(c, n) for n in names)]
        assert [c.text for c in cells] == [expected], (number, name)
    text = pdf_text(out)
    block = f"第1〜{total}回戦" if lang == "ja" else f"rounds 1–{total}"
    assert block in text  # the rounds the page could not hold beside the totals, below, said so
    assert ("準優勝" if lang == "ja" else "Runner-up") in text  # the final's places in words


def test_the_main_table_holds_what_fits_and_never_drops_a_column() -> None:
    least = round_least_mm(["12/12", "R16", "不戦"])
    assert least >= 7.5
    for stage in (False, True):
        fit = rounds_that_fit(stage, least)
        assert fit >= 12  # an ordinary event keeps every round in one table, as before
        widths = column_widths(fit, stage, least)
        assert sum(widths) <= PAGE_WIDTH + 0.01
        assert sum(column_widths(fit + 1, stage, least)) > PAGE_WIDTH + 0.01


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_finishing_places_in_words_and_no_heading_breaks_inside_a_word(tmp_path: Path, lang: str) -> None:
    # 12 swiss rounds, a semi-final and a final: 14 round columns and the stage column,
    # every column at its narrowest.
    source = tmp_path / "cup.sqlite"
    knockout_with_third_place(source, swiss_rounds=12, final_size=4).close()
    out = tmp_path / f"standings-{lang}.pdf"
    boxes = _print(source, out, lang)
    top = max(b.cell[3] for b in boxes if b.cell and b.page == 1)
    heading = [b for b in boxes if b.cell and b.page == 1 and abs(b.cell[3] - top) < 0.5]
    labels_ = ["Place", "Player", "Reading", "Affiliation", "Points", "Rank score", "H2H", "Opp.", "Wins",
               "Largest prime", "Stage"] if lang == "en" else \
        ["順位", "プレイヤー", "よみ", "所属", "勝ち点", "順位点", "直接対決", "相手得点", "1位", "最大素数", "到達"]
    words = {w for label in labels_ for w in label.split()}
    # A heading may wrap between its words, never inside one (English "Pla/ce").
    assert all(set(b.text.split()) <= words | {f"R{i}" for i in range(1, 15)} for b in heading), \
        sorted(b.text for b in heading)
    text = pdf_text(out)
    places = ("優勝", "準優勝", "3位", "4位") if lang == "ja" else ("Champion", "Runner-up", "3rd place", "4th place")
    for word in places:
        assert word in text
    for raw in ("#1", "#2", "決勝 #", "3位決定戦 #", "Final #", "3rd place #"):
        assert raw not in text


def test_the_tabs_stage_column_says_the_same_places(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.ui.tournament.standings_model import StandingsModel

    t = knockout_with_third_place(tmp_path / "cup.sqlite", final_size=4)
    model = StandingsModel()
    model.set_rows(t.standings())
    column = StandingsModel.COLUMNS.index("note")
    shown = [model.data(model.index(i, column)) for i in range(4)]
    assert shown[1:] == ["Runner-up", "3rd place", "4th place"]
    t.close()
