"""The rules engine's English messages, shown in the console's language (ui/engine_text.py)."""

from __future__ import annotations

import pytest

from daifugo_gui.rules import CardTextError, Game, RuleViolation, Settings
from daifugo_gui.rules.cards import parse_factor_field, parse_tokens
from daifugo_gui.rules.judge import judge_play
from daifugo_gui.ui import i18n
from daifugo_gui.ui.engine_text import translate_engine_text, unknown_sentences


def _refusal(action) -> str:
    try:
        action()
    except (RuleViolation, CardTextError) as refused:
        return str(refused)
    raise AssertionError("the engine allowed it")


def _messages() -> list[str]:
    """Messages the engine really writes: a game with every kind of verdict, refusals, reasons."""
    out: list[str] = []
    # three decks: the field below shows eleven aces at once (R19 refuses more than are in play)
    game = Game(["Aki", "Ben", "Chie"], Settings(decks=3))
    play = lambda *args: out.append(game.play(*args).message)  # noqa: E731
    out.append(game.draw("Aki").message)
    out.append(_refusal(lambda: game.draw("Aki")))  # R4: once a turn
    play("Aki", "5 7")  # Grothendieck cut, leads again
    play("Aki", "1 3")  # prime
    out.append(_refusal(lambda: game.draw("Chie")))  # not her turn
    play("Ben", "1 2")  # cannot be played: smaller
    play("Ben", "1 2 3")  # cannot be played: count
    play("Ben", "2 1")  # foul: composite without a factor field
    play("Chie", "6 3", "3 ^ 2 * 7")  # composite play
    out.append(game.pass_turn("Aki").message)
    out.append(game.pass_turn("Ben").message)  # everyone else passed: flush
    play("Chie", "1 7 2 9")  # Ramanujan revolution
    play("Aki", "2 1 1 1")  # cannot: larger in revolution
    play("Aki", "1 1 1 7")  # 1117, prime, smaller
    play("Ben", "1 1 1 1", "1 1 * 10 1")  # 1111 = 11 * 101, composite
    play("Chie", "9 9 9", None)  # count differs
    out.append(game.timeout("Chie").message)  # D8: disqualified
    out.append(game.disqualify("Ben").message)
    out.append(_refusal(lambda: game.draw("Ben")))
    stopped = Game(["Aki", "Ben"], Settings())
    out.append(stopped.stop("time").message)
    thousand = Game(["Aki", "Ben"], Settings(stop_ranking="mathpower2016"))
    out.append(thousand.stop("thousand_day").message)
    passes = Game(["Aki", "Ben"], Settings(on_timeout="pass"))
    out.append(passes.timeout("Aki").message)
    for field, factors, kwargs in [
        ("X 3", None, {}),
        ("X=0 7", None, {}),
        ("1", None, {}),
        ("8", "2 ^ 2", {}),
        ("8", "4 * 2", {}),
        ("8", "2 ^ 2 ^ 2", {}),
        ("7", "7", {}),
        ("X", "2", {}),
        ("10", "2 * 5 * 1", {}),
        ("5", None, {"last_value": 7, "last_count": 1}),
        ("9", None, {"last_value": 7, "last_count": 1, "revolution": True}),
        ("5 3", None, {"settings": Settings(max_cards=1)}),
    ]:
        judgement = judge_play(field, factors, **kwargs)
        out.append(judgement.reason)
    for bad in ("Z", "X=14", "2 * 3"):
        out.append(_refusal(lambda bad=bad: parse_tokens(bad)))
    out.append(_refusal(lambda: parse_factor_field("* 2")))
    out.append(_refusal(lambda: parse_factor_field("2 ^")))
    return [m for m in out if m]


MESSAGES = _messages()


def test_the_scenarios_reach_the_interesting_messages() -> None:
    joined = "\n".join(MESSAGES)
    for phrase in ("Grothendieck cut", "FOUL", "Cannot be played", "Ramanujan revolution", "Composite play",
                   "Everyone else passed", "Time!", "disqualified by the judge", "The game stops", "is prime",
                   "in revolution"):
        assert phrase in joined, phrase


@pytest.mark.parametrize("message", MESSAGES)
def test_every_engine_sentence_has_a_known_shape(message: str) -> None:
    assert unknown_sentences(message) == [], message


@pytest.mark.parametrize("message", MESSAGES)
def test_english_comes_back_unchanged(qapp, message: str) -> None:
    i18n.install_language(qapp, "en")
    assert translate_engine_text(message) == message


@pytest.fixture
def japanese(qapp):
    i18n.install_language(qapp, "ja")
    yield
    i18n.install_language(qapp, "en")


def test_a_foul_reads_in_japanese(japanese) -> None:
    message = "FOUL: 81 is not prime and no factor field was given. Aki: take back 2 cards and draw 2."
    assert translate_engine_text(message) == (
        "反則: 81 は素数ではなく、素因数場も出されていません。Aki: 出した 2 枚を手札に戻し、山札から 2 枚引きます。"
    )


def test_cut_and_refusal_read_in_japanese(japanese) -> None:
    assert translate_engine_text("Grothendieck cut (57): the field is flushed. Aki leads again.") == (
        "グロタンカット (57): 場を流します。Aki がもう一度出します。"
    )
    assert translate_engine_text("it is Ben's turn, not Chie's") == "今は Ben の手番です (Chie ではありません)"


@pytest.mark.parametrize("message", MESSAGES)
def test_no_english_words_are_left_in_japanese(japanese, message: str) -> None:
    """Only names (Aki, Ben, Chie), card text and setting ids stay Latin."""
    import re

    allowed = {"Aki", "Ben", "Chie", "X", "R4", "R5", "R14", "D3", "D8", "D11", "D12", "D15", "D17", "D18",
               "MathPower", "OK", "Z"}
    words = set(re.findall(r"[A-Za-z][A-Za-z0-9]*", translate_engine_text(message)))
    assert words <= allowed, (message, words - allowed)


def test_unknown_sentences_stay_and_are_reported(japanese) -> None:
    text = "Aki passes. The moon is made of cheese."
    assert translate_engine_text(text) == "Aki はパスしました。The moon is made of cheese."
    assert unknown_sentences(text) == ["The moon is made of cheese"]


def test_names_holding_placeholders_are_not_replaced_twice(japanese) -> None:
    assert translate_engine_text("%2 passes.") == "%2 はパスしました。"
    assert translate_engine_text("it is %2's turn, not A's") == "今は %2 の手番です (A ではありません)"
