"""The event day's flows across the table and the tournament, headless on the core (issue 37,
items 3 and 7): ``app/desk.py`` over a ``TableSession``, a ``TournamentSession`` on a
tournament file and scripted prompts — no window, no Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from daifugo_gui.app.desk import Desk, Kept
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_session import NewGame, TableListener, TableSession
from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.rules import Settings
from daifugo_gui.rules.events import events_to_json
from prompts_fake import FakePrompts


class Endings(TableListener):
    def __init__(self) -> None:
        self.ended: list = []

    def acted(self, outcome, ended, redone) -> None:  # noqa: ANN001
        if ended is not None:
            self.ended.append(ended)


def _event_day(tmp_path: Path):
    prompts = FakePrompts()
    tournament = TournamentSession(prompts)
    assert tournament.create(tmp_path / "cup.sqlite", "Cup", seed=1, settings={"hand_size": 3}).done
    for name in ("Aki", "Ben", "Chie", "Dan", "Eri", "Fumi"):
        assert tournament.add_player(name).done
    seated = tournament.seat_round().get()
    table = TableSession(tmp_path / "console" / "live-game.jsonl", now=lambda: 100.0)
    endings = Endings()
    table.listeners.append(endings)
    desk = Desk(prompts, table, tournament)
    return desk, prompts, table, tournament, seated, endings


def _judge(table: TableSession, tournament: TournamentSession, number: int) -> list:
    seat = tournament.table_game(1, number).get()
    assert table.new_game(NewGame(list(seat.players), Settings.from_dict(dict(seat.settings)), table=(1, number)))
    table.begin_play()
    while not table.game.finished:
        table.pass_turn()  # the thousand-day rule ends it
    return events_to_json(table.game.events)


def test_a_table_game_ends_is_confirmed_and_recorded_or_kept_then_recorded(tmp_path: Path) -> None:
    desk, prompts, table, tournament, seated, endings = _event_day(tmp_path)
    first, second = (t.number for t in seated.tables)
    shown = _judge(table, tournament, first)
    (ended,) = endings.ended
    prompts.answer(True)  # "Record this result?"
    stored = desk.table_game_ended(ended)
    assert not isinstance(stored, Kept) and stored.done
    assert tournament.tournament.round(1).table(first).game.record["events"] == shown
    assert table.pending.games() == [] and table.unrecorded() is None
    # The next table: the judge puts it off; it stays waiting, and the desk says where.
    assert desk.keep_finished_first()  # nothing waits: the new game may replace the journal
    second_events = _judge(table, tournament, second)
    prompts.answer(False)
    kept = desk.table_game_ended(endings.ended[-1])
    assert isinstance(kept, Kept) and kept.where.code is JournalCode.PENDING_KEPT
    assert [g.table for g in table.pending.games()] == [second]
    assert desk.record(table.pending.games()[0]).done
    assert tournament.tournament.round(1).table(second).game.record["events"] == second_events
    assert table.pending.games() == []
    assert prompts.kinds() == ["confirm", "confirm"]


def test_the_desk_runs_without_qt(tmp_path: Path) -> None:
    """The flows above in a fresh interpreter that never imports PySide6."""
    here = Path(__file__).resolve()
    code = (
        "import sys, pathlib\n"
        f"sys.path[:0] = [{str(here.parent)!r}, {str(here.parents[1])!r}]\n"
        "import test_desk_flows as t\n"
        f"t.test_a_table_game_ends_is_confirmed_and_recorded_or_kept_then_recorded(pathlib.Path({str(tmp_path)!r}))\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stderr[-2000:]
