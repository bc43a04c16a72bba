"""Issue 24, the stored evidence: bad records and names read as one clear refusal, outputs
never replace what they read, corrections keep the judged record, a write whose fate is
unknown is checked, and secrets never leave the process."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from daifugo_gui.cli import main
from daifugo_gui.rules.cards import standard_deck
from daifugo_gui.tournament import RecordImportError, Tournament
from daifugo_gui.tournament.demo import finished_record

NAMES = ["Aki", "Ben", "Chie", "Dai"]


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert "internal error" not in err[0] and "Traceback" not in err[0]
    return err[0]


def _wrong_draw_record() -> dict[str, Any]:
    """A complete deal whose first draw names a card that is not on top of the deck."""
    cards = [c.text() for c in standard_deck()]
    return {
        "format": "prime-daifugo-record/1",
        "settings": {"hand_size": 2},
        "players": ["Aki", "Ben"],
        "hands": {"Aki": " ".join(cards[0:2]), "Ben": " ".join(cards[2:4])},
        "deck": " ".join(cards[4:]),
        "events": [{"player": "Aki", "action": "draw", "card": cards[10]}],
    }


# --- Also: a record naming a wrong drawn card; names and numbers too long; bad URLs -------------


def test_replay_of_a_record_naming_a_wrong_drawn_card_is_refused_in_words(tmp_path: Path, capsys) -> None:
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(_wrong_draw_record()))
    assert main(["replay", str(path)]) == 2
    line = _one_line(capsys)
    assert "event 1" in line and "card 1 from the top of the deck" in line and "does not name" in line


def test_the_tabs_import_of_a_wrong_drawn_card_names_the_event(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "cup.sqlite", "cup", seed=1, table_size=2, min_table_size=2)
    t.add_players((n, "", "") for n in ["Aki", "Ben"])
    t.seat_round()
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(_wrong_draw_record()))
    with pytest.raises(RecordImportError) as caught:
        t.import_record_file(path, 1, 1)
    assert "does not name" in str(caught.value)
    assert t.round(1).tables[0].game is None  # nothing stored
    t.close()


@pytest.mark.parametrize("command", ["replay", "report"])
def test_a_300_character_file_name_is_one_line_exit_2(tmp_path: Path, capsys, command: str) -> None:
    name = str(tmp_path / ("a" * 300 + ".json"))
    argv = [command, name] + (["--out", str(tmp_path / "s.pdf")] if command == "report" else [])
    assert main(argv) == 2
    assert "too long" in _one_line(capsys)


def test_a_300_character_output_name_is_one_line_exit_2(tmp_path: Path, capsys) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(finished_record(NAMES)))
    assert main(["report", str(record), "--out", str(tmp_path / ("o" * 300 + ".pdf"))]) == 2
    assert "too long" in _one_line(capsys)


@pytest.mark.parametrize("command", ["replay", "report"])
def test_a_json_integer_over_4300_digits_is_one_line_exit_2(tmp_path: Path, capsys, command: str) -> None:
    path = tmp_path / "big.json"
    path.write_text('{"format": "prime-daifugo-record/1", "players": ' + "9" * 5000 + "}")
    argv = [command, str(path)] + (["--out", str(tmp_path / "s.pdf")] if command == "report" else [])
    assert main(argv) == 2
    line = _one_line(capsys)
    assert "big.json" in line and "digits" in line
    assert not (tmp_path / "s.pdf").exists()


@pytest.mark.parametrize(
    "url, words",
    [
        ("postgresql://judge@host:abc/cup", "not a database URL"),
        ("postgresql://judge@host:99999999/cup", "port 99999999"),
        ("postgresql://judge:pw@host:x/cup?password=pw", "not a database URL"),
    ],
)
def test_a_malformed_server_url_is_one_line_exit_2(tmp_path: Path, capsys, url: str, words: str) -> None:
    assert main(["report", url, "--out", str(tmp_path / "s.pdf")]) == 2
    line = _one_line(capsys)
    assert words in line
