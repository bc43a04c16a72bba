"""The brute-force solver itself, against a plain retrograde analysis.

The brute force (the reference for the exhaustive test) uses two shortcuts: canonical
memo keys and a closed-form resolution of the pass-pass loop. Here a textbook retrograde
analysis of the whole game graph, with absolute card counts and no shortcuts, must agree.
"""

from __future__ import annotations

import random

import pytest

from daifugo_gui.analysis.tanhinmin import PASS, Position, WinCondition
from daifugo_gui.analysis.tanhinmin_brute import BruteForce, canonical

WIN, LOSS = "win", "loss"


def _moves(state):
    x, y, r = state
    return sorted({v for v in x if v > r}) + [PASS]


def _after(state, move):
    x, y, r = state
    if move == PASS:
        return (y, x, 0)
    i = x.index(move)
    return (y, x[:i] + x[i + 1 :], move)


def _retrograde(start, c0: int, c1: int) -> dict:
    """Label every reachable state WIN/LOSS for its mover (unlabelled = endless draw).

    State = (mover hand, opponent hand, field); the seat to move alternates, so the
    conditions are (c0, c1) at even depth and (c1, c0) at odd depth: keep the parity.
    """
    # key: (state, parity); parity 0 -> the mover's target is c0
    seen, stack = set(), [(start, 0)]
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        state, parity = node
        mine = c0 if parity == 0 else c1
        for move in _moves(state):
            if move != PASS and len(state[0]) - 1 <= mine:
                continue  # the game ends here
            stack.append((_after(state, move), 1 - parity))
    label: dict = {}
    changed = True
    while changed:
        changed = False
        for node in seen:
            if node in label:
                continue
            state, parity = node
            mine = c0 if parity == 0 else c1
            outcomes = []
            for move in _moves(state):
                if move != PASS and len(state[0]) - 1 <= mine:
                    outcomes.append(WIN)
                else:
                    child = label.get((_after(state, move), 1 - parity))
                    outcomes.append(None if child is None else (WIN if child == LOSS else LOSS))
            if WIN in outcomes:
                label[node] = WIN
                changed = True
            elif all(o == LOSS for o in outcomes):
                label[node] = LOSS
                changed = True
    return label


def test_brute_force_agrees_with_retrograde_analysis() -> None:
    rng = random.Random(17)
    brute = BruteForce()
    for _ in range(60):
        a = rng.randint(1, 4)
        x = tuple(sorted(rng.randint(1, 7) for _ in range(a)))
        y = tuple(sorted(rng.randint(1, 7) for _ in range(rng.randint(1, 7 - a))))
        r = rng.randint(0, 7)
        c0, c1 = rng.randrange(len(x)), rng.randrange(len(y))
        label = _retrograde((x, y, r), c0, c1)
        pos, cond = Position(x, y, r), WinCondition(c0, c1)
        expected = label.get(((x, y, r), 0))
        assert expected is not None, "the retrograde analysis found an endless game"
        assert brute.mover_wins(pos, cond) == (expected == WIN), (x, y, r, c0, c1)
        for move in _moves((x, y, r)):
            if move != PASS and len(x) - 1 <= c0:
                continue
            child = label[(_after((x, y, r), move), 1)]
            assert brute.move_wins(pos, cond, move) == (child == LOSS), (x, y, r, c0, c1, move)


def test_canonical_key_keeps_order_and_playable_cards() -> None:
    assert canonical((3, 10, 10), (7, 20), 8) == ((1, 3, 3), (2, 4), 1)
    assert canonical((3, 10), (7,), 0) == ((1, 3), (2,), 0)
    assert canonical((1, 2, 3), (2,), 2) == ((1, 2, 3), (2,), 2)
    assert canonical((4, 5), (1,), 30) == ((2, 3), (1,), 3)


def test_illegal_move_is_refused() -> None:
    with pytest.raises(ValueError, match="illegal move 2"):
        BruteForce().move_wins(Position.of([1, 2], [3], 2), WinCondition(0, 0), 2)
