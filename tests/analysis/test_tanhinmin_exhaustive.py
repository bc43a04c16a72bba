"""The linear-time Tanhinmin solver against brute-force minimax, exhaustively.

Space: every position with strengths 1..6 and 2..8 cards in total (each hand non-empty,
as the conditions need), every field 0..6 (0 = empty) and every (c0, c1) with
0 <= c0 < |X|, 0 <= c1 < |X̄|: 119,965 hand pairs, 839,755 positions, 9,767,520 cases.

Both solvers look at strengths only through comparisons, so each case is checked once
per order type: positions are renumbered (strengths 1, 2, ... in order, the field
replaced by the strongest mover card it stops) and the 50,755 distinct order types,
631,200 cases, are checked. ``test_solver_depends_only_on_order`` runs the fast solver
on a spread of raw positions (every 251st) and finds the same winner, optimal plays,
pass optimality and strategy moves as for its order type. (Running the fast solver on
all 9,767,520 raw cases compared it only with itself and took 70 s; it was dropped.)
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from daifugo_gui.analysis.tanhinmin import (
    PASS,
    Player,
    Position,
    Strategy,
    WinCondition,
    evaluate,
    optimal_moves,
    strategy_move,
    winner_table,
)
from daifugo_gui.analysis.tanhinmin_brute import BruteForce, canonical

MAX_STRENGTH = 6
MAX_CARDS = 8


def _raw_positions():
    hands = {
        k: list(combinations_with_replacement(range(1, MAX_STRENGTH + 1), k))
        for k in range(1, MAX_CARDS)
    }
    for a in range(1, MAX_CARDS):
        for b in range(1, MAX_CARDS + 1 - a):
            for x in hands[a]:
                for y in hands[b]:
                    for r in range(MAX_STRENGTH + 1):
                        yield x, y, r


def _order_types() -> list[tuple[tuple[int, ...], tuple[int, ...], int]]:
    seen: dict[tuple, None] = {}
    raw = 0
    for x, y, r in _raw_positions():
        raw += 1
        seen.setdefault(canonical(x, y, r), None)
    assert raw == 839_755
    return list(seen)


def _parameters(strategy: Strategy, cond: WinCondition) -> list[int | None]:
    side = strategy.parameter_side
    if side is None:
        return [None]
    return list(range((cond.c0 if side == 0 else cond.c1) + 1))


def _check(types, brute: BruteForce) -> tuple[int, int]:
    """Check every condition of every given order type; return (cases, strategy checks)."""
    cases = 0
    strategy_checks = 0
    choices = [
        [[(s, _parameters(s, WinCondition(c0, c1))) for s in Strategy] for c1 in range(MAX_CARDS)]
        for c0 in range(MAX_CARDS)
    ]
    defaults = [(s, [None]) for s in Strategy]
    for x, y, r in types:
        pos = Position(x, y, r)
        table = winner_table(pos)
        legal = pos.legal_plays()
        for c0 in range(len(x)):
            for c1 in range(len(y)):
                cond = WinCondition(c0, c1)
                cases += 1
                wins = brute.mover_wins(pos, cond)
                ev = evaluate(pos, cond)
                where = (x, y, r, c0, c1)
                # Theorem 1 and Corollary 4
                assert (ev.delta > 0) == wins, where
                assert (table.winner(cond) is Player.MOVER) == wins, where
                # Theorem 3 (Algorithm 1): the exact optimal plays and pass
                best = optimal_moves(pos, cond)
                plays, pass_ok = brute.optimal(pos, cond)
                assert best.plays == plays, where
                assert best.pass_optimal == pass_ok, where
                # the optimal plays are one interval: its hull holds no other legal card
                if best.plays:
                    assert [v for v in legal if best.low <= v <= best.high] == list(best.plays), where
                # Corollary 1: with a card to play, passing alone is never optimal
                if legal:
                    assert best.plays, where
                # Theorem 5: no strategy lets a won position go; always a legal move.
                # In a won position the brute force's optimal moves are its winning ones.
                # Every value of the free parameter c is tried where it matters (won
                # positions); in lost ones the default c only has to give a legal move.
                winning = set(plays) | ({PASS} if pass_ok else set())
                for strategy, params in choices[c0][c1] if wins else defaults:
                    for c in params:
                        move = strategy_move(pos, cond, strategy, c)
                        if legal:
                            assert move in legal, (strategy, c, where)
                        else:
                            assert move == PASS, (strategy, c, where)
                        if wins:
                            strategy_checks += 1
                            assert move in winning, (strategy, c, where)
    return cases, strategy_checks


@pytest.mark.slow
@pytest.mark.timeout(900)  # 631,200 positions: minutes on a loaded machine, past the suite's 300 s
def test_fast_solver_matches_brute_force_everywhere() -> None:
    types = _order_types()
    assert len(types) == 50_755
    cases, strategy_checks = _check(types, BruteForce())
    assert cases == 631_200
    assert strategy_checks > 1_000_000


def _renumber_move(move: int, mapping: dict[int, int]) -> int:
    return PASS if move == PASS else mapping[move]


@pytest.mark.slow
def test_solver_depends_only_on_order() -> None:
    # Every 251st raw position (a spread over hand sizes, strengths and fields).
    checked = 0
    for i, (x, y, r) in enumerate(_raw_positions()):
        if i % 251:
            continue
        cx, cy, cr = canonical(x, y, r)
        mapping = {v: k + 1 for k, v in enumerate(sorted(set(x) | set(y)))}
        raw, canon = Position(x, y, r), Position(cx, cy, cr)
        assert raw.legal_plays() == [] or [mapping[v] for v in raw.legal_plays()] == canon.legal_plays()
        for c0 in range(len(x)):
            for c1 in range(len(y)):
                cond = WinCondition(c0, c1)
                assert evaluate(raw, cond) == evaluate(canon, cond)
                a, b = optimal_moves(raw, cond), optimal_moves(canon, cond)
                assert tuple(mapping[v] for v in a.plays) == b.plays
                assert a.pass_optimal == b.pass_optimal
                for strategy in Strategy:
                    assert _renumber_move(strategy_move(raw, cond, strategy), mapping) == (
                        strategy_move(canon, cond, strategy)
                    )
        assert winner_table(raw) == winner_table(canon)
        checked += 1
    assert checked > 3000
