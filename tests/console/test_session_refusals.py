"""What the session refuses is always a Reason, and a fault of the program is never said as
if it were a rule (issue 37, item 5)."""

from __future__ import annotations

from pathlib import Path

from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_session import NewGame, TableListener, TableSession
from daifugo_gui.rules import Game, Settings
from daifugo_gui.rules.reasons import Code, Reason


class Refusals(TableListener):
    def __init__(self) -> None:
        self.seen: list[Reason] = []

    def refused(self, why: Reason) -> None:
        self.seen.append(why)


def _session(tmp_path: Path) -> tuple[TableSession, Refusals]:
    session = TableSession(tmp_path / "live-game.jsonl", now=lambda: 100.0)
    heard = Refusals()
    session.listeners.append(heard)
    assert session.new_game(NewGame(["Aki", "Ben"], Settings()))
    session.begin_play()
    return session, heard


def test_card_text_that_does_not_parse_is_refused_with_its_own_reason(tmp_path: Path) -> None:
    session, heard = _session(tmp_path)
    assert session.play("7 Z?") is None
    assert isinstance(heard.seen[-1], Reason) and heard.seen[-1].code is not JournalCode.UNEXPECTED
    assert isinstance(session.cannot_play_reason("7 Z?"), Reason)


def test_a_programming_error_is_the_consoles_fault_not_a_rule(tmp_path: Path, monkeypatch, caplog) -> None:
    session, heard = _session(tmp_path)
    before = list(session.game.events)

    def broken(self: Game, event: object) -> object:
        raise ValueError("an index the engine did not expect")

    monkeypatch.setattr(Game, "apply", broken)
    assert session.draw() is None
    (why,) = heard.seen
    assert why.code is JournalCode.UNEXPECTED and why.code is not Code.VERBATIM
    assert "did not expect" in why.english() and "ValueError" in why.english()
    assert list(session.game.events) == before  # nothing changed
    assert any("unexpected error in a table action" in r.message for r in caplog.records)  # logged, with its traceback
