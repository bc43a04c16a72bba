"""The review read out in Japanese and English (issue 41): every word in both languages."""

from __future__ import annotations

from daifugo_gui.analysis.review import NOTES, review_game
from daifugo_gui.analysis.review_text import LANGS, review_lines
from daifugo_gui.rules.judge import Verdict
from daifugo_gui.rules.results import Result
from daifugo_gui.words import ReviewWord, Wording
from daifugo_gui.words.review import SAID


def test_every_language_carries_every_word() -> None:
    for lang in LANGS:
        w = Wording(ReviewWord, lang)
        for note in NOTES:
            assert w[SAID[note]]
        for result in Result:
            if result not in (Result.DISCARDED, Result.STOPPED, Result.DECLARED, Result.PASS):
                assert w[SAID[result.value]], result
        for verdict in Verdict:
            assert w[SAID[verdict.value]]


def test_a_review_reads_in_both_languages() -> None:
    record = {
        "format": "prime-daifugo-record/1",
        "settings": {"short_deck": "draw_what_is_left", "on_timeout": "pass"},
        "players": ["Aki", "Ben"],
        "hands": {"Aki": "5 7 4", "Ben": "3 A"},
        "events": [{"player": "Aki", "action": "play", "field": "4", "penalty_cards": "8"},
                   {"player": "Ben", "action": "play", "field": "3 A"}],
    }
    review = review_game(record, seconds=None)
    ja = "\n".join(review_lines(review, "ja", 0.5))
    en = "\n".join(review_lines(review, "en", 0.5))
    assert "4 を出した (反則)" in ja and "出せる手があっての反則" in ja and "まとめ" in ja
    assert "played 4 (foul)" in en and "fouled holding a legal play" in en and "Summary" in en
    assert "3 A を出した (素数)" in ja and "上がれた: 3 A (素数)" in ja


def test_a_decisions_notes_are_listed_with_the_languages_separator() -> None:
    """The separator between a decision's notes is a word of the catalog (、 / ", "), as it
    was chosen by the language's name before (issue 37)."""
    from daifugo_gui.analysis.review import MISSED_GOING_OUT, PASS_WITH_A_LEGAL_PLAY, TurnReview
    from daifugo_gui.analysis.review_text import turn_lines

    turn = TurnReview(event=0, player="Aki", action="pass", played=None, factors=None, verdict="pass", hand="5 7",
                      legal_plays=2, exhaustive=True, could_go_out=True, going_out=None, best=None,
                      notes=(MISSED_GOING_OUT, PASS_WITH_A_LEGAL_PLAY))
    assert turn_lines(turn, "ja")[-1] == "  注記: 上がり逃し、出せる手があってのパス"
    assert turn_lines(turn, "en")[-1] == "  notes: missed going out, passed holding a legal play"
