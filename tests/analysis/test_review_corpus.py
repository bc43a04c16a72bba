"""The whole shared corpus reviewed (issue 41): 550 real two-player games of PQCS and 金剛戦.

Slow (about 20 s of CPU a fifth): every game of tests/data/primeqk is reviewed at 0.02 s a
decision and every decision is checked for what the notes promise; docs/review.md gives the
figures a longer budget measured. At 0.02 s the search still found the going-out play of 108
to all 110 winners in each fifth, with two cores shared four ways (28 Nov 2026); 0.05 s found
no more and took the suite five minutes of CPU.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from daifugo_gui.analysis.review import (
    FOUL_WITH_A_LEGAL_PLAY,
    MISSED_CUT_57,
    MISSED_GOING_OUT,
    MISSED_REVOLUTION_1729,
    NOTES,
    PASS_WITH_A_LEGAL_PLAY,
    review_game,
)
from daifugo_gui.rules.suhu import parse_suhu, to_record

DATA = Path(__file__).parents[1] / "data" / "primeqk"


BUDGET_S = 0.02  # per decision (see the module's note)
CHUNKS = 5  # the corpus in parts, so xdist spreads them and no one test runs for minutes


def _corpus_blocks() -> list[str]:
    return [written["raw_block"] for path in sorted(DATA.glob("*.json"))
            for written in json.loads(path.read_text(encoding="utf-8"))["games"]]


def test_the_corpus_holds_every_game() -> None:
    assert len(_corpus_blocks()) == 550


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_corpus_game_is_reviewed_and_every_note_holds(chunk: int) -> None:
    games = 0
    turns = 0
    notes = dict.fromkeys(NOTES, 0)
    went_out_found = went_out = 0
    for block in _corpus_blocks()[chunk::CHUNKS]:
        (game,) = parse_suhu(block)
        review = review_game(to_record(game), seconds=BUDGET_S)
        games += 1
        assert sum(s.turns for s in review.summary.values()) == len(review.turns)
        for turn in review.turns:
            turns += 1
            assert set(turn.notes) <= set(NOTES)
            for note in turn.notes:
                notes[note] += 1
            assert turn.could_go_out == (turn.going_out is not None)
            if FOUL_WITH_A_LEGAL_PLAY in turn.notes:
                assert turn.verdict == "foul" and turn.legal_plays > 0
            if PASS_WITH_A_LEGAL_PLAY in turn.notes:
                assert turn.action == "pass" and turn.legal_plays > 0
            if MISSED_GOING_OUT in turn.notes:
                assert turn.could_go_out and not turn.went_out
            if MISSED_CUT_57 in turn.notes:
                assert turn.verdict not in ("grothendieck_cut", "infinity")
            if MISSED_REVOLUTION_1729 in turn.notes:
                assert turn.verdict != "ramanujan_revolution"
            if turn.went_out:
                went_out += 1
                went_out_found += turn.could_go_out
            if turn.best is not None:
                assert turn.best.verdict in ("prime", "grothendieck_cut", "infinity", "ramanujan_revolution",
                                             "composite")
    assert games == 110
    # Each fifth of the corpus has over a thousand decisions, and real players miss going
    # out and foul with a legal play in hand in every one of them.
    assert turns > 1000 and all(notes[n] > 0 for n in (MISSED_GOING_OUT, FOUL_WITH_A_LEGAL_PLAY))
    # Whoever went out held a going-out play: the search finds it nearly always even at
    # 0.02 s (a miss is a budget run out on a long composite, never a wrong "no").
    assert went_out_found >= 0.95 * went_out
