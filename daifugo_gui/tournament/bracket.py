"""Where a knock-out's tables go when drawn as a bracket (pure; the tab and the print
draw the same layout).

One column per round, one box per table (and one for the round's byes), each box centred
on the boxes its players came from, never overlapping the box above. Units are abstract
("points"); a screen draws them as pixels, a page scales them to fit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from daifugo_gui.tournament.formats import format_of
from daifugo_gui.tournament.views import RoundView, TableView


@dataclass(frozen=True)
class Entry:
    name: str
    rank: int | None  # None before the table's result
    goes_on: bool
    score: str = ""  # a match: games won and lost ("2–1")


@dataclass(frozen=True, eq=False)
class Box:
    """One table (``table`` 0: the round's byes) placed in the drawing."""

    round: int
    table: int
    x: float
    y: float
    width: float
    height: float
    entries: tuple[Entry, ...]  # best first once recorded

    @property
    def centre_y(self) -> float:
        return self.y + self.height / 2


@dataclass(frozen=True)
class Column:
    x: float
    round: int
    final: bool  # one table, no byes: the round that ranks everyone left


@dataclass(frozen=True)
class Geometry:
    box_width: float = 200
    line_height: float = 20
    gap_x: float = 56
    gap_y: float = 14
    header: float = 30
    margin: float = 10


@dataclass(frozen=True)
class BracketLayout:
    columns: tuple[Column, ...]
    boxes: tuple[Box, ...]
    links: tuple[tuple[Box, Box], ...]  # (where a player came from, where they sit next)
    champion: str
    width: float
    height: float


def bracket_layout(rounds: Sequence[RoundView], advance: int, geometry: Geometry = Geometry()) -> BracketLayout:
    g = geometry
    columns: list[Column] = []
    boxes: list[Box] = []
    links: list[tuple[Box, Box]] = []
    champion = ""
    where: dict[str, Box] = {}  # player -> their box in the previous round
    going: set[str] = set()
    for index, view in enumerate(rounds):
        x = g.margin + index * (g.box_width + g.gap_x)
        final = len(view.tables) == 1 and not view.byes
        columns.append(Column(x, view.number, final))
        if final:
            champion = _winner(view) or champion
        groups = _round_groups(view, advance)
        placed, column_boxes, column_links = _place_column(view.number, x, groups, where, going, g)
        boxes += column_boxes
        links += column_links
        going = {e.name for _number, entries in groups for e in entries if e.goes_on}
        where = placed
    width = max((b.x + b.width for b in boxes), default=0.0) + g.margin
    height = max((b.y + b.height for b in boxes), default=0.0) + g.margin
    if champion:
        height += g.line_height + 8  # room for the champion line under the final
    return BracketLayout(tuple(columns), tuple(boxes), tuple(links), champion, width, height)


def _winner(final: RoundView) -> str:
    """The first of the final's result ("": not played yet)."""
    game = final.tables[0].game
    if game is not None and game.summary.ranking:
        return game.summary.ranking[0]
    return ""


def _round_groups(view: RoundView, advance: int) -> list[tuple[int, list[Entry]]]:
    """One group of entries per table (its number), then the round's byes (number 0)."""
    groups = [(table.number, _table_entries(table, advance)) for table in view.tables]
    if view.byes:
        groups.append((0, [Entry(p.name, None, True) for p in view.byes]))
    return groups


def _table_entries(table: TableView, advance: int) -> list[Entry]:
    """A table's players, best first once its result is in (the first ``advance`` go on)."""
    names = [p.name for p in table.players]
    if table.game is None:
        return [Entry(n, None, False) for n in names]
    order = [n for n in table.game.summary.ranking if n in names]
    order += [n for n in names if n not in order]
    return [Entry(n, i, i <= advance, table.match_text(n)) for i, n in enumerate(order, start=1)]


def _place_column(
    round_number: int, x: float, groups: list[tuple[int, list[Entry]]], where: dict[str, Box], going: set[str],
    g: Geometry,
) -> tuple[dict[str, Box], list[Box], list[tuple[Box, Box]]]:
    """Place one round's boxes top to bottom, each centred on the boxes its players going on
    came from (``where``); returns each player's box, the boxes, and the links to them."""
    next_top = g.margin + g.header
    placed: dict[str, Box] = {}
    boxes: list[Box] = []
    links: list[tuple[Box, Box]] = []
    for number, entries in groups:
        height = g.line_height * (len(entries) + 1) + 6
        sources = [where[e.name] for e in entries if e.name in where and e.name in going]
        top = next_top
        if sources:  # centre on the tables the players came from, never overlapping
            centre = sum(b.centre_y for b in sources) / len(sources)
            top = max(next_top, centre - height / 2)
        box = Box(round_number, number, x, top, g.box_width, height, tuple(entries))
        boxes.append(box)
        seen: list[Box] = []
        for source in sources:
            if not any(source is b for b in seen):
                seen.append(source)
                links.append((source, box))
        for e in entries:
            placed[e.name] = box
        next_top = top + height + g.gap_y
    return placed, boxes, links


def bracket_rounds(format: str, rounds: Sequence[RoundView]) -> list[RoundView]:
    """The rounds a bracket draws: every round of a knock-out, the knock-out rounds that
    follow a group stage; none for other formats (the format says, see :mod:`.formats`)."""
    return format_of(format).bracket_rounds(rounds)
