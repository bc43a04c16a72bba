"""A finished table's post-game review on the phones (issue 41).

Shown only after the game — the table's result is stored and the record's game is over —
and only when the record knows the hands: during play the hands stay hidden from
everyone but their holders. Reviews are worked out once per record (a few tenths of a
second each at the phones' budget) and kept by the renderer that asked.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Mapping

import jinja2

from daifugo_gui.analysis.review import GameReview, review_game
from daifugo_gui.analysis.review_text import turn_lines, WORDS
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.record import game_from_record

SECONDS = 0.05
"""Per decision: the phones get lower bounds quickly rather than exact counts late."""

KEPT = 256  # reviews a renderer keeps (a tournament's finished tables, several rounds)

# The review section of a table page (autoescaped with the page; see templates.TABLE).
REVIEW_HTML = """<section class="review">
<h3>{{ rw.review_heading }}</h3>
<ol class="moves">{% for lines in review_turns %}<li>{% for line in lines %}{{ line }}{% if not loop.last %}<br>{% endif %}{% endfor %}</li>{% endfor %}</ol>
<h3>{{ rw.summary }}</h3>
<ul>{% for line in review_summary %}<li>{{ line }}</li>{% endfor %}</ul>
</section>
"""

HEADINGS = {"en": "Review (every decision, with the plays there were)", "ja": "感想戦 (各手番と、そのとき出せた手)"}


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


class ReviewCache:
    """Reviews by the record's content, so a page asked again costs nothing."""

    def __init__(self) -> None:
        self._kept: dict[str, GameReview | None] = {}

    def review(self, record: Mapping[str, Any] | None) -> GameReview | None:
        if not isinstance(record, Mapping):
            return None
        key = hashlib.sha256(json.dumps(record, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
        if key not in self._kept:
            if len(self._kept) >= KEPT:
                self._kept.clear()
            self._kept[key] = finished_review(record)
        return self._kept[key]


def review_context(review: GameReview | None, lang: str) -> dict[str, Any]:
    """What REVIEW_HTML shows: each decision's lines and the summary, in ``lang``."""
    if review is None:
        return {"review": None}
    w = WORDS[lang]
    summary = [
        w["summary_row"].format(player=name, turns=s.turns, fouls=s.fouls, missed=s.missed_going_out,
                                fouls_legal=s.fouls_with_a_legal_play, passes_legal=s.passes_with_a_legal_play)
        for name, s in review.summary.items()
    ]
    return {
        "review": review,
        "review_turns": [turn_lines(t, lang) for t in review.turns],
        "review_summary": summary,
        "rw": {"review_heading": HEADINGS[lang], "summary": w["summary"]},
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
