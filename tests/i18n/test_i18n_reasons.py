"""The engine's and the tournament's reasons are values; the console puts them in words
(ui/widgets/reason_text.py).

Every reason code of every family (rules/reasons.py, tournament/reasons.py) is walked
through both languages: English from the engine's own
renderer (records, the command line), Japanese from the Qt catalog. Real games feed the
second half: what the engine really hands out reads in Japanese with no English left.
"""

from __future__ import annotations

import re

import pytest

from daifugo_gui.rules import CardTextError, Game, RuleViolation, Settings
from daifugo_gui.rules.cards import parse_factor_field, parse_tokens
from daifugo_gui.rules.judge import judge_play
import subprocess
import sys
from pathlib import Path

from daifugo_gui.analysis.reasons import AnalysisCode
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.rules.reasons import Code, Reason, ReasonCode, english, english_sentences, parameter_names
from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament.reasons import TournamentCode
from daifugo_gui.ui.widgets import i18n
from daifugo_gui.ui.widgets.reason_text import CATALOG, FAMILIES, catalog_source, render, render_error, render_sentences

ROOT = Path(__file__).resolve().parents[2]
ALL_CODES: list[ReasonCode] = [code for family, _context in FAMILIES for code in family]

NAMES = {"Aki", "Ben", "Chie"}
# Latin that may stay on a Japanese screen: names, card text, rulings' and settings' ids.
ALLOWED = NAMES | {"X", "R4", "R4a", "R5", "R9a", "R9b", "R14", "D3", "D8", "D11", "D12", "D15", "D17", "D18", "MathPower",
                   "time", "thousand_day", "judge", "D", "Z", "S", "K", "raw_block", "games", "JSON", "A", "T", "J", "Q", "S5"}
# Names a user types as they are: record keys (CONTRACTS.md), settings' ids, URL parts, encodings.
ALLOWED |= {"player", "reason", "true", "false", "hands", "deck", "events", "format", "meta", "players",
            "settings", "burst_at", "hand_size", "schema_version", "postgresql", "PostgreSQL", "user", "host",
            "port", "database", "URL", "UTF", "Shift_JIS", "MB", "PDF", "CSV", "SQLite", "U", "PC", "daifugo", "server", "kind", "clocks",
            "banks", "action", "c", "c0", "c1"}


def _sample(code: ReasonCode) -> Reason:
    """A reason of ``code`` with every parameter filled (a nested reason where one is asked)."""
    params: dict[str, object] = {}
    for name in parameter_names(code):
        if name in ("why",):
            params[name] = Reason.of(Code.R10_NOT_PRIME, number=81)
        elif name == "where" and isinstance(code, TournamentCode):
            params[name] = Reason.of(TournamentCode.ROUND_TABLE, round=3, table=4)
        elif name == "what":
            params[name] = Reason.of(Code.THE_PENALTY_CARDS)
        elif name in ("player", "other"):
            params[name] = "Aki" if name == "player" else "Ben"
        elif name == "players":
            params[name] = "Aki, Ben"
        elif name in ("cards", "card", "token", "char", "text", "factors"):
            params[name] = "S5"
        else:
            params[name] = 2
    return Reason.of(code, **params)


def test_every_family_has_its_own_codes() -> None:
    assert {family for family, _ in FAMILIES} == {Code, TournamentCode, JournalCode, AnalysisCode}
    assert len(set(ALL_CODES)) == len(ALL_CODES) == len(CATALOG)


@pytest.mark.parametrize("code", ALL_CODES, ids=lambda c: f"{type(c).__name__}.{c.name}")
def test_the_catalog_entry_follows_the_english_template(code: ReasonCode) -> None:
    """One place to change a ruling's words: the English template and its catalog entry agree."""
    assert CATALOG[code] == catalog_source(code)
    assert not re.search(r"\{\w+", CATALOG[code]), CATALOG[code]


def test_the_generated_catalog_is_current() -> None:
    """A code added without regenerating ui/widgets/reason_text.py fails here, not on a Japanese screen."""
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "build_reason_catalog.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("code", ALL_CODES, ids=lambda c: f"{type(c).__name__}.{c.name}")
def test_every_code_reads_in_english(qapp, code: ReasonCode) -> None:
    i18n.install_language(qapp, "en")
    reason = _sample(code)
    text = render(reason)
    assert text == english(reason)
    assert "{" not in text and "%" not in text.replace("% or %%", "")


@pytest.mark.parametrize("code", [c for c in ALL_CODES if c not in (Code.VERBATIM, TournamentCode.READ_FAILED)],
                         ids=lambda c: f"{type(c).__name__}.{c.name}")
def test_every_code_reads_in_japanese(japanese, code: ReasonCode) -> None:
    reason = _sample(code)
    text = render(reason)
    assert text != english(reason), text
    assert not re.search(r"%\d", text), text
    words = set(re.findall(r"[A-Za-z][A-Za-z0-9_]*", text))
    assert words <= ALLOWED, (code.name, text, words - ALLOWED)
    for name in parameter_names(code):  # every value the reason carries is shown
        value = reason[name]
        if not isinstance(value, Reason) and (code, name) != (Code.GAME_OVER_CANNOT, "doing"):  # an English verb
            assert str(value) in text, (code.name, name, text)


def test_plural_forms_in_english() -> None:
    one = Reason.of(Code.R10_TAKE_BACK_AND_DRAW, player="Aki", count=1, drawn=1)
    two = Reason.of(Code.R10_TAKE_BACK_AND_DRAW, player="Aki", count=2, drawn=2)
    assert english(one) == "Aki: take back 1 card and draw 1"
    assert english(two) == "Aki: take back 2 cards and draw 2"


def _refusal(action) -> Reason:
    try:
        action()
    except (RuleViolation, CardTextError) as refused:
        return refused.reason
    raise AssertionError("the engine allowed it")


def _reasons() -> list[tuple[Reason, ...]]:
    """What the engine really hands out: a game with every kind of verdict, refusals, reasons."""
    out: list[tuple[Reason, ...]] = []
    game = Game(["Aki", "Ben", "Chie"], Settings(decks=3))
    play = lambda *args: out.append(game.play(*args).sentences)  # noqa: E731
    out.append(game.draw("Aki").sentences)
    out.append((_refusal(lambda: game.draw("Aki")),))
    play("Aki", "5 7")
    play("Aki", "1 3")
    out.append((_refusal(lambda: game.draw("Chie")),))
    play("Ben", "1 2")
    play("Ben", "1 2 3")
    play("Ben", "2 1")
    play("Chie", "6 3", "3 ^ 2 * 7")
    out.append(game.pass_turn("Aki").sentences)
    out.append(game.pass_turn("Ben").sentences)
    play("Chie", "1 7 2 9")
    play("Aki", "2 1 1 1")
    play("Aki", "1 1 1 7")
    play("Ben", "1 1 1 1", "1 1 * 10 1")
    play("Chie", "9 9 9", None)
    out.append(game.timeout("Chie").sentences)
    out.append(game.disqualify("Ben").sentences)
    out.append((_refusal(lambda: game.draw("Ben")),))
    out.append(Game(["Aki", "Ben"], Settings()).stop("time").sentences)
    out.append(Game(["Aki", "Ben"], Settings(stop_ranking="mathpower2016")).stop("thousand_day").sentences)
    out.append(Game(["Aki", "Ben"], Settings(on_timeout="pass")).timeout("Aki").sentences)
    for field, factors, kwargs in [
        ("X 3", None, {}), ("X=0 7", None, {}), ("1", None, {}), ("8", "2 ^ 2", {}), ("8", "4 * 2", {}),
        ("8", "2 ^ 2 ^ 2", {}), ("7", "7", {}), ("X", "2 * 3", {}), ("10", "2 * 5 * 1", {}),
        ("5", None, {"last_value": 7, "last_count": 1}),
        ("9", None, {"last_value": 7, "last_count": 1, "revolution": True}),
        ("5 3", None, {"settings": Settings(max_cards=1)}),
    ]:
        out.append((judge_play(field, factors, **kwargs).why,))
    for bad in ("Z", "X=14", "2 * 3"):
        out.append((_refusal(lambda bad=bad: parse_tokens(bad)),))
    out.append((_refusal(lambda: parse_factor_field("* 2")),))
    out.append((_refusal(lambda: parse_factor_field("2 ^")),))
    return [r for r in out if r]


REASONS = _reasons()


def test_the_scenarios_reach_the_interesting_codes() -> None:
    seen = {r.code for sentences in REASONS for r in sentences}
    for code in (Code.R7_PLAYED_CUT, Code.R10_FOUL, Code.R5_CANNOT_PLAY, Code.R8_REVOLUTION_ON,
                 Code.R9_PLAYED_COMPOSITE, Code.R11_ALL_PASSED, Code.D8_DISQUALIFIED, Code.D13_DISQUALIFIED,
                 Code.D11_GAME_TIME_UP, Code.R6_PLAYED_PRIME, Code.R5_NOT_SMALLER, Code.TEXT_UNKNOWN_CARD):
        assert code in seen, code


@pytest.mark.parametrize("sentences", REASONS, ids=lambda s: s[0].code.name)
def test_real_reasons_read_in_japanese_with_no_english_left(japanese, sentences) -> None:
    text = render_sentences(sentences)
    words = set(re.findall(r"[A-Za-z][A-Za-z0-9_]*", text))
    assert words <= ALLOWED, (english_sentences(sentences), words - ALLOWED)


def test_a_foul_reads_in_japanese(japanese) -> None:
    sentences = (
        Reason.of(Code.R10_FOUL, why=Reason.of(Code.R10_NOT_PRIME, number=81)),
        Reason.of(Code.R10_TAKE_BACK_AND_DRAW, player="Aki", count=2, drawn=2),
    )
    assert render_sentences(sentences) == (
        "反則: 81 は素数ではなく、素因数場も出されていません。Aki: 出した 2 枚を手札に戻し、山札から 2 枚引きます。"
    )
    assert english_sentences(sentences) == (
        "FOUL: 81 is not prime and no factor field was given. Aki: take back 2 cards and draw 2."
    )


def test_names_holding_placeholders_are_not_replaced_twice(japanese) -> None:
    assert render(Reason.of(Code.R11_PASSES, player="%2")) == "%2 はパスしました"
    assert render(Reason.of(Code.R17_NOT_YOUR_TURN, player="%2", other="A")) == "今は %2 の手番です (A ではありません)"


def test_a_refusal_carries_its_code(qapp) -> None:
    game = Game(["Aki", "Ben"], Settings())
    with pytest.raises(RuleViolation) as refused:
        game.draw("Ben")
    assert refused.value.reason == Reason.of(Code.R17_NOT_YOUR_TURN, player="Aki", other="Ben")
    assert str(refused.value) == "it is Aki's turn, not Ben's"


def test_a_tournament_refusal_reads_in_japanese(japanese, tmp_path) -> None:
    """The tournament layer's refusals carry a reason too; the tab shows it in Japanese."""
    with Tournament.create(tmp_path / "t.sqlite", "Cup") as tournament:
        tournament.add_player("Aki")
        with pytest.raises(TournamentError) as refused:
            tournament.seat_round()
    english_text = str(refused.value)
    shown = render_error(refused.value)
    assert shown != english_text and re.search(r"[ぁ-んァ-ン一-龥]", shown), shown
    assert isinstance(refused.value.reason.code, TournamentCode)


def test_an_operating_system_error_keeps_its_own_words(japanese) -> None:
    assert render_error(FileNotFoundError(2, "No such file or directory")) == "No such file or directory"


def _refused_twice() -> Game:
    game = Game(["Aki", "Ben"])
    game.play("Aki", "SA S3")  # 13, a pair
    return game


def test_each_refusal_opens_its_own_sentence_in_english(qapp) -> None:
    # R5 names every check that fails; the second one read ". the field holds …"
    outcome = _refused_twice().play("Ben", "X S2 S3")
    expected = "The field holds plays of 2 cards; this play has 3."
    assert expected in outcome.message
    assert expected in render_sentences(outcome.sentences)
    assert not re.search(r"\. [a-z]", outcome.message)


def test_a_sentence_opened_by_a_name_keeps_its_case(qapp) -> None:
    game = Game(["aki", "ben"])
    game.play("aki", "SA S3")
    assert "ben declares again." in game.play("ben", "SK").message
