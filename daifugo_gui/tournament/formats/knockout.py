"""Knock-out: round 1 is the seeded draw, then the best of each table go on until one
table is left (the final); places follow how far each player got."""

from __future__ import annotations

from typing import Sequence

from daifugo_gui.tournament import knockout as ko
from daifugo_gui.tournament.formats.base import (
    FormatBase,
    NextStep,
    SeatContext,
    Seated,
    Stage,
    Step,
    StandingsContext,
    bracket_next,
    opening,
    seated_draw,
)
from daifugo_gui.tournament.options import Format, FormatOptions
from daifugo_gui.tournament.scoring import StandingRow
from daifugo_gui.tournament.views import RoundView


def bracket_step(rounds: Sequence[RoundView]) -> NextStep:
    """After a complete knock-out round: over once a single table without byes played."""
    last = rounds[-1]
    if len(last.tables) == 1 and not last.byes:
        return NextStep(Step.OVER, last.number)
    return NextStep(Step.SEAT_NEXT, last.number + 1)


def knockout_standings(rows: Sequence[StandingRow], rounds: Sequence[RoundView]) -> list[StandingRow]:
    """``rows`` (swiss order) re-ordered by how far each player got in ``rounds``."""
    reached: dict[int, int] = {}
    last_rank: dict[int, int | None] = {}
    for view in rounds:
        for t in view.tables:
            ranking = t.game.summary.ranking if t.game else ()
            for p in t.players:
                reached[p.id] = view.number
                last_rank[p.id] = ranking.index(p.name) + 1 if p.name in ranking else None
        for p in view.byes:
            reached[p.id] = view.number
            last_rank[p.id] = None
    champion = None
    if rounds and len(rounds[-1].tables) == 1 and not rounds[-1].byes:
        final = rounds[-1].tables[0]
        if final.game is not None:
            winner = final.game.summary.ranking[0]
            champion = next(p.id for p in final.players if p.name == winner)
    return ko.knockout_order(rows, reached, last_rank, champion)


class Knockout(FormatBase):
    key = Format.KNOCKOUT.value
    uses_advance = True
    staged = True
    knockout_only = True

    def next_step(self, rounds: Sequence[RoundView], options: FormatOptions, stage: Stage) -> NextStep:
        return opening(rounds, options, stage) or bracket_step(rounds)

    def seat(self, ctx: SeatContext) -> Seated:
        if ctx.number == 1:
            return seated_draw(ctx)
        return bracket_next(ctx, ctx.info.options.knockout_table_size or ctx.info.table_size)

    def order(self, ctx: StandingsContext) -> list[StandingRow]:
        return knockout_standings(ctx.rows, ctx.rounds())

    def bracket_rounds(self, rounds: Sequence[RoundView]) -> list[RoundView]:
        return list(rounds)


FORMAT = Knockout()
