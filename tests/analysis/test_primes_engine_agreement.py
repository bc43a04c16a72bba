"""The prime tools and the rules engine agree (issue 7 against R6-R10, judge_play)."""

from __future__ import annotations

import pytest

from daifugo_gui.analysis.hand import analyse_hand, play_for
from daifugo_gui.analysis.maxprime import max_prime, theorem_3_1_cards
from daifugo_gui.analysis.primes import analyse_number
from daifugo_gui.analysis.spelling import best_spelling, uses_text
from daifugo_gui.rules import Verdict, judge_play
from daifugo_gui.rules.cards import parse_cards


def test_the_theorem_3_1_order_is_judged_prime() -> None:
    result = max_prime(theorem_3_1_cards())
    judgement = judge_play(result.order_text())
    assert judgement.verdict is Verdict.PRIME
    assert judgement.value == str(result.prime)


@pytest.mark.parametrize("n", [4, 56, 169, 1024, 4096, 1001, 13807 * 2, 999999, 2**5 * 3**4 * 13])
def test_exponent_forms_are_accepted_composite_plays(n: int) -> None:
    report = analyse_number(n)
    form = report.factor_field
    assert form is not None
    judgement = judge_play(best_spelling(n).text(), form)
    assert judgement.verdict is Verdict.COMPOSITE, (n, form, judgement.reason)


@pytest.mark.parametrize("text", ["A 2 3 5 7 8 9 10 J K X", "2 2 3 4 6 8 9 Q X"])
def test_a_hands_plays_are_judged_as_the_tools_say(text: str) -> None:
    cards = list(parse_cards(text))
    report = analyse_hand(cards, max_size=3, max_field=2)
    for size, primes in report.primes.by_size.items():
        for prime in (primes[0], primes[-1]) if primes else ():
            uses = play_for(prime, size, cards)
            assert uses is not None
            assert judge_play(uses_text(uses)).verdict is Verdict.PRIME
    assert report.composites
    for play in report.composites:
        verdict = judge_play(play.field_text, play.factors_text)
        assert verdict.verdict is Verdict.COMPOSITE, (play.field_text, play.factors_text, verdict.reason)
    special = report.special
    assert special is not None
    if special.cut_text is not None:
        assert judge_play(special.cut_text).verdict is Verdict.GROTHENDIECK_CUT
    if special.revolution_text is not None:
        assert judge_play(special.revolution_text).verdict is Verdict.RAMANUJAN_REVOLUTION


def test_special_plays_in_reach_are_judged_so() -> None:
    special = analyse_hand(list(parse_cards("A 7 2 X 5")), max_size=1, max_field=0).special
    assert special is not None
    assert judge_play(special.cut_text or "").verdict is Verdict.GROTHENDIECK_CUT  # 5 7
    assert special.revolution_text == "1 7 2 X=9"
    assert judge_play(special.revolution_text).verdict is Verdict.RAMANUJAN_REVOLUTION
