"""python-flint's complete factoring in a worker process that can be killed (issue 29).

``fmpz(n).factor()`` splits a balanced 60-digit semiprime in seconds, but it holds the
GIL and cannot be interrupted: run in the console's own process it would freeze the UI
and overrun any deadline. Here it runs in a child process; the caller waits on a pipe,
polling its :class:`~daifugo_gui.analysis.cancel.CancelToken`, and kills the child the
moment the token is cancelled or its deadline passes.

The child is started by the ``forkserver`` method where the platform has it, else by
``spawn``; never by a bare ``fork`` of a process that runs Qt threads. The fork server
starts on the first request and imports the program's main module, this one and flint
once; each request after that forks a child from it in milliseconds, with flint already
loaded (issue 40: importing flint in every child was most of the time D9 added to flint's
own at 46 digits).
"""

from __future__ import annotations

import multiprocessing
import sys
import time
from multiprocessing.connection import Connection
from typing import Any

from daifugo_gui.analysis.cancel import CancelToken, ProgressFn

POLL_S = 0.05
"""How often the waiting caller looks at its token: a stop takes effect within this."""

_context: Any = None

PRELOADED = ["__main__", __name__, "flint"]
"""What the fork server imports once for every child it forks."""


def flint_factor(n: int) -> list[tuple[int, int]]:
    """Every prime factor of ``n`` with its exponent, by flint (in whatever process calls it)."""
    from flint import fmpz

    return [(int(p), int(e)) for p, e in fmpz(n).factor()]


def _child(n: int, conn: Connection) -> None:
    try:
        conn.send(("ok", flint_factor(n)))
    except Exception as exc:  # noqa: BLE001 - reported to the parent, which decides
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def _mp_context() -> Any:
    global _context
    if _context is None:
        methods = multiprocessing.get_all_start_methods()
        frozen = getattr(sys, "frozen", False)  # a bundle re-runs its executable: spawn only
        if "forkserver" in methods and not frozen:
            _context = multiprocessing.get_context("forkserver")
            # Imported once in the server, so no child imports the main module or flint again.
            _context.set_forkserver_preload(PRELOADED)
        else:
            _context = multiprocessing.get_context("spawn")
    return _context


class WorkerFailed(RuntimeError):
    """The worker process died or reported an error instead of a factorization."""


def factor_in_process(
    n: int, cancel: CancelToken | None = None, progress: ProgressFn | None = None
) -> list[tuple[int, int]] | None:
    """flint's factorization of ``n`` from a worker process; None when ``cancel`` stopped it
    first (the worker is killed then, and nothing of it is left running)."""
    context = _mp_context()
    receive, send = context.Pipe(duplex=False)
    worker = context.Process(target=_child, args=(n, send), name="daifugo-flint-factor", daemon=True)
    start = time.monotonic()
    worker.start()
    send.close()  # the child holds its end; EOF here then means the child is gone
    try:
        while True:
            if receive.poll(POLL_S):
                try:
                    kind, value = receive.recv()
                except EOFError:
                    raise WorkerFailed(f"the factoring process ended with code {worker.exitcode}") from None
                if kind != "ok":
                    raise WorkerFailed(str(value))
                return [(int(p), int(e)) for p, e in value]
            if cancel is not None and cancel.reason() is not None:
                return None
            if progress is not None:
                progress(-1.0, f"factoring in a worker process: {time.monotonic() - start:.1f} s")
    finally:
        receive.close()
        if worker.is_alive():
            worker.kill()
        worker.join(timeout=5)


def warm_up() -> None:
    """Start the fork server now (where there is one), so the first factoring does not wait
    for it; the server's imports run in its own process, not in the caller's."""
    context = _mp_context()
    if context.get_start_method() == "forkserver":
        from multiprocessing import forkserver

        forkserver.ensure_running()
