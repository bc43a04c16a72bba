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
        f"root = pathlib.Path({str(tmp_path)!r})\n"
        "for n, test in enumerate((t.test_a_table_game_ends_is_confirmed_and_recorded_or_kept_then_recorded,\n"
        "                          t.test_judge_this_table_starts_the_tables_game_as_the_tournament_seats_it)):\n"
        "    (root / str(n)).mkdir()\n"
        "    test(root / str(n))\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stderr[-2000:]


def test_judge_this_table_starts_the_tables_game_as_the_tournament_seats_it(tmp_path: Path) -> None:
    """Issue 37 item 3: "Judge this table" is one call to the desk, no window: the table's
    players in seat order and the tournament's settings, the result going back to that table."""
    desk, prompts, table, tournament, seated, endings = _event_day(tmp_path)
    first, second = seated.tables
    reviewed: list[NewGame] = []

    def review(spec: NewGame) -> NewGame:
        reviewed.append(spec)
        return spec

    judged = desk.judge_table(1, first.number, review)
    assert judged.done and judged.get().table == first.number
    assert [s.players for s in reviewed] == [[p.name for p in first.players]]
    assert reviewed[0].settings.hand_size == 3 and reviewed[0].table == (1, first.number)
    assert list(table.game.players) == [p.name for p in first.players] and table.table_ref == (1, first.number)
    assert prompts.asked == []  # nothing was running and nothing waited: nothing to ask
    table.begin_play()
    while not table.game.finished:
        table.pass_turn()
    prompts.answer(False)  # "Record the result?" not now: it waits in pending/
    assert isinstance(desk.table_game_ended(endings.ended[-1]), Kept)
    # The next table: the finished game is kept first (the judge is told where), then started.
    judged = desk.judge_table(1, second.number, review)
    assert judged.done and table.table_ref == (1, second.number)
    assert [g.table for g in table.pending.games()] == [first.number]
    assert prompts.kinds()[-1] == "inform:information" and "kept as a game waiting" in prompts.messages()[-1]


def test_judge_this_table_refuses_a_table_with_a_result_and_asks_before_closing_a_running_game(
        tmp_path: Path) -> None:
    desk, prompts, table, tournament, seated, endings = _event_day(tmp_path)
    first, second = seated.tables
    assert desk.judge_table(1, first.number, lambda spec: spec).done
    table.begin_play()
    while not table.game.finished:
        table.pass_turn()
    prompts.answer(True)  # recorded at once
    assert desk.table_game_ended(endings.ended[-1]).done
    never: list[NewGame] = []
    refused = desk.judge_table(1, first.number, lambda spec: never.append(spec))
    assert not refused.done and "has a result" in refused.reason.english() and never == []
    # A game running on: closed only if the judge says so; its clocks stand while the judge
    # looks at the new one, and run on when that is cancelled.
    assert desk.judge_table(1, second.number, lambda spec: spec).done
    table.begin_play()
    running = table.game
    prompts.answer(False)  # "A game is running. Close it?" no
    assert not desk.judge_table(1, second.number, lambda spec: spec).done and table.game is running
    paused: list[bool] = []

    def look_and_cancel(spec: NewGame) -> None:
        paused.append(table.clocks.paused)

    prompts.answer(True)
    assert not desk.judge_table(1, second.number, look_and_cancel).done
    assert paused == [True] and not table.clocks.paused and table.game is running
    assert prompts.kinds() == ["confirm", "confirm", "confirm"]
