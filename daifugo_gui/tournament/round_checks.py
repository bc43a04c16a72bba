"""Checks on seated rounds, read-only and pure: who meets again, and whether a random
draw is the one its stored seed deals."""

from __future__ import annotations

from typing import Sequence

from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.seating import random_seating
from daifugo_gui.tournament.views import RoundView, SeatDifference, TournamentInfo
from daifugo_gui.tournament.options import RoundMethod


def repeat_meetings(rounds: Sequence[RoundView], round_number: int) -> list[tuple[str, str, int]]:
    """Pairs seated together in round ``round_number`` who already shared a table:
    (a, b, the round they first met)."""
    now = next((r for r in rounds if r.number == round_number), None)
    if now is None:
        raise TournamentError(reason(TC.NO_ROUND, round=round_number))
    met: dict[frozenset[int], int] = {}
    for view in rounds:
        if view.number >= round_number:
            continue
        for t in view.tables:
            ids = [p.id for p in t.players]
            for i, a in enumerate(ids):
                for b in ids[i + 1:]:
                    met.setdefault(frozenset((a, b)), view.number)
    found = []
    for t in now.tables:
        for i, first in enumerate(t.players):
            for second in t.players[i + 1:]:
                when = met.get(frozenset((first.id, second.id)))
                if when is not None:
                    found.append((first.name, second.name, when))
    return found


def draw_differences(view: RoundView, info: TournamentInfo) -> list[SeatDifference]:
    """A random draw dealt again from its stored seed; the seats that differ (overrides)."""
    if view.method is not RoundMethod.RANDOM or view.seed is None:
        raise TournamentError(reason(TC.NOT_A_RANDOM_DRAW, round=view.number))
    # A player who asked to sit the round out was never in the draw.
    everyone = [p for t in view.tables for p in t.players] + [p for p in view.byes if p not in view.requested]
    by_id = {p.id: p for p in everyone}
    again = random_seating(list(by_id), view.seed, info.table_size, info.min_table_size)
    diffs = []
    for number, (drawn, table) in enumerate(zip(again.tables, view.tables), start=1):
        for pos, (pid, seated) in enumerate(zip(drawn, table.players), start=1):
            if pid != seated.id:
                diffs.append(SeatDifference(number, pos, by_id[pid].name, seated.name))
    return diffs
