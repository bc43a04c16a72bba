"""The autosave journal and the off-thread factorization behind the console."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from typing import Any

import pytest

from daifugo_gui.app.factoring import (
    Cancelled,
    Factorizer,
    factorization_text,
    factorize,
)
from daifugo_gui.analysis.cancel import CancelToken
from daifugo_gui.analysis.primes import Status
from daifugo_gui.app.journal import Journal, JournalError

START = {"format": "prime-daifugo-record/1", "players": ["Aki", "Ben"], "settings": {}}


def test_journal_replays_events_and_undos(tmp_path) -> None:
    j = Journal(tmp_path / "j.jsonl")
    j.begin(START, {"game_elapsed": 0})
    j.event({"player": "Aki", "action": "draw"}, {"game_elapsed": 1})
    j.event({"player": "Aki", "action": "pass"}, {"game_elapsed": 2})
    j.undo({"game_elapsed": 3})
    j.event({"player": "Aki", "action": "play", "field": "7"}, {"game_elapsed": 4, "banks": {}})
    state = j.read()
    assert state.events == [
        {"player": "Aki", "action": "draw"},
        {"player": "Aki", "action": "play", "field": "7"},
    ]
    assert state.clocks == {"game_elapsed": 4, "banks": {}}
    assert state.record["players"] == ["Aki", "Ben"] and len(state.record["events"]) == 2
    assert j.unfinished() is not None
    j.close()
    assert j.unfinished() is None


def test_torn_last_line_is_ignored_but_damage_elsewhere_is_named(tmp_path) -> None:
    path = tmp_path / "j.jsonl"
    j = Journal(path)
    j.begin(START)
    j.event({"player": "Aki", "action": "draw"}, {})
    with open(path, "a", encoding="utf-8") as handle:
        handle.write('{"kind": "event", "event": {"player": "Ben", "ac')  # killed mid-write
    assert [e["action"] for e in j.read().events] == ["draw"]
    lines = path.read_text().splitlines()
    lines.insert(1, "not json")
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(JournalError, match=r"line 2"):
        j.read()
    assert j.unfinished() is None  # unreadable: nothing to offer, the app starts fresh


def test_begin_replaces_the_previous_game(tmp_path) -> None:
    j = Journal(tmp_path / "sub" / "j.jsonl")
    j.begin(START)
    j.event({"player": "Aki", "action": "draw"}, {})
    j.begin({**START, "players": ["Chie", "Dai"]})
    state = j.read()
    assert state.start["players"] == ["Chie", "Dai"] and state.events == []
    first = json.loads(j.path.read_text().splitlines()[0])
    assert first["kind"] == "start" and first["format"] == "daifugo-console-journal/1"


def test_undo_without_event_is_an_error(tmp_path) -> None:
    j = Journal(tmp_path / "j.jsonl")
    j.begin(START)
    j.undo({})
    with pytest.raises(JournalError, match="undo with no event"):
        j.read()


def test_pauses_are_recorded(tmp_path) -> None:
    j = Journal(tmp_path / "j.jsonl")
    j.begin(START)
    j.pause("dispute over 2^3", {"game_elapsed": 10})
    state = j.read()
    assert state.paused and state.pauses == [{"reason": "dispute over 2^3", "at": 10}]
    j.resume({"game_elapsed": 70})
    state = j.read()
    assert not state.paused and state.pauses[0]["until"] == 70


@pytest.mark.parametrize(
    "n, factors",
    [
        (1, {}),
        (57, {3: 1, 19: 1}),
        (1729, {7: 1, 13: 1, 19: 1}),
        (2**10 * 3**4, {2: 10, 3: 4}),
        (1000003 * 1000033, {1000003: 1, 1000033: 1}),
        (999999000001**2, {999999000001: 2}),
    ],
)
def test_factorize(n: int, factors: dict[int, int]) -> None:
    assert dict(factorize(n).primes) == factors


def test_factorization_text() -> None:
    assert factorization_text(factorize(56)) == "2^3 × 7"
    assert factorization_text(factorize(1)) == "1"


def test_factorize_can_be_cancelled() -> None:
    token = CancelToken()
    token.cancel()
    n = (2**127 - 1) * (2**521 - 1)  # two Mersenne primes, far past every quick method
    result = factorize(n, token)
    assert result.status is Status.CANCELLED
    assert factorization_text(result) == f"[{n}]"


def test_superseded_factorization_raises_cancelled() -> None:
    async def main() -> None:
        f = Factorizer()
        n = (2**127 - 1) * (2**521 - 1)
        first = asyncio.ensure_future(f.factorize(n))
        await asyncio.sleep(0.05)
        f.cancel()
        with pytest.raises(Cancelled):
            await first
        f.shutdown()

    asyncio.run(main())


def test_factorizer_stops_at_its_deadline_and_says_so() -> None:
    """D9 on a number nobody can factor: the console hears "not found in N s", on time."""

    async def main():
        f = Factorizer(deadline_s=0.5)
        n = 12 * (2**127 - 1) * (2**521 - 1)
        start = time.perf_counter()
        result = await f.factorize(n)
        f.shutdown()
        return result, time.perf_counter() - start

    result, elapsed = asyncio.run(main())
    assert result.status is Status.TIMEOUT
    # On time: not before the deadline, and seconds after it at most on a loaded machine
    # (unstopped, this number takes far longer than that).
    assert 0.5 <= result.seconds < 10.0 and elapsed < 15.0
    assert result.primes == ((2, 2), (3, 1)) and len(result.unfactored) == 1
    assert "no factor found in" in result.summary()


def test_factorizer_runs_off_the_event_loop_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """The work waits for a tick that only the event loop can give: had it run on the
    loop's thread, no tick would come and its wait would run out (False)."""
    import daifugo_gui.app.factoring as factoring_module

    real = factoring_module.factorize
    ticked = threading.Event()
    heard: list[bool] = []
    threads: list[threading.Thread] = []

    def gated(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread())
        heard.append(ticked.wait(timeout=20))
        return real(*args, **kwargs)

    monkeypatch.setattr(factoring_module, "factorize", gated)

    async def main():
        f = Factorizer()

        async def tick() -> None:
            await asyncio.sleep(0)
            ticked.set()

        beat = asyncio.create_task(tick())
        result = await f.factorize(1000003 * 1000033 * 10007)
        await beat
        f.shutdown()
        return result

    result = asyncio.run(main())
    assert dict(result.primes) == {10007: 1, 1000003: 1, 1000033: 1}
    assert heard == [True] and threads[0] is not threading.main_thread()


def test_journal_keeps_undone_events_for_redo(tmp_path) -> None:
    """Issue 3: redo survives a crash; a new action ends the redo history."""
    j = Journal(tmp_path / "j.jsonl")
    j.begin(START, {})
    j.event({"player": "Aki", "action": "draw"}, {})
    j.event({"player": "Aki", "action": "pass"}, {})
    j.undo({}, {"Aki": 12.0})
    j.undo({}, {})
    assert [r["event"]["action"] for r in j.read().redo] == ["pass", "draw"]
    assert j.read().redo[0]["banks"] == {"Aki": 12.0}
    j.event({"player": "Aki", "action": "draw"}, {}, redo=True)
    assert [r["event"]["action"] for r in j.read().redo] == ["pass"]
    j.event({"player": "Aki", "action": "play", "field": "7"}, {})
    assert j.read().redo == []


def test_redo_survives_a_resume(qapp, tmp_path) -> None:
    from daifugo_gui.app.live_game import LiveGame, NewGame
    from daifugo_gui.rules import Settings

    path = tmp_path / "journal.jsonl"
    live = LiveGame(path)
    live.new_game(NewGame(["Aki", "Ben", "Chie"], Settings()))
    live.begin_play()
    live.draw()
    live.pass_turn()
    live.undo()
    live.undo()
    assert live.game.events == []
    live.shutdown()

    again = LiveGame(path)  # as after a crash: a new process reads the journal
    again.resume()
    assert again.game.events == [] and again.undo_stack.canRedo() and not again.undo_stack.canUndo()
    again.redo()
    again.redo()
    assert [e.action for e in again.game.events] == ["draw", "pass"]
    assert not again.undo_stack.canRedo()
    again.undo()
    assert [e.action for e in again.game.events] == ["draw"]
    assert [e["action"] for e in Journal(path).read().events] == ["draw"]
    again.shutdown()


def test_the_journal_writes_each_typed_event_as_the_same_bytes(qapp, tmp_path) -> None:
    """Issue 25: the live game hands the journal typed events; each line still holds the
    record's object, keys in the record's order, as journals were written before."""
    from daifugo_gui.app.live_game import LiveGame, NewGame
    from daifugo_gui.rules import Settings

    path = tmp_path / "journal.jsonl"
    live = LiveGame(path)
    live.new_game(NewGame(["Aki", "Ben", "Chie"], Settings(on_timeout="pass")))
    live.begin_play()
    live.draw()
    live.play(" 5   3 ", " ")  # tidied as the engine logs it; a blank factor field is none
    live.play("1 7 2 9")  # Ben: four cards on two cannot be played (R5): still Ben to move
    live.timeout()
    live.stop("judge")
    live.shutdown()
    lines = path.read_text(encoding="utf-8").splitlines()
    events = [line[line.index('"event":') : line.index(',"clocks"')] for line in lines if '"kind":"event"' in line]
    assert events == [
        '"event":{"player":"Aki","action":"draw"}',
        '"event":{"player":"Aki","action":"play","field":"5 3"}',
        '"event":{"player":"Ben","action":"play","field":"1 7 2 9"}',
        '"event":{"player":"Ben","action":"timeout"}',
        '"event":{"action":"stop","reason":"judge"}',
    ]
