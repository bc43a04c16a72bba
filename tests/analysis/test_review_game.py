"""The review of whole games (issue 41): notes, summary, the named plays re-judged in context."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from daifugo_gui.analysis.cancel import CancelToken, Cancelled
from daifugo_gui.analysis.review import (
    FOUL_WITH_A_LEGAL_PLAY,
    MISSED_CUT_57,
    MISSED_GOING_OUT,
    PASS_WITH_A_LEGAL_PLAY,
    GameReview,
    Situation,
    review_game,
    review_position,
)
from daifugo_gui.rules.cards import parse_cards, parse_factor_field, parse_tokens
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.judge import Verdict
from daifugo_gui.rules.record import load_record
from daifugo_gui.rules.suhu import read_suhu_text, to_record

CORPUS = Path(__file__).parents[1] / "data" / "primeqk"


def small_game() -> dict[str, Any]:
    return {
        "format": "prime-daifugo-record/1",
        "settings": {"short_deck": "draw_what_is_left", "on_timeout": "pass"},
        "players": ["Aki", "Ben"],
        "hands": {"Aki": "5 7 4 2", "Ben": "3 A 6"},
        "events": [
            {"player": "Aki", "action": "play", "field": "4", "penalty_cards": "8"},  # foul, 2 5 7 57 held
            {"player": "Ben", "action": "pass"},  # 3 was playable, 6 A 3 = 613 went out
            {"player": "Aki", "action": "play", "field": "2"},
            {"player": "Ben", "action": "play", "field": "3"},
            {"player": "Aki", "action": "pass"},  # 5 and 7 beat 3
            {"player": "Ben", "action": "play", "field": "6 A"},  # 61: out
        ],
    }


def _check_named_plays(record: dict[str, Any], review: GameReview) -> int:
    """Every play the review names is the hand's cards and a valid play in that moment."""
    loaded = load_record(record)
    checked = 0
    for turn in review.turns:
        game = loaded.new_game()
        for raw in loaded.events[: turn.event]:
            game.apply_json(raw)
        for named in (turn.going_out, turn.best):
            if named is None:
                continue
            outcome = game.copy().play(turn.player, named.field, named.factors)
            assert outcome.verdict is not None and outcome.verdict.is_valid_play, (turn, named)
            cards = [t.card for t in parse_tokens(named.field)]
            if named.factors:
                cards += [t.card for t in parse_factor_field(named.factors).tokens()]
            assert not Counter(c.rank for c in cards) - Counter(c.rank for c in parse_cards(turn.hand))
            checked += 1
        if turn.going_out is not None:
            used = len(parse_tokens(turn.going_out.field)) + (
                len(parse_factor_field(turn.going_out.factors)) if turn.going_out.factors else 0)
            assert used == len(parse_cards(turn.hand))
    return checked


def test_notes_and_summary_of_a_small_game() -> None:
    review = review_game(small_game(), seconds=None)
    by_event = {t.event: t for t in review.turns}
    assert sorted(by_event) == [0, 1, 2, 3, 4, 5]
    assert by_event[0].verdict == "foul" and FOUL_WITH_A_LEGAL_PLAY in by_event[0].notes
    assert MISSED_CUT_57 in by_event[0].notes and MISSED_CUT_57 in by_event[2].notes
    assert by_event[1].notes == (MISSED_GOING_OUT, PASS_WITH_A_LEGAL_PLAY)
    assert by_event[1].could_go_out and by_event[1].best == by_event[1].going_out
    assert by_event[3].legal_plays == 1 and by_event[3].notes == ()  # only 3 beats 2 with one card
    assert by_event[4].notes == (PASS_WITH_A_LEGAL_PLAY,)  # 5 or 7 over 3; 57 needs two cards
    assert by_event[4].hand == "5 7 4 8"
    assert by_event[5].went_out and by_event[5].notes == ()
    summary = review.as_contract()["summary"]
    assert summary["Aki"] == {"turns": 3, "fouls": 1, "missed_going_out": summary["Aki"]["missed_going_out"],
                              "fouls_with_a_legal_play": 1, "passes_with_a_legal_play": 1}
    assert summary["Ben"] == {"turns": 3, "fouls": 0, "missed_going_out": 1, "fouls_with_a_legal_play": 0,
                              "passes_with_a_legal_play": 1}
    assert _check_named_plays(small_game(), review) >= 6


def test_the_contract_shape() -> None:
    out = review_game(small_game(), seconds=None).as_contract()
    assert set(out) == {"players", "turns", "summary"}
    turn = out["turns"][0]
    assert set(turn) == {"event", "player", "action", "played", "factors", "verdict", "hand", "legal_plays",
                         "exhaustive", "could_go_out", "going_out", "best", "notes"}
    assert set(turn["best"]) == {"field", "factors", "verdict"}


def test_a_draw_is_reviewed_before_the_card_and_the_play_after_it() -> None:
    record = small_game()
    record["events"] = [{"player": "Aki", "action": "draw", "card": "9"},
                        {"player": "Aki", "action": "play", "field": "5 7"}]
    review = review_game(record, seconds=None)
    draw, play = review.turns
    assert (draw.action, draw.hand, draw.verdict) == ("draw", "5 7 4 2", "drawn")
    assert (play.hand, play.verdict) == ("5 7 4 2 9", "grothendieck_cut")
    assert MISSED_CUT_57 not in play.notes


def test_tanhinmin_decides_a_covered_endgame() -> None:
    # Two players, single prime cards only, nothing to draw: Tanhinmin (docs/review.md).
    # K first wins (J cannot answer, then 2 goes out); 2 first lets J go out.
    situation = Situation(tuple(parse_cards("2 K")), opponent=tuple(parse_cards("J")))
    found = review_position(situation, seconds=None)
    assert found.rule == "tanhinmin" and found.best is not None and found.best.number == 13
    # Without the opponent known the general rule keeps the strong card and plays 2.
    plain = review_position(Situation(tuple(parse_cards("2 K"))), seconds=None)
    assert plain.rule == "most_cards" and plain.best is not None and plain.best.number == 2


def test_a_record_without_hands_is_refused() -> None:
    record = small_game()
    del record["hands"]
    with pytest.raises(RecordError, match="hands"):
        review_game(record)


def test_stop_cancels_the_whole_review() -> None:
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        review_game(small_game(), cancel=token)


def test_a_short_budget_marks_lower_bounds() -> None:
    hand = tuple(parse_cards("A 2 3 4 5 6 7 8 9 10 J Q K X X"))
    found = review_position(Situation(hand), seconds=0.05)
    assert not found.exhaustive and found.legal_plays > 0
    assert found.going_out is not None  # the largest prime of all 15 cards comes first


def test_a_corpus_game_names_only_plays_the_engine_accepts() -> None:
    games = read_suhu_text((CORPUS / "pqcs-2023冬-予選aブロック-match-001.json").read_text(encoding="utf-8"))
    record = to_record(games[0])
    review = review_game(record, seconds=0.3)
    assert _check_named_plays(record, review) > 0
    assert review.turns[-1].went_out and review.turns[-1].verdict == Verdict.PRIME.value
