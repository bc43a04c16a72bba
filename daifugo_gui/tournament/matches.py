"""Matches of several games at a table of two (pure).

A match is ``best_of`` N (the first to win a majority takes it; the rest are not played)
or ``fixed`` N (every game is played; more games won takes it, then fewer cards left
over the match, then the winner of the last game — a tie-break that always decides).
Who moves first in each game is the rule's, not the players' choice: ``alternate``
(seat 1 in odd games, seat 2 in even ones) or ``loser`` (the previous game's loser;
seat 1 opens the match).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from daifugo_gui.tournament.options import FirstMove, FormatOptions, MatchKind


@dataclass(frozen=True)
class MatchGame:
    """One game of a match: who moved first, who won, the cards each had left."""

    number: int
    first: int
    winner: int
    cards_left: Mapping[int, int]


@dataclass(frozen=True)
class MatchState:
    """A match so far, for the two players seated (seat 1 first)."""

    seats: tuple[int, int]
    games: tuple[MatchGame, ...]
    length: int
    kind: MatchKind | str
    first_move: FirstMove | str

    def wins(self, player: int) -> int:
        return sum(1 for g in self.games if g.winner == player)

    @property
    def score(self) -> tuple[int, int]:
        """Games won by seat 1 and by seat 2."""
        return self.wins(self.seats[0]), self.wins(self.seats[1])

    @property
    def decided(self) -> bool:
        if self.kind == MatchKind.BEST_OF:
            return max(self.score) > self.length // 2
        return len(self.games) >= self.length

    @property
    def next_number(self) -> int:
        return len(self.games) + 1

    @property
    def next_first(self) -> int:
        """Who moves first in the next game."""
        a, b = self.seats
        if self.first_move == FirstMove.ALTERNATE or not self.games:
            return a if self.next_number % 2 == 1 else b
        last = self.games[-1]
        return b if last.winner == a else a

    def ranking(self) -> tuple[int, int]:
        """The match's winner first (only meaningful once it is decided)."""
        a, b = self.seats
        left = {p: sum(g.cards_left.get(p, 0) for g in self.games) for p in self.seats}
        last_winner = self.games[-1].winner if self.games else a
        key = {p: (-self.wins(p), left[p], 0 if p == last_winner else 1) for p in self.seats}
        return (a, b) if key[a] <= key[b] else (b, a)


def match_state(options: FormatOptions, seats: Sequence[int], games: Sequence[MatchGame]) -> MatchState:
    first, second = seats
    return MatchState((first, second), tuple(sorted(games, key=lambda g: g.number)), options.match_games,
                      options.match_kind, options.first_move)
