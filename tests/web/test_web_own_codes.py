"""Issue 36 item 9 on paper: a player's own page (``/players/ID``) in a QR code on their
score sheet and on the seating list, when the organiser prints them while the phones can
reach the web view (the Tournament tab while it serves the local network, or
``daifugo report --web-url`` with the address ``daifugo web`` printed).

Each check renders the PDF to pixels (poppler's pdftoppm) and reads the codes back with a
QR decoder (zxing-cpp), as a phone's camera would, and then opens the decoded address on a
real server: it must be the exact address of that player's page, and the page must be
theirs. Without an address the prints carry no code and say nothing about one."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest
from pdf_reading import pdf_text
from web_event import make_event
from web_http import get

from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.reports import seating_list_pdf
from daifugo_gui.tournament import Tournament
from daifugo_gui.web.server import WebService
from prompts_fake import FakePrompts

zxingcpp = pytest.importorskip("zxingcpp")

pytestmark = pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler-utils' pdftoppm is not installed")


def read_codes(pdf: Path, dpi: int = 150) -> list[list[tuple[str, float, float]]]:
    """Every QR code on each page of ``pdf``: (text, x, y of its centre in pixels)."""
    from PIL import Image

    stem = pdf.with_suffix("")
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(pdf), str(stem)], check=True)
    pages = []
    for png in sorted(pdf.parent.glob(f"{stem.name}-*.png"), key=lambda p: int(p.stem.rsplit("-", 1)[1])):
        found = []
        for code in zxingcpp.read_barcodes(Image.open(png)):
            corners = code.position
            xs = [corners.top_left.x, corners.top_right.x, corners.bottom_left.x, corners.bottom_right.x]
            ys = [corners.top_left.y, corners.top_right.y, corners.bottom_left.y, corners.bottom_right.y]
            found.append((code.text, sum(xs) / 4, sum(ys) / 4))
        pages.append(found)
    return pages


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Tournament, str]]:
    cup = make_event(tmp_path / "cup.sqlite")  # round 1 recorded; round 2: table 1 recorded, table 2 playing
    service = WebService(str(tmp_path / "cup.sqlite"), port=0)
    url = service.start().result(20)
    yield cup, url
    service.stop()
    cup.close()


def _write(writer) -> None:  # type: ignore[no-untyped-def]
    assert writer.done, writer
    writer.get()()


@pytest.mark.parametrize("lang,words", [("ja", "自分のページをスマホで"), ("en", "Your own page on your phone")])
def test_each_table_sheet_carries_its_players_own_codes_which_open_their_pages(
        served: tuple[Tournament, str], tmp_path: Path, lang: str, words: str) -> None:
    cup, url = served
    session = TournamentSession(FakePrompts())
    assert session.open(cup.location).done
    out = tmp_path / f"sheets-{lang}.pdf"
    _write(session.round_sheets_report(out, 2, lang, web_url=url))
    view = cup.round(2)
    pages = read_codes(out)
    assert len(pages) == len(view.tables)  # one page a table, the filled one and the blank one
    for table, codes in zip(view.tables, pages):
        # Exactly the table's players, each once, at the exact address of their page.
        assert sorted(text for text, _x, _y in codes) == sorted(f"{url}players/{p.id}" for p in table.players)
        for player in table.players:
            status, _headers, page = get(f"{url}players/{player.id}?lang={lang}")
            assert status == 200 and f"<h1>{player.name.replace('<', '&lt;').replace('>', '&gt;')}</h1>" in page
    text = pdf_text(out)
    assert text.count(words) == len(view.tables)
    session.close()


def test_a_single_sheet_and_a_blank_sheet_with_names_carry_the_codes_too(served: tuple[Tournament, str],
                                                                         tmp_path: Path) -> None:
    cup, url = served
    session = TournamentSession(FakePrompts())
    assert session.open(cup.location).done
    recorded = next(t for t in cup.round(2).tables if t.game is not None)
    _write(session.score_sheet_report(tmp_path / "one.pdf", 2, recorded.number, "en", web_url=url))
    _write(session.blank_sheet_report(tmp_path / "blank.pdf", 2, recorded.number, "en", web_url=url))
    want = sorted(f"{url}players/{p.id}" for p in recorded.players)
    for name in ("one.pdf", "blank.pdf"):
        assert sorted(text for page in read_codes(tmp_path / name) for text, _x, _y in page) == want, name
    session.close()


def test_without_an_address_the_sheets_and_the_list_are_as_before(served: tuple[Tournament, str],
                                                                   tmp_path: Path) -> None:
    """No phones view (or one on this computer only): no code, and not a word about one."""
    cup, _url = served
    session = TournamentSession(FakePrompts())
    assert session.open(cup.location).done
    _write(session.round_sheets_report(tmp_path / "sheets.pdf", 2, "en"))
    _write(session.seating_report(tmp_path / "seats.pdf", 2, "en"))
    for name in ("sheets.pdf", "seats.pdf"):
        assert read_codes(tmp_path / name) and not any(read_codes(tmp_path / name)), name
        text = pdf_text(tmp_path / name)
        assert "own page" not in text and "scan" not in text and "Your page" not in text, name
    session.close()


def _row_order(view) -> list[int]:  # type: ignore[no-untyped-def]
    from daifugo_gui.tournament.reading_order import reading_key

    seated = [p for t in view.tables for p in t.players] + list(view.byes)
    return [p.id for p in sorted(seated, key=lambda p: reading_key(p.name, p.reading))]


def test_every_line_of_the_seating_list_carries_that_players_code(served: tuple[Tournament, str],
                                                                  tmp_path: Path) -> None:
    cup, url = served
    view = cup.round(2)
    seating_list_pdf(tmp_path / "seats.pdf", view, lang="ja", tournament="cup", web_url=url)
    (page,) = read_codes(tmp_path / "seats.pdf", dpi=300)
    own = sorted(page, key=lambda c: c[2])  # top to bottom
    # One code a line, in the list's order (by reading): each beside its player's name.
    assert [text for text, _x, _y in own] == [f"{url}players/{pid}" for pid in _row_order(view)]
    assert len({round(x) for _t, x, _y in own}) == 1  # one column of codes
    assert url in pdf_text(tmp_path / "seats.pdf")  # and the whole view's address, to type in
    for text, _x, _y in own:
        assert get(text)[0] == 200
    assert "自分の名前の横のコードを読み取ると自分のページ" in pdf_text(tmp_path / "seats.pdf")


def test_forty_players_seating_list_in_two_columns_has_every_code(tmp_path: Path) -> None:
    cup = Tournament.create(tmp_path / "forty.sqlite", "秋季カップ", seed=3)
    for i in range(40):
        cup.add_player(f"選手{i:02d}", f"せんしゅ{i:02d}")
    view = cup.seat_round()
    base = "http://192.0.2.7:8765/"
    assert seating_list_pdf(tmp_path / "seats.pdf", view, lang="en", tournament="cup", web_url=base) == 1
    pages = read_codes(tmp_path / "seats.pdf", dpi=300)
    own = [text for page in pages for text, _x, _y in page]
    assert sorted(own) == sorted(f"{base}players/{p.id}" for t in view.tables for p in t.players)
    # Read down the left column, then the right, page by page: the list's order.
    middle = 105 / 25.4 * 300  # the page's middle, in pixels at 300 dpi
    ordered = [text for page in pages for text, _x, _y in sorted(page, key=lambda c: (c[1] > middle, c[2]))]
    assert ordered == [f"{base}players/{pid}" for pid in _row_order(view)]
    cup.close()


def test_the_tab_prints_the_codes_only_while_phones_can_reach_the_pages(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.ui.tournament.tournament_tab import TournamentTab

    make_event(tmp_path / "cup.sqlite").close()
    tab = TournamentTab(lang="en")
    tab.prints.open_after_print = False
    qtbot.addWidget(tab)
    assert tab.open_tournament(str(tmp_path / "cup.sqlite"))
    assert tab.web_address_for_print() is None  # no phones view: the sheets as before
    with qtbot.waitSignal(tab.prints.pdf_ready, timeout=20000):
        plain = tab.prints.print_round_sheets(tmp_path / "plain.pdf")
    assert not any(read_codes(plain))
    url = "http://192.0.2.7:8765/"
    tab.web_address_for_print = lambda: url  # what the phones dialog gives while it serves the local network
    with qtbot.waitSignal(tab.prints.pdf_ready, timeout=20000):
        coded = tab.prints.print_round_sheets(tmp_path / "coded.pdf")
    view = tab.current_round()
    assert [sorted(t for t, _x, _y in page) for page in read_codes(coded)] == [
        sorted(f"{url}players/{p.id}" for p in table.players) for table in view.tables]


def test_the_command_prints_a_tables_sheet_with_the_codes_and_refuses_an_address_no_phone_can_open(
        tmp_path: Path) -> None:
    cup = make_event(tmp_path / "cup.sqlite")
    table = cup.round(2).tables[1]
    cup.close()
    base = "http://192.0.2.7:8765/"
    command = [sys.executable, "-m", "daifugo_gui.cli", "report", str(tmp_path / "cup.sqlite"), "--blank", "--round", "2",
               "--table", str(table.number), "--lang", "en", "--json"]
    done = subprocess.run(command + ["--web-url", base, "--out", str(tmp_path / "t.pdf")], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    want = [f"{base}players/{p.id}" for p in table.players]
    assert answer["own_pages"] == want
    assert sorted(t for page in read_codes(tmp_path / "t.pdf") for t, _x, _y in page) == sorted(want)
    for bad, says in (("http://127.0.0.1:8765/", "is the phone itself"), ("ftp://192.0.2.7/", "give the address")):
        refused = subprocess.run(command + ["--web-url", bad, "--out", str(tmp_path / "bad.pdf")],
                                 capture_output=True, text=True, timeout=120)
        assert refused.returncode == 2 and says in refused.stderr and len(refused.stderr.strip().splitlines()) == 1
        assert "Traceback" not in refused.stderr and not (tmp_path / "bad.pdf").exists()
