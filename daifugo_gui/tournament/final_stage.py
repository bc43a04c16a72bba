"""A swiss event's final: the top N by the swiss standings play it, and its result
ranks them 1..N ahead of everyone else (pure).

One table when the final's table size seats all N. With more finalists than seats the
final is several tables, seeded like a snake (1, 4, 5, 8 at one table; 2, 3, 6, 7 at the
other) so no table is the strong one; the finalists are then placed by their rank at
their final table (every table's winner ahead of every runner-up), then by the swiss
standings.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from daifugo_gui.tournament.scoring import StandingRow
from daifugo_gui.tournament.seating import Seating, plan_tables
from daifugo_gui.tournament.standing_notes import NoteKind, StageNote
from daifugo_gui.tournament.views import RoundView


def snake(order: Sequence[int], tables: int) -> list[list[int]]:
    """Deal ``order`` (best first) to ``tables`` tables there and back: 1 2 3 3 2 1 …"""
    dealt: list[list[int]] = [[] for _ in range(tables)]
    for index, pid in enumerate(order):
        lap, place = divmod(index, tables)
        dealt[place if lap % 2 == 0 else tables - 1 - place].append(pid)
    return dealt


def final_seating(ranked: Sequence[int], size: int, table_size: int) -> Seating:
    """The best ``size`` of ``ranked`` (swiss standings, players still in) at the final."""
    finalists = list(ranked[:size])
    sizes, _ = plan_tables(len(finalists), table_size, 2)
    return Seating(tuple(tuple(t) for t in snake(finalists, len(sizes))))


def final_order(swiss: Sequence[StandingRow], final: RoundView | None) -> list[StandingRow]:
    """The standings with the final's players first, once every final table has a result.

    ``swiss``: the standings of the swiss rounds alone. Before the final is decided the
    swiss order stands (its players are the top of it anyway). The finalists' notes read
    ``champion`` and ``F2``, ``F3`` … (place in the final); the final's rank is in their
    round ranks too.
    """
    if final is None:
        return list(swiss)
    rank: dict[int, int] = {}
    for table in final.tables:
        if table.game is not None:
            for p in table.players:
                if p.name in table.game.summary.ranking:
                    rank[p.id] = table.game.summary.rank_of(p.name)
    seated = {p.id for t in final.tables for p in t.players}

    def with_final(row: StandingRow) -> StandingRow:
        ranks = list(row.round_ranks) + [None] * max(0, final.number - len(row.round_ranks))
        ranks[final.number - 1] = rank.get(row.player_id)
        return replace(row, round_ranks=tuple(ranks))

    if not final.complete:
        return [with_final(r) for r in swiss]
    position = {r.player_id: i for i, r in enumerate(swiss)}
    finalists = sorted((r for r in swiss if r.player_id in seated),
                       key=lambda r: (rank.get(r.player_id, len(seated)), position[r.player_id]))
    rows = [
        replace(with_final(r), place=place, note=_final_note(place))
        for place, r in enumerate(finalists, start=1)
    ]
    previous: StandingRow | None = None
    for r in swiss:
        if r.player_id in seated:
            continue
        # Players who shared a swiss place still share it, below the finalists.
        place = rows[-1].place if previous is not None and r.place == previous.place else len(rows) + 1
        rows.append(replace(with_final(r), place=place))
        previous = r
    return rows


def _final_note(place: int) -> str:
    """The note of the final's ``place``-th: the champion, then "F2", "F3" …"""
    return StageNote(NoteKind.CHAMPION if place == 1 else NoteKind.FINAL_PLACE, place).stored()
