"""The review read out in Japanese and English (issue 41): every word in both languages."""

from __future__ import annotations

from daifugo_gui.analysis.review import NOTES, review_game
from daifugo_gui.analysis.review_text import WORDS, review_lines
from daifugo_gui.rules.judge import Verdict
from daifugo_gui.rules.results import Result


def test_every_language_carries_every_word() -> None:
    assert set(WORDS["ja"]) == set(WORDS["en"])
    for lang in WORDS:
        for note in NOTES:
            assert WORDS[lang][note]
        for result in Result:
            if result not in (Result.DISCARDED, Result.STOPPED, Result.DECLARED, Result.PASS):
                assert WORDS[lang][result.value], result
        for verdict in Verdict:
            assert WORDS[lang][verdict.value]


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
