"""``daifugo web`` (issue 30): serving a tournament from the command line, and exporting
its pages and games after the event."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from interrupting import interrupt
from web_event import make_event

from daifugo_gui.cli import main
from daifugo_gui.rules.suhu import read_suhu_text, to_record
from daifugo_gui.tournament.summary import summarize_record

ROOT = Path(__file__).resolve().parents[2]
CODE = "import sys; from daifugo_gui.cli import main; sys.exit(main(sys.argv[1:]))"


def _serve(*args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", CODE, "web", *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_serves_until_interrupted_and_prints_its_address_first(tmp_path: Path) -> None:
    make_event(tmp_path / "cup.sqlite").close()
    process = _serve(str(tmp_path / "cup.sqlite"), "--port", "0")
    try:
        first = process.stdout.readline().strip()
        assert first.startswith("http://127.0.0.1:") and first.endswith("/")
        data = json.loads(urllib.request.urlopen(first + "api/standings", timeout=10).read())
        assert data["tournament"] == "春の素数大富豪杯"
    finally:
        _out, err = interrupt(process, timeout=20)
    assert process.returncode == 0, err
    assert "warning" not in err  # this computer only: nothing to warn of


def test_the_local_network_is_served_only_with_a_warning(tmp_path: Path) -> None:
    make_event(tmp_path / "cup.sqlite").close()
    process = _serve(str(tmp_path / "cup.sqlite"), "--host", "0.0.0.0", "--port", "0")
    try:
        first = process.stdout.readline().strip()
        assert first.startswith("http://") and "0.0.0.0" not in first  # an address a phone can use
    finally:
        process.send_signal(signal.SIGTERM)
        _out, err = process.communicate(timeout=20)
    assert "not encrypted" in err and process.returncode == 0


def test_a_missing_tournament_is_one_line_and_exit_2(tmp_path: Path, capsys) -> None:
    assert main(["web", str(tmp_path / "none.sqlite"), "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert main(["web", str(tmp_path / "none.sqlite"), "--host", "a b"]) == 2


def test_export_writes_the_pages_and_the_games_as_suhu(tmp_path: Path, capsys) -> None:
    cup = make_event(tmp_path / "cup.sqlite")
    out = tmp_path / "site"
    assert main(["web", str(tmp_path / "cup.sqlite"), "--export", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 3 and summary["skipped"] == []  # 2 tables in round 1, 1 in round 2
    for lang in ("ja", "en"):
        for name in ("index.html", "seating.html", "rounds.html", "round-1.html", "round-2.html"):
            page = (out / lang / name).read_text(encoding="utf-8")
            assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page or name.startswith("round")
            assert "<script>alert" not in page and str(tmp_path) not in page
            assert "/events" not in page  # a saved copy does not try to follow the server
    assert (out / "static" / "site.css").is_file() and (out / "index.html").is_file()
    assert not list(out.rglob("*.tmp"))  # no temporary file left behind
    files = sorted((out / "suhu").iterdir())
    assert [f.name for f in files] == ["round-01-table-01.txt", "round-01-table-02.txt", "round-02-table-01.txt"]
    stored = cup.round(1).tables[0].game
    text = files[0].read_text(encoding="utf-8")
    assert text.startswith("### 春の素数大富豪杯 round 1 table 1 | game 1 | ")
    games = read_suhu_text(text)
    assert len(games) == 1
    assert summarize_record(to_record(games[0])).ranking == stored.summary.ranking
    # Again into the same folder: an earlier export is replaced.
    assert main(["web", str(tmp_path / "cup.sqlite"), "--export", str(out)]) == 0
    cup.close()


@pytest.mark.parametrize("kind", ["file", "other files"])
def test_export_refuses_a_file_or_a_folder_of_other_things(tmp_path: Path, capsys, kind: str) -> None:
    make_event(tmp_path / "cup.sqlite").close()
    target = tmp_path / "site"
    if kind == "file":
        target.write_text("mine")
    else:
        target.mkdir()
        (target / "index.html").write_text("the club's own page")
    assert main(["web", str(tmp_path / "cup.sqlite"), "--export", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(target) in err
    if kind == "file":
        assert target.read_text() == "mine"
    else:
        assert (target / "index.html").read_text() == "the club's own page"
        assert sorted(p.name for p in target.iterdir()) == ["index.html"]


def test_export_writes_a_matchs_games_in_one_file(tmp_path: Path, capsys) -> None:
    from daifugo_gui.tournament import Tournament
    from daifugo_gui.tournament.formats import FormatOptions
    from web_event import game_record

    options = FormatOptions(match_games=3, match_kind="best_of", first_move="alternate")
    cup = Tournament.create(str(tmp_path / "match.sqlite"), "マッチ杯", seed=1, table_size=2, min_table_size=2,
                            options=options)
    cup.add_player("青木", "あおき")
    cup.add_player("井上", "いのうえ")
    view = cup.seat_round()
    a, b = (p.name for p in view.tables[0].players)
    for first, second in ((a, b), (b, a), (a, b)):  # alternate first moves; the first mover wins
        cup.record_game(1, 1, game_record([first, second]))
    cup.close()
    out = tmp_path / "site"
    assert main(["web", str(tmp_path / "match.sqlite"), "--export", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1
    text = (out / "suhu" / "round-01-table-01.txt").read_text(encoding="utf-8")
    headers = [line for line in text.splitlines() if line.startswith("###")]
    assert [h.split(" | ")[1] for h in headers] == ["game 1", "game 2", "game 3"]
    games = read_suhu_text(text)
    assert [summarize_record(to_record(g)).ranking[0] for g in games] == [a, b, a]
