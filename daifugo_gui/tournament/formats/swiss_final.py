"""Swiss, then a final: ``swiss_rounds`` swiss rounds, then the best ``final_size``
players play the final, whose result ranks them ahead of everyone else."""

from __future__ import annotations

from typing import Sequence

from daifugo_gui.tournament.final_stage import final_order, final_seating
from daifugo_gui.tournament.formats.base import (
    FormatBase,
    NextStep,
    SeatContext,
    Seated,
    Stage,
    Step,
    StandingsContext,
    opening,
    ranked_active,
    seated_draw,
)
from daifugo_gui.tournament.formats.swiss import standings_round
from daifugo_gui.tournament.options import FINAL, Format, FormatOptions, checked_swiss_final
from daifugo_gui.tournament.reasons import TournamentCode as TC
from daifugo_gui.tournament.scoring import StandingRow
from daifugo_gui.tournament.views import RoundView


class SwissFinal(FormatBase):
    key = Format.SWISS_FINAL.value
    over = TC.FINAL_PLAYED
    staged = True
    uncounted = (FINAL,)  # the final places its players on top; it is no swiss round

    def check(self, options: FormatOptions) -> FormatOptions:
        return checked_swiss_final(options)

    def next_step(self, rounds: Sequence[RoundView], options: FormatOptions, stage: Stage) -> NextStep:
        first = opening(rounds, options, stage)
        if first is not None:
            return first
        last = rounds[-1]
        if last.method == FINAL:
            return NextStep(Step.OVER, last.number)
        if last.number >= options.swiss_rounds:
            return NextStep(Step.SEAT_FINAL, last.number + 1)
        return NextStep(Step.SEAT_NEXT, last.number + 1, options.swiss_rounds)

    def seat(self, ctx: SeatContext) -> Seated:
        if ctx.step.step is Step.SEAT_FINAL:
            options = ctx.info.options
            return Seated(final_seating(ranked_active(ctx), options.final_size, options.final_table_size), FINAL)
        return seated_draw(ctx) if ctx.number == 1 else standings_round(ctx)

    def order(self, ctx: StandingsContext) -> list[StandingRow]:
        final = next((number for number, method in ctx.methods.items() if method == FINAL), None)
        if final is None:
            return ctx.rows
        return final_order(ctx.rows, ctx.rounds(final)[0])


FORMAT = SwissFinal()
