"""``daifugo report``: score sheets from records, standings from tournament files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pdf_reading import pdf_text

from daifugo_gui.cli import main
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import eventful_record, finished_record

ROOT = Path(__file__).resolve().parents[2]


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(["report", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def run_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(["report", *argv]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in captured.err
    return lines[0]


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    record = eventful_record(["山田 太郎", "Ben", "佐藤 花子", "ダイ"])
    record["meta"].update(tournament="第1回 素数大富豪大会", round=2, table=3)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture
def tournament_file(tmp_path: Path) -> Path:
    path = tmp_path / "cup.sqlite"
    t = Tournament.create(path, "第1回 素数大富豪大会", seed=1)
    t.add_players([("山田 太郎", "やまだ", ""), ("佐藤 花子", "", ""), ("Alice", "", ""), ("Bob", "", "")])
    view = t.seat_round()
    names = [p.name for p in view.tables[0].players]
    t.record_game(1, 1, finished_record(names))
    t.close()
    return path


def test_record_gives_a_score_sheet(capsys: pytest.CaptureFixture[str], record_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "sheet.pdf"
    result = run_json(capsys, str(record_file), "--out", str(out))
    assert result == {"out": str(out), "pages": 1, "kind": "score_sheet"}
    assert out.read_bytes().startswith(b"%PDF-")
    text = pdf_text(out)
    assert "成績表" in text and "第1回 素数大富豪大会" in text and "ダイ" in text


def test_tournament_gives_standings_round_results_and_named_blank_sheets(
    capsys: pytest.CaptureFixture[str], tournament_file: Path, tmp_path: Path
) -> None:
    out = tmp_path / "s.pdf"
    result = run_json(capsys, str(tournament_file), "--out", str(out), "--lang", "en")
    assert result == {"out": str(out), "pages": 1, "kind": "standings", "players": 4}
    result = run_json(capsys, str(tournament_file), "--out", str(out), "--round", "1")
    assert result["kind"] == "round_results"
    result = run_json(capsys, str(tournament_file), "--out", str(out), "--blank", "--round", "1", "--table", "1")
    assert result["kind"] == "blank_score_sheet"
    text = pdf_text(out)
    assert "山田 太郎" in text and "Alice" in text


def test_blank_sheet_needs_no_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "blank.pdf"
    assert run_json(capsys, "--blank", "--seats", "3", "--out", str(out))["kind"] == "blank_score_sheet"


def test_bad_input_is_one_clear_line(capsys: pytest.CaptureFixture[str], tmp_path: Path, record_file: Path,
                                     tournament_file: Path) -> None:
    out = str(tmp_path / "x.pdf")
    assert "missing.json: no such file" in run_error(capsys, str(tmp_path / "missing.json"), "--out", out)
    bad = tmp_path / "bad.json"
    bad.write_text("{oops", encoding="utf-8")
    assert "bad.json: not JSON and not a tournament file (line 1, column 2" in run_error(capsys, str(bad), "--out", out)
    unfinished = tmp_path / "unfinished.json"
    record = finished_record(["A", "B", "C"])
    record["events"] = []
    unfinished.write_text(json.dumps(record), encoding="utf-8")
    assert "unfinished.json: the game is not over" in run_error(capsys, str(unfinished), "--out", out)
    assert "folder" in run_error(capsys, str(record_file), "--out", str(tmp_path / "nowhere" / "x.pdf"))
    assert "give INPUT" in run_error(capsys, "--out", out)
    assert "no round 7" in run_error(capsys, str(tournament_file), "--out", out, "--round", "7")
    assert "--seats 40" in run_error(capsys, "--blank", "--seats", "40", "--out", out)
    assert "--lang" in run_error(capsys, str(record_file), "--out", out, "--lang", "fr")


@pytest.mark.slow
def test_report_in_a_subprocess(record_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "sub.pdf"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    code = "import sys; from daifugo_gui.cli import main; sys.exit(main(sys.argv[1:]))"
    done = subprocess.run(
        [sys.executable, "-c", code, "report", str(record_file), "--out", str(out), "--json", "--lang", "en"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"out": str(out), "pages": 1, "kind": "score_sheet"}
    bad = subprocess.run(
        [sys.executable, "-c", code, "report", str(tmp_path / "none.json"), "--out", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "none.json" in bad.stderr
