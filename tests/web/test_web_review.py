"""A finished table's review on the phones and in the static export (issue 41): after the
game only, and only where the record knows the hands."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from web_event import game_record, make_event  # noqa: E402

from daifugo_gui.cli import main  # noqa: E402
from daifugo_gui.web.pages import Renderer  # noqa: E402
from daifugo_gui.web.review_page import finished_review  # noqa: E402
from daifugo_gui.web.snapshot import load_snapshot  # noqa: E402


def test_a_finished_table_page_shows_its_review_and_a_playing_one_does_not(tmp_path: Path) -> None:
    cup = make_event(tmp_path / "cup.sqlite")
    snap = load_snapshot(cup, 1)
    renderer = Renderer()
    finished = next(t for t in snap.current.tables if t.game is not None)
    # the server's loop never waits for a search: the first page says it is on its way
    first = renderer.page(snap, "table", "en", n=finished.number)
    assert "being prepared" in first
    assert renderer.reviews.wait(120)
    page = renderer.page(snap, "table", "en", n=finished.number)
    assert "Review (every decision" in page and "Summary" in page and "being prepared" not in page
    assert renderer.page(snap, "table", "ja", n=finished.number).count("感想戦") == 1
    playing = next((t for t in snap.current.tables if t.game is None), None)
    assert playing is not None  # make_event leaves the other tables of round 2 playing
    assert "Review (every decision" not in renderer.page(snap, "table", "en", n=playing.number)
    cup.close()


def test_no_review_without_hands_or_before_the_end() -> None:
    record = game_record(["Aki", "Ben"])
    assert finished_review(record) is not None
    no_hands = {k: v for k, v in record.items() if k != "hands"}
    assert finished_review(no_hands) is None
    unfinished = dict(record, events=record["events"][:-1])
    assert finished_review(unfinished) is None


def test_the_export_writes_each_finished_games_review(tmp_path: Path) -> None:
    cup = make_event(tmp_path / "cup.sqlite")
    cup.close()
    out = tmp_path / "site"
    assert main(["web", str(tmp_path / "cup.sqlite"), "--export", str(out)]) == 0
    for lang, word in (("ja", "感想戦"), ("en", "Review")):
        pages = sorted((out / lang).glob("review-*.html"))
        assert [p.name for p in pages] == ["review-round-01-table-01.html", "review-round-01-table-02.html",
                                           "review-round-02-table-01.html"]
        text = pages[0].read_text(encoding="utf-8")
        assert word in text and "<script>alert" not in text


def test_a_phone_gets_the_review_over_http_after_a_reload(tmp_path: Path) -> None:
    """A real server: the first answer comes at once and says the review is on its way;
    once the worker has it, a reload shows it (the server's loop never waited)."""
    from web_http import get

    from daifugo_gui.web.server import WebService

    cup = make_event(tmp_path / "cup.sqlite")
    service = WebService(str(tmp_path / "cup.sqlite"), port=0)
    url = service.start().result(20)
    try:
        finished = next(t for t in cup.round(2).tables if t.game is not None).number
        status, _, first = get(f"{url}tables/{finished}?lang=en")
        assert status == 200 and "being prepared" in first
        assert get(f"{url}api/standings")[0] == 200  # the loop answers meanwhile
        deadline = time.monotonic() + 120
        page = first
        while "being prepared" in page and time.monotonic() < deadline:
            time.sleep(0.2)
            page = get(f"{url}tables/{finished}?lang=en")[2]
        assert "Review (every decision" in page and "Summary" in page
    finally:
        service.stop()
        cup.close()
