"""Swiss, then a knock-out: ``swiss_rounds`` swiss rounds, then the best ``final_size``
players by the swiss standings play knock-out tables of ``final_table_size`` seats
(semi-finals, quarter-finals before them when the field is large) until the players left
fit one table: the final. With ``third_place`` the players knocked out in the last round
before the final play a placing table beside it (tables of two: the 3rd-place match).

Unlike "Swiss, then a final" with several final tables, the tables' winners meet: the
champion is decided at one table, not by comparing swiss points.

Places: the final's ranking, then the placing table's, then the others of the knock-out
by the round they reached and their rank in it, then everyone else by the swiss
standings. Stage notes name the round ("final", "semi_final", "quarter_final",
"third_place") and the rank in it ("semi_final #3").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.final_stage import snake
from daifugo_gui.tournament.formats.base import (
    FormatBase,
    NextStep,
    SeatContext,
    Seated,
    Stage,
    Step,
    StandingsContext,
    id_of,
    opening,
    ranked_active,
    seated_draw,
)
from daifugo_gui.tournament.formats.swiss import standings_round
from daifugo_gui.tournament.standing_notes import PLACING, STAGE_KEYS, NoteKind, StageNote
from daifugo_gui.tournament.options import Format, FormatOptions, RoundMethod, checked_swiss_final
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.scoring import StandingRow
from daifugo_gui.tournament.seating import Seating, plan_tables
from daifugo_gui.tournament.views import RoundView, TournamentInfo

KEY = Format.SWISS_KNOCKOUT.value
KNOCKOUT = RoundMethod.KNOCKOUT_ROUND  # the method of a knock-out round before the final
FINAL_ROUND = RoundMethod.KNOCKOUT_FINAL  # the method of the final round (table 2: the placing table)
def tables_for(players: int, seats: int) -> list[list[int]]:
    """How ``players`` (seeds 0…, best first) sit at knock-out tables of ``seats``: snake
    seeded so the top seeds are apart."""
    sizes, _ = plan_tables(players, seats, 2)
    return snake(list(range(players)), max(1, len(sizes)))


def going_on(table_size: int, tables: int, seats: int) -> int:
    """How many go on from each of ``tables`` tables of ``table_size``: enough to fill the
    next round's tables, always at least one out."""
    return max(1, min(table_size - 1, seats // tables if tables <= seats else 1))


def knockout_plan(finalists: int, seats: int) -> list[int]:
    """Players in each knock-out round, the final last (e.g. 8 at fours: [8, 4])."""
    plan = [finalists]
    while plan[-1] > seats:
        tables = tables_for(plan[-1], seats)
        plan.append(sum(going_on(len(t), len(tables), seats) for t in tables))
    return plan


def stage_of(rounds_left: int, rank: int | None) -> StageNote:
    """The note of a player ``rank``-th in the knock-out round with ``rounds_left`` rounds
    still to come after it (0: the final): the round by its name, "last_16" before the
    quarter-final."""
    if rounds_left < len(STAGE_KEYS):
        return StageNote(NoteKind.STAGE, rank, stage=STAGE_KEYS[rounds_left])
    return StageNote(NoteKind.LAST, rank, players=2 ** (rounds_left + 1))


class SwissKnockout(FormatBase):
    key = KEY
    staged = True
    uncounted = (KNOCKOUT, FINAL_ROUND)  # the knock-out places its players; swiss points stay swiss

    def check(self, options: FormatOptions) -> FormatOptions:
        checked = checked_swiss_final(options)
        return replace(checked, third_place=options.third_place)

    def next_step(self, rounds: Sequence[RoundView], options: FormatOptions, stage: Stage) -> NextStep:
        first = opening(rounds, options, stage)
        if first is not None:
            return first
        last = rounds[-1]
        after = last.number + 1
        if last.method == FINAL_ROUND:
            return NextStep(Step.OVER, last.number)
        if last.method == KNOCKOUT:
            played = sum(1 for r in rounds if r.method == KNOCKOUT)
            plan = knockout_plan(options.final_size, options.final_table_size)
            return NextStep(Step.SEAT_FINAL if played >= len(plan) - 1 else Step.SEAT_NEXT, after)
        if last.number >= options.swiss_rounds:
            if len(knockout_plan(options.final_size, options.final_table_size)) == 1:
                return NextStep(Step.SEAT_FINAL, after)  # the finalists fit one table
            return NextStep(Step.SEAT_KNOCKOUT, after)
        return NextStep(Step.SEAT_NEXT, after, options.swiss_rounds)

    def seat(self, ctx: SeatContext) -> Seated:
        options = ctx.info.options
        if ctx.step.step in (Step.SEAT_KNOCKOUT, Step.SEAT_FINAL) and ctx.rounds[-1].method not in self.uncounted:
            ranked = ranked_active(ctx)[: options.final_size]
            if len(ranked) < 2:
                raise TournamentError(reason(TC.KNOCKOUT_OVER))
            if ctx.step.step is Step.SEAT_FINAL:
                return Seated(Seating((tuple(ranked),)), FINAL_ROUND)
            tables = tables_for(len(ranked), options.final_table_size)
            return Seated(Seating(tuple(tuple(ranked[i] for i in t) for t in tables)), KNOCKOUT)
        if ctx.rounds and ctx.rounds[-1].method == KNOCKOUT:
            return self._next_knockout(ctx)
        return seated_draw(ctx) if ctx.number == 1 else standings_round(ctx)

    @staticmethod
    def _next_knockout(ctx: SeatContext) -> Seated:
        """The best of each table of the last knock-out round go on, seeded table by
        table; into the final, the others of that round may play the placing table."""
        last = ctx.rounds[-1]
        options = ctx.info.options
        still = set(ctx.active)
        per_table = [[id_of(t, name) for name in t.game.summary.ranking] for t in last.tables if t.game is not None]
        take = [going_on(len(r), len(per_table), options.final_table_size) for r in per_table]
        # Winners of every table first, then the runners-up, …: seeds for the next round.
        going = [r[k] for k in range(max(take, default=0)) for r, n in zip(per_table, take) if k < n]
        going = [pid for pid in going if pid in still]
        if len(going) < 2:
            raise TournamentError(reason(TC.KNOCKOUT_OVER))
        if ctx.step.step is Step.SEAT_FINAL:
            tables: list[tuple[int, ...]] = [tuple(going)]
            if options.third_place:
                out = [pid for r, n in zip(per_table, take) for pid in r[n:] if pid in still]
                if len(out) >= 2:
                    tables.append(tuple(out[: options.final_table_size]))
            return Seated(Seating(tuple(tables)), FINAL_ROUND)
        seats = tables_for(len(going), options.final_table_size)
        return Seated(Seating(tuple(tuple(going[i] for i in t) for t in seats)), KNOCKOUT)

    def order(self, ctx: StandingsContext) -> list[StandingRow]:
        knockout_rounds = [n for n, m in sorted(ctx.methods.items()) if m in self.uncounted]
        if not knockout_rounds:
            return ctx.rows
        views = [v for n in knockout_rounds for v in ctx.rounds(n)]
        total = len(knockout_plan(ctx.info.options.final_size, ctx.info.options.final_table_size))
        key, note = _knockout_places(views, total)
        _crown(views[-1], note)
        return [_with_knockout_cells(row, views) for row in _ordered(ctx.rows, key, note)]

    def bracket_rounds(self, rounds: Sequence[RoundView]) -> list[RoundView]:
        return [r for r in rounds if r.method in self.uncounted]

    def placing_tables(self, view: RoundView) -> tuple[int, ...]:
        # The final round's tables after the first are the placing table (_next_knockout).
        return tuple(t.number for t in view.tables[1:]) if view.method == FINAL_ROUND else ()

    def knockout_plan(self, info: TournamentInfo) -> list[int]:
        options = info.options
        if options.final_size < 2 or options.final_table_size < 2:
            return []
        return knockout_plan(options.final_size, options.final_table_size)


FORMAT = SwissKnockout()


def _knockout_places(views: Sequence[RoundView], total: int) -> tuple[dict[int, tuple[int, ...]], dict[int, str]]:
    """Each knock-out player's sort key (later rounds first; in the final round, the final
    before the placing table; then the rank at the table) and stage note ("semi_final #2")."""
    key: dict[int, tuple[int, ...]] = {}
    note: dict[int, str] = {}
    for index, view in enumerate(views):
        left = total - 1 - index
        for table_index, table in enumerate(view.tables):
            ranking = table.game.summary.ranking if table.game is not None else ()
            placing = view.method == FINAL_ROUND and table_index == 1

            for p in table.players:
                rank = ranking.index(p.name) + 1 if p.name in ranking else 0
                key[p.id] = (-index, table_index if view.method == FINAL_ROUND else 0, rank)
                stage = StageNote(NoteKind.STAGE, rank or None, stage=PLACING) if placing else stage_of(left, rank or None)
                note[p.id] = stage.stored()
    return key, note


def _with_knockout_cells(row: StandingRow, views: Sequence[RoundView]) -> StandingRow:
    """The row with its knock-out rounds' cells filled: the rank and table size where the
    player sat (issue 39: the standings printed "–" there for every finalist, since the
    knock-out's games do not count in the swiss tally the cells come from)."""
    last = max((v.number for v in views), default=0)
    ranks = list(row.round_ranks) + [None] * max(0, last - len(row.round_ranks))
    sizes = list(row.round_sizes or (None,) * len(row.round_ranks)) + [None] * max(0, last - len(row.round_ranks))
    for view in views:
        for table in view.tables:
            if table.game is None:
                continue
            for p in table.players:
                if p.id == row.player_id and p.name in table.game.summary.ranking:
                    ranks[view.number - 1] = table.game.summary.ranking.index(p.name) + 1
                    sizes[view.number - 1] = len(table.players)
    return replace(row, round_ranks=tuple(ranks), round_sizes=tuple(sizes))


def _crown(last: RoundView, note: dict[int, str]) -> None:
    """The final's winner, once it is played, is noted as the champion."""
    if last.method != FINAL_ROUND or not last.tables or last.tables[0].game is None:
        return
    winner = last.tables[0].game.summary.ranking[0]
    for p in last.tables[0].players:
        if p.name == winner:
            note[p.id] = StageNote(NoteKind.CHAMPION).stored()


def _ordered(rows: list[StandingRow], key: Mapping[int, tuple[int, ...]], note: Mapping[int, str]) -> list[StandingRow]:
    """The knock-out's players first by their key (ties by the swiss standings), then the
    rest in their swiss order, sharing places as they did there."""
    position = {r.player_id: i for i, r in enumerate(rows)}
    ahead = sorted(key, key=lambda pid: (key[pid], position[pid]))
    by_id = {r.player_id: r for r in rows}
    ordered = [replace(by_id[pid], place=i, note=note[pid]) for i, pid in enumerate(ahead, start=1)]
    previous: StandingRow | None = None
    for r in rows:
        if r.player_id in key:
            continue
        place = ordered[-1].place if previous is not None and r.place == previous.place else len(ordered) + 1
        ordered.append(replace(r, place=place))
        previous = r
    return ordered
