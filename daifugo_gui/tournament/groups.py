"""Groups (blocks) then a knock-out (pure).

The players of round 1, in registration order (register them by rating to seed by
rating), are dealt to the groups like a snake: 1 2 3 3 2 1 1 2 3 …, so every group gets
one of the strongest, one of the next, and so on. The groups are kept nowhere: they are
dealt again from round 1's players whenever they are needed, which gives the same groups
as long as round 1 stands.

Each group is a round robin of its own (the circle at two seats, first meetings at
larger tables), all groups playing the same round at once; a group that has finished
sits out while a larger one plays on. The best ``advance`` of each group go on to the
knock-out, seeded so that group winners meet other groups' runners-up first
(:func:`knockout_seating`).
"""

from __future__ import annotations

import string
from dataclasses import dataclass, replace
from typing import Mapping, Sequence

from daifugo_gui.tournament.crosstable import Crosstable, crosstable
from daifugo_gui.tournament.final_stage import snake
from daifugo_gui.tournament.round_robin import circle_rounds, circle_seating, cover_seating, unmet_pairs
from daifugo_gui.tournament.scoring import StandingRow
from daifugo_gui.tournament.seating import PairCounts, Seating, plan_tables
from daifugo_gui.tournament.standing_notes import NoteKind, StageNote
from daifugo_gui.tournament.views import RoundView
from daifugo_gui.tournament.options import RoundMethod

GROUP = RoundMethod.GROUP  # the method of a group-stage round


def round_robin_draw(first: RoundView) -> list[int]:
    """The players of a round robin or a group stage: everyone in round 1 (seated or
    with a bye), in registration order."""
    return sorted([p.id for t in first.tables for p in t.players] + [p.id for p in first.byes])


@dataclass(frozen=True)
class Group:
    number: int  # 1-based
    members: tuple[int, ...]  # player ids, in seed order

    @property
    def name(self) -> str:
        return string.ascii_uppercase[self.number - 1]


def deal_groups(players: Sequence[int], count: int) -> list[Group]:
    """``players`` (seed order) dealt to ``count`` groups like a snake."""
    return [Group(i, tuple(members)) for i, members in enumerate(snake(players, count), start=1)]


def group_rounds(groups: Sequence[Group]) -> int:
    """Rounds of the group stage at two-seat tables (the largest group's circle)."""
    return max((circle_rounds(len(g.members)) for g in groups), default=0)


def group_done(group: Group, played: int, table_size: int, met: PairCounts, active: set[int]) -> bool:
    """Whether a group has played its round robin after ``played`` group rounds."""
    if table_size == 2:
        return played >= circle_rounds(len(group.members))
    return unmet_pairs([p for p in group.members if p in active], met) == 0


def group_round_seating(
    groups: Sequence[Group],
    round_number: int,
    table_size: int,
    min_table_size: int,
    met: PairCounts,
    byes_had: Mapping[int, int],
    active: set[int],
) -> Seating:
    """Every unfinished group's next round, group A's tables first."""
    tables: list[tuple[int, ...]] = []
    byes: list[int] = []
    for group in groups:
        if group_done(group, round_number - 1, table_size, met, active):
            continue  # a smaller group has finished: it sits out, no bye points
        if table_size == 2:
            seating = circle_seating(group.members, round_number, active)
        else:
            here = [p for p in group.members if p in active]
            seating = cover_seating(here, met, byes_had, table_size, min_table_size)
        tables.extend(seating.tables)
        byes.extend(seating.byes)
    return Seating(tuple(tables), tuple(byes))


def knockout_order(ranked: Sequence[Sequence[int]], advance: int) -> list[int]:
    """The players going on, in seeding order: every group's winner (group A first), then
    the runners-up with the groups turned by one (B's, C's, …, A's), the thirds turned by
    two, … Dealt to the knock-out's tables in turn, group A's winner meets group B's
    runner-up, and no table holds two players of one group while groups are many enough.
    """
    order: list[int] = []
    count = len(ranked)
    for place in range(advance):
        pot = [ranked[(g + place) % count][place] for g in range(count) if place < len(ranked[(g + place) % count])]
        order.extend(pot)
    return order


def knockout_seating(order: Sequence[int], size: int) -> Seating:
    """The first knock-out round: ``order`` dealt to the tables in turn (one seed of
    each pot per table). If the field cannot fill tables of 2…size, the top seeds have
    the byes."""
    sizes, bye_count = plan_tables(len(order), size, 2)
    byes = list(order[:bye_count])
    rest = list(order[bye_count:])
    tables: list[list[int]] = [[] for _ in sizes]
    turn = 0
    for pid in rest:
        while len(tables[turn % len(tables)]) >= sizes[turn % len(tables)]:
            turn += 1
        tables[turn % len(tables)].append(pid)
        turn += 1
    return Seating(tuple(tuple(t) for t in tables), tuple(byes))


def groups_order(
    overall: Sequence[StandingRow],
    group_rows: Sequence[Sequence[StandingRow]],
    knockout: Sequence[StandingRow] | None,
) -> list[StandingRow]:
    """Final standings: the knock-out's players in knock-out order (``knockout``, None
    before it starts), then everyone else by their place in their group (every group's
    third before any fourth), then by the overall standings. The note names the group
    and the place in it ("A2") for those out in the groups."""
    position = {r.player_id: i for i, r in enumerate(overall)}
    in_group = {r.player_id: place for rows in group_rows for place, r in enumerate(rows, start=1)}
    label = {r.player_id: StageNote(NoteKind.GROUP, place, group=string.ascii_uppercase[g]).stored()
             for g, rows in enumerate(group_rows) for place, r in enumerate(rows, start=1)}
    by_id = {r.player_id: r for r in overall}
    out: list[StandingRow] = []
    ahead = {r.player_id for r in knockout} if knockout else set()
    for r in knockout or ():
        out.append(replace(by_id[r.player_id], place=len(out) + 1, note=r.note))
    rest = sorted((r for r in overall if r.player_id not in ahead),
                  key=lambda r: (in_group.get(r.player_id, len(overall)), position[r.player_id]))
    for r in rest:
        out.append(replace(r, place=len(out) + 1, note=label.get(r.player_id, "")))
    return out


def group_crosstables(
    groups: Sequence[tuple[Group, Sequence[StandingRow]]], rounds: Sequence[RoundView]
) -> list[Crosstable]:
    """One crosstable per group: its group-stage games, players in group order."""
    stage = [v for v in rounds if v.method == GROUP]
    return [crosstable(rows, stage, members=group.members, title=group.name) for group, rows in groups]
