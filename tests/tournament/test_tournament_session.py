"""The tournament session without any window (#25): the Tournament tab's commands, driven
with scripted answers, return typed results and ask only through the prompts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from daifugo_gui.app.tournament_session import Status, TournamentSession
from daifugo_gui.tournament.demo import finished_record
from daifugo_gui.tournament.reasons import TournamentCode
from prompts_fake import FakePrompts

NAMES = ("Ann", "Bob", "Cy", "Dee")


def _session(tmp_path: Path) -> TournamentSession:
    session = TournamentSession(FakePrompts())
    assert session.create(tmp_path / "cup.sqlite", "Cup", seed=2).done
    for name in NAMES:
        assert session.add_player(name).done
    return session


def test_without_a_tournament_nothing_is_done_and_nothing_asked(tmp_path: Path) -> None:
    prompts = FakePrompts()
    session = TournamentSession(prompts)
    for result in (session.add_player("Ann"), session.seat_round(1), session.undo_seating(),
                   session.ask_reinstate(), session.import_record(tmp_path / "x.json")):
        assert result.status is Status.NOT_NOW and result.reason is not None
        assert result.reason.code is TournamentCode.NO_TOURNAMENT_OPEN
    assert prompts.asked == []


def test_refusals_are_the_tournaments_reason_codes(tmp_path: Path) -> None:
    session = _session(tmp_path)
    refused = session.add_player("Ann")
    assert refused.status is Status.REFUSED and refused.stale
    assert refused.reason is not None and isinstance(refused.reason.code, TournamentCode)
    missing = session.open(tmp_path / "missing.sqlite")
    assert missing.status is Status.REFUSED and "no such file" in str(missing.reason)
    assert session.tournament is not None and session.tournament.info().name == "Cup"  # still open
    assert session.undo_seating().reason.code is TournamentCode.NO_ROUND_TO_TAKE_BACK  # type: ignore[union-attr]


def test_questions_go_through_the_prompts(tmp_path: Path) -> None:
    session = _session(tmp_path)
    prompts = session.prompts
    assert isinstance(prompts, FakePrompts)
    prompts.answer(False, True)
    assert session.ask_withdraw("Dee").status is Status.CANCELLED
    assert session.tournament.player("Dee").dropped_from_round is None  # type: ignore[union-attr]
    assert session.ask_withdraw("Dee").done
    assert [p.name for p in session.withdrawn_players()] == ["Dee"]
    prompts.answer("Dee", True)
    back = session.ask_reinstate()
    assert back.done and back.get().dropped_from_round is None
    assert prompts.kinds() == ["confirm", "confirm", "choose_item", "confirm"]
    prompts.answer(None)
    assert session.ask_rename("Ann").status is Status.CANCELLED
    prompts.answer("Anne")
    assert session.ask_rename("Ann").get().name == "Anne"


def test_a_game_under_other_settings_is_recorded_only_with_a_yes(tmp_path: Path) -> None:
    session = _session(tmp_path)
    view = session.seat_round(2).get()
    table = view.tables[0]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(finished_record([p.name for p in table.players])), encoding="utf-8")
    prompts = session.prompts
    assert isinstance(prompts, FakePrompts)
    prompts.answer(False)
    declined = session.import_record(path)
    assert declined.status is Status.CANCELLED and declined.reason is not None
    assert declined.reason.code is TournamentCode.OTHER_SETTINGS_DECLINED and "hand_size" in declined.reason["keys"]
    assert "hand_size" in prompts.asked[-1].text
    assert session.tournament.round(1).table(table.number).game is None  # type: ignore[union-attr]
    prompts.answer(True)
    stored = session.import_record(path)
    assert stored.done and stored.get().table == table.number
    again = session.table_game(1, table.number)
    assert again.status is Status.NOT_NOW and again.reason.code is TournamentCode.TABLE_HAS_RESULT  # type: ignore[union-attr]


def test_the_session_loads_no_qt() -> None:
    code = ("import sys, daifugo_gui.app.tournament_session; "
            "print(any(m.split('.')[0] in ('PySide6', 'qasync', 'shiboken6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
