"""The crosstable (対戦表) of a round robin: who met whom and how it went (pure).

One row and one column per player, in standings order. A cell holds every game the two
players shared: at two-seat tables it reads ○ (the row's player won) or × (lost); at
larger tables the two ranks, the row's first ("1-3": first, the other third), since a
win over one opponent means little when four sat down.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from daifugo_gui.tournament.scoring import StandingRow
from daifugo_gui.tournament.views import RoundView

WIN = "○"
LOSS = "×"


@dataclass(frozen=True)
class Meeting:
    """One game two players shared, seen from the row's player."""

    round: int
    rank: int  # the row's player
    other_rank: int  # the column's player
    seats: int
    match: str = ""  # a match: the row's games won and lost ("2–1")

    @property
    def mark(self) -> str:
        if self.seats == 2:
            return (WIN if self.rank < self.other_rank else LOSS) + self.match
        return f"{self.rank}-{self.other_rank}"


@dataclass(frozen=True)
class CrossPlayer:
    id: int
    name: str
    place: int
    points: int


@dataclass(frozen=True)
class Crosstable:
    """Players in standings order and, per ordered pair (row, column), their meetings."""

    players: tuple[CrossPlayer, ...]
    meetings: Mapping[tuple[int, int], tuple[Meeting, ...]]
    title: str = ""  # a group's name ("A", "B", …) when the table is one group's

    def cell(self, row: int, column: int) -> tuple[Meeting, ...]:
        return self.meetings.get((row, column), ())

    def text(self, row: int, column: int) -> str:
        """The cell as printed: the marks of its games in round order, or "" ."""
        return " ".join(m.mark for m in self.cell(row, column))

    def wins(self, row: int) -> int:
        """Two-seat games the row's player won against the players of this table."""
        return sum(
            1
            for column in self.players
            for m in self.cell(row, column.id)
            if m.seats == 2 and m.rank < m.other_rank
        )


def crosstable(
    standings: Sequence[StandingRow],
    rounds: Iterable[RoundView],
    members: Iterable[int] | None = None,
    title: str = "",
) -> Crosstable:
    """The crosstable of ``members`` (default: everyone in the standings), from the
    recorded games of ``rounds``; players in the order of ``standings``."""
    wanted = set(members) if members is not None else None
    players = tuple(
        CrossPlayer(r.player_id, r.name, r.place, r.points)
        for r in standings
        if wanted is None or r.player_id in wanted
    )
    ids = {p.id for p in players}
    found: dict[tuple[int, int], list[Meeting]] = {}
    for view in rounds:
        for table in view.tables:
            game = table.game
            if game is None:
                continue
            ranks = {p.id: game.summary.rank_of(p.name) for p in table.players if p.name in game.summary.ranking}
            names = {p.id: p.name for p in table.players}
            here = [pid for pid in ranks if pid in ids]
            for a in here:
                for b in here:
                    if a != b:
                        found.setdefault((a, b), []).append(Meeting(view.number, ranks[a], ranks[b], len(table.players),
                                                                    table.match_text(names[a])))
    return Crosstable(players, {k: tuple(v) for k, v in found.items()}, title)
