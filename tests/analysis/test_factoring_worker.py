"""Issue 29: the D9 factoring runs flint's ``factor`` in a worker process that is killed
at the deadline or when the judge stops it, so numbers flint splits in seconds are split
by the console too, the UI stays free, and nothing keeps running afterwards."""

from __future__ import annotations

import asyncio
import multiprocessing
import time

from sympy import nextprime

from daifugo_gui.analysis.cancel import CancelToken
from daifugo_gui.analysis.flint_worker import factor_in_process
from daifugo_gui.analysis.primes import Factorization, Status, factorize
from daifugo_gui.app.factoring import Factorizer
from daifugo_gui.app.live_game import LiveGame

# Two 23-digit primes: a balanced 46-digit semiprime, past flint's quick range (10**44),
# which the bounded in-process steps could not split in 10 s.
P = nextprime(31415926535897932384626)
Q = nextprime(27182818284590452353602)
UNSPLITTABLE = (2**127 - 1) * (2**521 - 1)  # far past every method in reach


def test_flint_in_a_worker_splits_a_balanced_46_digit_semiprime() -> None:
    assert P * Q > 10**44
    result = factorize(P * Q, CancelToken(60), in_process=True)
    assert result.status is Status.COMPLETE and dict(result.primes) == {P: 1, Q: 1}
    # small primes are taken out first; the hard part goes to the worker
    result = factorize(12 * P * Q, CancelToken(60), in_process=True)
    assert dict(result.primes) == {2: 2, 3: 1, P: 1, Q: 1}
    assert multiprocessing.active_children() == []


def test_the_worker_is_killed_at_the_deadline() -> None:
    start = time.monotonic()
    result = factorize(12 * UNSPLITTABLE, CancelToken(0.5), in_process=True)
    assert result.status is Status.TIMEOUT
    assert result.primes == ((2, 2), (3, 1)) and result.unfactored == (UNSPLITTABLE,)
    assert time.monotonic() - start < 15  # seconds past the deadline at most, even loaded
    assert multiprocessing.active_children() == []  # killed, not left running


def test_a_cancelled_token_stops_the_worker_and_returns_none() -> None:
    token = CancelToken()
    token.cancel()
    assert factor_in_process(UNSPLITTABLE, token) is None
    assert multiprocessing.active_children() == []


def test_the_judge_stops_the_console_factoring_and_hears_what_was_found(qtbot, tmp_path) -> None:
    """Stop in the verdict panel: the console says it was stopped, with the primes found."""
    from daifugo_gui.ui.console.verdict_panel import VerdictPanel

    async def stop_after_a_moment() -> Factorization:
        factorizer = Factorizer(deadline_s=60)
        running = asyncio.ensure_future(factorizer.factorize(12 * UNSPLITTABLE))
        await asyncio.sleep(0.3)
        assert factorizer.running
        assert factorizer.stop()
        result = await running
        factorizer.shutdown()
        return result

    start = time.monotonic()
    result = asyncio.run(stop_after_a_moment())
    assert time.monotonic() - start < 15
    assert result.status is Status.CANCELLED and result.primes == ((2, 2), (3, 1))
    assert multiprocessing.active_children() == []

    live = LiveGame(tmp_path / "j.jsonl")
    halted: list[tuple[str, str, int]] = []
    stopped: list[tuple[str, str, int]] = []
    live.factoringHalted.connect(lambda *a: halted.append(a))
    live.factoringStopped.connect(lambda *a: stopped.append(a))
    live._emit_factors(Factorization(result.n, result.primes, result.unfactored, Status.CANCELLED, 3.4))
    assert halted == [(str(result.n), "2^2 × 3", 3)] and stopped == []
    assert live.stop_factoring() is False  # nothing runs now
    live.shutdown()

    panel = VerdictPanel()
    qtbot.addWidget(panel)
    number = str(result.n)
    panel._value = number
    panel.show_factoring(number, 10.0)
    assert panel.factoring_shown and "of 10 s" in panel.factoring_bar.format()
    with qtbot.waitSignal(panel.factoringStopRequested, timeout=1000):
        panel.factoring_stop.click()
    panel.show_factors_halted(number, "2^2 × 3", 3)
    assert not panel.factoring_shown
    assert panel.factors.text() == f"{number} = 2^2 × 3 × … (factoring stopped by the judge after 3 s)"
    panel.show_factoring("99", 10.0)  # an old number: the panel moved on
    assert not panel.factoring_shown


def test_the_fork_server_has_flint_loaded_for_every_worker_it_forks() -> None:
    """Issue 40: each worker imported flint itself, most of what D9 added to flint's own
    time at 46 digits. The fork server imports it once; a forked worker finds it loaded."""
    import multiprocessing.forkserver as forkserver

    from daifugo_gui.analysis import flint_worker

    flint_worker.warm_up()
    context = flint_worker._mp_context()
    if context.get_start_method() != "forkserver":  # spawn (a bundle, Windows): nothing is kept
        return
    assert "flint" in forkserver._forkserver._preload_modules
    assert factor_in_process(P * Q) == sorted([(P, 1), (Q, 1)])
