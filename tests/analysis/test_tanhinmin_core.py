"""Unit checks of the linear-time Tanhinmin solver (paper: shared/seeds/001_*)."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from daifugo_gui.analysis.tanhinmin import (
    PASS,
    Player,
    Playthrough,
    Position,
    Strategy,
    TanhinminError,
    WinCondition,
    _mu_plus,
    _SuffixMatcher,
    evaluate,
    gamma,
    mu,
    optimal_moves,
    strategy_move,
    winner,
    winner_table,
)
from daifugo_gui.analysis.tanhinmin_brute import BruteForce


def _max_matching(upper: list[int], lower: list[int]) -> int:
    """Every matching, tried by recursion (tiny sets only)."""
    if not upper:
        return 0
    a, rest = upper[0], upper[1:]
    best = _max_matching(rest, lower)  # leave a unmatched
    for i, b in enumerate(lower):
        if a > b:
            best = max(best, 1 + _max_matching(rest, lower[:i] + lower[i + 1 :]))
    return best


def _small_multisets(max_size: int, values: range):
    for k in range(max_size + 1):
        yield from combinations_with_replacement(values, k)


def test_mu_and_gamma_against_all_matchings() -> None:
    for upper in _small_multisets(4, range(0, 5)):
        for lower in _small_multisets(4, range(0, 5)):
            u, l = list(upper), list(lower)
            size = _max_matching(u, l)
            assert mu(u, l) == size, (u, l)
            # gamma: the strongest upper card some maximum matching leaves out
            exposable = [
                v for i, v in enumerate(u) if _max_matching(u[:i] + u[i + 1 :], l) == size
            ]
            assert gamma(u, l) == (max(exposable) if exposable else None), (u, l)


def test_paper_figure_2_example() -> None:
    assert mu([2, 3, 4, 6, 7, 8], [1, 2, 5, 7]) == 4
    assert gamma([2, 3, 4, 6, 7, 8], [1, 2, 5, 7]) == 7


def test_paper_figure_1_example() -> None:
    # ({1,3,5}, {2,4}, 1): under (0,0) playing 3 wins; under (1,1) only 5 does.
    pos = Position.of([1, 3, 5], [2, 4], 1)
    standard = optimal_moves(pos, WinCondition(0, 0))
    assert winner(pos) is Player.MOVER
    assert standard.plays == (3,) and not standard.pass_optimal
    two_cards = optimal_moves(pos, WinCondition(1, 1))
    assert winner(pos, WinCondition(1, 1)) is Player.MOVER
    assert two_cards.plays == (5,) and not two_cards.pass_optimal
    ev = evaluate(pos, WinCondition(1, 1))
    assert (ev.mu0, ev.mu1, ev.delta) == (1, 0, 1)


def test_mu_with_an_extra_lower_card() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        u = sorted(rng.randint(1, 9) for _ in range(rng.randint(0, 8)))
        l = sorted(rng.randint(1, 9) for _ in range(rng.randint(0, 8)))
        extra = rng.randint(0, 10)
        assert _mu_plus(u, l, extra) == mu(u, sorted(l + [extra])), (u, l, extra)


def test_suffix_matcher_matches_direct_matching() -> None:
    rng = random.Random(7)
    for _ in range(300):
        u = sorted(rng.randint(1, 12) for _ in range(rng.randint(1, 12)))
        l = sorted(rng.randint(1, 12) for _ in range(rng.randint(1, 12)))
        extra = rng.choice([None, 0, rng.randint(1, 13)])
        sm = _SuffixMatcher(u, l, extra)
        for p in range(len(u) + 1):
            for q in range(len(l) + 1):
                lower = l[q:] + ([] if extra is None else [extra])
                assert sm.mu(p, q) == mu(u[p:], sorted(lower)), (u, l, extra, p, q)


def test_winner_table_matches_theorem_1_on_larger_hands() -> None:
    rng = random.Random(11)
    for _ in range(60):
        x = [rng.randint(1, 30) for _ in range(rng.randint(1, 30))]
        y = [rng.randint(1, 30) for _ in range(rng.randint(1, 30))]
        pos = Position.of(x, y, rng.choice([None, rng.randint(1, 30)]))
        table = winner_table(pos)
        rows = table.rows()
        for c0 in range(len(x)):
            for c1 in range(len(y)):
                expected = winner(pos, WinCondition(c0, c1))
                assert table.winner(WinCondition(c0, c1)) is expected
                assert rows[c0][c1] is expected


def test_theorem_1_on_random_mid_sized_positions_against_brute_force() -> None:
    # Beyond the exhaustive space: strengths up to 10 and 10 cards, sampled.
    brute = BruteForce()
    rng = random.Random(3)
    for _ in range(150):
        a = rng.randint(1, 6)
        x = [rng.randint(1, 10) for _ in range(a)]
        y = [rng.randint(1, 10) for _ in range(rng.randint(1, 10 - a))]
        pos = Position.of(x, y, rng.randint(0, 10))
        c = WinCondition(rng.randrange(len(x)), rng.randrange(len(y)))
        assert (winner(pos, c) is Player.MOVER) == brute.mover_wins(pos, c)
        plays, pass_ok = brute.optimal(pos, c)
        best = optimal_moves(pos, c)
        assert (best.plays, best.pass_optimal) == (plays, pass_ok)


def test_bad_positions_and_conditions_are_refused() -> None:
    with pytest.raises(TanhinminError, match="below 1"):
        Position.of([0, 2], [3])
    with pytest.raises(TanhinminError, match="negative"):
        Position.of([1], [2], -1)
    pos = Position.of([1, 3], [2])
    with pytest.raises(TanhinminError, match="c0=2"):
        evaluate(pos, WinCondition(2, 0))
    with pytest.raises(TanhinminError, match="c1=1"):
        evaluate(pos, WinCondition(0, 1))
    with pytest.raises(TanhinminError, match="no card of strength 2"):
        pos.after(2)
    with pytest.raises(TanhinminError, match="cannot play 1"):
        Position.of([1, 3], [2], 2).after(1)
    with pytest.raises(TanhinminError, match="c=1"):
        strategy_move(pos, WinCondition(0, 0), Strategy.SWITCH_ON_MU0, 1)


def test_moves_swap_hands_and_conditions() -> None:
    pos = Position.of([1, 3, 5], [2, 4], 1)
    assert pos.legal_plays() == [3, 5]
    assert pos.after(3) == Position((2, 4), (1, 5), 3)
    assert pos.after(PASS) == Position((2, 4), (1, 3, 5), 0)
    assert WinCondition(1, 0).swapped() == WinCondition(0, 1)


def test_strategy_numbers_follow_the_paper() -> None:
    assert [s.algorithm for s in Strategy] == [2, 3, 4, 5, 6, 7]


def test_playthrough_steps_back_and_forward() -> None:
    game = Playthrough.start(Position.of([1, 3, 5], [2, 4], 1), WinCondition(1, 1))
    game.play(5)
    assert game.current.to_move == 1 and game.current.position.legal_plays() == []
    game.play(PASS)
    assert game.current.position == Position((1, 3), (2, 4), 0)
    game.back()
    game.back()
    assert game.cursor == 0 and game.can_forward()
    game.forward()
    assert game.current.to_move == 1
    game.back()
    game.play(3)  # a new line drops the old future
    assert len(game.steps) == 2 and not game.can_forward()
    game.play(4)  # under (1, 1) one card is enough for seat 1: it wins at once
    assert game.finished and game.current.winner_seat == 1
    with pytest.raises(TanhinminError, match="over"):
        game.play(PASS)


def test_strategy_given_as_its_value_is_the_same_strategy() -> None:
    # A Qt combo box hands the enum back as its str value; that once fell through to Alg. 7.
    pos = Position.of([2, 2, 5, 10], [2, 4, 7, 8, 8, 11])
    cond = WinCondition(2, 2)
    for strategy in Strategy:
        for c in (None, 0):
            c = None if strategy.parameter_side is None else c
            assert strategy_move(pos, cond, strategy.value, c) == strategy_move(pos, cond, strategy, c)
    assert strategy_move(pos, cond, Strategy.PREFER_C0_PLUS_2, 0) == 2
    assert strategy_move(pos, cond, Strategy.MU1_PLUS_1_FROM_TOP) != 2
