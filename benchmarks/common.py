"""What every benchmark prints (issue 29): each figure beside a baseline measured in the
same run, as a ratio, with the CPU seconds of both.

The machine these run on is shared, so an absolute time says little; the ratio to a
baseline doing comparable work in the same process, minutes apart, says how much this
code adds. Each figure is printed once for people and once as a ``FIGURE {json}`` line,
which ``benchmarks/readme_table.py`` gathers into the README's performance table.
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

    @property
    def ratio(self) -> float:
        return self.cpu / self.baseline_cpu if self.baseline_cpu > 0 else float("inf")


def cpu_of(work: Callable[[], Any], repeat: int = 1, before: Callable[[], Any] | None = None) -> float:
    """The least CPU seconds (this process) of ``repeat`` runs of ``work``; ``before`` runs
    untimed before each (to empty caches, so no run profits from the one before)."""
    best = float("inf")
    for _ in range(max(1, repeat)):
        if before is not None:
            before()
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


def emit(figure: Figure) -> Figure:
    rate = f", {figure.rate}" if figure.rate else ""
    goal = f" (goal {figure.goal})" if figure.goal else ""
    print(
        f"{figure.what}: {figure.cpu:.4g} {figure.unit} = ×{figure.ratio:.2f} {figure.baseline} "
        f"({figure.baseline_cpu:.4g} {figure.unit}){rate}{goal}"
    )
    print("FIGURE " + json.dumps({**asdict(figure), "ratio": round(figure.ratio, 3)}, ensure_ascii=False))
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
