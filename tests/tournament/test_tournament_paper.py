"""Results typed from paper score sheets, corrections and their audit log (issue 14)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from daifugo_gui.tournament import PaperRow, Tournament, TournamentError, schema
from daifugo_gui.tournament.demo import finished_record

NAMES = ["山田 太郎", "佐藤 花子", "鈴木 一郎", "高橋 次郎", "Alice", "Bob", "Carol", "Dai"]


@pytest.fixture
def cup(tmp_path: Path):
    t = Tournament.create(tmp_path / "cup.sqlite", "紙の大会", seed=3)
    t.add_players((n, "", "") for n in NAMES)
    yield t
    t.close()


def sheet(names: list[str], cards: list[int] | None = None, extra: dict | None = None) -> list[PaperRow]:
    cards = cards or [0] + [3 + i for i in range(len(names) - 1)]
    return [PaperRow(n, i + 1, cards[i], **(extra or {}).get(n, {})) for i, n in enumerate(names)]


def test_a_paper_sheet_scores_like_a_console_game(cup: Tournament) -> None:
    view = cup.seat_round()
    table = view.tables[0]
    names = [p.name for p in table.players]
    rows = sheet(names[::-1], extra={names[-1]: {"largest_prime": "1009"}, names[0]: {"fouls": 2}})
    stored = cup.record_paper_result(1, table.number, rows)
    assert stored.source == "paper"
    assert stored.summary.ranking == tuple(names[::-1])
    assert stored.summary.largest_prime == "1009" and stored.summary.fouls[names[0]] == 2
    standings = {r.name: r for r in cup.standings()}
    assert standings[names[-1]].points > standings[names[0]].points
    # The same game through the console gives the same points.
    other = view.tables[1]
    others = [p.name for p in other.players]
    by_console = cup.record_game(1, other.number, finished_record(others))
    assert by_console.points[by_console.summary.ranking[0]] == stored.points[names[-1]]


@pytest.mark.parametrize("change, code", [
    (lambda rows: rows[:-1], "PAPER_PLAYERS_DIFFER"),
    (lambda rows: [rows[0], rows[1].__class__(rows[1].player, 1)] + rows[2:], "PAPER_RANKS"),
    (lambda rows: [rows[0].__class__(rows[0].player, 1, -1)] + rows[1:], "PAPER_NEGATIVE"),
    (lambda rows: [rows[0].__class__(rows[0].player, 1, 0, largest_prime="1001")] + rows[1:], "PAPER_PRIME"),
])
def test_a_sheet_that_does_not_add_up_is_refused_and_nothing_is_stored(cup: Tournament, change, code) -> None:
    view = cup.seat_round()
    names = [p.name for p in view.tables[0].players]
    with pytest.raises(TournamentError) as refused:
        cup.record_paper_result(1, 1, change(sheet(names)))
    assert refused.value.reason.code.name == code
    assert cup.round(1).tables[0].game is None


def test_a_name_typed_in_full_width_is_the_seated_player(cup: Tournament) -> None:
    view = cup.seat_round()
    names = [p.name for p in view.tables[0].players]
    typed = [n.replace(" ", "\u3000") for n in names]
    stored = cup.record_paper_result(1, 1, sheet(typed))
    assert set(stored.summary.ranking) == set(names)


def test_a_correction_is_logged_with_who_when_why_and_what_changed(cup: Tournament) -> None:
    view = cup.seat_round()
    names = [p.name for p in view.tables[0].players]
    cup.record_game(1, 1, finished_record(names))
    before = {r.name: r.points for r in cup.standings()}
    swapped = [names[1], names[0], *names[2:]]
    with pytest.raises(TournamentError):  # who corrects must be named
        cup.correct_result(1, 1, sheet(swapped), who=" ")
    cup.correct_result(1, 1, sheet(swapped), who="判定 一郎", why="順位の書き間違い")
    after = {r.name: r.points for r in cup.standings()}
    assert after[names[1]] == before[names[0]] and after[names[0]] == before[names[1]]
    [log] = cup.corrections()
    assert (log.who, log.round, log.table, log.why) == ("判定 一郎", 1, 1, "順位の書き間違い")
    assert log.at and log.before[0]["player"] == names[0] and log.after[0]["player"] == names[1]
    changed = {(player, key) for player, key, _old, _new in log.changes()}
    assert (names[1], "rank") in changed and (names[0], "rank") in changed
    # Nothing changed: refused, and no second log line.
    with pytest.raises(TournamentError) as same:
        cup.correct_result(1, 1, sheet(swapped), who="判定 一郎")
    assert same.value.reason.code.name == "CORRECTION_SAME"
    assert len(cup.corrections()) == 1


def test_a_correction_needs_a_recorded_result(cup: Tournament) -> None:
    view = cup.seat_round()
    names = [p.name for p in view.tables[0].players]
    with pytest.raises(TournamentError) as refused:
        cup.correct_result(1, 1, sheet(names), who="判定")
    assert refused.value.reason.code.name == "CORRECTION_NO_RESULT"


def test_renaming_a_player_renames_the_paper_record(cup: Tournament) -> None:
    view = cup.seat_round()
    names = [p.name for p in view.tables[0].players]
    cup.record_paper_result(1, 1, sheet(names))
    cup.rename_player(names[0], "𠮷田 太郎")
    game = cup.round(1).tables[0].game
    assert game is not None and game.record["paper"][0]["player"] == "𠮷田 太郎"
    assert "𠮷田 太郎" in game.summary.ranking


def test_the_log_survives_reopening_and_a_v2_file_gains_it(cup: Tournament, tmp_path: Path) -> None:
    view = cup.seat_round()
    names = [p.name for p in view.tables[0].players]
    cup.record_paper_result(1, 1, sheet(names))
    cup.correct_result(1, 1, sheet([names[1], names[0], *names[2:]]), who="A")
    cup.close()
    again = Tournament.open(tmp_path / "cup.sqlite")
    assert [c.who for c in again.corrections()] == ["A"]
    again.close()
    # A file at schema v2: drop what later versions added, set the version back; opening
    # migrates it.
    with sqlite3.connect(tmp_path / "cup.sqlite") as db:
        db.execute("DROP TABLE corrections")
        db.execute("ALTER TABLE games DROP COLUMN correction_id")  # v6
        db.execute("ALTER TABLE games DROP COLUMN record_digest")  # v6
        db.execute("DROP TABLE match_games")  # v5
        db.execute("ALTER TABLE tournament DROP COLUMN options_json")  # v4
        db.execute("UPDATE schema_version SET version = 2")
    again = Tournament.open(tmp_path / "cup.sqlite")
    assert again.info().schema_version == schema.CURRENT_VERSION
    assert again.corrections() == []
    again.close()


def test_random_sheets_round_trip(cup: Tournament) -> None:
    rng = random.Random(5)
    view = cup.seat_round()
    for table in view.tables:
        names = [p.name for p in table.players]
        rng.shuffle(names)
        rows = [PaperRow(n, i + 1, rng.randint(0, 9) if i else 0, rng.randint(0, 2), rng.randint(0, 1))
                for i, n in enumerate(names)]
        stored = cup.record_paper_result(1, table.number, rows)
        assert [r.to_dict() for r in rows] == [
            {"player": n, "rank": i + 1, "cards_left": stored.summary.cards_left[n], "fouls": stored.summary.fouls[n],
             "timeouts": stored.summary.timeouts[n], "disqualified": False, "largest_prime": None}
            for i, n in enumerate(stored.summary.ranking)
        ]
