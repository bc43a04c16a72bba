"""The HTML pages of a snapshot, in either language, for the server and the export.

:class:`Links` knows where pages live: on the server (``/seating?lang=en``) or in an
exported folder (``seating.html`` beside the page, ``../ja/seating.html`` for the other
language). :class:`Renderer` fills the templates; every value is escaped by Jinja2.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import jinja2

from daifugo_gui.tournament.reading_order import reading_key
from daifugo_gui.tournament import RoundView, StandingRow
from daifugo_gui.tournament.bracket import bracket_layout
from daifugo_gui.web.snapshot import EventSnapshot, search_key
from daifugo_gui.web.templates import TEMPLATES
from daifugo_gui.web.words import LANGS, words

PAGES = ("standings", "seating", "rounds", "round", "crosstable", "bracket", "tables", "table")
"""Every page; ``round`` and ``table`` take a number."""

_SERVER_PATHS = {
    "standings": "/", "seating": "/seating", "rounds": "/rounds", "crosstable": "/crosstable",
    "bracket": "/bracket", "tables": "/tables",
}
_FILES = {
    "standings": "index.html", "seating": "seating.html", "rounds": "rounds.html",
    "crosstable": "crosstable.html", "bracket": "bracket.html",
}


@dataclass(frozen=True)
class Links:
    lang: str
    static: bool = False

    def page(self, name: str, n: int | None = None) -> str:
        if self.static:
            return f"round-{int(n or 0)}.html" if name == "round" else _FILES.get(name, "index.html")
        if name == "round":
            path = f"/rounds/{int(n or 0)}"
        elif name == "table":
            path = f"/tables/{int(n or 0)}"
        else:
            path = _SERVER_PATHS[name]
        return f"{path}?lang={self.lang}"

    def switch(self, name: str, n: int | None = None) -> str:
        other = Links(_other(self.lang), self.static)
        return f"../{other.lang}/{other.page(name, n)}" if self.static else other.page(name, n)

    def asset(self, name: str) -> str:
        return f"../static/{name}" if self.static else f"/static/{name}"

    def events(self, name: str, n: int | None = None) -> str:
        extra = f"&n={int(n)}" if n is not None else ""
        return f"/events?page={name}&lang={self.lang}{extra}"


def _other(lang: str) -> str:
    return next(x for x in LANGS if x != lang)


@dataclass(frozen=True)
class SeatLine:
    name: str
    reading: str
    table: int | None
    seat: int | None
    key: str
    match: bool


def _tiebreak_value(row: StandingRow, name: str) -> str:
    if name == "rank_score":
        return f"{row.rank_score:.2f}"
    if name == "largest_prime":
        digits = row.largest_prime or "–"
        return digits if len(digits) <= 14 else digits[:6] + "…" + digits[-6:]
    return str(getattr(row, name, ""))


def _clock_text(seconds: float | None) -> str:
    if seconds is None:
        return ""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def seat_lines(view: RoundView | None, query: str = "") -> list[SeatLine]:
    """Every player of the round by reading (kana order), with whether they match ``query``."""
    if view is None:
        return []
    want = search_key(query)
    lines = []
    entries: list[tuple[Any, int | None, int | None]] = [
        (p, t.number, pos) for t in view.tables for pos, p in enumerate(t.players, start=1)
    ]
    entries += [(p, None, None) for p in view.byes]
    for player, table, seat in entries:
        key = search_key(player.name) + " " + search_key(player.reading)
        lines.append(SeatLine(player.name, player.reading, table, seat, key, not want or want in key))
    lines.sort(key=lambda s: reading_key(s.name, s.reading))
    return lines


from daifugo_gui.web.review_page import ReviewCache, review_context  # noqa: E402


class Renderer:
    """Fills the pages; one per server or export (Jinja2 compiles each template once)."""

    def __init__(self) -> None:
        self._env = jinja2.Environment(
            loader=jinja2.DictLoader(TEMPLATES),
            autoescape=True,  # every template, whatever its name
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )
        self.reviews = ReviewCache()  # a finished table's review, worked out once

    @staticmethod
    def exists(snap: EventSnapshot, page: str, n: int | None = None) -> bool:
        """Whether the page has something to show (a round or table that is there, a
        crosstable or bracket the format has)."""
        if page == "round":
            return n is not None and snap.round(n) is not None
        if page == "table":
            view = snap.current
            return n is not None and view is not None and any(t.number == n for t in view.tables)
        if page == "crosstable":
            return snap.has_crosstable
        if page == "bracket":
            return snap.has_bracket
        return page in PAGES

    def _context(self, snap: EventSnapshot, page: str, lang: str, n: int | None, q: str,
                 static: bool, events: str | None) -> dict[str, Any]:
        w = words(lang)
        view = snap.current
        if page == "round":
            view = snap.round(n) if n is not None else None
        elif page == "rounds":
            view = snap.current
        table = None
        if page == "table" and view is not None:
            table = next((t for t in view.tables if t.number == n), None)
        tiebreaks = list(snap.info.scoring.tiebreaks)
        titles = {
            "standings": w["standings"], "seating": w["seating"], "rounds": w["results"], "round": w["results"],
            "crosstable": w["crosstable"], "bracket": w["bracket"], "tables": w["playing"],
            "table": w["table_n"].format(n=n) if n is not None else w["playing"],
        }
        page_n = n if page in ("round", "table") else None
        main = "rounds.html" if page == "round" else f"{page}.html"
        return {
            "snap": snap,
            "page": page,
            "n": page_n,
            "lang": lang,
            "other": _other(lang),
            "w": w,
            "links": Links(lang, static),
            "switch": Links(lang, static).switch(page, page_n),
            "static": static,
            "events": events,
            "title": titles.get(page, ""),
            "main": main,
            "q": q,
            "view": view,
            "table": table,
            "board": snap.live.get(n) if page == "table" and n is not None else None,
            "seen": snap.seen.get(n) if page == "table" and n is not None else None,
            "seats": seat_lines(view, q) if page == "seating" else [],
            "bye_names": "、".join(p.name for p in view.byes) if view else "",
            "playing": snap.playing(),
            "tiebreaks": tiebreaks,
            "tiebreak_order": ("、" if lang == "ja" else "; ").join(w["tb_" + t] for t in tiebreaks),
            "tiebreak_value": _tiebreak_value,
            "clock_text": _clock_text,
            "bracket": bracket_layout(snap.bracket, snap.info.advance) if page == "bracket" and snap.bracket else None,
            # after the game only, and only where the record knows the hands (issue 41)
            **review_context(self.reviews.lookup(table.game.record) if table is not None and table.game is not None
                             else None, lang),
        }

    def page(self, snap: EventSnapshot, page: str, lang: str, *, n: int | None = None, q: str = "",
             static: bool = False, live: bool = True) -> str:
        """A whole page; ``live`` pages follow the server's event stream."""
        events = Links(lang).events(page, n) if live and not static else None
        if not self.exists(snap, page, n):
            context = self._context(snap, "standings", lang, None, "", static, None)
            # The other language's link leads to the same address: the phone asked for
            # that page, and it may exist by the time they switch (issue 36: the switch
            # once looked up "not_found" as a page and answered 500).
            context.update(page="not_found", main="not_found.html", title=words(lang)["not_found"],
                           switch=Links(lang, static).switch(page, n))
        else:
            context = self._context(snap, page, lang, n, q[:100], static, events)
        return self._env.get_template("base.html").render(context)

    def fragment(self, snap: EventSnapshot, page: str, lang: str, n: int | None = None) -> str:
        """The part of a page that changes (``<main>``'s content), for the event stream."""
        if not self.exists(snap, page, n):
            return self._env.get_template("not_found.html").render(w=words(lang))
        context = self._context(snap, page, lang, n, "", False, None)
        return self._env.get_template(context["main"]).render(context)
