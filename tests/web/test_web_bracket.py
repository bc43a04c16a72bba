"""The phones' bracket speaks in stages as the print and the console do (issue 36, after
issue 39): over real HTTP, a swiss → knock-out with a 3rd-place match shows its columns
headed 準々決勝 / 準決勝 / 決勝 (Quarter-final / Semi-final / Final), and the 3rd-place
match in a section of its own under the champion, not as a second table of the final."""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from print_events import knockout_with_third_place
from web_http import get

from daifugo_gui.tournament import Tournament
from daifugo_gui.web.server import WebService


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Tournament, str]]:
    path = tmp_path_factory.mktemp("bracket") / "cup.sqlite"
    cup = knockout_with_third_place(path)
    service = WebService(str(path), port=0)
    url = service.start().result(30)
    yield cup, url
    service.stop()
    cup.close()


def _sections(body: str) -> tuple[list[tuple[str, str]], str]:
    """The bracket's columns (heading, content) left to right, and what follows them."""
    main = body[body.index('<div class="bracket">'):body.index("</main>")]
    cut = main.index('<p class="champion">')
    drawing, after = main[:cut], main[cut:]
    columns = []
    for part in drawing.split('<div class="column')[1:]:
        heading = re.search(r"<h2>([^<]*)</h2>", part)
        assert heading is not None, part
        columns.append((heading.group(1), part))
    return columns, after


def _tables(html: str) -> list[str]:
    return re.findall(r'<p class="box-title">([^<]*)</p>', html)


def _names(html: str) -> list[str]:
    return re.findall(r'(?:</span>|<li class="(?:on)?">)(選手\d\d)', html)


@pytest.mark.parametrize(("lang", "stages", "third", "table", "old"), [
    ("ja", ["準々決勝", "準決勝", "決勝"], "3位決定戦", "第{n}卓", ("第3回戦", "第4回戦", "第5回戦")),
    ("en", ["Quarter-final", "Semi-final", "Final"], "3rd place", "Table {n}", ("Round 3", "Round 4", "Round 5")),
])
def test_the_phones_bracket_is_headed_by_stage_with_the_third_place_match_apart(
        served: tuple[Tournament, str], lang: str, stages: list[str], third: str, table: str,
        old: tuple[str, ...]) -> None:
    cup, url = served
    status, _headers, body = get(f"{url}bracket?lang={lang}")
    assert status == 200
    columns, after = _sections(body)
    assert [heading for heading, _ in columns] == stages, columns
    for word in old:  # the headings the page had: round numbers only
        assert word not in body
    # The final's column holds the final only; the 3rd-place match comes after the
    # champion, under its own heading, with the two semi-final losers.
    final_round = cup.rounds()[-1]
    assert _tables(columns[-1][1]) == [table.format(n=1)]
    assert "class=\"champion\"" in after
    placing = after[after.index('<section class="placing">'):]
    assert after.index("class=\"champion\"") < after.index('<section class="placing">')
    assert re.search(r"<h2>([^<]*)</h2>", placing).group(1) == third  # type: ignore[union-attr]
    assert _tables(placing) == [table.format(n=2)]
    third_table = final_round.table(2)
    assert sorted(_names(placing)) == sorted(p.name for p in third_table.players)
    assert body.count(third) == 1
    # The semi-finals' losers are the 3rd-place match's players, and nobody in it goes on.
    assert '<li class="on">' not in placing


def test_the_bracket_page_and_its_live_part_agree(served: tuple[Tournament, str]) -> None:
    """What the event stream swaps in is the same drawing as the page (a phone that
    stayed on the page sees the stages too)."""
    _cup, url = served
    from urllib.request import urlopen

    page = get(f"{url}bracket?lang=ja")[2]
    with urlopen(f"{url}events?page=bracket&lang=ja", timeout=10) as stream:
        line = b""
        while not line.startswith(b"data: "):
            line = stream.readline()
    assert "準々決勝" in line.decode() and "3位決定戦" in line.decode()
    assert "準々決勝" in page
