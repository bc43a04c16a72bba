"""Bad input gets one clear message naming the event index or the token (issue 2)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from daifugo_gui.cli import main
from daifugo_gui.rules import CardTextError, Game, RecordError, RuleViolation, parse_tokens
from daifugo_gui.rules.record import game_from_record, load_record
from daifugo_gui.rules.situations import known_record

ROOT = Path(__file__).resolve().parents[2]


def record(events: list, **extra) -> dict:
    return {"format": "prime-daifugo-record/1", "players": ["Aki", "Ben"], "events": events, **extra}


def test_unknown_card_token_names_token_and_position() -> None:
    with pytest.raises(CardTextError, match=r'unknown card "Z9" \(token 2, column 4\)'):
        parse_tokens("S2 Z9")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("{", "not valid JSON"),
        ('{"format": "other"}', '"format" must be'),
        (json.dumps(record([], settings={"colour": 1})), 'unknown setting "colour"'),
        (json.dumps(record([], settings={"on_timeout": "explode"})), 'setting "on_timeout" must be one of'),
        (json.dumps(record([{"player": "Aki", "action": "dance"}])), "event 1: unknown action 'dance'"),
        (json.dumps(record([{"player": "Ben", "action": "pass"}])), "event 1: it is Aki's turn, not Ben's"),
        (json.dumps(record([{"player": "Aki", "action": "pass"}, {"player": "Ben", "action": "play", "field": "Q7"}])),
         'event 2: unknown card "Q7" (token 1, column 1)'),
        (json.dumps(record([], hands={"Aki": "S2"}, deck="")), '"hands" has no hand for player "Ben"'),
        (json.dumps(record([], hands={"Aki": "S2", "Ben": "S2"}, deck="")), "hands and deck must hold exactly"),
        (json.dumps(record([], hands={"Aki": "S2", "Ben": "SQ"}, deck="X9")), 'the deck: unknown card "X9"'),
        (json.dumps(record([{"player": "Aki", "action": "play"}])), 'event 1: a "play" event needs "field"'),
    ],
)
def test_malformed_records_get_one_clear_message(data: str, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        game_from_record(load_record(data))
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_card_not_held_is_cannot_play_not_an_error() -> None:
    data = known_record({"Aki": "S2 S3", "Ben": "H4 H5"}, [{"player": "Aki", "action": "play", "field": "SK"}])
    game = game_from_record(data)
    assert game.results == ["cannot_play"]
    assert game.hand_counts() == {"Aki": 2, "Ben": 2}


def test_illegal_action_leaves_state_untouched() -> None:
    game = Game(["Aki", "Ben"])
    game.play("Aki", "7")
    before = (game.hand_counts(), game.deck_count, game.field_text, game.to_move, list(game.events))
    for bad in (lambda: game.pass_turn("Aki"), lambda: game.draw("Zed"), lambda: game.play("Ben", "7 ^ 2")):
        with pytest.raises(RuleViolation):
            bad()
    assert (game.hand_counts(), game.deck_count, game.field_text, game.to_move, list(game.events)) == before


def test_cli_replay_bad_record_exits_2_with_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record([{"player": "Ben", "action": "pass"}])), encoding="utf-8")
    code = (
        "import sys; from daifugo_gui.cli import main; sys.exit(main(sys.argv[1:]))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, "replay", str(path), "--json"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "event 1" in lines[0] and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    "argv",
    [
        ["judge", "5 Z", "--json"],
        ["judge", "8", "--factors", "2 ^", "--json"],
        ["judge", "8", "--last", "x", "--last-count", "1", "--json"],
        ["judge", "8", "--last", "7", "--json"],
        ["replay", "/no/such/file.json", "--json"],
        ["judge"],
    ],
)
def test_cli_bad_input_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1
