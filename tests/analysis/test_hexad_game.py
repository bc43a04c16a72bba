"""The hexad game and the shuffle labeling of S(5,6,12) (seed 004, §1.2, Theorem 1.1)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from sympy.combinatorics import Permutation

from daifugo_gui.analysis.designs import generated_game, is_steiner_system
from daifugo_gui.analysis.hexad import (
    BASE_HEXAD,
    SIGMA,
    TAU,
    HexadGame,
    PositionError,
    all_positions,
    is_hexad_position,
    parse_position,
    shuffle_group,
    shuffle_hexads,
    shuffle_labeling,
)
from daifugo_gui.analysis.maya import Move


@pytest.fixture(scope="module")
def game() -> HexadGame:
    return HexadGame()


def test_generators_are_the_papers_permutations() -> None:
    assert SIGMA == (11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
    assert TAU == (11, 9, 7, 5, 3, 1, 0, 2, 4, 6, 8, 10)
    assert sorted(TAU) == list(range(12))


def test_shuffle_group_is_m12_of_order_95040() -> None:
    group = shuffle_group()
    assert group.order() == 95040
    # M12 is sharply 5-transitive: 12*11*10*9*8 = 95040 ordered 5-tuples, one element each.
    assert group.order() == 12 * 11 * 10 * 9 * 8
    assert group.is_transitive()


def test_orbit_of_base_hexad_has_132_blocks_and_is_an_s5612() -> None:
    hexads = shuffle_hexads()
    assert BASE_HEXAD in hexads and len(hexads) == 132
    assert is_steiner_system(hexads, 5, 6, 12)
    # every 5-set in exactly one block, counted directly
    cover = Counter(five for block in hexads for five in combinations(sorted(block), 5))
    assert len(cover) == 792 and set(cover.values()) == {1}


def test_every_group_element_preserves_the_hexads() -> None:
    hexads = shuffle_hexads()
    group = shuffle_group()
    for _ in range(20):
        g: Permutation = group.random()
        assert frozenset(frozenset(g(i) for i in b) for b in hexads) == hexads
    # orbit-stabilizer: a hexad's stabilizer has order 95040 / 132 = 720 (it is S6)
    assert group.order() % len(hexads) == 0 and group.order() // len(hexads) == 720


def test_complement_of_a_hexad_is_a_hexad() -> None:
    hexads = shuffle_hexads()
    assert all(frozenset(range(12)) - b in hexads for b in hexads)


def test_block_sums_as_in_figure_4() -> None:
    """Figure 4: 11 blocks of sum 21 and 11 of sum 45; the distribution is symmetric about 33."""
    sums = Counter(sum(b) for b in shuffle_hexads())
    assert sums[21] == 11 and sums[45] == 11
    assert min(sums) == 21 and max(sums) == 45
    assert all(sums[s] == sums[66 - s] for s in sums)


def test_positions_are_six_sets_with_sum_at_least_21() -> None:
    """The paper's example: {0,1,2,3,4,11} (sum 21) is a position, {0,1,2,3,4,10} (sum 20) is not."""
    assert is_hexad_position(frozenset({0, 1, 2, 3, 4, 11}))
    assert not is_hexad_position(frozenset({0, 1, 2, 3, 4, 10}))
    positions = all_positions()
    assert len(positions) == 905 == 924 - 19
    assert all(sum(p) >= 21 for p in positions)


def test_theorem_1_1_p_positions_are_the_hexads(game: HexadGame) -> None:
    assert game.p_positions() == shuffle_hexads()
    assert len(game.energies) == 905


def test_shuffle_labeling_generates_the_hexad_game() -> None:
    """Theorem 2.5, last sentence: L(shuffle labeling) is the hexad game's position set."""
    assert generated_game(shuffle_labeling()) == frozenset(all_positions())


def test_sum_21_positions_are_terminal_and_p(game: HexadGame) -> None:
    position = frozenset({0, 1, 2, 3, 4, 11})
    assert game.energy(position) == 0
    assert game.scored_moves(position) == []
    assert game.best_move(position) is None


def test_winning_moves_lead_to_hexads(game: HexadGame) -> None:
    hexads = shuffle_hexads()
    start = frozenset({6, 7, 8, 9, 10, 11})
    assert game.energy(start) != 0
    wins = game.winning_moves(start)
    assert wins and all(m.apply(start) in hexads for m in wins)
    for scored in game.scored_moves(start):
        assert scored.wins == (scored.move.apply(start) in hexads)


@pytest.mark.slow
def test_computer_plays_perfectly_against_every_reply(game: HexadGame) -> None:
    """From an N-position the computer always wins, whatever the opponent answers."""
    hexads = shuffle_hexads()
    for start in [p for p in all_positions() if p not in hexads][::61]:
        frontier = [start]
        while frontier:
            position = frontier.pop()
            move = game.best_move(position)
            assert move is not None
            after = move.apply(position)
            assert after in hexads
            frontier.extend(s.move.apply(after) for s in game.scored_moves(after))


def test_losing_computer_keeps_the_highest_energy(game: HexadGame) -> None:
    hexad = next(iter(h for h in sorted(shuffle_hexads(), key=sorted) if game.scored_moves(h)))
    move = game.best_move(hexad)
    assert move is not None
    best = max(s.energy for s in game.scored_moves(hexad))
    assert game.energy(move.apply(hexad)) == best > 0


def test_parse_position_accepts_spaces_and_commas() -> None:
    assert parse_position("0 1 2 3 4 11") == BASE_HEXAD
    assert parse_position(" 11,4, 3 2 1 0 ") == BASE_HEXAD


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("0 1 2 3 4", "5 coins"),
        ("0 1 2 3 4 5 11", "7 coins"),
        ("0 1 2 3 4 12", "'12': square out of range"),
        ("0 1 2 3 -1 11", "'-1': square out of range"),
        ("0 1 2 3 x 11", "'x': not a square number"),
        ("0 1 2 3 3 11", "'3': square 3 holds two coins"),
        ("0 1 2 3 4 10", "sum to 20, below 21"),
    ],
)
def test_parse_position_names_the_bad_token(text: str, needle: str) -> None:
    with pytest.raises(PositionError, match=needle.replace("(", r"\(")):
        parse_position(text)


def test_energy_of_a_non_position_is_an_error(game: HexadGame) -> None:
    with pytest.raises(PositionError):
        game.energy(frozenset({0, 1, 2, 3, 4, 10}))


def test_move_apply_matches_move_semantics() -> None:
    assert Move(11, 5).apply(BASE_HEXAD) == frozenset({0, 1, 2, 3, 4, 5})


def test_match_against_the_computer(game: HexadGame) -> None:
    from random import Random

    from daifugo_gui.analysis.hexad import HexadMatch, Side

    match = HexadMatch(game, frozenset({6, 7, 8, 9, 10, 11}))
    with pytest.raises(PositionError, match="computer's turn|not a legal"):
        match.play(Move(6, 7))
    with pytest.raises(PositionError, match="your turn"):
        match.computer_plays()
    # the human blunders (moves to a non-hexad); the perfect computer then always wins
    rng = Random(7)
    while not match.finished:
        if match.to_move is Side.HUMAN:
            moves = game.scored_moves(match.position)
            losing = [s.move for s in moves if not s.wins] or [moves[0].move]
            match.play(rng.choice(losing))
        else:
            assert match.computer_plays() is not None
            assert match.position in shuffle_hexads()
    assert match.winner is Side.COMPUTER and sum(match.position) >= 21
    assert [side for side, _ in match.history][:2] == [Side.HUMAN, Side.COMPUTER]


def test_match_human_wins_by_playing_to_hexads(game: HexadGame) -> None:
    from daifugo_gui.analysis.hexad import HexadMatch, Side

    match = HexadMatch(game, frozenset({6, 7, 8, 9, 10, 11}))
    while not match.finished:
        if match.to_move is Side.HUMAN:
            match.play(game.winning_moves(match.position)[0])
        else:
            match.computer_plays()
    assert match.winner is Side.HUMAN and match.position in shuffle_hexads()


def test_random_start_respects_the_least_sum(game: HexadGame) -> None:
    from random import Random

    from daifugo_gui.analysis.hexad import HexadMatch

    starts = {HexadMatch.random_start(game, Random(seed)).position for seed in range(30)}
    assert len(starts) > 10 and all(sum(p) >= 33 and is_hexad_position(p) for p in starts)


def test_undo_takes_back_the_move_pair(game: HexadGame) -> None:
    from daifugo_gui.analysis.hexad import HexadMatch, Side

    start = frozenset({6, 7, 8, 9, 10, 11})
    match = HexadMatch(game, start)
    with pytest.raises(PositionError, match="no move to take back"):
        match.undo()
    match.play(Move(11, 5))
    match.computer_plays()
    after_pair = match.position
    match.play(game.scored_moves(match.position)[0].move)
    match.computer_plays()
    taken = match.undo()
    assert [side for side, _ in taken] == [Side.HUMAN, Side.COMPUTER]
    assert match.position == after_pair and match.to_move is Side.HUMAN and len(match.history) == 2
    match.undo()
    assert match.position == start and match.history == []


def test_undo_of_a_winning_move_that_got_no_answer(game: HexadGame) -> None:
    from daifugo_gui.analysis.hexad import HexadMatch, Side

    before = frozenset({0, 1, 2, 3, 5, 11})
    match = HexadMatch(game, before)
    match.play(Move(5, 4))  # sum 21: the computer has no move left
    assert match.finished and match.winner is Side.HUMAN
    assert [side for side, _ in match.undo()] == [Side.HUMAN]
    assert match.position == before and not match.finished and match.to_move is Side.HUMAN


def test_undo_of_the_computers_opening_gives_the_move_back(game: HexadGame) -> None:
    from daifugo_gui.analysis.hexad import HexadMatch, Side

    start = frozenset({6, 7, 8, 9, 10, 11})
    match = HexadMatch(game, start)
    match.let_computer_start()
    assert match.position in shuffle_hexads()
    assert [side for side, _ in match.undo()] == [Side.COMPUTER]
    assert match.position == start and match.to_move is Side.HUMAN and match.history == []
