"""A finished table's post-game review on the phones (issue 41).

Shown only after the game — the table's result is stored and the record's game is over —
and only when the record knows the hands: during play the hands stay hidden from
everyone but their holders. Reviews are worked out once per record (a few tenths of a
second each at the phones' budget) and kept by the renderer that asked.
"""

from __future__ import annotations

import hashlib
import json
import queue
import threading
import time
from typing import Any, Mapping

import jinja2

from daifugo_gui.analysis.review import GameReview, review_game
from daifugo_gui.analysis.review_text import turn_lines
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.record import game_from_record
from daifugo_gui.words import ReviewWord, WebWord, Wording

SECONDS = 0.05
"""Per decision: the phones get lower bounds quickly rather than exact counts late."""

KEPT = 256  # reviews a renderer keeps (a tournament's finished tables, several rounds)

# The review section of a table page (autoescaped with the page; see templates.TABLE).
REVIEW_HTML = """<section class="review">
<h3>{{ rw.review_heading }}</h3>
{% if rw.pending %}<p class="note">{{ rw.pending }}</p>{% else %}
<ul>{% for lines in review_turns %}<li>{% for line in lines %}{{ line }}{% if not loop.last %}<br>{% endif %}{% endfor %}</li>{% endfor %}</ul>
<h3>{{ rw.summary }}</h3>
<ul>{% for line in review_summary %}<li>{{ line }}</li>{% endfor %}</ul>
{% endif %}
</section>
"""

def finished_review(record: Mapping[str, Any] | None) -> GameReview | None:
    """The review of a stored game, or None: no hands known, not over, or not readable."""
    if not isinstance(record, Mapping) or not record.get("hands"):
        return None
    try:
        if not game_from_record(record).finished:
            return None
        return review_game(record, seconds=SECONDS)
    except RecordError:
        return None


def _key(record: Mapping[str, Any]) -> str:
    return hashlib.sha256(json.dumps(record, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


class ReviewCache:
    """Reviews by the record's content, so a page asked again costs nothing.

    A page never waits for one: :meth:`lookup` answers at once — the review, "pending"
    while a worker thread of this cache works it out, or None — so the server's loop is
    never held by a search (a long game takes a second or two). The static export, which
    may wait, asks :meth:`review`.
    """

    def __init__(self) -> None:
        self._kept: dict[str, GameReview | None] = {}
        self._lock = threading.Lock()
        self._waiting: queue.Queue[tuple[str, Mapping[str, Any]]] = queue.Queue()
        self._pending: set[str] = set()
        self._worker: threading.Thread | None = None
        self.ready = 0  # grows each time a review is worked out (a page showing "pending" is stale)

    def review(self, record: Mapping[str, Any] | None) -> GameReview | None:
        """The review, worked out now if it is not kept yet."""
        if not isinstance(record, Mapping):
            return None
        key = _key(record)
        with self._lock:
            if key in self._kept:
                return self._kept[key]
        found = finished_review(record)
        self._keep(key, found)
        return found

    def lookup(self, record: Mapping[str, Any] | None) -> GameReview | str | None:
        """The kept review; PENDING while it is being worked out (started here); None."""
        if not isinstance(record, Mapping) or not record.get("hands"):
            return None
        key = _key(record)
        with self._lock:
            if key in self._kept:
                return self._kept[key]
            if key not in self._pending:
                self._pending.add(key)
                self._waiting.put((key, record))
                if self._worker is None:
                    self._worker = threading.Thread(target=self._work, name="reviews", daemon=True)
                    self._worker.start()
        return PENDING

    def wait(self, timeout: float = 60.0) -> bool:
        """Whether every review asked for is ready within ``timeout`` seconds (for tests)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                if not self._pending:
                    return True
            time.sleep(0.02)
        return False

    def _keep(self, key: str, found: GameReview | None) -> None:
        with self._lock:
            if len(self._kept) >= KEPT:
                self._kept.clear()
            self._kept[key] = found
            self._pending.discard(key)
            self.ready += 1

    def _work(self) -> None:
        while True:
            key, record = self._waiting.get()
            try:
                found = finished_review(record)
            except Exception:  # a review must never take the web view down with it
                found = None
            self._keep(key, found)


PENDING = "pending"


def review_context(review: GameReview | str | None, lang: str) -> dict[str, Any]:
    """What REVIEW_HTML shows: each decision's lines and the summary, in ``lang``
    (or a line saying it is on its way, while :data:`PENDING`)."""
    if review is None:
        return {"review": None}
    page = Wording(WebWord, lang)
    if not isinstance(review, GameReview):
        return {"review": review, "review_turns": [], "review_summary": [],
                "rw": {"review_heading": page[WebWord.REVIEW_HEADING], "summary": "",
                       "pending": page[WebWord.REVIEW_PREPARING]}}
    w = Wording(ReviewWord, lang)
    summary = [
        w[ReviewWord.SUMMARY_ROW].format(player=name, turns=s.turns, fouls=s.fouls, missed=s.missed_going_out,
                                fouls_legal=s.fouls_with_a_legal_play, passes_legal=s.passes_with_a_legal_play)
        for name, s in review.summary.items()
    ]
    return {
        "review": review,
        "review_turns": [turn_lines(t, lang) for t in review.turns],
        "review_summary": summary,
        "rw": {"review_heading": page[WebWord.REVIEW_HEADING], "summary": w[ReviewWord.SUMMARY], "pending": ""},
    }


_STANDALONE = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined).from_string(
    """<!doctype html>
<html lang="{{ lang }}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title><link rel="stylesheet" href="../static/site.css"></head>
<body><h1>{{ title }}</h1>
""" + REVIEW_HTML + "</body></html>\n")


def standalone_page(review: GameReview, lang: str, title: str) -> str:
    """A review as a page of its own (the static export's)."""
    return _STANDALONE.render(lang=lang, title=title, **review_context(review, lang))
