"""``daifugo tanhinmin`` as CONTRACTS.md fixes it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from daifugo_gui.cli import main

ROOT = Path(__file__).resolve().parents[2]


def _json(capsys, *argv: str) -> dict:
    assert main(["tanhinmin", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_paper_example_standard_condition(capsys) -> None:
    out = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--field", "1")
    assert out == {
        "winner": "mover",
        "mu0": 2,
        "mu1": 1,
        "delta": 1,
        "optimal_plays": [3],
        "pass_optimal": False,
    }


def test_paper_example_one_one_condition(capsys) -> None:
    out = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--field", "1", "--win", "1,1")
    assert out["winner"] == "mover" and out["optimal_plays"] == [5]


def test_default_is_empty_field_and_standard_condition(capsys) -> None:
    default = _json(capsys, "--mover", "5 1 3", "--opponent", "4 2")
    explicit = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--field", "0", "--win", "0,0")
    assert default == explicit


def test_lost_position_lists_every_legal_play(capsys) -> None:
    out = _json(capsys, "--mover", "1 2", "--opponent", "3 4", "--field", "0")
    assert out["winner"] == "opponent" and out["delta"] <= 0
    assert out["optimal_plays"] == [1, 2] and out["pass_optimal"] is True


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--mover", "1 x 5", "--opponent", "2"], "--mover: 'x' (token 2) is not a whole number"),
        (["--mover", "1 3", "--opponent", "2 0"], "--opponent: strength '0' (token 2) must be at least 1"),
        (["--mover", "  ", "--opponent", "2"], "--mover: give at least one strength"),
        (["--mover", "1", "--opponent", "2", "--field", "-1"], "--field: '-1' must be 0"),
        (["--mover", "1", "--opponent", "2", "--field", "K"], "--field: 'K' is not a whole number"),
        (["--mover", "1", "--opponent", "2", "--win", "0"], "--win: '0' must be two whole numbers"),
        (["--mover", "1", "--opponent", "2", "--win", "0,z"], "--win: 'z' (C1) is not a whole number"),
        (["--mover", "1 2", "--opponent", "2", "--win", "2,0"], "--win: C0=2 must be 0..1"),
        (["--mover", "1 2", "--opponent", "2", "--win", "0,1"], "--win: C1=1 must be 0..0"),
    ],
)
def test_bad_input_is_one_clear_line(capsys, argv, message) -> None:
    assert main(["tanhinmin", *argv, "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


def test_subprocess_prints_one_json_object() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    code = "import sys; from daifugo_gui.cli import main; sys.exit(main(sys.argv[1:]))"
    done = subprocess.run(
        [sys.executable, "-c", code, "tanhinmin", "--mover", "1 3 5", "--opponent", "2 4",
         "--win", "1,1", "--json"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winner"] in ("mover", "opponent")
    bad = subprocess.run(
        [sys.executable, "-c", code, "tanhinmin", "--mover", "1 3 q", "--opponent", "2"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "'q'" in bad.stderr


def test_hands_from_a_file_and_stdin_past_the_argument_limit(tmp_path) -> None:
    """Issue 18: 10^5 cards do not fit on a command line; a file and stdin do."""
    import json
    import subprocess
    import sys

    mover = tmp_path / "mover.txt"
    mover.write_text(" ".join(str(i) for i in range(1, 200_001, 2)), encoding="utf-8")
    opponent = "\n".join(str(i) for i in range(2, 200_001, 2))
    code = "import sys; from daifugo_gui.cli import main; sys.exit(main(sys.argv[1:]))"
    done = subprocess.run(
        [sys.executable, "-c", code, "tanhinmin", "--mover-file", str(mover), "--opponent-file", "-", "--json"],
        input=opponent, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["mu0"] == result["mu1"] == 99_999 and result["winner"] == "opponent"
    small = subprocess.run(
        [sys.executable, "-c", code, "tanhinmin", "--mover", "1 3 5", "--opponent", "2 4", "--json"],
        capture_output=True, text=True,
    )
    both = subprocess.run(
        [sys.executable, "-c", code, "tanhinmin", "--mover-file", "-", "--opponent-file", "-"],
        input="1", capture_output=True, text=True,
    )
    assert small.returncode == 0 and both.returncode == 2 and "standard input" in both.stderr


def test_moves_flag_adds_delta_prime_and_corollary_6(capsys) -> None:
    """Issue 18: --moves adds every move's δ′ and the picks; the plain keys stay exact."""
    plain = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--field", "1")
    out = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--field", "1", "--moves")
    assert {k: out[k] for k in plain} == plain
    assert set(out) - set(plain) == {"moves", "least_lowering", "gamma", "optimal_interval"}
    assert [(m["move"], m["delta_after"], m["keeps_win"]) for m in out["moves"]] == [
        (0, 0, False), (3, 1, True), (5, 0, False)
    ]
    assert out["moves"][1] == {"move": 3, "mu0_after": 1, "mu1_after": 1, "delta_after": 1,
                               "change": 0, "keeps_win": True}
    assert out["least_lowering"] == {"delta_after": 1, "plays": [3], "pass": False}
    assert out["gamma"] == 3 and out["optimal_interval"] == [3, 3]
    two = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--field", "1", "--win", "1,1", "--moves")
    assert two["least_lowering"]["plays"] == [5] and two["optimal_interval"] == [5, 5]


def test_hands_file_gives_both_hands(capsys, tmp_path) -> None:
    hands = tmp_path / "hands.txt"
    hands.write_text("# Figure 1 of the paper\n1 3 5\n2 4\n", encoding="utf-8")
    assert _json(capsys, "--hands-file", str(hands), "--field", "1") == _json(
        capsys, "--mover", "1 3 5", "--opponent", "2 4", "--field", "1"
    )
    bad = tmp_path / "bad.txt"
    bad.write_text("1 3\n2 x\n", encoding="utf-8")
    assert main(["tanhinmin", "--hands-file", str(bad)]) == 2
    assert "--hands-file: line 2: 'x' (token 2) is not a whole number" in capsys.readouterr().err
    assert main(["tanhinmin", "--hands-file", str(hands), "--mover", "1"]) == 2
    assert "leave out --mover" in capsys.readouterr().err
    assert main(["tanhinmin", "--mover", "1"]) == 2
    assert "one of the arguments --opponent --opponent-file is required" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--mover", "1,3,,5", "--opponent", "2 4"], "--mover: strength 3 is empty"),
        (["--mover", "1 3 5", "--opponent", "2,4,"], "--opponent: strength 3 is empty"),
        (["--mover", ",1", "--opponent", "2"], "--mover: strength 1 is empty"),
    ],
)
def test_an_empty_field_between_commas_is_refused_not_skipped(capsys, argv, message) -> None:
    """Issue 29: "1,3,,5" lost a strength silently; now exit 2, one line naming it."""
    assert main(["tanhinmin", *argv, "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and message in captured.err


def test_strategy_adds_the_move_an_optimal_strategy_makes(capsys) -> None:
    """Issue 29: --strategy NAME[:C] adds one key; the keys before it stay as they were."""
    plain = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--win", "1,0")
    out = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--win", "1,0", "--strategy", "switch_on_mu0")
    assert list(out) == [*plain, "strategy"] and {k: out[k] for k in plain} == plain
    assert out["strategy"] == {"name": "switch_on_mu0", "algorithm": 4, "c": 1, "move": 1, "pass": False}
    chosen = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--strategy", "prefer_c0_plus_1")
    assert chosen["strategy"]["c"] is None and chosen["strategy"]["move"] in chosen["optimal_plays"]
    top = _json(capsys, "--mover", "1 3 5", "--opponent", "2 4", "--win", "1,0", "--strategy", "mu0_from_top:0")
    assert top["strategy"]["c"] == 0 and top["strategy"]["algorithm"] == 6


@pytest.mark.parametrize(
    "strategy, message",
    [
        ("nope", "'nope' is not a strategy"),
        ("prefer_c0_plus_1:1", "has no parameter c"),
        ("mu0_from_top:3", "c=3 must satisfy 0 <= c <= c0=1"),
        ("mu0_from_top:x", "is not a whole number"),
    ],
)
def test_a_bad_strategy_is_one_clear_line(capsys, strategy, message) -> None:
    argv = ["tanhinmin", "--mover", "1 3 5", "--opponent", "2 4", "--win", "1,0", "--strategy", strategy, "--json"]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and message in captured.err
