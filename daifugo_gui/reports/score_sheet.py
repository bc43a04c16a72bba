"""Score sheets: a blank one for a table to fill by hand, a filled one per game."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Paragraph, Spacer

from daifugo_gui.reports.pdf import (
    Styles,
    build,
    escape,
    minutes_between,
    para,
    styles,
    table,
    when_text,
)
from daifugo_gui.reports.text import FitText
from daifugo_gui.tournament.match_records import MatchGameRecord
from daifugo_gui.tournament.summary import GameSummary
from daifugo_gui.tournament.views import Correction, RoundView, TableView
from daifugo_gui.words import PrintWord, Wording
from daifugo_gui.words.printed import RESULT_FIELDS, SOURCES, STOPS


@dataclass(frozen=True)
class SheetHeading:
    """Where the game was played; every field optional."""

    tournament: str = ""
    round: int | None = None
    table: int | None = None
    judge: str = ""


def sheet_title(words: Wording[PrintWord], blank: bool, heading: SheetHeading) -> str:
    """What the page is, said in its title: which sheet (``blank``: the one to fill in by
    hand), and for which round and table."""
    if heading.round is not None and heading.table is not None:
        of = PrintWord.BLANK_SCORE_SHEET_OF if blank else PrintWord.SCORE_SHEET_OF
        return words.say(of, round=heading.round, table=heading.table)
    return words[PrintWord.BLANK_SCORE_SHEET if blank else PrintWord.SCORE_SHEET]


def _heading_rows(words: Wording[PrintWord], heading: SheetHeading, start: str, end: str,
                  duration: str) -> list[list[str]]:
    return [
        [words[PrintWord.TOURNAMENT], heading.tournament, words[PrintWord.ROUND],
         "" if heading.round is None else str(heading.round),
         words[PrintWord.TABLE], "" if heading.table is None else str(heading.table)],
        [words[PrintWord.STARTED], start, words[PrintWord.ENDED], end, words[PrintWord.DURATION], duration],
        [words[PrintWord.JUDGE], heading.judge, "", "", "", ""],
    ]


def _heading_table(rows: list[list[str]]) -> Flowable:
    widths = [24 * mm, 58 * mm, 18 * mm, 34 * mm, 18 * mm, 30 * mm]
    shade = colors.Color(0.93, 0.93, 0.93)
    return table(
        rows,
        widths,
        header_rows=0,
        font_size=10,
        row_height=9 * mm,
        extra=[
            ("BACKGROUND", (0, 0), (0, -1), shade),
            ("BACKGROUND", (2, 0), (2, 1), shade),
            ("BACKGROUND", (4, 0), (4, 1), shade),
            ("SPAN", (1, 2), (5, 2)),
        ],
    )


def blank_score_sheet(
    out: str | Path,
    *,
    seats: int = 4,
    lang: str = "ja",
    heading: SheetHeading = SheetHeading(),
    players: Sequence[str] = (),
    player_ids: Sequence[int] = (),
    web_url: str | None = None,
) -> int:
    """A sheet a table fills by hand: one row per seat (names pre-printed when given);
    with ``web_url`` (the players' web view) and the players' ids, each player's own page
    as a code under the rows (issue 36)."""
    codes = None
    if web_url and player_ids:
        codes = own_page_codes(list(zip(player_ids, players)), web_url, lang)
    story = blank_sheet_story(seats=seats, lang=lang, heading=heading, players=players, codes=codes)
    title = sheet_title(Wording(PrintWord, lang), True, heading)
    return build(out, story, lang=lang, caption=heading.tournament, title=title)


def blank_sheet_story(
    *, seats: int = 4, lang: str = "ja", heading: SheetHeading = SheetHeading(), players: Sequence[str] = (),
    codes: Flowable | None = None,
) -> list[Flowable]:
    """The flowables of one blank sheet (for one PDF, or for a round's stack of sheets);
    ``codes``: the players' own pages (:func:`own_page_codes`), under their rows."""
    if not 2 <= seats <= 12:
        raise ValueError(f"seats {seats}: a table has 2 to 12 seats")
    words = Wording(PrintWord, lang)
    st = styles()
    story: list[Flowable] = [
        para(sheet_title(words, True, heading), st.title),
        Spacer(1, 6 * mm),
        _heading_table(_heading_rows(words, heading, "  :  ", "  :  ", "")),
        Spacer(1, 8 * mm),
    ]
    header = words.texts(PrintWord.SEAT, PrintWord.PLAYER, PrintWord.RANK, PrintWord.CARDS_LEFT, PrintWord.FOULS,
                         PrintWord.TIMEOUTS, PrintWord.LARGEST_PRIME, PrintWord.SIGNATURE)
    rows: list[list[Any]] = [header]
    for seat in range(1, seats + 1):
        name = players[seat - 1] if seat - 1 < len(players) else ""
        rows.append([str(seat), name, "", "", "", "", "", ""])
    widths = [11 * mm, 40 * mm, 14 * mm, 17 * mm, 22 * mm, 22 * mm, 30 * mm, 26 * mm]
    story.append(table(rows, widths, row_height=[9 * mm] + [16 * mm] * seats, font_size=9,
                       extra=[("ALIGN", (0, 1), (0, -1), "CENTER"), ("FONTSIZE", (1, 1), (1, -1), 11)]))
    story += [
        Spacer(1, 3 * mm),
        para(words[PrintWord.LEGEND_FOULS], st.small),
    ]
    if codes is not None:
        story += [Spacer(1, 4 * mm), codes]
    story += [
        Spacer(1, 8 * mm),
        table([[words[PrintWord.LARGEST_PRIME_GAME], ""], [words[PrintWord.NOTES], ""]],
              [50 * mm, 132 * mm], header_rows=0, font_size=10, row_height=[14 * mm, 30 * mm],
              extra=[("BACKGROUND", (0, 0), (0, -1), colors.Color(0.93, 0.93, 0.93)),
                     ("VALIGN", (0, 0), (-1, -1), "TOP")]),
        Spacer(1, 10 * mm),
        table([[words[PrintWord.JUDGE_SIGNATURE], ""]], [50 * mm, 80 * mm], header_rows=0,
              font_size=10, row_height=14 * mm,
              extra=[("BACKGROUND", (0, 0), (0, 0), colors.Color(0.93, 0.93, 0.93))]),
    ]
    return story


def game_score_sheet(
    out: str | Path,
    summary: GameSummary,
    *,
    lang: str = "ja",
    heading: SheetHeading = SheetHeading(),
    points: Mapping[str, int] | None = None,
    readings: Mapping[str, str] | None = None,
    affiliations: Mapping[str, str] | None = None,
    settings: Mapping[str, Any] | None = None,
) -> int:
    """The filled sheet of one finished game, players in final order."""
    story = game_sheet_story(summary, lang=lang, heading=heading, points=points, readings=readings,
                             affiliations=affiliations, settings=settings)
    title = sheet_title(Wording(PrintWord, lang), False, heading)
    return build(out, story, lang=lang, caption=heading.tournament, title=title)


def game_sheet_story(
    summary: GameSummary,
    *,
    lang: str = "ja",
    heading: SheetHeading = SheetHeading(),
    points: Mapping[str, int] | None = None,
    readings: Mapping[str, str] | None = None,
    affiliations: Mapping[str, str] | None = None,
    settings: Mapping[str, Any] | None = None,
    correction: Correction | None = None,
    codes: Flowable | None = None,
) -> list[Flowable]:
    """The flowables of one filled sheet; a corrected result adds what was corrected
    (when, who, why, each change) under the judged game's facts; ``codes``: the players'
    own pages (:func:`own_page_codes`), under the result."""
    words = Wording(PrintWord, lang)
    st = styles()
    story: list[Flowable] = [
        para(sheet_title(words, False, heading), st.title),
        Spacer(1, 6 * mm),
        _game_heading(summary, heading, words),
        Spacer(1, 8 * mm),
        _result_table(summary, words, st, points, readings or {}, affiliations or {}),
    ]
    if codes is not None:
        story += [Spacer(1, 4 * mm), codes]
    story += [
        Spacer(1, 8 * mm),
        _facts_table(summary, settings or {}, words, st),
    ]
    if correction is not None:
        story += [Spacer(1, 4 * mm)] + _correction_block(correction, words, st)
    if summary.moves:
        story += [Spacer(1, 6 * mm), para(words[PrintWord.MOVES], st.body)]
        if summary.hands:  # the 数譜 opens with the hands dealt, in turn order
            story.append(para("　".join(summary.hands), st.small))
        story.append(_moves_table(summary.moves, st, words))
    story += [
        Spacer(1, 10 * mm),
        table([[words[PrintWord.JUDGE_SIGNATURE], ""]], [50 * mm, 80 * mm], header_rows=0,
              font_size=10, row_height=14 * mm,
              extra=[("BACKGROUND", (0, 0), (0, 0), colors.Color(0.93, 0.93, 0.93))]),
    ]
    return story


def _game_heading(summary: GameSummary, heading: SheetHeading, words: Wording[PrintWord]) -> Flowable:
    """The sheet's heading with the game's start, end and length."""
    minutes = minutes_between(summary.started_at, summary.ended_at)
    return _heading_table(
        _heading_rows(
            words,
            heading,
            when_text(summary.started_at),
            when_text(summary.ended_at),
            "" if minutes is None else words[PrintWord.MINUTES].format(n=minutes),
        )
    )


def _result_table(summary: GameSummary, words: Wording[PrintWord], st: Styles, points: Mapping[str, int] | None,
                  readings: Mapping[str, str], affiliations: Mapping[str, str]) -> Flowable:
    """The players in final order with their cards left, fouls, time-outs, largest prime
    (and points, when given)."""
    header = words.texts(PrintWord.RANK, PrintWord.PLAYER, PrintWord.AFFILIATION, PrintWord.CARDS_LEFT,
                         PrintWord.FOULS, PrintWord.TIMEOUTS, PrintWord.LARGEST_PRIME)
    if points is not None:
        header.append(words[PrintWord.POINTS])
    rows: list[list[Any]] = [header]
    for rank, name in enumerate(summary.ranking, start=1):
        rank_text = str(rank)
        if name in summary.disqualified:
            rank_text += f" ({words[PrintWord.DISQUALIFIED]})"
        row: list[Any] = [
            rank_text,
            _name_cell(name, readings.get(name, ""), st),
            para(affiliations.get(name, ""), st.cell),
            str(summary.cards_left.get(name, 0)),
            str(summary.fouls.get(name, 0)),
            str(summary.timeouts.get(name, 0)),
            para(summary.primes.get(name, ""), st.cell),
        ]
        if points is not None:
            row.append(str(points.get(name, "")))
        rows.append(row)
    # Both layouts span the same 182 mm as the heading above.
    if points is not None:
        widths = [16 * mm, 40 * mm, 30 * mm, 18 * mm, 14 * mm, 18 * mm, 32 * mm, 14 * mm]
    else:
        widths = [16 * mm, 46 * mm, 34 * mm, 18 * mm, 14 * mm, 18 * mm, 36 * mm]
    return table(rows, widths, font_size=9,
                 extra=[("ALIGN", (0, 1), (0, -1), "CENTER"),
                        ("ALIGN", (3, 1), (5, -1), "CENTER"),
                        ("ALIGN", (-1, 1), (-1, -1), "CENTER"),
                        ("TOPPADDING", (0, 1), (-1, -1), 5),
                        ("BOTTOMPADDING", (0, 1), (-1, -1), 5)])


# How a game ended, by the record's stop reason (a game played out: "finished_normal").
def _facts_table(summary: GameSummary, settings: Mapping[str, Any], words: Wording[PrintWord], st: Styles) -> Flowable:
    """The game's facts: its largest prime, how it ended, its turns and its settings."""
    if summary.largest_prime:
        best = summary.largest_prime + "  " + words[PrintWord.BY].format(name=summary.largest_prime_by or "")
    else:
        best = words[PrintWord.NONE]
    result = words[STOPS.get(summary.stop_reason or "", PrintWord.FINISHED_NORMAL)]
    shown_settings = ", ".join(f"{k}={v}" for k, v in sorted(settings.items()))
    facts = [
        [words[PrintWord.LARGEST_PRIME_GAME], para(best, st.cell)],
        [words[PrintWord.FINISHED], result],
        [words[PrintWord.TURNS], str(len(summary.moves) if summary.moves else summary.events)],
        [words[PrintWord.SETTINGS], para(shown_settings or words[PrintWord.DEFAULTS], st.cell)],
    ]
    return table(facts, [50 * mm, 132 * mm], header_rows=0, font_size=10,
                 extra=[("BACKGROUND", (0, 0), (0, -1), colors.Color(0.93, 0.93, 0.93))])


def sheets_pdf(out: str | Path, sheets: Sequence[list[Flowable]], *, lang: str = "ja", caption: str = "",
               title: str = "") -> int:
    """Several sheets in one PDF, each on its own page (a round's tables at once)."""
    story: list[Flowable] = []
    for sheet in sheets:
        if story:
            story.append(PageBreak())
        story.extend(sheet)
    return build(out, story, lang=lang, caption=caption, title=title)


def table_sheet_story(tournament: str, round_number: int, table: TableView, *, lang: str = "ja",
                      match_games: Sequence[MatchGameRecord] = (), web_url: str | None = None) -> list[Flowable]:
    """A tournament table's sheet: filled where its game is recorded, else blank with the
    seated names. ``match_games``: every game of the table's match as stored
    (:meth:`~daifugo_gui.tournament.Tournament.match_game_records`), each printed with
    its moves or paper lines, the running score and any first-mover exception.
    ``web_url``: the players' web view, which phones can reach: each player's own page
    as a code under the players (issue 36)."""
    heading = SheetHeading(tournament, round_number, table.number)
    names = [p.name for p in table.players]
    codes = own_page_codes([(p.id, p.name) for p in table.players], web_url, lang) if web_url else None
    if table.game is None and not match_games:
        return blank_sheet_story(seats=max(2, len(names)), lang=lang, heading=heading, players=names, codes=codes)
    words, st = Wording(PrintWord, lang), styles()
    if table.game is None:  # a match under way: its games so far, the result still to come
        story = [para(sheet_title(words, False, heading), st.title), Spacer(1, 6 * mm),
                 _heading_table(_heading_rows(words, heading, "", "", ""))]
        if codes is not None:
            story += [Spacer(1, 4 * mm), codes]
        return story + _match_story(match_games, names, words, st) + _signature(words)
    game = table.game
    summary = game.summary
    if not summary.moves:
        # The stored result carries no moves: they are read from the judged record (a
        # corrected result keeps the judged game's moves too).
        summary = _with_judged_moves(summary, game.record)
    if match_games:
        # Each game's moves go with that game below, not the deciding game's alone on top.
        from dataclasses import replace

        summary = replace(summary, moves=(), hands=())
    story = game_sheet_story(
        summary, lang=lang, heading=heading, points=game.points,
        readings={p.name: p.reading for p in table.players},
        affiliations={p.name: p.affiliation for p in table.players},
        settings=game.record.get("settings") or {},
        correction=game.correction,
        codes=codes,
    )
    if table.match is not None and table.match.games:
        # A match: its score under the heading (the sheet's lines sum its games).
        score = "  ".join(f"{name} {table.match_text(name)}" for name in game.summary.ranking)
        story[3:3] = [Spacer(1, 3 * mm),
                      para(words[PrintWord.MATCH_SCORE].format(score=score, games=len(table.match.games)), st.body)]
    if match_games:
        signature = _signature(words)
        story = story[:-len(signature)] + _match_story(match_games, names, words, st) + signature
    return story


def _signature(words: Wording[PrintWord]) -> list[Flowable]:
    return [
        Spacer(1, 10 * mm),
        table([[words[PrintWord.JUDGE_SIGNATURE], ""]], [50 * mm, 80 * mm], header_rows=0,
              font_size=10, row_height=14 * mm,
              extra=[("BACKGROUND", (0, 0), (0, 0), colors.Color(0.93, 0.93, 0.93))]),
    ]


def _match_story(games: Sequence[MatchGameRecord], seats: Sequence[str], words: Wording[PrintWord],
                 st: Styles) -> list[Flowable]:
    """Every game of a match in order (issue 39): who opened and won, the score after it,
    where it came from, each player's figures and the moves where a console judged it;
    first, every first-mover exception the judge accepted, with who and why."""
    from reportlab.platypus import KeepTogether

    story: list[Flowable] = [Spacer(1, 6 * mm), para(words[PrintWord.MATCH_GAMES], st.title)]
    story += _exceptions_block(games, words, st)
    wins = dict.fromkeys(seats, 0)
    for g in games:
        wins[g.winner] = wins.get(g.winner, 0) + 1
        a, b = (list(seats) + ["", ""])[:2]
        score = f"{a} {wins.get(a, 0)}–{wins.get(b, 0)} {b}"
        source = words[SOURCES.get(g.source or "", PrintWord.SOURCE_FILE)]
        heading = para(words[PrintWord.MATCH_GAME].format(n=g.number, first=g.first, winner=g.winner, score=score,
                                                  source=source), st.body)
        block: list[Flowable] = [Spacer(1, 5 * mm), heading, Spacer(1, 1.5 * mm), _game_lines(g, words, st)]
        moves, hands = _game_moves(g)
        if moves:
            block += [Spacer(1, 2 * mm), para(words[PrintWord.GAME_MOVES].format(n=g.number), st.small)]
            if hands:
                block.append(para("　".join(hands), st.small))
            block.append(_moves_table(moves, st, words))
        elif g.source == "paper" or g.record.get("paper"):
            block += [Spacer(1, 1.5 * mm), para(words[PrintWord.NO_MOVES_PAPER], st.small)]
        story.append(KeepTogether(block))
    return story


def _exceptions_block(games: Sequence[MatchGameRecord], words: Wording[PrintWord], st: Styles) -> list[Flowable]:
    """Every game opened by another than the rule's player, boxed, with who allowed it,
    when and why; a line saying there was none otherwise."""
    lines = []
    for g in games:
        e = g.exception
        if e is not None:
            lines.append(words[PrintWord.MATCH_EXCEPTION].format(n=g.number, rule=e.rule, played=e.played,
                                                         who=e.by or words[PrintWord.WHO_NOT_RECORDED],
                                                         when=when_text(e.at) or e.at or "—", why=e.because or "—"))
    if not lines:
        return [Spacer(1, 2 * mm), para(words[PrintWord.MATCH_EXCEPTIONS_NONE], st.small)]
    rows = [[words[PrintWord.MATCH_EXCEPTIONS]]] + [[para(line, st.cell)] for line in lines]
    return [Spacer(1, 3 * mm), table(rows, [182 * mm], header_rows=1, font_size=9,
                                     extra=[("BOX", (0, 0), (-1, -1), 1.2, colors.black)])]


def _game_lines(g: MatchGameRecord, words: Wording[PrintWord], st: Styles) -> Flowable:
    """One match game's players, winner first, with their figures in that game."""
    header = words.texts(PrintWord.RANK, PrintWord.PLAYER, PrintWord.CARDS_LEFT, PrintWord.FOULS, PrintWord.TIMEOUTS,
                         PrintWord.LARGEST_PRIME)
    order = sorted(g.results, key=lambda name: (name != g.winner, name))
    rows: list[list[Any]] = [header]
    for rank, name in enumerate(order, start=1):
        r = g.results[name]
        rows.append([str(rank), name, str(r.get("cards_left", 0)), str(r.get("fouls", 0)),
                     str(r.get("timeouts", 0)), para(r.get("largest_prime") or "", st.cell)])
    return table(rows, [16 * mm, 56 * mm, 22 * mm, 18 * mm, 22 * mm, 48 * mm], font_size=9,
                 extra=[("ALIGN", (0, 1), (0, -1), "CENTER"), ("ALIGN", (2, 1), (4, -1), "CENTER")])


def _game_moves(g: MatchGameRecord) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A console game's moves and hands in 数譜 (none for a paper sheet)."""
    from daifugo_gui.tournament.summary import RecordProblem, summarize_record

    if g.record.get("format") != "prime-daifugo-record/1":
        return (), ()
    try:
        judged = summarize_record(dict(g.record))
    except RecordProblem:
        return (), ()
    return judged.moves, judged.hands


def _with_judged_moves(summary: GameSummary, record: Mapping[str, Any]) -> GameSummary:
    from dataclasses import replace

    from daifugo_gui.tournament.summary import RecordProblem, summarize_record

    if record.get("format") != "prime-daifugo-record/1":
        return summary  # a paper result has no moves
    try:
        judged = summarize_record(record)
    except RecordProblem:
        return summary
    return replace(summary, moves=judged.moves, hands=judged.hands)


def _correction_block(correction: Correction, words: Wording[PrintWord], st: Styles) -> list[Flowable]:
    def shown(value: Any) -> str:
        if value is None or value == "":
            return "—"
        if isinstance(value, bool):
            return words[PrintWord.YES] if value else words[PrintWord.NO]
        return str(value)

    def field_name(key: str) -> str:
        return words[RESULT_FIELDS[key]] if key in RESULT_FIELDS else key

    lines = [words.say(PrintWord.CORRECTED_BY, when=when_text(correction.at) or correction.at, who=correction.who,
                       why=correction.why or "—")]
    lines += [words.say(PrintWord.CORRECTED_CHANGE, player=player, field=field_name(key), before=shown(old),
                        after=shown(new))
              for player, key, old, new in correction.changes()]
    rows = [[words[PrintWord.CORRECTED]]] + [[para(line, st.cell)] for line in lines]
    return [table(rows, [182 * mm], header_rows=1, font_size=9,
                  extra=[("BOX", (0, 0), (-1, -1), 1.2, colors.black)])]


def round_sheets_pdf(out: str | Path, view: RoundView, *, lang: str = "ja", tournament: str = "",
                     match_games: Mapping[int, Sequence[MatchGameRecord]] | None = None,
                     web_url: str | None = None) -> int:
    """Every table of a round, one page each (:func:`table_sheet_story`); ``match_games``:
    each match table's games by table number; ``web_url``: the players' web view (each
    player's own page as a code on their table's sheet)."""
    games = match_games or {}
    sheets = [table_sheet_story(tournament, view.number, table, lang=lang, match_games=games.get(table.number, ()),
                                web_url=web_url)
              for table in view.tables]
    return sheets_pdf(out, sheets, lang=lang, caption=tournament, title=f"{tournament} R{view.number}")


def _move_text(move: str, words: Wording[PrintWord]) -> str:
    """A move line as printed: the 数譜 as written, but the judge's stop (which the
    notation has no sign for and the record keeps as "stop judge") in the sheet's
    language (issue 39: the Japanese sheet ended in the raw English)."""
    if move.startswith("stop "):
        stop = STOPS.get(move[5:])
        return words[stop] if stop is not None else move
    return move


def _moves_table(moves: Sequence[str], st: Styles, words: Wording[PrintWord] | None = None) -> Flowable:
    """The move list in 数譜, numbered, three columns across the page (long plays wrap)."""
    moves = [_move_text(m, words) for m in moves] if words is not None else list(moves)
    columns = 3
    per_column = -(-len(moves) // columns)
    rows = []
    for r in range(per_column):
        row: list[Any] = []
        for c in range(columns):
            i = c * per_column + r
            row += [str(i + 1), para(moves[i], st.small)] if i < len(moves) else ["", ""]
        rows.append(row)
    return table(rows, [8 * mm, 52.6 * mm] * columns, header_rows=0, font_size=8,
                 extra=[("ALIGN", (0, 0), (0, -1), "RIGHT"), ("ALIGN", (2, 0), (2, -1), "RIGHT"),
                        ("ALIGN", (4, 0), (4, -1), "RIGHT"), ("TEXTCOLOR", (0, 0), (0, -1), colors.grey),
                        ("TEXTCOLOR", (2, 0), (2, -1), colors.grey), ("TEXTCOLOR", (4, 0), (4, -1), colors.grey)])


def _name_cell(name: str, reading: str, st: Styles) -> Flowable:
    """The name, with its kana reading in small type underneath when known."""
    text = escape(name)
    if reading:
        text += f"<br/><font size=7>{escape(reading)}</font>"
    return Paragraph(text, st.cell)


OWN_CODE_MM = 20.0
"""A player's own code on their table's sheet: larger than on the seating list, as the
sheet lies on the table between the players."""


def own_page_codes(players: Sequence[tuple[int, str]], web_url: str, lang: str) -> Flowable:
    """Each player's own page on the web view as a QR code boxed with their name, up to
    four to a row, kept together under a line saying what they open (issue 36)."""
    from reportlab.platypus import KeepTogether

    from daifugo_gui.reports.links import player_url
    from daifugo_gui.reports.qr import qr_drawing

    words, st = Wording(PrintWord, lang), styles()
    per_row = max(1, min(4, len(players)))
    rows: list[list[Any]] = []
    for start in range(0, len(players), per_row):
        chunk = players[start:start + per_row]
        row: list[Any] = [[qr_drawing(player_url(web_url, pid), OWN_CODE_MM * mm), FitText(name, min_size=6, max_lines=2)]
                          for pid, name in chunk]
        rows.append(row + [""] * (per_row - len(chunk)))
    grid = table(rows, [182 * mm / 4] * per_row, header_rows=0, font_size=9,
                 extra=[("ALIGN", (0, 0), (-1, -1), "CENTER"), ("TOPPADDING", (0, 0), (-1, -1), 3)])
    grid.hAlign = "LEFT"
    return KeepTogether([para(words[PrintWord.OWN_PAGES], st.small), Spacer(1, 2 * mm), grid])
