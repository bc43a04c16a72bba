"""What every benchmark prints (issue 29): each figure beside a baseline measured in the
same run, as a ratio, with the CPU seconds of both.

The machine these run on is shared, so an absolute time says little; the ratio to a
baseline doing comparable work in the same process, minutes apart, says how much this
code adds. Each figure is printed once for people and once as a ``FIGURE {json}`` line,
which ``benchmarks/readme_table.py`` gathers into the README's performance table.

Issue 40: a figure also fails. Each carries the most its ratio may be (``limit``: the goal
with a stated noise margin over it), on CPU and, where a user waits for the work, on wall
time too (``wall_limit``): CPU time cannot see a sleep, a lock or a child process that
waits. :meth:`Figure.failures` says what is over; the suite runs every benchmark at a small
size and asserts that nothing is (``tests/project/test_benchmarks.py``), and
``benchmarks/test_slowdowns.py`` slows each measured path on purpose and sees the check
fail. Every time is the best of several runs (:func:`measure`): a shared machine only ever
adds time, so the least of N is the one closest to the code's own cost.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Figure:
    """One measured figure: ``cpu`` seconds of CPU for the work, ``baseline_cpu`` for the
    baseline; ``goal`` is the ratio (or rate) it should stay within, as text."""

    bench: str
    what: str
    cpu: float
    baseline: str
    baseline_cpu: float
    goal: str = ""
    rate: str = ""  # e.g. "52,000 events per CPU-second", where a rate says more
    unit: str = "CPU-s"  # or "s wall" where the work runs in other processes
    limit: float = 0.0  # the check fails when ``ratio`` is over this (0: no check)
    wall: float = 0.0  # wall seconds of the same work, where a user waits for it
    baseline_wall: float = 0.0
    wall_limit: float = 0.0  # the check fails when ``wall_ratio`` is over this (0: no check)

    @property
    def ratio(self) -> float:
        return self.cpu / self.baseline_cpu if self.baseline_cpu > 0 else float("inf")

    @property
    def wall_ratio(self) -> float:
        return self.wall / self.baseline_wall if self.baseline_wall > 0 else float("inf")

    def failures(self) -> list[str]:
        """What is over its limit, in words (empty when the figure is within them)."""
        over = []
        if self.limit and not self.ratio <= self.limit:
            over.append(f"{self.what}: ×{self.ratio:.2f} {self.baseline} ({self.unit}), over the limit ×{self.limit:g}")
        if self.wall_limit and not self.wall_ratio <= self.wall_limit:
            over.append(f"{self.what}: ×{self.wall_ratio:.2f} {self.baseline} (wall), over the limit ×{self.wall_limit:g}")
        return over


class TooSlow(AssertionError):
    """A benchmark's figure is over its limit."""


def check(figures: list[Figure]) -> list[Figure]:
    """``figures`` unchanged; TooSlow naming every figure over its limit."""
    over = [line for figure in figures for line in figure.failures()]
    if over:
        raise TooSlow("; ".join(over))
    return figures


def run_checked(main: Callable[[list[str]], list[Figure]], argv: list[str], attempts: int = 2) -> list[Figure]:
    """A benchmark's figures from ``main(argv)``, checked: a figure over its limit is measured
    again (the whole run, up to ``attempts`` times) before TooSlow is raised, as a neighbour
    can spoil any one run; a slowdown in the code is there on every run."""
    for attempt in range(1, max(1, attempts) + 1):
        figures = main(argv)
        try:
            return check(figures)
        except TooSlow:
            if attempt >= attempts:
                raise
    raise AssertionError("unreachable")


@dataclass(frozen=True)
class Timing:
    """The least CPU seconds and the least wall seconds of several runs of the same work
    (each least on its own: a neighbour can take the CPU of one run and the clock of another)."""

    cpu: float
    wall: float


def measure(work: Callable[[], Any], repeat: int = 1, before: Callable[[], Any] | None = None) -> Timing:
    """The best of ``repeat`` runs of ``work`` on CPU and on wall time; ``before`` runs
    untimed before each (to empty caches, so no run profits from the one before).

    CPU is this thread's: ``work`` runs here, and a thread some earlier code left running
    in the process (in the suite, another test's) must not be billed to it. CI once saw a
    sleeping standings PDF fail its CPU check by the 24 ms such a thread used during the
    sleep."""
    cpu = wall = float("inf")
    for _ in range(max(1, repeat)):
        if before is not None:
            before()
        start_cpu, start_wall = time.thread_time(), time.perf_counter()
        work()
        wall = min(wall, time.perf_counter() - start_wall)
        cpu = min(cpu, time.thread_time() - start_cpu)
    return Timing(cpu, wall)


def cpu_of(work: Callable[[], Any], repeat: int = 1, before: Callable[[], Any] | None = None) -> float:
    """The least CPU seconds (this thread) of ``repeat`` runs of ``work`` (see :func:`measure`)."""
    return measure(work, repeat, before).cpu


def emit(figure: Figure) -> Figure:
    rate = f", {figure.rate}" if figure.rate else ""
    goal = f" (goal {figure.goal})" if figure.goal else ""
    wall = f"; wall ×{figure.wall_ratio:.2f} ({figure.wall:.4g} s)" if figure.baseline_wall else ""
    limits = ", ".join(f"{name} ≤ ×{value:g}" for name, value in (("limit", figure.limit),
                                                                    ("wall limit", figure.wall_limit)) if value)
    verdict = (" OVER: " + "; ".join(figure.failures())) if figure.failures() else (" within " + limits if limits else "")
    print(
        f"{figure.what}: {figure.cpu:.4g} {figure.unit} = ×{figure.ratio:.2f} {figure.baseline} "
        f"({figure.baseline_cpu:.4g} {figure.unit}){wall}{rate}{goal}{verdict}"
    )
    print("FIGURE " + json.dumps({**asdict(figure), "ratio": round(figure.ratio, 3),
                                  "wall_ratio": round(figure.wall_ratio, 3) if figure.baseline_wall else None},
                                 ensure_ascii=False))
    return figure


def load_average() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"


def plain_loop(items: int) -> None:
    """The plain Python loop figures are compared with: one dictionary store per item,
    about the least work a pure-Python pass over ``items`` things can do."""
    seen: dict[int, int] = {}
    for i in range(items):
        seen[i & 255] = i


def plain_loop_cpu(items: int, repeat: int = 3) -> float:
    return cpu_of(lambda: plain_loop(items), repeat)


def plain_loop_timing(items: int, repeat: int = 3) -> Timing:
    return measure(lambda: plain_loop(items), repeat)
