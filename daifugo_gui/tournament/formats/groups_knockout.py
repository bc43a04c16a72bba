"""Groups, then a knock-out: each group plays a round robin; the best ``group_advance``
of each group then play a knock-out, group winners meeting other groups' runners-up."""

from __future__ import annotations

from typing import Sequence

from daifugo_gui.tournament import knockout as ko
from daifugo_gui.tournament.crosstable import Crosstable
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.formats.base import (
    FormatBase,
    NextStep,
    Results,
    SeatContext,
    Seated,
    Stage,
    Step,
    StandingsContext,
    bracket_next,
    met_and_byes,
    opening,
    refuse_late,
)
from daifugo_gui.tournament.formats.knockout import bracket_step, knockout_standings
from daifugo_gui.tournament.formats.round_robin import stage_done
from daifugo_gui.tournament.groups import (
    GROUP,
    Group,
    deal_groups,
    group_crosstables,
    group_round_seating,
    group_rounds,
    groups_order,
    knockout_order,
    knockout_seating,
    round_robin_draw,
)
from daifugo_gui.tournament.options import Format, FormatOptions, checked_groups
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.scoring import StandingRow, compute_standings
from daifugo_gui.tournament.seating import Seating
from daifugo_gui.tournament.views import RoundView, TournamentInfo


def group_standings(info: TournamentInfo, rounds: Sequence[RoundView],
                    results: Results) -> list[tuple[Group, list[StandingRow]]]:
    """Each group and its standings over the group stage's games (none before round 1)."""
    if not rounds:
        return []
    stage = {v.number for v in rounds if v.method == GROUP}
    groups = deal_groups(round_robin_draw(rounds[0]), info.options.groups)
    by_id = {p.id: p for p in results.players}
    played = [game for game in results.games if game.round in stage]
    out = []
    for group in groups:
        members = set(group.members)
        rows = compute_standings(
            [by_id[pid] for pid in group.members],
            played,
            [(rn, pid) for rn, pid in results.byes if rn in stage and pid in members],
            info.scoring,
            rounds=max(stage, default=0),
            seats=info.table_size,
        )
        out.append((group, rows))
    return out


class GroupsKnockout(FormatBase):
    key = Format.GROUPS_KNOCKOUT.value
    needs_history = True
    uses_advance = True
    staged = True
    grouped = True

    def check(self, options: FormatOptions) -> FormatOptions:
        return checked_groups(options)

    def knockout_seats(self, options: FormatOptions, table_size: int) -> int | None:
        # Players go on from knock-out tables: a group stage's tables have no say in it.
        return options.knockout_table_size

    def groups(self, info: TournamentInfo, rounds: Sequence[RoundView]) -> list[Group]:
        return deal_groups(round_robin_draw(rounds[0]), info.options.groups) if rounds else []

    def stage(self, rounds: Sequence[RoundView], active: Sequence[int], table_size: int,
              options: FormatOptions) -> Stage:
        groups = deal_groups(round_robin_draw(rounds[0]) if rounds else sorted(active), options.groups)
        stage_rounds = [r for r in rounds if r.method == GROUP]
        total = group_rounds(groups) if table_size == 2 else None
        if len(stage_rounds) < len(rounds):
            return Stage(True, total)  # the knock-out has begun
        if not stage_rounds:
            return Stage(False, total)
        return Stage(stage_done(groups, stage_rounds, active, table_size), total)

    def next_step(self, rounds: Sequence[RoundView], options: FormatOptions, stage: Stage) -> NextStep:
        first = opening(rounds, options, stage)
        if first is not None:
            return first
        last = rounds[-1]
        if last.method == GROUP:
            return NextStep(Step.SEAT_KNOCKOUT, last.number + 1) if stage.done \
                else NextStep(Step.SEAT_NEXT, last.number + 1, stage.total)
        return bracket_step(rounds)

    def seat(self, ctx: SeatContext) -> Seated:
        rounds, info = ctx.rounds, ctx.info
        if ctx.step.step is Step.SEAT_KNOCKOUT:
            return Seated(self._first_knockout(ctx), ko.BRACKET)
        if rounds and rounds[-1].method != GROUP:
            return bracket_next(ctx, info.options.knockout_table_size or info.table_size)
        draw = round_robin_draw(rounds[0]) if rounds else sorted(ctx.active)
        if rounds:
            refuse_late(rounds, ctx.active, ctx.names, draw)
        groups = deal_groups(draw, info.options.groups)
        if not rounds:
            smallest = min(len(g.members) for g in groups)
            if smallest <= info.options.group_advance:
                raise TournamentError(reason(TC.GROUPS_TOO_SMALL, players=len(draw), groups=len(groups),
                                             smallest=smallest, advance=info.options.group_advance))
        met, had = met_and_byes(rounds)
        seating = group_round_seating(groups, ctx.number, info.table_size, info.min_table_size, met, had,
                                      set(ctx.active))
        return Seated(seating, GROUP)

    @staticmethod
    def _first_knockout(ctx: SeatContext) -> Seating:
        """The groups' best, seeded so group winners meet other groups' runners-up."""
        still = set(ctx.active)
        ranked = [[row.player_id for row in rows if row.player_id in still]
                  for _group, rows in group_standings(ctx.info, ctx.rounds, ctx.results())]
        order = knockout_order(ranked, ctx.info.options.group_advance)
        if len(order) < 2:
            raise TournamentError(reason(TC.KNOCKOUT_OVER))
        return knockout_seating(order, ctx.info.options.knockout_table_size)

    def order(self, ctx: StandingsContext) -> list[StandingRow]:
        every = ctx.rounds()
        tables = group_standings(ctx.info, every, ctx.results)
        knockout = [v for v in every if v.method == ko.BRACKET]
        ko_rows = None
        if knockout:
            going = {p.id for t in knockout[0].tables for p in t.players} | {p.id for p in knockout[0].byes}
            ko_rows = knockout_standings([row for row in ctx.rows if row.player_id in going], knockout)
        return groups_order(ctx.rows, [rows for _g, rows in tables], ko_rows)

    def crosstables(self, ctx: StandingsContext) -> list[Crosstable]:
        every = ctx.rounds()
        return group_crosstables(group_standings(ctx.info, every, ctx.results), every)

    def bracket_rounds(self, rounds: Sequence[RoundView]) -> list[RoundView]:
        return [r for r in rounds if r.method == ko.BRACKET]

    def knockout_plan(self, info: TournamentInfo) -> list[int]:
        options = info.options
        return ko.bracket_plan(options.groups * options.group_advance,
                               options.knockout_table_size or info.table_size, info.advance)


FORMAT = GroupsKnockout()
