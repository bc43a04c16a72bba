"""``daifugo maxprime CARDS`` exactly as CONTRACTS.md says (issue 7)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from daifugo_gui.cli import main

ROOT = Path(__file__).resolve().parents[2]
THEOREM_PRIME = "99998888777766665555444433332222131313131313121212121111111011010101111"


def run_json(capsys: pytest.CaptureFixture[str], *argv: str, full: bool = False) -> dict:
    """The contract's first two keys, exactly (``full``: every key, issue 29 added two)."""
    assert main(["maxprime", "--json", *argv]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1  # one JSON object, one line
    result = json.loads(out)
    assert list(result) == ["prime", "order", "proven", "candidates"]
    return result if full else {"prime": result["prime"], "order": result["order"]}


def test_json_says_whether_primality_is_proven_and_how_many_candidates_were_tried(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 29: two keys added after the contract's two, which stay as they were."""
    small = run_json(capsys, "SK H3", full=True)
    assert small["proven"] is True and small["candidates"] >= 1
    none = run_json(capsys, "2 4 6", full=True)
    assert none == {"prime": None, "order": "", "proven": None, "candidates": 0}
    deck = " ".join(f"{s}{r}" for s in "SHDC" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split())
    big = run_json(capsys, deck.replace("SA ", "") + " X X", full=True)
    assert big["prime"] == THEOREM_PRIME and big["proven"] is True and big["candidates"] > 1


def test_contract_keys_and_values(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "SK H3") == {"prime": "313", "order": "H3 SK"}


def test_cards_may_come_as_separate_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "1", "3") == {"prime": "31", "order": "3 A"}


def test_no_prime_gives_null(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "2 4 6") == {"prime": None, "order": ""}
    assert run_json(capsys, "X") == {"prime": None, "order": ""}  # a lone joker is ∞ (R3)


def test_jokers_are_written_with_their_values(capsys: pytest.CaptureFixture[str]) -> None:
    result = run_json(capsys, "X 2")
    assert result == {"prime": "211", "order": "2 X=11"}


def test_theorem_3_1_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    deck = " ".join(f"{s}{r}" for s in "SHDC" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split())
    cards = deck.replace("SA ", "") + " X X"
    result = run_json(capsys, cards)
    assert result["prime"] == THEOREM_PRIME
    assert len(result["order"].split()) == 53


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["1 3 Z"], '"Z" (token 3'),
        (["X=5 3"], "X=5"),
        (["1", "--timeout", "0"], "--timeout"),
    ],
)
def test_bad_input_names_the_token(capsys: pytest.CaptureFixture[str], argv: list[str], fragment: str) -> None:
    assert main(["maxprime", "--json", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert fragment in captured.err
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err


def test_human_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["maxprime", "K", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == ["prime: 313", "order: 3 K"]
    assert lines[2] == "proven: True" and lines[3].startswith("candidates: ") and len(lines) == 4


def test_subprocess_round_trip() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    code = "import sys; from daifugo_gui.cli import main; sys.exit(main(sys.argv[1:]))"
    ok = subprocess.run(
        [sys.executable, "-c", code, "maxprime", "--json", "7 1 X"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert ok.returncode == 0, ok.stderr
    result = json.loads(ok.stdout)
    assert set(result) == {"prime", "order", "proven", "candidates"} and result["prime"] is not None
    bad = subprocess.run(
        [sys.executable, "-c", code, "maxprime", "--json", "7 Q2"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.strip() == 'daifugo: CARDS: unknown card "Q2" (token 2, column 3)'
