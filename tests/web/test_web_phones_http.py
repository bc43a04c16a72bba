"""Players' phones, second edition (issue 36), over real HTTP from a real server on
127.0.0.1: pages that do not exist, a tournament file changed under the server, and
what an update sends."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from web_event import make_event
from web_http import get

from daifugo_gui.tournament import Tournament
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
