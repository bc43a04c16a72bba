"""Regenerate the README's performance table from the benchmarks' own output (issue 29).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/readme_table.py [--only bench_rules.py ...]

Runs each benchmark below in its own process, gathers the ``FIGURE {json}`` lines they
print (see ``benchmarks/common.py``) and writes them as a table into README.md between
the two marker lines, headed by the date, the commit and the load average before and
after the runs. ``--from FILE`` builds the table from saved output instead of running;
``--print`` shows it without touching the README. With ``--only``, the rows of the other
benchmarks stay as they are, and the heading says when the named ones were measured again.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterable
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
START = "<!-- performance table: written by benchmarks/readme_table.py -->"
END = "<!-- end of performance table -->"

# Each benchmark with the arguments the README's figures are taken at. The heavy ones
# run at a size that keeps the whole table within minutes on a shared 2-core machine.
PLAN: list[tuple[str, list[str]]] = [
    ("bench_startup.py", ["--runs", "5"]),
    ("bench_console.py", ["--events", "3000"]),
    ("bench_collection.py", ["--events", "200"]),
    ("bench_rules.py", []),
    ("bench_primes.py", ["--hands", "1"]),
    ("bench_prints.py", []),
    ("bench_tournament.py", ["--rounds", "9"]),
    ("bench_tournament_tab.py", []),
    ("bench_tournament_consoles.py", ["--only", "sqlite"]),
    ("bench_tanhinmin.py", []),
    ("bench_hexad.py", ["--game-only"]),
    ("bench_i18n.py", ["--no-catalogs"]),
    # issue 36's load: the page and commit figures at 300 phones + 50 pages/s for 60 s
    ("bench_web.py", ["--phones", "300", "--rate", "50", "--seconds", "60"]),
    ("bench_review.py", []),
]


def figures_in(output: str) -> list[dict[str, object]]:
    """The figures a benchmark printed, in order."""
    return [json.loads(line[len("FIGURE "):]) for line in output.splitlines() if line.startswith("FIGURE ")]


def _amount(seconds: float, unit: str) -> str:
    if unit == "MB":  # a peak of memory (bench_collection), not a time
        return f"{seconds:,.1f} MB"
    if seconds >= 1:
        text = f"{seconds:.2f} s"
    elif seconds >= 1e-3:
        text = f"{seconds * 1e3:.1f} ms"
    else:
        text = f"{seconds * 1e6:.0f} µs"
    return text + (" CPU" if unit == "CPU-s" else " wall")


PERIOD = " (1, 5, 15 min; a shared machine: read the ratios, each against a baseline measured in the same run)."


def rows_markdown(figures: Iterable[dict[str, object]]) -> list[str]:
    """One table row per figure."""
    lines = []
    for f in figures:
        unit = str(f.get("unit", "CPU-s"))
        measured = _amount(float(f["cpu"]), unit)  # type: ignore[arg-type]
        if f.get("rate"):
            measured += f"; {f['rate']}"
        baseline = f"{f['baseline']}: {_amount(float(f['baseline_cpu']), unit)}"  # type: ignore[arg-type]
        lines.append(f"| `{f['bench']}` | {f['what']} | {measured} | {baseline} | ×{float(f['ratio']):.2f} "  # type: ignore[arg-type]
                     f"| {f.get('goal') or '—'} |")
    return lines


def table_markdown(figures: Iterable[dict[str, object]], when: str, commit: str, load: str) -> str:
    lines = [
        f"Measured {when}, commit `{commit}`, load average {load}{PERIOD}",
        "",
        "| benchmark | what | measured | baseline (same run) | ratio | goal |",
        "|---|---|---|---|---|---|",
    ]
    return "\n".join(lines + rows_markdown(figures))


_ROW = re.compile(r"^\| `(bench_\w+\.py)` \|")


def table_again(table: str, figures: list[dict[str, object]], when: str, commit: str, load: str) -> str:
    """``table`` (the README's, as written before) with the rows of the benchmarks in
    ``figures`` measured again: their old rows give way to the new ones in place, every
    other row stays as it was, and the heading says which rows were measured when (a
    run of one benchmark must not drop the others' figures, nor pass them off as new)."""
    fresh: dict[str, list[str]] = {}
    for figure, row in zip(figures, rows_markdown(figures)):
        fresh.setdefault(str(figure["bench"]), []).append(row)
    lines = table.splitlines()
    if not lines or not lines[0].endswith(PERIOD):
        raise SystemExit("README.md's performance table has no heading readme_table.py wrote: run it whole")
    heading = lines[0].removesuffix(PERIOD)
    for name in fresh:
        heading = re.sub(rf"; the `{re.escape(name)}` rows again on .*? after", "", heading)
        heading += f"; the `{name}` rows again on {when}, commit `{commit}`, load average {load}"
    out = [heading + PERIOD]
    for line in lines[1:]:
        bench = _ROW.match(line)
        if bench is None or bench.group(1) not in fresh:
            out.append(line)
        elif fresh[bench.group(1)]:
            out.extend(fresh[bench.group(1)])
            fresh[bench.group(1)] = []  # written in place of the first old row; the rest go
    for name, rows in fresh.items():  # benchmarks new to the table: in the plan's order
        if rows:
            at = _after(out, name)
            out[at:at] = rows
    return "\n".join(out)


def _after(lines: list[str], name: str) -> int:
    """Where rows of ``name`` go among ``lines``: after the rows of the benchmarks the plan
    runs before it, else before those it runs after."""
    order = [bench for bench, _ in PLAN]
    earlier = set(order[:order.index(name)]) if name in order else set(order)
    rows = [i for i, line in enumerate(lines) if _ROW.match(line)]
    before = [i for i in rows if _ROW.match(lines[i]).group(1) in earlier]  # type: ignore[union-attr]
    if before:
        return before[-1] + 1
    return rows[0] if rows else len(lines)


def _around_table(readme: str) -> tuple[str, str, str]:
    """``readme`` as what comes before the table's start marker, the text between the
    markers, and what comes from the end marker on (without the markers)."""
    if START not in readme or END not in readme:
        raise SystemExit(f"README.md lacks the markers {START!r} … {END!r}")
    head, rest = readme.split(START, 1)
    table, tail = rest.split(END, 1)
    return head, table, tail


def current_table(readme: str) -> str:
    """The text between the markers."""
    return _around_table(readme)[1].strip("\n")


def replace_table(readme: str, table: str) -> str:
    """``readme`` with the text between the markers replaced by ``table``."""
    head, _, tail = _around_table(readme)
    return f"{head}{START}\n{table}\n{END}{tail}"


def load_average() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"


def commit() -> str:
    done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return done.stdout.strip() or "?"


def run_all(only: list[str], save: Path | None = None, plan: list[tuple[str, list[str]]] | None = None) -> str:
    """Every benchmark's output, one after the other. With ``save``, each benchmark's output
    is added to that file as soon as it ends, so a run stopped part-way keeps what it
    measured; a benchmark that fails does not stop the others (their figures are kept, and
    the run then ends naming the failures, the README untouched)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    output = []
    failed = []
    if save is not None:
        save.write_text("", encoding="utf-8")
    for name, args in PLAN if plan is None else plan:
        if only and name not in only:
            continue
        print(f"running {name} {' '.join(args)}", file=sys.stderr, flush=True)
        done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / name), *args], env=env,
                              capture_output=True, text=True)
        if done.returncode != 0:
            failed.append(f"{name} failed:\n{done.stderr[-2000:]}")
            continue
        output.append(done.stdout)
        if save is not None:
            with save.open("a", encoding="utf-8") as kept:
                kept.write(done.stdout + "\n")
    if failed:
        kept_where = f" (the others' output is in {save})" if save is not None else ""
        raise SystemExit("\n".join(failed) + f"\nREADME.md left as it was{kept_where}")
    return "\n".join(output)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", nargs="*", default=[], help="run only these benchmarks")
    parser.add_argument("--from", dest="source", type=Path, help="build from this saved output")
    parser.add_argument("--print", action="store_true", help="print the table; leave README.md alone")
    parser.add_argument("--save", type=Path, help="also keep the raw output here, each benchmark's as it ends")
    args = parser.parse_args(argv)
    before = load_average()
    measured = commit()  # the code measured is the code checked out when the runs start
    output = args.source.read_text(encoding="utf-8") if args.source else run_all(args.only, args.save)
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")  # when the runs ended
    load = f"{before} before, {load_average()} after"
    figures = figures_in(output)
    if args.only and not args.print:  # the other benchmarks' rows stay as they were measured
        table = table_again(current_table(README.read_text(encoding="utf-8")), figures, when, measured, load)
    else:
        table = table_markdown(figures, when, measured, load)
    if args.print:
        print(table)
    else:
        README.write_text(replace_table(README.read_text(encoding="utf-8"), table), encoding="utf-8")
        print(f"README.md: {len(figures_in(output))} figures written", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
