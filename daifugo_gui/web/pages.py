"""The HTML pages of a snapshot, in either language, for the server and the export.

:class:`Links` knows where pages live: on the server (``/seating?lang=en``) or in an
exported folder (``seating.html`` beside the page, ``../ja/seating.html`` for the other
language). :class:`Renderer` fills the templates; every value is escaped by Jinja2.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import jinja2
import markupsafe

from daifugo_gui.reports.links import PLAYER_PATH
from daifugo_gui.tournament.reading_order import reading_key
from daifugo_gui.tournament import RoundView, StandingRow
from daifugo_gui.tournament.bracket import Column, bracket_layout, bracket_names
from daifugo_gui.tournament.standing_notes import NoteKind, final_round, read_note
from daifugo_gui.web.finding import player_key
from daifugo_gui.web.snapshot import EventSnapshot, search_key
from daifugo_gui.web.templates import TEMPLATES
from daifugo_gui.web.words import LANGS, words
from daifugo_gui.words import WebWord, Wording
from daifugo_gui.words.phones import STAGES, TIE_BREAKS

PAGES = ("standings", "seating", "rounds", "round", "crosstable", "bracket", "tables", "table", "player")
"""Every page; ``round``, ``table`` and ``player`` take a number (a player's by their id)."""

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
            if name == "player":
                return f"player-{int(n or 0)}.html"
            return f"round-{int(n or 0)}.html" if name == "round" else _FILES.get(name, "index.html")
        if name == "round":
            path = f"/rounds/{int(n or 0)}"
        elif name == "table":
            path = f"/tables/{int(n or 0)}"
        elif name == "player":
            path = "/" + PLAYER_PATH.format(id=int(n or 0))  # the printed codes lead here too
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
class RoundLine:
    """One round of a player's own page: where they sat and how it went."""

    round: int
    table: int | None  # None: a bye, or not seated that round
    seat: int | None
    rank: int | None  # at the table; None while the table plays
    points: int | None
    seated: bool


@dataclass(frozen=True)
class PlayerPage:
    id: int
    name: str
    reading: str
    row: StandingRow | None
    rounds: tuple[RoundLine, ...]  # every round seated, the current one last

    @property
    def now(self) -> RoundLine | None:
        return self.rounds[-1] if self.rounds else None


def player_page(snap: EventSnapshot, player_id: int) -> PlayerPage | None:
    """Issue 36: a player's own page, by their id (it stays the same every round)."""
    return player_pages(snap).get(player_id)


def player_pages(snap: EventSnapshot) -> dict[int, PlayerPage]:
    """Every player's own page, by id, made in one pass over the rounds (a page per
    player, all remade at every change: one pass each made the burst after a commit
    quadratic in the players)."""
    rows = {r.player_id: r for r in snap.standings}
    seats: dict[int, dict[int, RoundLine]] = {}
    names: dict[int, tuple[str, str]] = {pid: (r.name, r.reading) for pid, r in rows.items()}
    for view in snap.rounds:
        for t in view.tables:
            for seat, p in enumerate(t.players, start=1):
                names[p.id] = (p.name, p.reading)
                rank = t.game.summary.rank_of(p.name) if t.game is not None and p.name in t.game.summary.ranking else None
                points = t.game.points.get(p.name) if t.game is not None else None
                seats.setdefault(p.id, {})[view.number] = RoundLine(view.number, t.number, seat, rank, points, True)
        for p in view.byes:
            names[p.id] = (p.name, p.reading)
            seats.setdefault(p.id, {})[view.number] = RoundLine(view.number, None, None, None, None, True)
    pages = {}
    for pid in rows.keys() | seats.keys():
        mine = seats.get(pid, {})
        lines = tuple(mine.get(v.number, RoundLine(v.number, None, None, None, None, False)) for v in snap.rounds)
        name, reading = names.get(pid, ("", ""))
        pages[pid] = PlayerPage(pid, name, reading, rows.get(pid), lines)
    return pages


@dataclass(frozen=True)
class SeatLine:
    id: int
    name: str
    reading: str
    table: int | None
    seat: int | None
    key: str
    match: bool


def _tiebreak_value(row: StandingRow, name: str) -> str:
    if name == "rank_score":
        return f"{row.rank_score:.2f}"
    if name == "most_wins":  # the row counts them as its wins
        return str(row.wins)
    if name == "largest_prime":
        digits = row.largest_prime or "–"
        return digits if len(digits) <= 14 else digits[:6] + "…" + digits[-6:]
    return str(getattr(row, name, ""))


def _clock_text(seconds: float | None) -> str:
    if seconds is None:
        return ""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def note_text(note: str, final: int | None, w: Wording[WebWord]) -> str:
    """A standings note in the page's words (issue 36: they showed "champion" and "R2 #2"
    in Japanese too), as :func:`~daifugo_gui.tournament.standing_notes.read_note` reads
    it: the champion, a knock-out round by its name when the final is known or by its
    number, the place in a final or a group; anything else as it is."""
    read = read_note(note, final)
    if read.kind is NoteKind.CHAMPION:
        return w[WebWord.NOTE_CHAMPION]
    if read.kind is NoteKind.STAGE and read.stage in STAGES:
        where = w[STAGES[read.stage]]
    elif read.kind is NoteKind.LAST:
        where = w[WebWord.STAGE_LAST_N].format(n=read.players)
    elif read.kind is NoteKind.ROUND:
        where = w[WebWord.ROUND_N].format(n=read.round)
    elif read.kind is NoteKind.FINAL_PLACE:
        where = w[WebWord.STAGE_FINAL]
    elif read.kind is NoteKind.GROUP:
        where = w[WebWord.GROUP].format(name=read.group)
    else:
        return note
    return f"{where} {w[WebWord.NOTE_RANK].format(rank=read.rank)}" if read.rank else where


def column_title(column: Column, w: Wording[WebWord]) -> str:
    """A bracket column's heading on the phones: its stage as the print and the console
    name it (:func:`~daifugo_gui.tournament.bracket.bracket_names`), else its number."""
    if column.stage in STAGES:
        return w[STAGES[column.stage]]
    return w.say(WebWord.BRACKET_FINAL if column.final else WebWord.ROUND_N, n=column.round)


def seat_lines(view: RoundView | None, query: str = "",
               key: Callable[[str, str], str] = player_key) -> list[SeatLine]:
    """Every player of the round by reading (kana order), with whether they match
    ``query``; ``key``: a player's search key by name and reading (:func:`player_key`)."""
    if view is None:
        return []
    want = search_key(query)
    lines = []
    entries: list[tuple[Any, int | None, int | None]] = [
        (p, t.number, pos) for t in view.tables for pos, p in enumerate(t.players, start=1)
    ]
    entries += [(p, None, None) for p in view.byes]
    for player, table, seat in entries:
        found = key(player.name, player.reading)
        lines.append(SeatLine(player.id, player.name, player.reading, table, seat, found, not want or want in found))
    lines.sort(key=lambda s: reading_key(s.name, s.reading))
    return lines



def _notice(snap: EventSnapshot, w: Wording[WebWord]) -> str:
    """What the pages say about the tournament's file ("" while it is read as it is)."""
    return w[snap.notice] if snap.notice is not None else ""

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
            auto_reload=False,  # the templates never change while served: no check at every page
        )
        self.reviews = ReviewCache()  # a finished table's review, worked out once
        # Every player's page of the last snapshot asked about (a page per player is
        # remade at every change: made once, not once per player). Replaced whole, so
        # the server's loop and its render thread may both read it.
        self._players: tuple[EventSnapshot, dict[int, PlayerPage]] | None = None
        self._keys: dict[tuple[str, str], str] = {}  # search keys by (name, reading): the same all event

    def _search_key(self, name: str, reading: str) -> str:
        found = self._keys.get((name, reading))
        if found is None:
            if len(self._keys) > 20_000:  # bounded, whatever the names
                self._keys = {}
            found = self._keys[(name, reading)] = player_key(name, reading)
        return found

    def player(self, snap: EventSnapshot, player_id: int) -> PlayerPage | None:
        """The player's own page in ``snap`` (None: nobody by that id)."""
        known = self._players
        if known is None or known[0] is not snap:
            known = (snap, player_pages(snap))
            self._players = known
        return known[1].get(player_id)

    def exists(self, snap: EventSnapshot, page: str, n: int | None = None) -> bool:
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
        if page == "player":
            return n is not None and self.player(snap, n) is not None
        return page in PAGES

    def _context(self, snap: EventSnapshot, page: str, lang: str, n: int | None, q: str,
                 static: bool, events: str | None, *, shell: bool = False) -> dict[str, Any]:
        """What the templates are filled from; ``shell``: for the page around a live part
        made already (what only the live part needs is left out)."""
        w = words(lang)
        view = snap.current
        if page == "round":
            view = snap.round(n) if n is not None else None
        elif page == "rounds":
            view = snap.current
        table = None
        if page == "table" and view is not None:
            table = next((t for t in view.tables if t.number == n), None)
        titles = {
            "standings": w[WebWord.STANDINGS], "seating": w[WebWord.SEATING],
            "rounds": w[WebWord.RESULTS], "round": w[WebWord.RESULTS],
            "crosstable": w[WebWord.CROSSTABLE], "bracket": w[WebWord.BRACKET], "tables": w[WebWord.PLAYING],
            "table": w[WebWord.TABLE_N].format(n=n) if n is not None else w[WebWord.PLAYING],
        }
        me = self.player(snap, n) if page == "player" and n is not None else None
        if me is not None:
            titles["player"] = me.name
        page_n = n if page in ("round", "table", "player") else None
        main = "rounds.html" if page == "round" else f"{page}.html"
        context: dict[str, Any] = {
            "snap": snap,
            "page": page,
            "n": page_n,
            "lang": lang,
            "other": _other(lang),
            "w": w.by_name(),
            "links": Links(lang, static),
            "switch": Links(lang, static).switch(page, page_n),
            "static": static,
            "events": events,
            "title": titles.get(page, ""),
            "notice": _notice(snap, w),
            "main": main,
            "q": q,
            "view": view,
            "table": table,
            "board": snap.live.get(n) if page == "table" and n is not None else None,
            "seen": snap.seen.get(n) if page == "table" and n is not None else None,
            "me": me,
        }
        if shell:
            return context
        final = final_round([row.note for row in snap.standings]) if page == "standings" else None
        tiebreaks = list(snap.info.scoring.tiebreaks)
        context.update({
            "seats": seat_lines(view, q, self._search_key) if page == "seating" else [],
            "bye_names": w[WebWord.NAME_SEPARATOR].join(p.name for p in view.byes) if view else "",
            "playing": snap.playing(),
            "tiebreaks": tiebreaks,
            "tiebreak_order": w[WebWord.LIST_SEPARATOR].join(w[TIE_BREAKS[t]] for t in tiebreaks),
            "tiebreak_value": _tiebreak_value,
            "clock_text": _clock_text,
            "note_text": lambda note: note_text(note, final, w),
            # Headed by stage and with the 3rd-place match apart, as the print (issue 36)
            "bracket": bracket_layout(snap.bracket, snap.info.advance, names=bracket_names(snap.info, snap.rounds))
            if page == "bracket" and snap.bracket else None,
            "column_title": lambda column: column_title(column, w),
            # after the game only, and only where the record knows the hands (issue 41)
            **review_context(self.reviews.lookup(table.game.record) if table is not None and table.game is not None
                             else None, lang),
        })
        return context

    def page(self, snap: EventSnapshot, page: str, lang: str, *, n: int | None = None, q: str = "",
             static: bool = False, live: bool = True) -> str:
        """A whole page; ``live`` pages follow the server's event stream."""
        events = Links(lang).events(page, n) if live and not static else None
        if not self.exists(snap, page, n):
            return self._not_found_page(snap, lang, static, page, n)
        context = self._context(snap, page, lang, n, q[:100], static, events)
        return self._env.get_template("base.html").render(context)

    def page_around(self, snap: EventSnapshot, page: str, lang: str, live_part: str, n: int | None = None) -> str:
        """The server's page (live, no search) around its live part as :meth:`fragment`
        made it: the same text as :meth:`page`, but the live part, which is most of the
        work, is made once per change for the page and its event streams alike. Only for
        a page that :meth:`exists`."""
        context = self._context(snap, page, lang, n, "", False, Links(lang).events(page, n), shell=True)
        context["live_part"] = markupsafe.Markup(live_part)  # made by the templates: escaped already
        return self._env.get_template("base.html").render(context)

    def _not_found_page(self, snap: EventSnapshot, lang: str, static: bool, page: str, n: int | None) -> str:
        context = self._context(snap, "standings", lang, None, "", static, None)
        # The other language's link leads to the same address: the phone asked for
        # that page, and it may exist by the time they switch (issue 36: the switch
        # once looked up "not_found" as a page and answered 500).
        context.update(page="not_found", main="not_found.html", title=words(lang)[WebWord.NOT_FOUND],
                       switch=Links(lang, static).switch(page, n))
        return self._env.get_template("base.html").render(context)

    def not_found(self, snap: EventSnapshot, lang: str) -> str:
        """The page for an address that is no page at all (its language link: the standings)."""
        return self._not_found_page(snap, lang, False, "standings", None)

    def fragment(self, snap: EventSnapshot, page: str, lang: str, n: int | None = None) -> str:
        """The part of a page that changes (``<main>``'s content), for the event stream."""
        notice = self._env.get_template("notice.html").render(notice=_notice(snap, words(lang)))
        if not self.exists(snap, page, n):
            return notice + self._env.get_template("not_found.html").render(w=words(lang).by_name())
        context = self._context(snap, page, lang, n, "", False, None)
        return notice + self._env.get_template(context["main"]).render(context)
