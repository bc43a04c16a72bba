"""Every legal move of a Tanhinmin position with its δ′, and Corollaries 6 and 7.

The paper (``shared/seeds/001_*``, Definition 3) scores a move ``a`` of the position
``s = (X, X̄, r)`` under ``(c0, c1)`` by the matching numbers after it, seen from the
same player:

    μ′0 = μ1(next(s, a))   (the old mover's matching, now as the non-mover),
    μ′1 = μ0(next(s, a))   (0 when ``a`` is the mover's last card to play),
    δ′  = μ′0 − μ′1 + 1,

so ``δ′ = 1 − δ(next)`` and a move keeps (or makes) a win exactly when ``δ′ ≥ 1``.
Lemma 1: ``δ′ − δ`` is −1, 0 or 1 (Tables 1 and 2 list which).

Evaluating the next position for each move would cost O(N) per move. Two facts about
downward matchings make every move's numbers O(1) after O(N) of preparation:

* an upper card can be left out of some maximum matching exactly when it is at most
  γ (the cards a maximum matching can spare are closed downwards: a spared card can
  swap places with any weaker matched one), so removing an upper card ``u`` costs one
  matching iff ``u > γ`` (Table 1);
* adding a lower card ``a`` gains one matching iff ``a < γ``: if the γ card is spared it
  takes ``a``; conversely a gained matching pairs ``a`` with a spared card above it.

The weak cards (at most ``x_{c0+1}``) only change the opponent's side and the strong
ones only the mover's, so the best moves of each kind sit next to ``x_{c0+1}`` and the
moves that lower δ least form one interval of strengths (Corollary 6, footnote 10).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Callable

from daifugo_gui.analysis.reasons import AnalysisCode
from daifugo_gui.analysis.tanhinmin import (
    PASS,
    Evaluation,
    OptimalMoves,
    Position,
    Strategy,
    TanhinminError,
    WinCondition,
    _mu_plus,
    evaluate,
    gamma,
    mu,
    optimal_moves,
    parameter_bound,
    strategy_move,
)


@dataclass(frozen=True)
class MoveDelta:
    """One legal move and the matching numbers after it (Definition 3)."""

    move: int  # a strength, or PASS
    mu0_after: int  # μ′0
    mu1_after: int  # μ′1
    delta_after: int  # δ′ = μ′0 − μ′1 + 1
    change: int  # δ′ − δ: −1, 0 or 1 (Lemma 1)

    @property
    def keeps_win(self) -> bool:
        """Whether the mover wins after this move (δ′ ≥ 1: the new mover has δ ≤ 0)."""
        return self.delta_after >= 1


@dataclass(frozen=True)
class _Shape:
    """The O(N) numbers from which every move's δ′ follows in O(1)."""

    mu0: int
    mu1: int
    last_card: bool  # |X| = c0 + 1: any card play ends the game
    top_weak: int  # x_{c0+1}: cards up to it are "weak"
    spare_mover: int | None  # γ(X_{-[c0]}, X̄_{-[c1+1]})
    mover_without_field: int  # μ(X_{-[c0]}, X̄_{-[c1+1]})
    weak_mu0_after: int  # μ(X_{-[c0+1]}, X̄_{-[c1+1]})
    weak_base: int  # μ(X̄_{-[c1]}, X_{-[c0+2]})
    spare_weak: int | None  # γ(X̄_{-[c1]}, X_{-[c0+2]})
    pass_mu1_after: int  # μ(X̄_{-[c1]}, X_{-[c0+1]} + {0})

    @property
    def delta(self) -> int:
        return self.mu0 - self.mu1

    def after(self, move: int) -> tuple[int, int]:
        """(μ′0, μ′1) of a legal move."""
        if move == PASS:
            return self.mover_without_field, self.pass_mu1_after
        if self.last_card:
            return 0, 0
        if move <= self.top_weak:
            # Table 2: the weak card joins the opponent's targets; it adds a matching
            # iff it lies below a card the opponent can spare.
            gained = self.spare_weak is not None and move < self.spare_weak
            return self.weak_mu0_after, self.weak_base + (1 if gained else 0)
        # Table 1: a strong card costs one more matching iff no maximum matching spares it.
        lost = self.spare_mover is None or move > self.spare_mover
        return self.mover_without_field - (1 if lost else 0), self.mu1

    def score(self, move: int) -> MoveDelta:
        mu0_after, mu1_after = self.after(move)
        delta_after = mu0_after - mu1_after + 1
        return MoveDelta(move, mu0_after, mu1_after, delta_after, delta_after - self.delta)


def _shape(position: Position, cond: WinCondition) -> _Shape:
    cond.check(position)
    x, y, r = position.mover, position.opponent, position.field
    c0, c1 = cond.c0, cond.c1
    mover_part, opponent_part = x[c0:], y[c1 + 1 :]
    rest = x[c0 + 2 :]
    return _Shape(
        mu0=_mu_plus(mover_part, opponent_part, r),
        mu1=mu(y[c1:], x[c0 + 1 :]),
        last_card=len(x) == c0 + 1,
        top_weak=x[c0],
        spare_mover=gamma(mover_part, opponent_part),
        mover_without_field=mu(mover_part, opponent_part),
        weak_mu0_after=mu(x[c0 + 1 :], opponent_part),
        weak_base=mu(y[c1:], rest),
        spare_weak=gamma(y[c1:], rest),
        pass_mu1_after=_mu_plus(y[c1:], x[c0 + 1 :], PASS),
    )


def move_deltas(position: Position, cond: WinCondition) -> tuple[MoveDelta, ...]:
    """δ′ of every legal move: passing first, then each distinct playable strength.

    O(N) for the whole list (the hands are sorted already).
    """
    return _scored(_shape(position, cond), position)


def _scored(shape: _Shape, position: Position) -> tuple[MoveDelta, ...]:
    return tuple(shape.score(move) for move in (PASS, *position.legal_plays()))


@dataclass(frozen=True)
class LeastLowering:
    """Corollary 6: the legal moves that lower δ least, i.e. that keep δ′ highest.

    ``low``/``high`` bound the card plays among them (None when no card play is), an
    interval that holds no other legal card; ``plays`` are the distinct strengths in
    it; ``pass_included`` says whether passing is one of them. Whenever a winning move
    exists these are all winning moves (the best δ′ is then at least 1).
    """

    delta: int
    delta_after: int  # the best δ′ over all legal moves
    low: int | None
    high: int | None
    plays: tuple[int, ...]
    pass_included: bool

    def includes(self, move: int) -> bool:
        return self.pass_included if move == PASS else move in self.plays


def least_lowering(position: Position, cond: WinCondition) -> LeastLowering:
    """Corollary 6 in O(N), without scoring every move.

    Weak playable cards score better the stronger they are (a strong enough one no
    longer slips under a spare opponent card), strong ones the weaker they are (a weak
    enough one is spare on the mover's side): the best of each kind is found at the
    weak end's top and the strong end's bottom, and the ties around them are ranges.
    """
    return _least(_shape(position, cond), position)


def _least(shape: _Shape, position: Position) -> LeastLowering:
    x, r = position.mover, position.field
    candidates: list[tuple[int, tuple[int, int]]] = []  # (δ′, strengths reaching it)
    top = shape.top_weak
    if top > r:  # some weak card can be played
        best = shape.score(top).delta_after
        if shape.last_card:
            low = r + 1  # every card ends the game: all score alike
        elif shape.spare_weak is not None and top >= shape.spare_weak:
            low = max(r + 1, shape.spare_weak)  # from the spare opponent card up
        else:
            low = r + 1  # all weak cards score alike
        candidates.append((best, (low, top)))
    first_strong = bisect.bisect_right(x, max(r, top))
    if first_strong < len(x):
        weakest = x[first_strong]
        best = shape.score(weakest).delta_after
        spare = shape.spare_mover
        high = spare if spare is not None and weakest <= spare else x[-1]
        candidates.append((best, (weakest, high)))
    pass_after = shape.score(PASS).delta_after
    best_all = max([pass_after] + [score for score, _ in candidates])
    ranges = [span for score, span in candidates if score == best_all]
    plays: list[int] = []
    for lo, hi in ranges:
        plays.extend(sorted(set(x[bisect.bisect_left(x, lo) : bisect.bisect_right(x, hi)])))
    if not ranges:
        return LeastLowering(shape.delta, best_all, None, None, (), pass_after == best_all)
    return LeastLowering(
        shape.delta,
        best_all,
        min(lo for lo, _ in ranges),
        max(hi for _, hi in ranges),
        tuple(plays),
        pass_after == best_all,
    )


# --- Corollary 7: a move optimal whatever the other player's target ----------------------


def move_for_every_c1(position: Position, c0: int) -> int:
    """A move that is (c0, c)-optimal for every c (Corollary 7, first half).

    Algorithm 7 with its parameter c = 0 looks at μ1(s, c0, 0) only, never at c1, and
    Theorem 5 makes it (c0, c1)-optimal for every c1 >= 0.
    """
    _check_hands(position)
    cond = WinCondition(c0, 0)
    cond.check(position)
    return strategy_move(position, cond, Strategy.MU1_PLUS_1_FROM_TOP, 0)


def move_for_every_c0(position: Position, c1: int) -> int:
    """A move that is (c, c1)-optimal for every c (Corollary 7, second half).

    Algorithm 6 with c = 0 looks at μ0(s, 0, c1) only, never at c0.
    """
    _check_hands(position)
    cond = WinCondition(0, c1)
    cond.check(position)
    return strategy_move(position, cond, Strategy.MU0_FROM_TOP, 0)


@dataclass(frozen=True)
class CommonOptimal:
    """The moves optimal under every condition of one row or column of conditions."""

    plays: tuple[int, ...]
    pass_optimal: bool

    def includes(self, move: int) -> bool:
        return self.pass_optimal if move == PASS else move in self.plays


def common_optimal(position: Position, c0: int | None = None, c1: int | None = None) -> CommonOptimal:
    """Every move optimal under (c0, c) for all c, or under (c, c1) for all c.

    Give exactly one of ``c0`` and ``c1``. This intersects Algorithm 1 over the row or
    column, O(N) per condition: meant for hands of display size; Corollary 7 says the
    answer is never empty and :func:`move_for_every_c1` / :func:`move_for_every_c0`
    name one of its moves in O(N) for any size.
    """
    _check_hands(position)
    if (c0 is None) == (c1 is None):
        raise TanhinminError(AnalysisCode.TANHINMIN_ONE_SIDE)
    if c0 is not None:
        conds = [WinCondition(c0, c) for c in range(len(position.opponent))]
    else:
        assert c1 is not None
        conds = [WinCondition(c, c1) for c in range(len(position.mover))]
    plays = set(position.legal_plays())
    pass_ok = True
    for cond in conds:
        best = optimal_moves(position, cond)
        plays &= set(best.plays)
        pass_ok = pass_ok and best.pass_optimal
    return CommonOptimal(tuple(sorted(plays)), pass_ok)


def _check_hands(position: Position) -> None:
    if not position.mover or not position.opponent:
        raise TanhinminError(AnalysisCode.TANHINMIN_EMPTY_HAND)


# --- everything about one position, for a screen ------------------------------------------


@dataclass(frozen=True)
class PositionReport:
    """What the tab shows for one position and condition, computed in one go (O(N)).

    ``common_c1`` / ``common_c0`` (every move optimal along the row / column) cost
    O(N) per condition and are only filled when asked for (hands of display size).
    """

    position: Position
    cond: WinCondition
    evaluation: Evaluation
    optimal: OptimalMoves
    moves: tuple[MoveDelta, ...]
    least: LeastLowering
    for_every_c1: int  # Corollary 7: optimal under (c0, c) for every c
    for_every_c0: int  # optimal under (c, c1) for every c
    strategy: Strategy
    param: int | None  # the strategy's c as used (clipped to its bound), None: it has none
    strategy_move: int
    common_c1: CommonOptimal | None = None
    common_c0: CommonOptimal | None = None


def analyse(
    position: Position,
    cond: WinCondition,
    strategy: Strategy = Strategy.PREFER_C0_PLUS_1,
    param: int | None = None,
    with_common: bool = False,
    check: Callable[[], None] | None = None,
) -> PositionReport:
    """Every number of the tab for one position. ``param`` is the strategy's c, cut to
    the bound this condition allows (None: the default, the bound itself); ``check`` is
    called between the stages, so a cancel token can stop a large analysis early."""
    step = check or (lambda: None)
    evaluation = evaluate(position, cond)
    step()
    optimal = optimal_moves(position, cond)
    step()
    shape = _shape(position, cond)  # once for both: each is a few passes over 10^6 cards
    step()
    moves = _scored(shape, position)
    step()
    least = _least(shape, position)
    step()
    bound = parameter_bound(strategy, cond)
    used = None if bound is None else (bound if param is None else min(param, bound))
    chosen = strategy_move(position, cond, strategy, used)
    every_c1 = move_for_every_c1(position, cond.c0)
    every_c0 = move_for_every_c0(position, cond.c1)
    step()
    common_c1 = common_optimal(position, c0=cond.c0) if with_common else None
    common_c0 = common_optimal(position, c1=cond.c1) if with_common else None
    return PositionReport(
        position, cond, evaluation, optimal, moves, least, every_c1, every_c0,
        strategy, used, chosen, common_c1, common_c0,
    )
