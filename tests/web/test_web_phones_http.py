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
from daifugo_gui.web.words import WORDS


@pytest.fixture
def event(tmp_path: Path) -> Iterator[tuple[Tournament, str, str]]:
    path = tmp_path / "cup.sqlite"
    cup = make_event(path)  # a Swiss: no crosstable, no bracket
    service = WebService(str(path), port=0)
    url = service.start().result(20)
    yield cup, url, str(path)
    service.stop()
    cup.close()


MISSING = ("crosstable", "bracket", "tables/99", "rounds/9", "rounds/0", "tables/0")


@pytest.mark.parametrize("lang,accept", [("ja", "ja-JP,ja;q=0.9"), ("en", "en-GB,en;q=0.9")])
def test_a_page_that_does_not_exist_is_404_in_the_phones_language(event, lang: str, accept: str) -> None:
    """Issue 36 item 2: these answered 500 "Internal error" (the language link looked up
    the not-found page as a page of its own)."""
    _cup, url, _path = event
    for path in MISSING:
        status, headers, body = get(url + path, {"Accept-Language": accept})
        assert status == 404, (path, status, body[:80])
        assert headers["Content-Type"].startswith("text/html"), path
        assert f'<html lang="{lang}">' in body and WORDS[lang]["not_found"] in body, path
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
