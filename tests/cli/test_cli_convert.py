"""``daifugo convert`` between 数譜 and prime-daifugo-record/1 (issue 11)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from daifugo_gui.cli import main

GAME = """### sample | game 1 | ささら vs さしみ
ささら:(5624A9Q7QAK)
さしみ:(2T8KJ75336X)
ささら:D(5)57[GC]
ささら:KQ=2^5*4A
さしみ:D(Q)KX=TJQ*2335678|X=K,P(JAJTKJ489X96)
ささら:6Q9A#
"""


def test_suhu_to_json_and_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "game.txt"
    source.write_text(GAME, encoding="utf-8")
    assert main(["convert", str(source), "--out", str(tmp_path / "game.json")]) == 0
    record = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    assert record["hands"]["さしみ"] == "2 10 8 K J 7 5 3 3 6 X"
    assert record["events"][3] == {"player": "さしみ", "action": "draw", "card": "Q"}
    assert record["events"][4]["penalty_cards"].split()[0] == "J"
    capsys.readouterr()
    assert main(["convert", str(tmp_path / "game.json")]) == 0
    assert capsys.readouterr().out == GAME


def test_stdin_and_json_flag() -> None:
    code = "import sys; from daifugo_gui.cli import main; sys.exit(main(sys.argv[1:]))"
    done = subprocess.run(
        [sys.executable, "-c", code, "convert", "-", "--json"], input=GAME, capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout)["players"] == ["ささら", "さしみ"]


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("A:(12)\nB:(35)\n", "line 1, column 4"),
        ("A:(A2)\nB:(35)\nA:D(3)2Z\n", "line 3, column 8"),
        ("A:(A2)\nB:(35)\nC:2\n", 'line 3, column 1: "C" has no hand'),
        ("A:(A2)\nB:(3X)\nA:2\nB:3X\n", "line 4, column 5"),
    ],
)
def test_bad_lines_name_line_and_column(text: str, where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "bad.txt"
    source.write_text(text, encoding="utf-8")
    assert main(["convert", str(source)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and where in err[0]


def test_a_record_without_a_suhu_form_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = {"format": "prime-daifugo-record/1", "players": ["A", "B"], "events": []}
    (tmp_path / "r.json").write_text(json.dumps(record), encoding="utf-8")
    assert main(["convert", str(tmp_path / "r.json")]) == 2
    assert "hands" in capsys.readouterr().err


MATCH = Path(__file__).parents[1] / "data" / "primeqk" / "金剛戦-第1期-match-014.json"


def test_check_compares_the_written_rulings_and_exits_1_where_they_part(capsys: pytest.CaptureFixture[str]) -> None:
    """A match file of the record database reads as its games' 数譜; game 7 of this match
    is one of the two listed record errors (tests/data/primeqk_record_errors.json)."""
    assert main(["convert", str(MATCH), "--check", "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == result["agree"] + 1
    (found,) = result["disagreements"]
    assert (found["game"], found["kind"], found["text"]) == (7, "went_out", "A729[RR]#")
    assert found["engine"] == "still in with 26 cards"
    assert main(["convert", str(MATCH), "--check", "--game", "6"]) == 0
    assert capsys.readouterr().out == "1 of 1 games agree with the engine\n"


def test_game_picks_one_game_and_says_how_many_there_are(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "two.txt"
    source.write_text(GAME + GAME.replace("### sample | game 1", "### sample | game 2"), encoding="utf-8")
    assert main(["convert", str(source), "--game", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["meta"]["title"].startswith("sample | game 2")
    assert main(["convert", str(source), "--game", "3"]) == 2
    assert capsys.readouterr().err.strip().endswith("--game 3: the input holds 2 games")
    assert main(["convert", str(source), "--game", "0"]) == 2
    assert main(["convert", str(tmp_path / "none.json"), "--check"]) == 2
    (tmp_path / "r.json").write_text('{"format": "prime-daifugo-record/1", "players": ["A", "B"]}', encoding="utf-8")
    assert main(["convert", str(tmp_path / "r.json"), "--check"]) == 2
    assert "--check reads 数譜" in capsys.readouterr().err
