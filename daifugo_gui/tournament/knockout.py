"""Knock-out brackets: the best ``advance`` players of each table go on (pure).

Round 1 is the seeded random draw. After it, the players going on are taken table by
table (table 1's winner, table 2's winner, …, then the players who had a bye) and
seated in that order, so the winners of neighbouring tables meet: a fixed bracket that
can be drawn on paper. Tables may shrink to two seats so nobody sits out needlessly;
the round with a single table is the final.

Final order: the round a player reached (later first), then their rank in the last
game they played (a bye or a game not yet played counts as still in), then the swiss
standings (points, sum of ranks, head-to-head, largest prime) between players knocked
out at the same stage and rank.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping, Sequence

from daifugo_gui.tournament.scoring import StandingRow
from daifugo_gui.tournament.seating import Seating, fill_tables, plan_tables
from daifugo_gui.tournament.options import RoundMethod
from daifugo_gui.tournament.standing_notes import STAGE_KEYS, NoteKind, StageNote


BRACKET = RoundMethod.BRACKET  # the method of a knock-out round after the first


@dataclass(frozen=True)
class PlayedTable:
    """A finished table: its ranking, best first (player ids)."""

    number: int
    ranking: tuple[int, ...]


def advancers(tables: Sequence[PlayedTable], byes: Sequence[int], advance: int) -> list[int]:
    """Who goes on, in bracket order; nobody after the final.

    A round with one table and no byes is the final: its game ranks everyone, the
    knock-out is over. Elsewhere every table sends on its best ``advance`` players but
    always knocks one out, so the field shrinks every round (with two advancing from a
    table of two it never did, and the bracket ran on for ever).
    """
    if len(tables) == 1 and not byes:
        return []
    going: list[int] = []
    for table in sorted(tables, key=lambda t: t.number):
        going.extend(table.ranking[: max(1, min(advance, len(table.ranking) - 1))])
    going.extend(byes)
    return going


def bracket_plan(players: int, size: int, advance: int) -> list[int]:
    """Players in each round of a knock-out of ``players`` at tables of 2…``size`` seats
    with the best ``advance`` of each table going on, the final last: the bracket as it
    will run when nobody withdraws (counts only, before anyone is seated)."""
    if players < 2 or size < 2:
        return []
    plan = [players]
    while True:
        sizes, byes = plan_tables(plan[-1], size, 2)
        if len(sizes) == 1 and not byes:
            return plan  # one table: the final
        going = sum(max(1, min(advance, seats - 1)) for seats in sizes) + byes
        if not 2 <= going < plan[-1]:
            return plan  # cannot happen with the rule above; never loop for ever
        plan.append(going)


def planned_stage(index: int, rounds: int) -> str | None:
    """The name of knock-out round ``index`` (0: the first) of ``rounds``: "final",
    "semi_final" or "quarter_final" by the rounds still to come after it; None earlier."""
    left = rounds - 1 - index
    return STAGE_KEYS[left] if 0 <= left < len(STAGE_KEYS) else None


def bracket_seating(going_on: Sequence[int], size: int = 4) -> Seating:
    """Seat the players going on in bracket order; tables of 2…size seats."""
    if len(going_on) < 2:
        raise ValueError("the knock-out is over: fewer than two players go on")
    sizes, _ = plan_tables(len(going_on), size, 2)
    return fill_tables(going_on, sizes)


def knockout_order(
    swiss: Sequence[StandingRow],
    reached: Mapping[int, int],
    last_rank: Mapping[int, int | None],
    champion: int | None,
) -> list[StandingRow]:
    """Re-order swiss standings rows into knock-out places (see the module docstring)."""
    swiss_position = {row.player_id: i for i, row in enumerate(swiss)}

    def key(row: StandingRow) -> tuple[int, int, int]:
        pid = row.player_id
        rank = last_rank.get(pid)
        return (0 if pid == champion else 1, -reached.get(pid, 0), rank or 0)

    ordered = sorted(swiss, key=lambda r: (key(r), swiss_position[r.player_id]))
    rows = []
    for place, row in enumerate(ordered, start=1):
        pid = row.player_id
        if pid == champion:
            note = StageNote(NoteKind.CHAMPION).stored()
        else:
            note = StageNote(NoteKind.ROUND, last_rank.get(pid), reached.get(pid, 0)).stored()
        rows.append(replace(row, place=place, note=note))
    return rows
