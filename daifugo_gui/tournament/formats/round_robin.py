"""Round robin: rounds are seated until every player has met every other (the circle
method at tables of two, the most first meetings at larger tables)."""

from __future__ import annotations

import random
from typing import Sequence

from daifugo_gui.tournament.formats.base import (
    FormatBase,
    NextStep,
    SeatContext,
    Seated,
    Stage,
    Step,
    met_and_byes,
    opening,
    refuse_late,
    seated_draw,
)
from daifugo_gui.tournament.groups import Group, group_done, round_robin_draw
from daifugo_gui.tournament.options import Format, FormatOptions, RoundMethod
from daifugo_gui.tournament.reasons import TournamentCode as TC
from daifugo_gui.tournament.round_robin import circle_rounds, circle_seating, cover_seating
from daifugo_gui.tournament.seating import met_before
from daifugo_gui.tournament.views import RoundView


def stage_done(groups: Sequence[Group], stage_rounds: Sequence[RoundView], active: Sequence[int],
               table_size: int) -> bool:
    """Whether every group has played its round robin in ``stage_rounds``."""
    met = met_before([p.id for p in t.players] for r in stage_rounds for t in r.tables)
    still = set(active)
    return all(group_done(g, len(stage_rounds), table_size, met, still) for g in groups)


class RoundRobin(FormatBase):
    key = Format.ROUND_ROBIN.value
    over = TC.ROUND_ROBIN_OVER
    needs_history = True

    def stage(self, rounds: Sequence[RoundView], active: Sequence[int], table_size: int,
              options: FormatOptions) -> Stage:
        draw = round_robin_draw(rounds[0]) if rounds else sorted(active)
        total = circle_rounds(len(draw)) if table_size == 2 else None
        if not rounds:
            return Stage(False, total)
        return Stage(stage_done([Group(1, tuple(draw))], rounds, active, table_size), total)

    def next_step(self, rounds: Sequence[RoundView], options: FormatOptions, stage: Stage) -> NextStep:
        first = opening(rounds, options, stage)
        if first is not None:
            return first
        last = rounds[-1].number
        return NextStep(Step.OVER, last, stage.total) if stage.done else NextStep(Step.SEAT_NEXT, last + 1, stage.total)

    def seat(self, ctx: SeatContext) -> Seated:
        if ctx.number == 1:
            return seated_draw(ctx)
        refuse_late(ctx.rounds, ctx.active, ctx.names, round_robin_draw(ctx.rounds[0]))
        info, rounds = ctx.info, ctx.rounds
        if info.table_size == 2:
            # The circle runs over the seeded draw of round 1 (round 1 is its first round).
            order = round_robin_draw(rounds[0])
            random.Random(rounds[0].seed).shuffle(order)
            return Seated(circle_seating(order, ctx.number, set(ctx.active)), RoundMethod.ROUND_ROBIN)
        met, had = met_and_byes(rounds)
        return Seated(cover_seating(ctx.active, met, had, info.table_size, info.min_table_size), RoundMethod.ROUND_ROBIN)


FORMAT = RoundRobin()
