"""``daifugo judge`` and ``daifugo replay`` exactly as CONTRACTS.md says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from daifugo_gui.cli import main
from daifugo_gui.rules.situations import known_record


def run_json(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict:
    assert main([*argv, "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["judge", "5 7"], {"playable": True, "verdict": "grothendieck_cut", "value": "57", "penalty": 0}),
        (["judge", "X"], {"playable": True, "verdict": "infinity", "value": "inf", "penalty": 0}),
        (["judge", "1 7 2 9"], {"playable": True, "verdict": "ramanujan_revolution", "value": "1729", "penalty": 0}),
        (["judge", "8", "--factors", "2 ^ 3"], {"playable": True, "verdict": "composite", "value": "8", "penalty": 0}),
        (["judge", "8", "--factors", "2 * 3"], {"playable": True, "verdict": "foul", "value": "8", "penalty": 3}),
        (["judge", "1 3"], {"playable": True, "verdict": "prime", "value": "13", "penalty": 0}),
        # R9b: one number with no exponent is not a factor field: no foul, no penalty
        (["judge", "6", "--factors", "6"], {"playable": False, "verdict": "cannot_play", "value": "6", "penalty": 0,
                                              "code": "R9B_NOT_A_FACTOR_FIELD"}),
        (["judge", "Q", "--factors", "3"], {"playable": False, "verdict": "cannot_play", "value": "12", "penalty": 0}),
        (["judge", "1 5", "--factors", "1 5"], {"playable": False, "verdict": "cannot_play", "value": "15", "penalty": 0}),
        (["judge", "1 1", "--last", "13", "--last-count", "2"], {"playable": False, "verdict": "cannot_play", "value": "11", "penalty": 0}),
        (["judge", "1 1", "--last", "13", "--last-count", "2", "--revolution"], {"playable": True, "verdict": "prime", "value": "11", "penalty": 0}),
    ],
)
def test_judge(argv: list[str], expected: dict, capsys: pytest.CaptureFixture[str]) -> None:
    result = run_json(argv, capsys)
    assert {k: result[k] for k in expected} == expected


def test_replay_contract_keys(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    events = [
        {"player": "Aki", "action": "draw"},
        {"player": "Aki", "action": "play", "field": "S5 S7"},
        {"player": "Aki", "action": "play", "field": "1 1"},
        {"player": "Ben", "action": "pass"},
    ]
    data = known_record({"Aki": "S5 S7 SA HA D2", "Ben": "H2 H3 H4"}, events)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run_json(["replay", str(path)], capsys)
    assert result == {
        "results": ["drawn", "grothendieck_cut", "prime", "pass"],
        "finished": False,
        "stop": None,
        "ranking": [],
        "hand_counts": {"Aki": 2, "Ben": 3},
        "deck_count": 54 - 8 - 1 + 2 + 2,  # the cut, then 11 flushed when Ben passed
        "field": "",
        "revolution": False,
        "to_move": "Aki",
    }


def test_replay_contract_example_counted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The example of CONTRACTS.md, without its deal, replays with counted hands."""
    data = {
        "format": "prime-daifugo-record/1",
        "settings": {"hand_size": 11, "on_timeout": "disqualify"},
        "players": ["Aki", "Ben", "Chie"],
        "events": [
            {"player": "Aki", "action": "draw"},
            {"player": "Aki", "action": "play", "field": "5 7"},
            {"player": "Aki", "action": "play", "field": "8", "factors": "2 ^ 3"},
            {"player": "Ben", "action": "pass"},
            {"player": "Chie", "action": "timeout"},
            {"action": "stop", "reason": "time"},
        ],
    }
    path = tmp_path / "example.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run_json(["replay", str(path)], capsys)
    assert result["results"] == ["drawn", "grothendieck_cut", "composite", "pass", "disqualified", "stopped"]
    assert result["finished"] and result["stop"] == "time"
    assert result["ranking"] == ["Aki", "Ben", "Chie"]  # 8 cards, 11 cards, disqualified
    # Chie left the game, so everyone else still in (Ben) has passed: the field is flushed (R11).
    assert result["field"] == "" and result["to_move"] is None
