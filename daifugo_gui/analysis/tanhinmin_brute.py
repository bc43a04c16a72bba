"""Brute-force minimax for Tanhinmin with (c0, c1) winning conditions (small positions).

This is the reference the linear-time solver in :mod:`tanhinmin` is tested against, so
it follows the rules only, never the theory: try every move, recurse, memoise.

Two facts keep it fast enough to sweep every small position:

* only the order of strengths matters, so positions are memoised under a canonical key
  (strengths renumbered 1, 2, ... and the field replaced by the strongest mover card it
  stops, or 0);
* the state carries how many more cards each player must play (k0 = |X| - c0,
  k1 = |X̄| - c1) rather than (c0, c1), so states reached under different conditions
  share entries.

Passing empties the field, so two passes in a row lead back to the same empty-field
position. A game that could only go on passing forever would be a draw; the search
reports it (:class:`EndlessGame`) instead of guessing — the theory says it never occurs.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from daifugo_gui.analysis.tanhinmin import PASS, Position, WinCondition

Hand = tuple[int, ...]


class EndlessGame(RuntimeError):
    """Neither player can win from an empty field: only endless passing remains."""


def canonical(mover: Hand, opponent: Hand, field: int) -> tuple[Hand, Hand, int]:
    """Renumber strengths keeping only their order (sorted hands expected)."""
    stop = bisect.bisect_right(mover, field)
    top = mover[stop - 1] if stop else 0
    values = sorted(set(mover).union(opponent))
    if values[-1] == len(values):  # already 1..k: only the field moves
        return mover, opponent, top
    rank = {v: i for i, v in enumerate(values, 1)}
    return (
        tuple([rank[v] for v in mover]),
        tuple([rank[v] for v in opponent]),
        rank[top] if stop else 0,
    )


def _remove(hand: Hand, value: int) -> Hand:
    i = bisect.bisect_left(hand, value)
    return hand[:i] + hand[i + 1 :]


@dataclass
class BruteForce:
    """A memoised minimax solver; keep one instance to share its memo across queries."""

    def __post_init__(self) -> None:
        self._card_win: dict[tuple[Hand, Hand, int, int, int], bool] = {}
        self._raw: dict[tuple[Hand, Hand, int, int, int], bool] = {}
        self._wins_memo: dict[tuple[Hand, Hand, int, int, int], bool] = {}

    # k0, k1: cards the mover / the opponent still has to play to win (both >= 1).
    def _wins_by_card(self, x: Hand, y: Hand, r: int, k0: int, k1: int) -> bool:
        key = (x, y, r, k0, k1)
        hit = self._raw.get(key)
        if hit is not None:
            return hit
        ckey = (*canonical(x, y, r), k0, k1)
        result = self._card_win.get(ckey)
        if result is None:
            cx, cy, cr, _, _ = ckey
            result = False
            start = bisect.bisect_right(cx, cr)
            for v in sorted(set(cx[start:])):
                if k0 == 1 or not self._wins(cy, _remove(cx, v), v, k1, k0 - 1):
                    result = True
                    break
            self._card_win[ckey] = result
        self._raw[key] = result
        return result

    def _wins_on_empty(self, x: Hand, y: Hand, k0: int, k1: int) -> bool:
        if self._wins_by_card(x, y, 0, k0, k1):
            return True
        if self._wins_by_card(y, x, 0, k1, k0):
            return False  # passing hands the opponent an empty field it wins from
        raise EndlessGame(f"mover {x}, opponent {y}: nobody can win, only passing")

    def _wins(self, x: Hand, y: Hand, r: int, k0: int, k1: int) -> bool:
        key = (x, y, r, k0, k1)
        hit = self._wins_memo.get(key)
        if hit is None:
            if r == 0:
                hit = self._wins_on_empty(x, y, k0, k1)
            else:
                hit = self._wins_by_card(x, y, r, k0, k1) or not self._wins_on_empty(y, x, k1, k0)
            self._wins_memo[key] = hit
        return hit

    @staticmethod
    def _targets(position: Position, cond: WinCondition) -> tuple[int, int]:
        cond.check(position)
        return len(position.mover) - cond.c0, len(position.opponent) - cond.c1

    def mover_wins(self, position: Position, cond: WinCondition) -> bool:
        """Whether the player to move wins with best play."""
        k0, k1 = self._targets(position, cond)
        return self._wins(position.mover, position.opponent, position.field, k0, k1)

    def move_wins(self, position: Position, cond: WinCondition, move: int) -> bool:
        """Whether the mover still wins after making ``move`` (a strength or PASS)."""
        k0, k1 = self._targets(position, cond)
        x, y, r = position.mover, position.opponent, position.field
        if move == PASS:
            return not self._wins_on_empty(y, x, k1, k0)
        if move <= r or move not in x:
            raise ValueError(f"illegal move {move}")
        if k0 == 1:
            return True
        return not self._wins(y, _remove(x, move), move, k1, k0 - 1)

    def optimal(self, position: Position, cond: WinCondition) -> tuple[tuple[int, ...], bool]:
        """(optimal card strengths, whether passing is optimal): every move when lost."""
        plays = position.legal_plays()
        if not self.mover_wins(position, cond):
            return tuple(plays), True
        good = tuple(v for v in plays if self.move_wins(position, cond, v))
        return good, self.move_wins(position, cond, PASS)
