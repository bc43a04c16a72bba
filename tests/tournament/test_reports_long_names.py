"""Prints never overprint, with the longest names a player list can hold (issue 14).

Every line of text a table cell draws is recorded with its box and its cell's box: each
line must stay inside its cell, and no two lines may overlap. The names are 100
characters (the most a name may have), wide kanji and rare ones among them, with readings
and clubs as long; withdrawn players are marked and round ranks carry their table's size.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from pdf_reading import pdf_text

from daifugo_gui.reports import SheetHeading, blank_score_sheet, game_score_sheet, round_results_pdf, standings_pdf
from daifugo_gui.reports.standings import seating_list_pdf
from daifugo_gui.reports.text import TextBox, record_text_boxes
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import fill_long_names_event, long_text

@pytest.fixture(scope="module")
def event(tmp_path_factory):  # type: ignore[no-untyped-def]
    path = tmp_path_factory.mktemp("long") / "cup.sqlite"
    t = Tournament.create(path, long_text(random.Random(0), 100), seed=1)
    fill_long_names_event(t)
    yield t
    t.close()


def assert_no_overprint(boxes: list[TextBox]) -> None:
    assert boxes, "nothing was recorded"
    for box in boxes:
        assert box.inside_cell(), f"{box.text!r} runs out of its cell"
    by_page: dict[int, list[TextBox]] = {}
    for box in boxes:
        by_page.setdefault(box.page, []).append(box)
    for page in by_page.values():
        for i, a in enumerate(page):
            for b in page[i + 1:]:
                overlap_x = min(a.x1, b.x1) - max(a.x0, b.x0)
                overlap_y = min(a.y1, b.y1) - max(a.y0, b.y0)
                assert overlap_x <= 0.5 or overlap_y <= 0.5, f"{a.text!r} overprints {b.text!r}"


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_standings_with_long_names_never_overprint(event: Tournament, tmp_path: Path, lang: str) -> None:
    out = tmp_path / "standings.pdf"
    with record_text_boxes() as boxes:
        standings_pdf(out, event.standings(), lang=lang, tournament=event.info().name)
    assert_no_overprint(boxes)
    text = pdf_text(out)
    withdrawn = "第2回戦から棄権" if lang == "ja" else "withdrew from R2"
    assert withdrawn in text
    assert "/4" in text or "/3" in text  # each round's rank with its table's size


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_round_pages_with_long_names_never_overprint(event: Tournament, tmp_path: Path, lang: str) -> None:
    name = event.info().name
    for number in (1, 2):
        view = event.round(number)
        prints = [
            lambda: round_results_pdf(tmp_path / f"r{number}.pdf", view, lang=lang, tournament=name),
            lambda: seating_list_pdf(tmp_path / f"s{number}.pdf", view, lang=lang, tournament=name),
        ]
        for table in view.tables:
            game = table.game
            assert game is not None
            heading = SheetHeading(name, number, table.number)
            prints.append(lambda game=game, heading=heading, table=table: game_score_sheet(
                tmp_path / "g.pdf", game.summary, lang=lang, heading=heading, points=game.points,
                readings={p.name: p.reading for p in table.players},
                affiliations={p.name: p.affiliation for p in table.players}))
            prints.append(lambda heading=heading, table=table: blank_score_sheet(
                tmp_path / "b.pdf", seats=len(table.players), lang=lang, heading=heading,
                players=[p.name for p in table.players]))
        for write in prints:  # one document at a time: page numbers are per document
            with record_text_boxes() as boxes:
                write()
            assert_no_overprint(boxes)


def test_sheet_titles_say_which_table(tmp_path: Path) -> None:
    out = tmp_path / "b.pdf"
    blank_score_sheet(out, lang="ja", heading=SheetHeading("杯", 3, 7))
    assert re.search(r"成績記入用紙\s+第3回戦 第7卓", pdf_text(out))
    blank_score_sheet(out, lang="en", heading=SheetHeading("Cup", 3, 7))
    assert "Score sheet to fill in: round 3, table 7" in pdf_text(out)


def test_standings_without_tie_breaks_say_so(event: Tournament, tmp_path: Path) -> None:
    out = tmp_path / "s.pdf"
    standings_pdf(out, event.standings(), lang="en", tiebreaks=())
    assert "No tie-breaks: players equal on points share the place." in pdf_text(out)
