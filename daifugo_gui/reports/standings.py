"""Standings and round results, printed for the venue wall and the players."""

from __future__ import annotations

from pathlib import Path
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from daifugo_gui.reports.pdf import build, para, short_prime, styles, table, titled, when_text
from daifugo_gui.reports.text import LEADING, FitText, text_width
from daifugo_gui.tournament.reading_order import reading_key
from daifugo_gui.tournament.standing_notes import NoteKind, StageNote, places_in_words, read_notes
from daifugo_gui.tournament.scoring import TIEBREAKS, StandingRow
from daifugo_gui.tournament.views import RoundView, TableView
from daifugo_gui.words import PrintWord, Wording
from daifugo_gui.words.printed import STAGES, TIE_BREAKS

if TYPE_CHECKING:
    from daifugo_gui.tournament import Tournament

PAGE_WIDTH = 269 * mm
"""The width a landscape A4 page leaves between its margins."""

# (preferred, least) width of each fixed column: place, player, reading, affiliation,
# points, rank score, head-to-head, opposition, wins, largest prime.
_FIXED = [(12, 9), (46, 32), (32, 18), (30, 16), (14, 11), (16, 12), (16, 11), (14, 11), (10, 8), (34, 18)]
_STAGE = (24, 17)  # "準々決勝" / "quarter-final" must stay whole
_ROUND = (11, 7.5)  # "12/12" at 7.5 pt with 1.5-pt paddings fits 7.5 mm
ROUND_PADDING = 1.5
"""Left and right padding of a round cell, in points (the default 6 pt would eat the "/4")."""
ROUND_FONT_FLOOR = 7.0
"""Round cells are never set smaller than this: a round column is at least as wide as its
widest cell at this size (measured), and rounds that do not fit the page at that width go
on in a further table below (issue 39: beyond 12 rounds every round column was dropped)."""
_BLOCK_FIXED = [(12, 12), (46, 46)]  # a further block of rounds repeats the place and the player


def column_widths(rounds: int, stages: bool, round_least: float = _ROUND[1]) -> list[float]:
    """The standings' column widths (points), in print order: the fixed columns, one per
    round, then the stage. Every column first gets its preferred width; when the page is
    too narrow, all of them give up the same share of the room between preferred and
    least, so round cells keep room for "2/4" whatever the number of rounds.
    ``round_least``: a round column's least width in mm (see :func:`round_least_mm`)."""
    return _spread(_FIXED + [(max(_ROUND[0], round_least), round_least)] * rounds + ([_STAGE] if stages else []))


def _spread(columns: list[tuple[float, float]]) -> list[float]:
    preferred = sum(p for p, _ in columns) * mm
    least = sum(m for _, m in columns) * mm
    if preferred <= PAGE_WIDTH:
        give = 0.0
    elif least >= PAGE_WIDTH:
        give = 1.0
    else:
        give = (preferred - PAGE_WIDTH) / (preferred - least)
    return [(p - give * (p - m)) * mm for p, m in columns]


def round_least_mm(cells: Sequence[str]) -> float:
    """A round column's least width in mm: its widest cell at :data:`ROUND_FONT_FLOOR`
    with its paddings, never under 7.5 mm."""
    widest = max((text_width(c, ROUND_FONT_FLOOR) for c in cells), default=0.0)
    return max(_ROUND[1], (widest + 2 * ROUND_PADDING + 0.5) / mm)


def rounds_that_fit(stages: bool, round_least: float = _ROUND[1]) -> int:
    """How many round columns the main table holds beside its fixed columns (and the
    stage) with every round column at its least width."""
    fixed = sum(m for _, m in _FIXED) + (_STAGE[1] if stages else 0)
    return max(0, int((PAGE_WIDTH / mm - fixed + 1e-6) // round_least))


def rounds_per_block(round_least: float = _ROUND[1]) -> int:
    """How many round columns a further block of rounds (place, player, rounds) holds."""
    fixed = sum(m for _, m in _BLOCK_FIXED)
    return max(1, int((PAGE_WIDTH / mm - fixed + 1e-6) // round_least))


def round_cell(rank: int | None, size: int | None, bye: str) -> str:
    """A round's rank with its table's size ("2/4": second of four), so ranks at tables of
    different sizes are not read alike; a bye, or a dash without a result."""
    if rank is None:
        return "–"
    if rank == 0:
        return bye
    return f"{rank}/{size}" if size else str(rank)


def shown_name(name: str, withdrawn_from: int | None, words: Wording[PrintWord]) -> str:
    """A player's name as printed: marked when the player withdrew (the mark first, so a
    name too long for its column loses its end, never the mark)."""
    return name if withdrawn_from is None else f"{words[PrintWord.WITHDRAWN_MARK].format(n=withdrawn_from)} {name}"


def standings_pdf(
    out: str | Path,
    rows: Sequence[StandingRow],
    *,
    lang: str = "ja",
    tournament: str = "",
    final: bool = False,
    knockout: bool = False,
    tiebreaks: Sequence[str] = TIEBREAKS,
) -> int:
    """The standings, one line per player, landscape A4; returns the page count.

    The tie-breaks in force are printed under the table, named, in their order."""
    words = Wording(PrintWord, lang)
    st = styles()
    rounds = max((len(r.round_ranks) for r in rows), default=0)
    title = words[PrintWord.FINAL_STANDINGS if final else PrintWord.STANDINGS]
    story = titled(title, _standings_subtitle(tournament, rounds, knockout, words))
    if not rows:
        story.append(para(words[PrintWord.NO_RESULTS], st.body))
        return build(out, story, lang=lang, caption=tournament, wide=True, title=title)
    # How far each player got: a knock-out's, a final's or a group stage's note.
    stages = knockout or any(row.note for row in rows)
    cells = [_round_cells(row, rounds, words) for row in rows]
    least = round_least_mm([c for line in cells for c in line] + [f"R{rounds}"])
    # Every round is printed: beside the totals when the page holds them all, else in a
    # table of rounds of its own below (in even blocks), repeating the place and the player.
    shown_rounds = rounds if rounds <= rounds_that_fit(stages, least) else 0
    data = _standings_data(rows, cells, shown_rounds, stages, words)
    widths = column_widths(shown_rounds, stages, least)
    notes: list[Flowable] = [Spacer(1, 3 * mm), para(_tie_break_note(tiebreaks, words), st.small)]
    if rounds:
        notes.append(para(words[PrintWord.ROUND_CELL_LEGEND], st.small))
    size = 8 if len(rows) > 40 or shown_rounds > 6 else 9
    blocks = _round_blocks(rows, cells, shown_rounds, least, size, words)
    story += [_fitted_table(data, widths, _standings_style(shown_rounds), size, story, [*blocks, *notes]),
              *blocks, *notes]
    return build(out, story, lang=lang, caption=tournament, wide=True, title=title)


def _round_cells(row: StandingRow, rounds: int, words: Wording[PrintWord]) -> list[str]:
    """A player's round cells, one per round of the event ("2/4", a bye, "–")."""
    ranks = list(row.round_ranks) + [None] * (rounds - len(row.round_ranks))
    sizes = list(row.round_sizes or ()) + [None] * (rounds - len(row.round_sizes or ()))
    return [round_cell(r, n, words[PrintWord.BYE]) for r, n in zip(ranks, sizes)]


def _round_blocks(rows: Sequence[StandingRow], cells: Sequence[Sequence[str]], start: int, least: float,
                  size: float, words: Wording[PrintWord]) -> list[Flowable]:
    """The rounds after the first ``start`` in further tables: place, player, rounds."""
    rounds = len(cells[0]) if cells else 0
    left = rounds - start
    if left <= 0:
        return []
    count = -(-left // rounds_per_block(least))  # blocks needed, then rounds shared evenly
    per_block = -(-left // count)
    blocks: list[Flowable] = []
    for first in range(start, rounds, per_block):
        last = min(rounds, first + per_block)
        header = words.texts(PrintWord.PLACE, PrintWord.PLAYER) + [f"R{i}" for i in range(first + 1, last + 1)]
        data: list[list[Any]] = [header]
        data += [[str(row.place), shown_name(row.name, row.withdrawn_from, words), *line[first:last]]
                 for row, line in zip(rows, cells)]
        widths = _spread(_BLOCK_FIXED + [(max(_ROUND[0], least), least)] * (last - first))
        heading = para(words[PrintWord.ROUNDS_BLOCK].format(first=first + 1, last=last), styles().body)
        heading.keepWithNext = True
        blocks += [Spacer(1, 4 * mm), heading,
                   table(data, widths, font_size=size, min_size=ROUND_FONT_FLOOR,
                         extra=[("ALIGN", (0, 1), (0, -1), "CENTER"), ("ALIGN", (2, 1), (-1, -1), "CENTER"),
                                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.Color(0.96, 0.96, 0.96)]),
                                ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                                ("LEFTPADDING", (2, 0), (-1, -1), ROUND_PADDING),
                                ("RIGHTPADDING", (2, 0), (-1, -1), ROUND_PADDING)])]
    return blocks


def _standings_subtitle(tournament: str, rounds: int, knockout: bool, words: Wording[PrintWord]) -> str:
    """The tournament's name, the rounds played, and whether it is a knock-out."""
    subtitle = tournament
    if rounds:
        subtitle += ("  " if subtitle else "") + words[PrintWord.ROUNDS_PLAYED].format(n=rounds)
    if knockout:
        subtitle += "  " + words[PrintWord.KNOCKOUT]
    return subtitle


def _standings_data(rows: Sequence[StandingRow], cells: Sequence[Sequence[str]], shown_rounds: int, stages: bool,
                    words: Wording[PrintWord]) -> list[list[Any]]:
    """The table's cells: the heading, then one line per player."""
    header = words.texts(PrintWord.PLACE, PrintWord.PLAYER, PrintWord.READING, PrintWord.AFFILIATION,
                         PrintWord.POINTS, PrintWord.RANK_SCORE, PrintWord.HEAD_TO_HEAD, PrintWord.OPPOSITION,
                         PrintWord.WINS, PrintWord.LARGEST_PRIME)
    header += [f"R{i}" for i in range(1, shown_rounds + 1)]
    if stages:
        header.append(words[PrintWord.STAGE])
    # Plain strings, not Paragraphs: a 256-player table must lay out in well under 2 s.
    data: list[list[Any]] = [header]
    notes = read_notes([row.note for row in rows])  # a decided knock-out names its rounds
    data += [_standing_line(row, line[:shown_rounds], note if stages else None, words)
             for row, line, note in zip(rows, cells, notes)]
    return data


def _standing_line(row: StandingRow, round_cells: Sequence[str], note: StageNote | None,
                   words: Wording[PrintWord]) -> list[str]:
    """One player's cells (with the stage column when there is a ``note``)."""
    line = [str(row.place), shown_name(row.name, row.withdrawn_from, words), row.reading, row.affiliation,
            str(row.points), f"{row.rank_score:.2f}", f"{row.head_to_head:+d}" if row.head_to_head else "0",
            str(row.opposition), str(row.wins), short_prime(row.largest_prime, 18)]
    line += round_cells
    if note is not None:
        line.append(stage_text(note, words, row.place))
    return line


def _standings_style(shown_rounds: int) -> list[tuple[Any, ...]]:
    """The table's alignments, stripes and paddings."""
    extra: list[tuple[Any, ...]] = [("ALIGN", (0, 1), (0, -1), "CENTER"),
                                    ("ALIGN", (4, 1), (8, -1), "RIGHT"),
                                    ("ALIGN", (10, 1), (-1, -1), "CENTER"),
                                    ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.Color(0.96, 0.96, 0.96)]),
                                    ("TOPPADDING", (0, 0), (-1, -1), 2),
                                    ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                                    # 3-pt sides (not 6) for the narrow numbers: "Wins"
                                    # and "Rank score" headings stay whole
                                    ("LEFTPADDING", (4, 0), (8, -1), 3),
                                    ("RIGHTPADDING", (4, 0), (8, -1), 3),
                                    # and for the place: "Place" broke as "Pla/ce" in a
                                    # narrowed column (issue 39)
                                    ("LEFTPADDING", (0, 0), (0, -1), 3),
                                    ("RIGHTPADDING", (0, 0), (0, -1), 3)]
    if shown_rounds:
        last = 9 + shown_rounds
        extra += [("LEFTPADDING", (10, 0), (last, -1), ROUND_PADDING),
                  ("RIGHTPADDING", (10, 0), (last, -1), ROUND_PADDING)]
    return extra


def _tie_break_note(tiebreaks: Sequence[str], words: Wording[PrintWord]) -> str:
    """The tie-breaks in force, named, in their order (or that there are none)."""
    order = " → ".join(words[TIE_BREAKS[name]] for name in tiebreaks)
    return words[PrintWord.TIE_BREAKS].format(order=order) if tiebreaks else words[PrintWord.TIE_BREAKS_NONE]


def _fitted_table(data: list[list[Any]], widths: list[float], extra: list[tuple[Any, ...]], size: float,
                  story: Sequence[Flowable], notes: Sequence[Flowable]) -> Flowable:
    """The table set at ``size``, or a little tighter when that keeps the notes on its page.

    A list that fits one page but for its notes is set a little tighter rather than
    printing a second page with only the notes on it.
    """
    tighter = ((size, 2.0), (size, 1.0), (size - 0.5, 1.0), (size - 0.5, 0.5), (size - 1, 0.5))
    tries = [(f, p) for f, p in tighter if f >= MIN_FONT or f == size]
    # Each try lays the whole table out once; a list that cannot fit one page even at the
    # tightest setting (every line one row of text) takes pages anyway, so it is not tried:
    # a 256-player list was laid out six times, most of a print's time (issue 29).
    tightest = min(f * LEADING + 2 * p for f, p in tries)
    if len(data) * tightest > FRAME_HEIGHT:
        tries = []
    loose = [e for e in extra if e[0] not in ("TOPPADDING", "BOTTOMPADDING")]
    for font_size, padding in tries:
        tight = loose + [("TOPPADDING", (0, 0), (-1, -1), padding), ("BOTTOMPADDING", (0, 0), (-1, -1), padding)]
        grid = table(data, widths, font_size=font_size, extra=tight)
        if _height([*story, grid, *notes]) <= FRAME_HEIGHT:
            return grid
    return table(data, widths, font_size=size, extra=extra)  # pages it takes anyway


MIN_FONT = 8
"""The standings are never set smaller than this to keep their notes on the page."""

FRAME_HEIGHT = 210 * mm - 14 * mm - 18 * mm - 12
"""What a landscape A4 page of ``pdf.build`` holds between its margins (less the frame's
6-pt paddings)."""


def _height(story: Sequence[Flowable]) -> float:
    """The height ``story`` takes laid out on one landscape page (tables unsplit)."""
    total = 0.0
    for flowable in story:
        _, h = flowable.wrap(PAGE_WIDTH, 10 * FRAME_HEIGHT)
        total += h + flowable.getSpaceBefore() + flowable.getSpaceAfter()
    return total


@dataclass(frozen=True)
class RoundResultsPrint:
    """What a round's results print shows, read from the tournament once: the round,
    the event's name, how many go on from each table in a knock-out, and the round's
    stage (semi_final …). The tab's print and ``daifugo report --round`` both build it
    with :func:`round_results_print` (issue 37: the command line's had lost the stage)."""

    view: RoundView
    tournament: str = ""
    advance: int | None = None
    stage: str | None = None


def round_results_print(t: Tournament, round_number: int) -> RoundResultsPrint:
    """Read a round's results print from ``t`` (raises its TournamentError for a round
    that does not exist)."""
    from daifugo_gui.tournament.formats import format_of
    from daifugo_gui.tournament.stages import round_stages

    info, view = t.info(), t.round(round_number)
    stage = round_stages(info, t.rounds()).get(round_number)
    advance = info.advance if format_of(info.format).prints_bracket_standings() else None
    return RoundResultsPrint(view, info.name, advance, stage)


def write_round_results(out: str | Path, data: RoundResultsPrint, *, lang: str = "ja") -> int:
    """The round results PDF of :func:`round_results_print`'s data; its page count."""
    return round_results_pdf(out, data.view, lang=lang, tournament=data.tournament, advance=data.advance,
                             stage=data.stage)


def round_results_pdf(
    out: str | Path,
    view: RoundView,
    *,
    lang: str = "ja",
    tournament: str = "",
    advance: int | None = None,
    stage: str | None = None,
) -> int:
    """Every table of one round: who sat there and how they finished.

    ``advance`` (knock-out): the best ``advance`` of each table, and the byes, are marked
    with an arrow as going on to the next round. ``stage`` names a knock-out round in the
    title ("semi_final": 準決勝), as planned before the knock-out is decided (#26).
    A corrected table is marked "*" with its correction under the table (changed ranks
    read "1 (was 2)"), a table whose stored record is damaged "!" with a line that says so; at a match the cards left are the match's sum with each game's.
    """
    words = Wording(PrintWord, lang)
    st = styles()
    # The final (one table, no byes) sends nobody on: its results rank the event.
    going_on = None if len(view.tables) == 1 and not view.byes else advance
    title = words[PrintWord.ROUND_RESULTS].format(n=view.number)
    named = stage_word(stage, words) if stage is not None else None
    if named is not None:
        title = f"{title} — {named}"
    story = titled(title, tournament)
    header = words.texts(PrintWord.TABLE, PrintWord.RANK, PrintWord.PLAYER, PrintWord.AFFILIATION, PrintWord.POINTS,
                         PrintWord.CARDS_LEFT, PrintWord.FOULS, PrintWord.TIMEOUTS, PrintWord.LARGEST_PRIME)
    data: list[list[Any]] = [header]
    spans: list[tuple[Any, ...]] = []
    for t in view.tables:
        first = len(data)
        data += _table_result_lines(t, going_on, words)
        if len(data) - 1 > first:
            spans.append(("SPAN", (0, first), (0, len(data) - 1)))
        spans.append(("LINEABOVE", (0, first), (-1, first), 1.2, colors.black))
    # Cards left wide enough for a match's "6 (0+4+2)".
    widths = [12 * mm, 18 * mm, 40 * mm, 30 * mm, 14 * mm, 20 * mm, 12 * mm, 16 * mm, 30 * mm]
    story.append(table(data, widths, font_size=9,
                       extra=spans + [("ALIGN", (0, 1), (1, -1), "CENTER"),
                                      ("ALIGN", (4, 1), (7, -1), "CENTER")]))
    corrected = [t for t in view.tables if t.game is not None and t.game.correction is not None]
    if corrected:
        story.append(Spacer(1, 3 * mm))
        story += [para(_correction_line(t, words), st.small) for t in corrected]
    # A record that fails its checksum is named, so no one takes its table for sound (issue 38).
    damaged = [t for t in view.tables if t.game is not None and t.game.damage is not None]
    if damaged:
        story.append(Spacer(1, 3 * mm))
        story += [para(words[PrintWord.TABLE_DAMAGED].format(table=t.number), st.small) for t in damaged]
    if any(t.match is not None and t.match.games for t in view.tables):
        story += [Spacer(1, 2 * mm), para(words[PrintWord.MATCH_CARDS_LEGEND], st.small)]
    if view.byes:
        story += [Spacer(1, 4 * mm), para(_byes_line(view, going_on is not None, words), st.body)]
    if going_on is not None:
        story += [Spacer(1, 2 * mm), para(words[PrintWord.GOES_ON_LEGEND].format(n=view.number + 1), st.small)]
    return build(out, story, lang=lang, caption=tournament, title=title)


def _correction_line(t: TableView, words: Wording[PrintWord]) -> str:
    """A corrected table's note under the results: when, by whom, why."""
    assert t.game is not None and t.game.correction is not None
    c = t.game.correction
    return str(words[PrintWord.TABLE_CORRECTED].format(table=t.number, when=when_text(c.at) or c.at, who=c.who or "—",
                                               why=c.why or "—"))


def _table_result_lines(t: TableView, going_on: int | None, words: Wording[PrintWord]) -> list[list[Any]]:
    """A table's lines: its players as seated before the result, best first after it."""
    if t.game is None:
        return [[str(t.number), "", p.name, p.affiliation, "", "", "", "", ""] for p in t.players]
    s = t.game.summary
    by_name = {p.name: p for p in t.players}
    number = str(t.number) + ("*" if t.game.correction is not None else "") + ("!" if t.game.damage is not None else "")
    lines: list[list[Any]] = []
    for rank, name in enumerate(s.ranking, start=1):
        player = by_name.get(name)
        lines.append([
            number, _rank_mark(t, rank, name, going_on, words), name, player.affiliation if player else "",
            str(t.game.points.get(name, "")), _cards_left(t, name),
            str(s.fouls.get(name, "")), str(s.timeouts.get(name, "")),
            short_prime(s.primes.get(name), 20),
        ])
    return lines


def _cards_left(t: TableView, name: str) -> str:
    """Cards left as printed: at a match, the sum over its games and each game's ("5 (1+4+0)")."""
    assert t.game is not None
    total = str(t.game.summary.cards_left.get(name, ""))
    player = next((p for p in t.players if p.name == name), None)
    if t.match is None or not t.match.games or player is None:
        return total
    return f"{total} ({'+'.join(str(g.cards_left.get(player.id, 0)) for g in t.match.games)})"


def _rank_mark(t: TableView, rank: int, name: str, going_on: int | None, words: Wording[PrintWord]) -> str:
    """A rank as printed: disqualified, a match's score, a corrected rank's old value
    ("1 (was 2)"), and an arrow for going on."""
    assert t.game is not None
    mark = f"{rank} ({words[PrintWord.DISQUALIFIED]})" if name in t.game.summary.disqualified else str(rank)
    if t.match_text(name):
        mark += f" ({t.match_text(name)})"
    if t.game.correction is not None:
        was = next((old for player, key, old, _new in t.game.correction.changes()
                    if player == name and key == "rank"), None)
        if was is not None:
            mark += " " + words[PrintWord.RANK_WAS].format(rank=was)
    if going_on is not None and rank <= going_on:
        mark = "→ " + mark
    return mark


def _byes_line(view: RoundView, goes_on: bool, words: Wording[PrintWord]) -> str:
    """The round's byes, marked as going on in a knock-out."""
    arrow = "→ " if goes_on else ""
    # A bye the player asked for ("pause one round") is printed as asked.
    names = words[PrintWord.NAME_SEPARATOR].join(arrow + (words[PrintWord.BYE_ASKED].format(name=p.name) if p in view.requested else p.name)
                      for p in view.byes)
    return str(words[PrintWord.BYES_LIST].format(names=names))


def stage_text(note: StageNote, words: Wording[PrintWord], place: int | None = None) -> str:
    """A standings note in words (issue 37: the Japanese standings printed "R2 #2", "A2"
    and "準決勝 #3"): the champion, a knock-out round by its name or number, the place in a
    group, each with the rank there ("準決勝 3位" / "Semi-final #3").

    ``place``: the player's finishing place, given where the note ranks them in a final
    or a placing table ("final #2", "third_place #1", "F3"): the place is then said in
    words (準優勝, 3位 / runner-up, 3rd place) instead of "決勝 2位" (issue 39)."""
    if note.kind is NoteKind.CHAMPION:
        return words[PrintWord.CHAMPION]
    if place is not None and places_in_words(note):
        return place_words(place, words)
    if note.kind is NoteKind.STAGE and note.stage is not None:
        where = stage_word(note.stage, words) or note.stage
    elif note.kind is NoteKind.LAST:
        where = words[PrintWord.STAGE_LAST_N].format(n=note.players)
    elif note.kind is NoteKind.ROUND:
        where = words[PrintWord.BRACKET_ROUND].format(n=note.round)  # as the bracket heads the round
    elif note.kind is NoteKind.FINAL_PLACE:
        where = words[PrintWord.STAGE_FINAL]
    elif note.kind is NoteKind.GROUP:
        where = words[PrintWord.CROSSTABLE_GROUP].format(name=note.group)  # as its crosstable is headed
    else:
        return note.text
    return words[PrintWord.NOTE_RANKED].format(where=where, rank=note.rank) if note.rank else where


def place_words(place: int, words: Wording[PrintWord]) -> str:
    """A finishing place in words: 優勝 / 準優勝 / 3位 (champion, runner-up, 3rd place)."""
    if place == 1:
        return words[PrintWord.CHAMPION]
    if place == 2:
        return words[PrintWord.RUNNER_UP]
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return words[PrintWord.PLACE_N].format(n=place, suffix=suffix)


def stage_word(stage: str, words: Wording[PrintWord]) -> str | None:
    """A knock-out round's name ("semi_final" → "準決勝"); None for a stage without one."""
    word = STAGES.get(stage)
    return words[word] if word is not None else None


SEATING_ONE_COLUMN = 24
"""Up to this many players the seating list is one column; more go in two columns side
by side, each page read down the left column then the right, so 40 players fit one page
as organisers pin it up (issue 39: it ran over two pages in one column)."""
SEATING_ROWS_PER_PAGE = 25
"""Rows of each column on a page (12-pt lines; a long name that wraps takes more room and
the page's rows then run on to the next page, in order)."""
SEATING_ROWS_WITH_CODES = 20
"""The same with each player's own code on their line (issue 36): 20 rows of about 11 mm,
so 40 players still fit one page (issue 39)."""
SEATING_ONE_COLUMN_WITH_CODES = 20
"""Up to this many players with codes, one column (which then fits one page)."""
CODE_MM = 10.0
"""A player's own code on the seating list: 10 mm, 0.3 mm a module for an address of
30-40 characters, which a phone reads from a hand's length."""


def _two_column_pages(header: list[Any], cells: list[list[Any]], style: list[tuple[Any, ...]],
                      half: list[float], rows_per_page: int) -> list[Flowable]:
    """The entries in pages of two columns: down the left half, then the right, with a
    gap and a heavier rule between the halves."""
    from reportlab.platypus import PageBreak

    per_page = 2 * rows_per_page
    gap = len(header)
    flow: list[Flowable] = []
    for start in range(0, len(cells), per_page):
        chunk = cells[start:start + per_page]
        rows = -(-len(chunk) // 2)
        left, right = chunk[:rows], chunk[rows:]
        right += [[""] * gap] * (rows - len(right))
        data = [header + [""] + header] + [a + [""] + b for a, b in zip(left, right)]
        gap_style = [("GRID", (gap, 0), (gap, -1), 0, colors.white), ("BACKGROUND", (gap, 0), (gap, -1), colors.white),
                     ("LINEBEFORE", (gap, 0), (gap, -1), 0.5, colors.black),
                     ("LINEAFTER", (gap, 0), (gap, -1), 0.5, colors.black),
                     ("LEFTPADDING", (gap, 0), (gap, -1), 0), ("RIGHTPADDING", (gap, 0), (gap, -1), 0),
                     ("ALIGN", (gap + 3, 0), (2 * gap, -1), "CENTER")]  # table, seat (and code)
        if flow:
            flow.append(PageBreak())
        flow.append(table(data, half + [2 * mm] + half, font_size=12, extra=style + gap_style))
    return flow


def seating_list_pdf(out: str | Path, view: RoundView, *, lang: str = "ja", tournament: str = "",
                     web_url: str | None = None) -> int:
    """"Where do I sit": every player of a round by reading (kana order, see
    :mod:`daifugo_gui.tournament.reading_order`), with table and seat; ``web_url``: the
    players' web view, which phones can reach: each player's line then carries a QR code
    of their own page (issue 36), and the view's address is printed under the list."""
    from daifugo_gui.reports.links import player_url

    words = Wording(PrintWord, lang)
    title = words[PrintWord.SEATING_LIST].format(n=view.number)
    story = titled(title, tournament)
    entries: list[tuple[Any, str, str, str, str, int]] = []
    for t in view.tables:
        for seat, p in enumerate(t.players, start=1):
            entries.append((reading_key(p.name, p.reading), p.name, p.reading, str(t.number), str(seat), p.id))
    for p in view.byes:
        entries.append((reading_key(p.name, p.reading), p.name, p.reading, words[PrintWord.BYE], "", p.id))
    entries.sort(key=lambda e: e[0])
    header = words.texts(PrintWord.PLAYER, PrintWord.READING, PrintWord.TABLE, PrintWord.SEAT)
    cells: list[list[Any]] = [
        [FitText(name, min_size=8, max_lines=4), FitText(reading, min_size=8, max_lines=4), table_text, seat_text]
        for _, name, reading, table_text, seat_text, _id in entries]
    style = [("ALIGN", (2, 0), (3, -1), "CENTER"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
             ("TOPPADDING", (0, 1), (-1, -1), 4), ("BOTTOMPADDING", (0, 1), (-1, -1), 4)]
    one_column = [70 * mm, 60 * mm, 26 * mm, 26 * mm]
    half = [34 * mm, 30 * mm, 13 * mm, 13 * mm]
    rows_per_page = SEATING_ROWS_PER_PAGE
    one_column_most = SEATING_ONE_COLUMN
    if web_url:
        from daifugo_gui.reports.qr import qr_drawing

        header.append(words[PrintWord.OWN_PAGE])
        for line, entry in zip(cells, entries):
            line.append(qr_drawing(player_url(web_url, entry[5]), CODE_MM * mm))
        style += [("ALIGN", (4, 0), (4, -1), "CENTER"), ("TOPPADDING", (0, 1), (-1, -1), 1),
                  ("BOTTOMPADDING", (0, 1), (-1, -1), 1)]
        one_column = [62 * mm, 54 * mm, 24 * mm, 24 * mm, 18 * mm]
        half = [29 * mm, 23 * mm, 11 * mm, 11 * mm, 15 * mm]
        rows_per_page = SEATING_ROWS_WITH_CODES
        one_column_most = SEATING_ONE_COLUMN_WITH_CODES
    if len(cells) <= one_column_most:
        # Long names and readings (even one unbroken word) shrink, wrap and at worst end
        # in "…" inside their cell instead of running over the next column.
        story.append(table([header, *cells], one_column, font_size=13, extra=style))
    else:
        story += _two_column_pages(header, cells, style, half, rows_per_page)
    if web_url:
        # Each player's own page has the menu to every other page: their code is the one
        # to scan, and the view's address is said once, for typing in.
        story.append(Spacer(1, 3 * mm))
        story.append(para(words.say(PrintWord.WEB_VIEW_OWN, url=web_url), styles().body))
    return build(out, story, lang=lang, caption=tournament, title=title)
