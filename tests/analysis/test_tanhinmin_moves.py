"""δ′ of every move, Corollary 6 (the moves that lower δ least), Corollary 7 and the
interval of Algorithm 1, against the paper's examples, the definitions and brute force.

The exhaustive space is the one of ``test_tanhinmin_exhaustive.py`` (strengths 1..6,
2..8 cards in total, every field and condition), walked as its 50,755 order types,
generated directly here. Larger hands (up to 6 cards each, strengths up to 8: 2.2
million order types, 70 million cases, out of reach of a minimax in Python) are
sampled with a fixed seed.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from daifugo_gui.analysis.tanhinmin import (
    PASS,
    Position,
    TanhinminError,
    WinCondition,
    ends_game,
    evaluate,
    gamma,
    mu,
    optimal_moves,
)
from daifugo_gui.analysis.tanhinmin_brute import BruteForce
from daifugo_gui.analysis.tanhinmin_moves import (
    analyse,
    common_optimal,
    least_lowering,
    move_deltas,
    move_for_every_c0,
    move_for_every_c1,
)


def _by_definition(pos: Position, cond: WinCondition, move: int) -> int:
    """δ′ straight from Definition 3: 1 − δ(next), or 1 when the move ends the game."""
    if ends_game(pos, cond, move):
        return 1
    return 1 - evaluate(pos.after(move), cond.swapped()).delta


# --- the paper's examples ----------------------------------------------------------------


def test_figure_1_standard_condition() -> None:
    # ({1,3,5}, {2,4}, 1) under (0,0): playing 3 wins, 5 and passing lose.
    pos = Position.of([1, 3, 5], [2, 4], 1)
    cond = WinCondition(0, 0)
    moves = {m.move: m for m in move_deltas(pos, cond)}
    assert sorted(moves) == [PASS, 3, 5]
    assert evaluate(pos, cond).delta == 1
    assert (moves[3].delta_after, moves[3].change, moves[3].keeps_win) == (1, 0, True)
    assert (moves[5].delta_after, moves[5].change, moves[5].keeps_win) == (0, -1, False)
    assert (moves[PASS].delta_after, moves[PASS].keeps_win) == (0, False)
    best = least_lowering(pos, cond)
    assert (best.plays, best.pass_included, best.delta_after) == ((3,), False, 1)


def test_figure_1_one_one_condition() -> None:
    # Under (1,1) the mover must play two cards before the opponent plays one: only 5.
    pos = Position.of([1, 3, 5], [2, 4], 1)
    cond = WinCondition(1, 1)
    moves = {m.move: m for m in move_deltas(pos, cond)}
    assert [m for m, d in moves.items() if d.keeps_win] == [5]
    # Table 1/2: 3 is one of the c0+1 weakest cards, 5 is above them.
    assert (moves[3].mu0_after, moves[3].mu1_after) == (0, 1)
    assert (moves[5].mu0_after, moves[5].mu1_after) == (0, 0)
    best = least_lowering(pos, cond)
    assert (best.low, best.high, best.plays) == (5, 5, (5,))


def test_figure_1_optimal_interval_and_gamma() -> None:
    pos = Position.of([1, 3, 5], [2, 4], 1)
    best = optimal_moves(pos, WinCondition(0, 0))
    # γ(X_{-[0]}, X̄_{-[1]}) = γ({1,3,5}, {4}) = 3: 5 must take 4, 3 or 1 can be spared.
    assert best.gamma == gamma([1, 3, 5], [4]) == 3
    assert (best.low, best.high, best.strong, best.weak) == (3, 3, (3, 3), None)
    wide = optimal_moves(pos, WinCondition(1, 1))
    assert (wide.low, wide.high) == (5, 5)


def test_last_card_scores_one_and_wins() -> None:
    pos = Position.of([2, 7], [5], 3)
    cond = WinCondition(1, 0)  # one card to play: 7 ends the game at once
    moves = {m.move: m for m in move_deltas(pos, cond)}
    assert moves[7].delta_after == 1 and moves[7].mu1_after == 0 and moves[7].keeps_win


def test_lost_position_picks_the_moves_that_lose_least() -> None:
    pos = Position.of([1, 2], [3, 4], 0)
    cond = WinCondition(0, 0)
    assert evaluate(pos, cond).delta <= 0
    best = least_lowering(pos, cond)
    scores = {m.move: m.delta_after for m in move_deltas(pos, cond)}
    assert best.delta_after == max(scores.values())
    assert set(best.plays) | ({PASS} if best.pass_included else set()) == {
        m for m, s in scores.items() if s == best.delta_after
    }


def test_corollary_7_on_figure_1() -> None:
    pos = Position.of([1, 3, 5], [2, 4], 1)
    assert move_for_every_c1(pos, 0) == 3 and common_optimal(pos, c0=0).plays == (3,)
    assert move_for_every_c0(pos, 1) == 5 and common_optimal(pos, c1=1).plays == (5,)
    with pytest.raises(TanhinminError, match="exactly one"):
        common_optimal(pos)
    with pytest.raises(TanhinminError, match="c0=3"):
        move_for_every_c1(pos, 3)


# --- everything small, exhaustively --------------------------------------------------------

MAX_STRENGTH = 6
MAX_CARDS = 8


def order_types(max_values: int, max_cards: int, max_hand: int | None = None):
    """Every position up to order: hands over 1..k using every value, the field 0 or
    one of the mover's strengths (a field only matters through the cards it stops)."""
    max_hand = max_hand or max_cards - 1
    for k in range(1, max_values + 1):
        every = set(range(1, k + 1))
        hands = [
            h for size in range(1, max_hand + 1) for h in combinations_with_replacement(range(1, k + 1), size)
        ]
        for x in hands:
            for y in hands:
                if len(x) + len(y) > max_cards or set(x) | set(y) != every:
                    continue
                for r in (0, *sorted(set(x))):
                    yield x, y, r


def _check_tables(pos: Position, cond: WinCondition, moves, where) -> None:
    """Tables 1 and 2: how each kind of move changes the mover's and the opponent's
    matchings, with the paper's conditions for each row."""
    x, y = pos.mover, pos.opponent
    c0, c1 = cond.c0, cond.c1
    ev = evaluate(pos, cond)
    without_field = mu(x[c0:], y[c1 + 1 :])
    for m in moves:
        d0, d1 = m.mu0_after - ev.mu0, m.mu1_after - ev.mu1
        if m.move == PASS:
            assert d0 == (0 if without_field == ev.mu0 else -1), (where, m)
            assert d1 == (0 if ev.mu1 == len(y) - c1 else 1), (where, m)
        elif m.move <= x[c0]:  # one of the c0 + 1 weakest cards
            assert d0 == -1 and d1 in (0, 1), (where, m)
        else:
            assert d1 == 0 and d0 in (-1, -2), (where, m)


def _check_position(x, y, r, brute: BruteForce, intersect: bool = True) -> int:
    """Every claim about moves for every condition of one position; returns the cases.

    ``intersect`` also checks :func:`common_optimal`, which reruns Algorithm 1 along
    every row and column (the exhaustive walk does it for a tenth of the positions).
    """
    pos = Position(x, y, r)
    legal = pos.legal_plays()
    cases = 0
    optimal: dict[tuple[int, int], set[int]] = {}
    for c0 in range(len(x)):
        for c1 in range(len(y)):
            cases += 1
            cond = WinCondition(c0, c1)
            where = (x, y, r, c0, c1)
            delta = evaluate(pos, cond).delta
            moves = move_deltas(pos, cond)
            assert [m.move for m in moves] == [PASS, *legal], where
            winning = set()
            for m in moves:
                assert m.delta_after == _by_definition(pos, cond, m.move), (where, m)
                assert m.delta_after == m.mu0_after - m.mu1_after + 1 and m.change == m.delta_after - delta
                assert -1 <= m.change <= 1, (where, m)  # Lemma 1
                wins = brute.move_wins(pos, cond, m.move)
                assert m.keeps_win == wins, (where, m)
                if wins:
                    winning.add(m.move)
            _check_tables(pos, cond, moves, where)
            best_change = max(m.change for m in moves)
            if best_change == 1:  # Lemma 2: only from a lost position, only by passing
                assert delta < 0 and [m.move for m in moves if m.change == 1] == [PASS], where
            if legal and max(m.change for m in moves[1:]) == -1:  # Lemma 3
                assert delta > 1, where
            if not legal:  # Lemma 4: passing alone never loses ground
                assert best_change >= 0, where
            # Corollary 6: exactly the moves of highest δ′, card plays one interval
            safe = least_lowering(pos, cond)
            top = max(m.delta_after for m in moves)
            assert safe.delta_after == top and safe.delta == delta, where
            assert safe.plays == tuple(m.move for m in moves if m.move != PASS and m.delta_after == top), where
            assert safe.pass_included == (moves[0].delta_after == top), where
            if safe.plays:
                assert [v for v in legal if safe.low <= v <= safe.high] == list(safe.plays), where
            if winning:  # the paper's point: lowering δ least never gives a win away
                assert set(safe.plays) <= winning and (not safe.pass_included or PASS in winning), where
            # Algorithm 1: every card in the interval wins, when anything does
            best = optimal_moves(pos, cond)
            assert best.gamma == gamma(x[c0:], y[c1 + 1 :]), where
            if winning and best.low is not None:
                inside = [v for v in legal if best.low <= v <= best.high]
                assert inside and set(inside) <= winning, where
            # optimal (brute force): the winning moves, or every move when none wins
            optimal[c0, c1] = winning or {m.move for m in moves}
    # Corollary 7: one move optimal along a whole row (fixed c0) or column (fixed c1)
    for c0 in range(len(x)):
        row = set.intersection(*(optimal[c0, c1] for c1 in range(len(y))))
        assert move_for_every_c1(pos, c0) in row, (x, y, r, c0)
        if intersect:
            common = common_optimal(pos, c0=c0)
            assert set(common.plays) | ({PASS} if common.pass_optimal else set()) == row
    for c1 in range(len(y)):
        column = set.intersection(*(optimal[c0, c1] for c0 in range(len(x))))
        assert move_for_every_c0(pos, c1) in column, (x, y, r, c1)
        if intersect:
            common = common_optimal(pos, c1=c1)
            assert set(common.plays) | ({PASS} if common.pass_optimal else set()) == column
    return cases


def test_order_types_are_those_of_the_exhaustive_test() -> None:
    types = list(order_types(MAX_STRENGTH, MAX_CARDS))
    assert len(types) == len(set(types)) == 50_755  # as test_tanhinmin_exhaustive.py counts
    assert sum(len(x) * len(y) for x, y, _ in types) == 631_200


@pytest.mark.slow
@pytest.mark.parametrize("half", [0, 1])  # two halves, so the suite's two workers share it
def test_moves_match_brute_force_on_every_small_position(half: int) -> None:
    brute = BruteForce()
    cases = 0
    for i, (x, y, r) in enumerate(order_types(MAX_STRENGTH, MAX_CARDS)):
        if i % 2 == half:
            cases += _check_position(x, y, r, brute, intersect=i % 10 == 0)
    assert cases > 300_000


@pytest.mark.slow
def test_moves_match_brute_force_on_sampled_larger_hands() -> None:
    # Up to 6 cards each with strengths up to 8: sampled, every condition of each.
    rng = random.Random(18)
    brute = BruteForce()
    cases = 0
    for _ in range(1500):
        x = tuple(sorted(rng.randint(1, 8) for _ in range(rng.randint(1, 6))))
        y = tuple(sorted(rng.randint(1, 8) for _ in range(rng.randint(1, 6))))
        cases += _check_position(x, y, rng.randint(0, 8), brute)
    assert cases > 15_000


def test_move_deltas_scale_to_large_hands() -> None:
    # 20,000 cards: every move scored in one pass, spot-checked against the definition.
    rng = random.Random(4)
    x = [rng.randint(1, 50_000) for _ in range(10_000)]
    y = [rng.randint(1, 50_000) for _ in range(10_000)]
    pos = Position.of(x, y, 20_000)
    cond = WinCondition(300, 200)
    moves = move_deltas(pos, cond)
    assert len(moves) == 1 + len(pos.legal_plays())
    for m in rng.sample(moves, 8) + [moves[0], moves[1], moves[-1]]:
        assert m.delta_after == _by_definition(pos, cond, m.move)
    safe = least_lowering(pos, cond)
    top = max(m.delta_after for m in moves)
    assert safe.plays == tuple(m.move for m in moves[1:] if m.delta_after == top)


def test_analyse_gathers_everything_and_clips_the_parameter() -> None:
    from daifugo_gui.analysis.tanhinmin import Strategy, strategy_move

    pos = Position.of([1, 3, 5, 7, 8], [2, 4, 6], 0)
    cond = WinCondition(1, 2)
    report = analyse(pos, cond, Strategy.SWITCH_ON_MU1, param=9, with_common=True)
    assert report.evaluation == evaluate(pos, cond)
    assert report.moves == move_deltas(pos, cond) and report.least == least_lowering(pos, cond)
    assert report.param == 2  # c of Algorithm 5 is at most c1 = 2
    assert report.strategy_move == strategy_move(pos, cond, Strategy.SWITCH_ON_MU1, 2)
    assert report.for_every_c1 in report.common_c1.plays + ((PASS,) if report.common_c1.pass_optimal else ())
    assert analyse(pos, cond, Strategy.PREFER_C0_PLUS_1, param=1).param is None
    assert analyse(pos, cond).common_c0 is None
    calls = []
    analyse(pos, cond, check=lambda: calls.append(1))
    assert len(calls) >= 4
