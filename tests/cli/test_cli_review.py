"""``daifugo review`` as CONTRACTS.md says (issue 41): JSON, text in two languages, bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from daifugo_gui.cli import main
from daifugo_gui.rules.cards import parse_cards, parse_factor_field, parse_tokens
from daifugo_gui.rules.situations import known_record

MATCH = Path(__file__).parents[1] / "data" / "primeqk" / "pqcs-2023冬-予選bブロック-match-008.json"


def full_record() -> dict:
    events = [
        {"player": "Aki", "action": "draw"},
        {"player": "Aki", "action": "play", "field": "S4"},  # a foul while S5 S7 were there
        {"player": "Ben", "action": "pass"},
        {"player": "Aki", "action": "play", "field": "S5 S7"},
    ]
    return known_record({"Aki": "S5 S7 S4 HA", "Ben": "H2 H3 H6"}, events, deck_top="C9 C8")


def test_json_is_one_object_with_the_contract_keys(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(full_record()), encoding="utf-8")
    assert main(["review", str(path), "--json", "--seconds", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    result = json.loads(out)
    assert set(result) == {"players", "turns", "summary"}
    assert [t["event"] for t in result["turns"]] == [0, 1, 2, 3]
    draw, foul, passed, cut = result["turns"]
    assert (draw["action"], draw["hand"], draw["played"]) == ("draw", "S5 S7 S4 HA", None)
    assert foul["hand"] == "S5 S7 S4 HA C9" and foul["verdict"] == "foul"
    assert "foul_with_a_legal_play" in foul["notes"] and "missed_cut_57" in foul["notes"]
    assert passed["notes"] == ["missed_going_out", "pass_with_a_legal_play"]  # H2 H6 H3 is 263, a prime
    for turn in result["turns"]:
        hand = [c.text() for c in parse_cards(turn["hand"])]
        for named in (turn["going_out"], turn["best"]):
            if named is None:
                continue
            cards = [t.text() for t in parse_tokens(named["field"])]
            if named["factors"]:
                cards += [t.text() for t in parse_factor_field(named["factors"]).tokens()]
            for card in cards:  # the hand's own cards, suits and all; jokers with a value
                assert card in hand or card.startswith("X"), (card, hand)
    assert result["summary"]["Aki"] == {"turns": 3, "fouls": 1, "missed_going_out": result["summary"]["Aki"]["missed_going_out"],
                                        "fouls_with_a_legal_play": 1, "passes_with_a_legal_play": 0}
    assert result["summary"]["Ben"]["passes_with_a_legal_play"] == 1


@pytest.mark.parametrize(("lang", "words"), [("ja", ["感想戦", "手札", "まとめ"]), ("en", ["Review", "hand:", "Summary"])])
def test_text_in_japanese_and_english(lang: str, words: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(MATCH), "--game", "2", "--seconds", "0.05", "--lang", lang]) == 0
    out = capsys.readouterr().out
    for word in words:
        assert word in out


def test_a_suhu_text_from_standard_input() -> None:
    text = "Aki:(57A3)\nBen:(2T8K)\nAki:57[GC]\nAki:A3#\n"
    done = subprocess.run([sys.executable, "-m", "daifugo_gui.cli", "review", "-", "--json"], input=text,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    turns = json.loads(done.stdout)["turns"]
    assert [t["verdict"] for t in turns] == ["grothendieck_cut", "prime"]
    # 5 7 A 3 could have gone out at once (3 A 5 7 … is prime): the cut left that undone
    assert turns[0]["could_go_out"] and "missed_going_out" in turns[0]["notes"]
    assert turns[1]["going_out"] == {"field": "3 A", "factors": None} and turns[1]["notes"] == []  # 31, the largest


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["review", "no-such-file.json"], "no such file"),
        (["review", str(MATCH)], "pick one with --game N"),
        (["review", str(MATCH), "--game", "9"], "--game 9"),
        (["review", str(MATCH), "--game", "1", "--seconds", "-1"], "--seconds"),
        (["review", str(MATCH), "--game", "1", "--seconds", "nan"], "--seconds"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


def test_a_record_without_hands_is_refused_in_a_real_process(tmp_path: Path) -> None:
    record = full_record()
    del record["hands"], record["deck"]
    path = tmp_path / "counted.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "daifugo_gui.cli", "review", str(path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "hands" in done.stderr and "Traceback" not in done.stderr
