"""Players' phones, second edition (issue 36), over real HTTP from a real server on
127.0.0.1: pages that do not exist, a tournament file changed under the server, and
what an update sends."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path
from typing import Iterator

import pytest
from web_event import game_record, make_event, open_table
from web_http import get

from daifugo_gui.tournament import Tournament
from daifugo_gui.web.patch import apply_patch, line_patch
from daifugo_gui.web.server import WebService
from daifugo_gui.web.words import words
from daifugo_gui.words import WebWord


@pytest.fixture
def event(tmp_path: Path) -> Iterator[tuple[Tournament, str, str]]:
    path = tmp_path / "cup.sqlite"
    cup = make_event(path)  # a Swiss: no crosstable, no bracket
    service = WebService(str(path), port=0)
    url = service.start().result(20)
    yield cup, url, str(path)
    service.stop()
    cup.close()


MISSING = ("crosstable", "bracket", "tables/99", "rounds/9", "rounds/0", "tables/0", "players/999", "players/0")


@pytest.mark.parametrize("lang,accept", [("ja", "ja-JP,ja;q=0.9"), ("en", "en-GB,en;q=0.9")])
def test_a_page_that_does_not_exist_is_404_in_the_phones_language(event, lang: str, accept: str) -> None:
    """Issue 36 item 2: these answered 500 "Internal error" (the language link looked up
    the not-found page as a page of its own)."""
    _cup, url, _path = event
    for path in MISSING:
        status, headers, body = get(url + path, {"Accept-Language": accept})
        assert status == 404, (path, status, body[:80])
        assert headers["Content-Type"].startswith("text/html"), path
        assert f'<html lang="{lang}">' in body and words(lang)[WebWord.NOT_FOUND] in body, path
        # The language link asks for the same address in the other language.
        other = "en" if lang == "ja" else "ja"
        assert f'class="lang" href="/{path}?lang={other}"' in body, path
        assert get(f"{url}{path}?lang={other}")[0] == 404


def read_messages(stream, count: int, timeout_s: float = 15.0) -> list[tuple[str, dict]]:
    """The next ``count`` messages of an event stream, as (event, data)."""
    out: list[tuple[str, dict]] = []
    kind = "message"
    deadline = time.monotonic() + timeout_s
    while len(out) < count and time.monotonic() < deadline:
        line = stream.readline().decode().rstrip("\n")
        if line.startswith("event: "):
            kind = line[7:]
        elif line.startswith("data: "):
            out.append((kind, json.loads(line[6:])))
            kind = "message"
    return out


def test_an_update_sends_only_what_changed(event) -> None:
    """Issue 36 item 8: every update carried the whole page (10.8 KB for 40 players);
    a page that asks for patches now gets only the lines that changed, and a page that
    does not gets the whole page as before."""
    cup, url, _path = event
    with urllib.request.urlopen(url + "events?page=standings&lang=ja&patch=1", timeout=10) as stream, \
            urllib.request.urlopen(url + "events?page=standings&lang=ja", timeout=10) as whole:
        [(kind, first)] = read_messages(stream, 1)
        assert kind == "state" and isinstance(first["now"], float)
        assert read_messages(whole, 1)[0][0] == "state"
        rnd, table, players = open_table(cup)
        cup.record_game(rnd, table, game_record(players))
        [(kind, update)] = read_messages(stream, 1)
        [(whole_kind, whole_update)] = read_messages(whole, 1)
    assert kind == "patch" and update["base"] == first["v"] and update["v"] > first["v"]
    assert whole_kind == "state" and whole_update["v"] == update["v"]
    # The patch makes exactly the new page from the old one, in fewer bytes.
    assert apply_patch(first["main"], update["ops"]) == whole_update["main"]
    assert f'<td class="num">{cup.standings()[0].points}</td>' in whole_update["main"]
    sent = len(json.dumps(update, ensure_ascii=False).encode())
    assert sent < len(json.dumps(whole_update, ensure_ascii=False).encode()) / 2


def test_a_patch_rebuilds_any_change() -> None:
    old = "a\nb\nc\n<td>名前\u2028x</td>\nd"
    for new in ("", "a", "x\na\nb\nc", old + "\ne", "a\nc\nd", "<td>名前\u2028y</td>\n" + old):
        assert apply_patch(old, line_patch(old, new)) == new


def _until(predicate, timeout_s: float = 15.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return False


@pytest.mark.parametrize("how", ["replaced", "overwritten"])
def test_a_tournament_file_replaced_under_the_server_is_followed(tmp_path: Path, how: str, caplog) -> None:
    """Issue 36 item 6: a file replaced (a new file renamed over it) or overwritten under
    a running server kept being served from the old one, labelled live."""
    import shutil

    path = tmp_path / "cup.sqlite"
    make_event(path).close()
    other = make_event(tmp_path / "other.sqlite", name="秋の素数大富豪杯")
    other.close()
    service = WebService(str(path), port=0)
    url = service.start().result(20)
    try:
        assert "春の素数大富豪杯" in get(url + "api/standings")[2]
        if how == "replaced":
            shutil.copyfile(tmp_path / "other.sqlite", tmp_path / "new.sqlite")
            (tmp_path / "new.sqlite").replace(path)
        else:
            shutil.copyfile(tmp_path / "other.sqlite", path)
        assert _until(lambda: "秋の素数大富豪杯" in get(url + "api/standings")[2])
        assert "秋の素数大富豪杯" in get(url + "?lang=en")[2]
    finally:
        service.stop()
    if how == "replaced":
        assert "replaced" in caplog.text  # said in the service's log


def test_a_tournament_file_deleted_or_spoilt_under_the_server_is_said_on_the_page(tmp_path: Path, caplog) -> None:
    """Issue 36 item 6: the pages say that what they show is the last reading, and the
    log says why; a tournament file put back is followed again."""
    path = tmp_path / "cup.sqlite"
    make_event(path).close()
    service = WebService(str(path), port=0)
    url = service.start().result(20)
    try:
        with urllib.request.urlopen(url + "events?page=standings&lang=en", timeout=10) as stream:
            read_messages(stream, 1)
            kept = path.read_bytes()
            path.unlink()
            [(_kind, gone)] = read_messages(stream, 1)
            assert words("en")[WebWord.FILE_GONE] in gone["main"]
            assert words("ja")[WebWord.FILE_GONE] in get(url + "?lang=ja")[2]
            assert "春の素数大富豪杯" in get(url + "api/standings")[2]  # the last reading stays
            path.write_text("not a tournament")
            assert _until(lambda: words("en")[WebWord.FILE_UNREADABLE] in get(url + "?lang=en")[2])
            path.unlink()
            path.write_bytes(kept)
            assert _until(lambda: words("en")[WebWord.FILE_UNREADABLE] not in get(url + "?lang=en")[2]
                          and words("en")[WebWord.FILE_GONE] not in get(url + "?lang=en")[2])
    finally:
        service.stop()
    assert "deleted" in caplog.text and "not a tournament" in caplog.text


def test_a_consoles_commit_is_no_replaced_file(event, caplog) -> None:
    """A result recorded by a console writes the same file: the change watch reads it,
    and the file is not taken for a new one (nothing reopened, nothing logged)."""
    cup, url, _path = event
    rnd, table, players = open_table(cup)
    cup.record_game(rnd, table, game_record(players))
    points = f'<td class="num">{cup.standings()[0].points}</td>'
    assert _until(lambda: points in get(url + "?lang=en")[2])
    time.sleep(3)  # the file watch looks every second: give it time to misjudge
    assert "tournament file" not in caplog.text


def test_standings_notes_are_in_the_pages_language() -> None:
    """Issue 36 item 5: a knock-out's standings notes read "champion" and "R2 #2" on the
    Japanese pages."""
    from daifugo_gui.web.pages import note_text

    ja, en = words("ja"), words("en")
    cases = [("champion", None, "優勝", "Champion"), ("R2 #2", None, "第2回戦 2位", "Round 2 #2"),
             ("R6 #2", 6, "決勝 2位", "Final #2"), ("R5 #3", 6, "準決勝 3位", "Semi-final #3"),
             ("R4", 6, "準々決勝", "Quarter-final"), ("F3", None, "決勝 3位", "Final #3"),
             ("B2", None, "B組 2位", "Group B #2")]
    for note, final, in_ja, in_en in cases:
        assert note_text(note, final, ja) == in_ja and note_text(note, final, en) == in_en



def test_the_standings_list_their_tie_breaks_with_the_languages_separator(tmp_path: Path) -> None:
    """The tie-breaks under the standings are joined by a word of the catalog (、 / "; "),
    as they were by the language's name before (issue 37)."""
    from daifugo_gui.tournament.scoring import ScoringRules

    path = tmp_path / "cup.sqlite"
    cup = make_event(path, scoring=ScoringRules(tiebreaks=("rank_score", "head_to_head")))
    service = WebService(str(path), port=0)
    url = service.start().result(20)
    try:
        (_s, _h, ja), (_s, _h, en) = (get(f"{url}?lang={lang}") for lang in ("ja", "en"))
    finally:
        service.stop()
        cup.close()
    assert ("勝ち点が同じ場合は次の順に比較: 順位点 (各対局の (順位−1)/(人数−1) の合計、小さい方が上位)、"
            "同点者どうしの直接対決。") in ja
    assert ("Equal points are separated by, in order: rank score (each rank as (rank−1)/(seats−1), summed; "
            "lower first); head-to-head among the tied players.") in en

def test_every_players_own_page_answers_and_keeps_a_name_as_text(event) -> None:
    """Issue 36 item 9: a page per player, by the id that stays the same every round."""
    cup, url, _path = event
    for row in cup.standings():
        status, _headers, body = get(f"{url}players/{row.player_id}?lang=en")
        assert status == 200 and f"Place {row.place} of " in body
        assert "<script>alert(1)</script>" not in body
    scripted = next(r for r in cup.standings() if r.name.startswith("<script>"))
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in get(f"{url}players/{scripted.player_id}?lang=ja")[2]
