"""The Maya (Sato–Welter) game: mex recursion and Welter's closed form (seed 004, §1.1, §2.1)."""

from __future__ import annotations

from itertools import combinations

import pytest

from daifugo_gui.analysis.maya import MayaGame, Move, children, mex, moves, two_adic_valuation, welter


def test_mex_is_least_missing_value() -> None:
    assert mex([]) == 0
    assert mex([0, 1, 3]) == 2
    assert mex([1, 2]) == 0
    assert mex([2, 0, 1, 0]) == 3


def test_moves_go_left_to_empty_squares_and_may_jump() -> None:
    position = frozenset({1, 3})
    assert list(moves(position)) == [Move(1, 0), Move(3, 0), Move(3, 2)]
    assert set(children(position)) == {frozenset({0, 3}), frozenset({1, 0}), frozenset({1, 2})}


def test_move_apply_rejects_illegal_moves() -> None:
    with pytest.raises(ValueError, match="no coin on square 4"):
        Move(4, 0).apply(frozenset({1, 3}))
    with pytest.raises(ValueError, match="square 1"):
        Move(3, 1).apply(frozenset({1, 3}))


def test_paper_example_two_three_has_p_positions_zero_one_and_two_three() -> None:
    """Figure 3: from {2,3} the P-positions are exactly {0,1} and {2,3}."""
    game = MayaGame()
    reachable = {frozenset({2, 3})}
    frontier = [frozenset({2, 3})]
    while frontier:
        for child in children(frontier.pop()):
            if child not in reachable:
                reachable.add(child)
                frontier.append(child)
    assert {p for p in reachable if game.energy(p) == 0} == {frozenset({0, 1}), frozenset({2, 3})}
    assert game.winning_moves(frozenset({1, 3})) == [Move(3, 0)]
    assert game.winning_moves(frozenset({2, 3})) == []


def test_two_adic_valuation() -> None:
    assert [two_adic_valuation(n) for n in (1, 2, 3, 4, 12, -8)] == [0, 1, 0, 2, 2, 3]
    with pytest.raises(ValueError):
        two_adic_valuation(0)


def test_welter_formula_matches_the_recursion_on_every_small_position() -> None:
    """All 2,510 sets of at most six coins on squares 0..11."""
    game = MayaGame()
    checked = 0
    for size in range(0, 7):
        for squares in combinations(range(12), size):
            assert game.energy(frozenset(squares)) == welter(squares), squares
            checked += 1
    assert checked == 2510


def test_welter_formula_on_spread_out_coins() -> None:
    game = MayaGame()
    for squares in [(0, 7, 19), (3, 10, 17, 22), (5, 13, 21), (1, 2, 30)]:
        assert game.energy(frozenset(squares)) == welter(squares)


def test_welter_does_not_describe_a_restricted_game() -> None:
    """The closed form is for the plain Maya game; restricting the positions changes energies."""
    restricted = MayaGame(lambda p: sum(p) >= 21 and len(p) == 6)
    position = frozenset({0, 1, 2, 3, 4, 11})
    assert welter(position) != 0 and restricted.energy(position) == 0


def test_energy_outside_the_family_is_an_error() -> None:
    restricted = MayaGame(lambda p: sum(p) >= 3)
    with pytest.raises(ValueError, match="not a position"):
        restricted.energy(frozenset({0, 1}))
