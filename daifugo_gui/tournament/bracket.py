"""Where a knock-out's tables go when drawn as a bracket (pure; the tab and the print
draw the same layout).

One column per round, one box per table (and one for the round's byes), each box centred
on the boxes its players came from, never overlapping the box above. Units are abstract
("points"); a screen draws them as pixels, a page scales them to fit.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Mapping, Sequence

from daifugo_gui.tournament.formats import format_of
from daifugo_gui.tournament.standing_notes import STAGE_KEYS
from daifugo_gui.tournament.stages import round_stages
from daifugo_gui.tournament.views import RoundView, TableView, TournamentInfo


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
    placing: bool = False  # a placing table (the 3rd-place match): beside the final, not on its path

    @property
    def centre_y(self) -> float:
        return self.y + self.height / 2


@dataclass(frozen=True)
class Column:
    x: float
    round: int
    final: bool  # one table (besides placing tables), no byes: the round that ranks everyone left
    stage: str | None = None  # "final", "semi_final", "quarter_final"; None: known by its number


@dataclass(frozen=True)
class Geometry:
    box_width: float = 200
    line_height: float = 20
    gap_x: float = 56
    gap_y: float = 14
    header: float = 30
    margin: float = 10


@dataclass(frozen=True)
class BracketNames:
    """What a bracket is headed with: each knock-out round's stage by round number, and
    the placing tables (round, table) drawn apart from the final's path."""

    stages: Mapping[int, str] = field(default_factory=dict)
    placing: frozenset[tuple[int, int]] = frozenset()


def bracket_names(info: TournamentInfo, rounds: Sequence[RoundView]) -> BracketNames:
    """The stages the tab names the knock-out's rounds by (the planned ones, #26), or,
    for a knock-out without a plan, counted back from its final once it is seated; and
    the format's placing tables (issue 39)."""
    fmt = format_of(info.format)
    knockout = fmt.bracket_rounds(rounds)
    placing = frozenset((view.number, number) for view in knockout for number in fmt.placing_tables(view))
    stages = dict(round_stages(info, rounds))
    if not stages and knockout and _is_final(knockout[-1], placing):
        for back, view in enumerate(reversed(knockout)):
            if back < len(STAGE_KEYS):
                stages[view.number] = STAGE_KEYS[back]
    return BracketNames(stages, placing)


def _is_final(view: RoundView, placing: frozenset[tuple[int, int]]) -> bool:
    """One table on the final's path (placing tables aside) and no byes."""
    return sum(1 for t in view.tables if (view.number, t.number) not in placing) == 1 and not view.byes


@dataclass(frozen=True)
class BracketLayout:
    columns: tuple[Column, ...]
    boxes: tuple[Box, ...]
    links: tuple[tuple[Box, Box], ...]  # (where a player came from, where they sit next)
    champion: str
    width: float
    height: float
    final_index: int | None = None  # the final's box in ``boxes`` (None: not seated)

    @property
    def final_box(self) -> Box | None:
        return self.boxes[self.final_index] if self.final_index is not None else None


def bracket_layout(rounds: Sequence[RoundView], advance: int, geometry: Geometry = Geometry(),
                   names: BracketNames = BracketNames()) -> BracketLayout:
    g = geometry
    columns: list[Column] = []
    boxes: list[Box] = []
    links: list[tuple[Box, Box]] = []
    champion = ""
    where: dict[str, Box] = {}  # player -> their box in the previous round
    going: set[str] = set()
    final_box: Box | None = None
    for index, view in enumerate(rounds):
        x = g.margin + index * (g.box_width + g.gap_x)
        final = _is_final(view, names.placing)
        columns.append(Column(x, view.number, final, names.stages.get(view.number, "final" if final else None)))
        if final:
            champion = _winner(view, names.placing) or champion
        # The final sends nobody on: no arrow marks its players as going on (issue 39).
        groups = _round_groups(view, 0 if final else advance, names.placing)
        placed, column_boxes, column_links = _place_column(view.number, x, groups, where, going, g)
        boxes += column_boxes
        links += column_links
        if final:
            final_box = next((b for b in column_boxes if not b.placing), final_box)
        going = {e.name for _number, entries, _placing in groups for e in entries if e.goes_on}
        where = placed
    height = max((b.y + b.height for b in boxes if not b.placing), default=0.0) + g.margin
    if champion:
        height += g.line_height + 8  # room for the champion line under the final
    # Placing tables go under everything on the final's path (and its champion line),
    # each a heading's height lower so its name fits above it.
    for i, box in enumerate(boxes):
        if box.placing:
            boxes[i] = replace(box, y=height + g.header)
            height = boxes[i].y + box.height + g.margin
    width = max((b.x + b.width for b in boxes), default=0.0) + g.margin
    final_index = next((i for i, b in enumerate(boxes) if b is final_box), None)
    return BracketLayout(tuple(columns), tuple(boxes), tuple(links), champion, width, height, final_index)


def _winner(final: RoundView, placing: frozenset[tuple[int, int]] = frozenset()) -> str:
    """The first of the final's result ("": not played yet)."""
    table = next((t for t in final.tables if (final.number, t.number) not in placing), None)
    game = table.game if table is not None else None
    if game is not None and game.summary.ranking:
        return game.summary.ranking[0]
    return ""


def _round_groups(view: RoundView, advance: int,
                  placing: frozenset[tuple[int, int]] = frozenset()) -> list[tuple[int, list[Entry], bool]]:
    """One group of entries per table (its number; whether it is a placing table), then
    the round's byes (number 0)."""
    groups = [(table.number, _table_entries(table, 0 if (view.number, table.number) in placing else advance),
               (view.number, table.number) in placing) for table in view.tables]
    if view.byes:
        groups.append((0, [Entry(p.name, None, True) for p in view.byes], False))
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
    round_number: int, x: float, groups: list[tuple[int, list[Entry], bool]], where: dict[str, Box],
    going: set[str], g: Geometry,
) -> tuple[dict[str, Box], list[Box], list[tuple[Box, Box]]]:
    """Place one round's boxes top to bottom, each centred on the boxes its players going on
    came from (``where``); returns each player's box, the boxes, and the links to them.
    A placing table is linked to nothing: its players were knocked out, not sent on."""
    next_top = g.margin + g.header
    placed: dict[str, Box] = {}
    boxes: list[Box] = []
    links: list[tuple[Box, Box]] = []
    for number, entries, placing in groups:
        height = g.line_height * (len(entries) + 1) + 6
        if placing:
            box = Box(round_number, number, x, next_top, g.box_width, height, tuple(entries), True)
            boxes.append(box)
            continue
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
