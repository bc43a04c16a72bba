"""Issue 29: every benchmark runs here at a tiny size, so none can break unnoticed (the
replay benchmark once crashed on decks=40 for months): each run must finish and print its
figures, each beside a baseline measured in the same run.

Issue 40: and each figure must be within its limit, a ratio to that baseline with a
stated margin (benchmarks/common.py), on CPU and on wall time where a user waits. These
are the suite's only timed assertions, and they time nothing absolute: a ratio of best-of-N
runs, each side measured minutes apart in the same process, and a run over its limit is
measured once more before it fails. benchmarks/test_slowdowns.py proves the checks catch
a path slowed on purpose."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from benchmarks import readme_table
from benchmarks.common import Figure, run_checked

TINY: list[tuple[str, list[str]]] = [
    ("bench_rules", ["--events", "200", "--repeat", "3", "--judge-repeat", "5", "--mix", "12", "--mix-repeat", "3"]),
    ("bench_prints", ["--players", "6", "--rounds", "2", "--repeat", "3"]),
    ("bench_tanhinmin", ["--max-exponent", "3"]),
    ("bench_hexad", ["--game-only"]),
    ("bench_tournament", ["--players", "12", "--rounds", "2"]),
    ("bench_tournament_tab", ["--players", "12", "--rounds", "2", "--repeat", "1"]),
    ("bench_tournament_consoles", ["--only", "sqlite", "--consoles", "2", "--players", "12", "--rounds", "1",
                                   "--samples", "1"]),
    ("bench_i18n", ["--no-catalogs", "--repeat", "5"]),
    # D9 at the best of 3 runs: at the best of 2 it read 0.7-0.9 of its limit beside a busy
    # neighbour (the tests on the other core), too near for a check that must not fail by chance
    ("bench_primes", ["--digits", "46", "--hands", "0", "--repeat", "1", "--d9-repeat", "3"]),
    ("bench_startup", ["--runs", "3"]),
    ("bench_console", ["--events", "40"]),
    ("bench_collection", ["--events", "40"]),
    ("bench_web", ["--phones", "3", "--rate", "2", "--seconds", "2", "--idle-seconds", "0.5", "--baseline-seconds", "1"]),
    ("bench_review", ["--games", "2", "--seconds", "0.05", "--hands", "1", "--repeat", "2"]),
]


def test_the_console_benchmark_answers_every_phase_a_judge_meets(qtbot, tmp_path) -> None:
    """Its judge must also handle the short-deck discards (R10) a long game reaches: here a
    four-card foul with two cards left in the deck makes the others discard."""
    import random

    from PySide6.QtWidgets import QWidget

    from benchmarks.bench_console import known_deal, one_action
    from daifugo_gui.app.live_game import LiveGame
    from daifugo_gui.rules import Phase, Settings

    holder = QWidget()  # Qt owns the game's objects and tears them down in order
    qtbot.addWidget(holder)
    live = LiveGame(tmp_path / "j.jsonl", parent=holder)
    live.new_game(known_deal(Settings(hand_size=13, thousand_day=False), 3))  # 2 cards left in the deck
    live.begin_play()
    game = live.game
    hand = [c for c in game.hand("Aki") if not c.is_joker]
    even = next(c for c in hand if c.rank % 2 == 0)  # an even last card: the number is composite
    play = [c for c in hand if c is not even][:3] + [even]
    assert live.play(" ".join(c.text() for c in play)).result == "foul"
    assert live.game.phase is Phase.DISCARDING  # the console swaps in the game it wrote ahead
    rng = random.Random(1)
    kinds = set()
    while live.game is not None and not live.game.finished and len(live.game.events) < 400:
        kinds.add(one_action(live, rng))
    live.shutdown()
    assert {"play", "pass", "discard"} <= kinds


def test_every_benchmark_file_is_in_the_tiny_runs_and_the_readme_plan() -> None:
    from pathlib import Path

    files = {p.stem for p in (Path(__file__).resolve().parents[2] / "benchmarks").glob("bench_*.py")}
    assert files == {name for name, _ in TINY}
    assert files == {name.removesuffix(".py") for name, _ in readme_table.PLAN}


# Those that start the console or a web view in other processes take 5-12 s each: the
# fast loop leaves them out (the full suite and .ci/run run them).
STARTS_PROCESSES = {"bench_web", "bench_collection", "bench_startup"}


@pytest.mark.parametrize("name, args", [
    pytest.param(name, args, marks=pytest.mark.slow) if name in STARTS_PROCESSES else (name, args)
    for name, args in TINY
], ids=[name for name, _ in TINY])
def test_benchmark_runs_at_a_tiny_size_and_prints_its_figures_within_their_limits(
    qapp, capsys, name: str, args: list[str]
) -> None:
    module = importlib.import_module(f"benchmarks.{name}")
    figures = run_checked(module.main, args)
    assert figures and all(isinstance(f, Figure) for f in figures)
    assert all(f.bench == f"{name}.py" and f.baseline and f.baseline_cpu > 0 and f.cpu > 0 for f in figures)
    assert all(f.limit > 0 for f in figures), "every figure has a limit its check holds it to"
    printed = readme_table.figures_in(capsys.readouterr().out)
    assert [p["what"] for p in printed][-len(figures):] == [f.what for f in figures]


def test_the_readme_table_is_written_between_its_markers_from_the_printed_figures() -> None:
    figure = Figure("bench_rules.py", "replay a 10,000-event record, counted hands, 16 decks", 0.2,
                    "a plain Python loop over 10,000 items", 0.001, goal="≥ 40,000 events per CPU-second",
                    rate="50,000 events per CPU-second")
    output = "noise\nFIGURE " + json.dumps({**figure.__dict__, "ratio": figure.ratio}) + "\n"
    table = readme_table.table_markdown(readme_table.figures_in(output), "2026-11-27 12:00 UTC", "abc1234",
                                        "1.0 0.5 0.2 before, 1.1 0.6 0.2 after")
    assert "commit `abc1234`" in table and "load average 1.0 0.5 0.2 before" in table
    assert ("| `bench_rules.py` | replay a 10,000-event record, counted hands, 16 decks | 200.0 ms CPU; "
            "50,000 events per CPU-second | a plain Python loop over 10,000 items: 1.0 ms CPU | ×200.00 "
            "| ≥ 40,000 events per CPU-second |") in table
    readme = f"# x\n\n{readme_table.START}\nold table\n{readme_table.END}\n\nafter\n"
    again = readme_table.replace_table(readme, table)
    assert "old table" not in again and again.endswith(f"{readme_table.END}\n\nafter\n") and table in again
    with pytest.raises(SystemExit):
        readme_table.replace_table("# no markers\n", table)


def test_a_failing_benchmark_keeps_the_others_figures_in_the_saved_output(tmp_path: Path) -> None:
    """The table's run lost every figure measured when one benchmark failed (or the run
    was stopped): each benchmark's output is now saved as it ends, and the run goes on."""
    saved = tmp_path / "raw.txt"
    plan = [("no_such_benchmark.py", []), ("bench_i18n.py", ["--no-catalogs", "--repeat", "1"])]
    with pytest.raises(SystemExit) as ended:
        readme_table.run_all([], saved, plan)
    assert "no_such_benchmark.py failed" in str(ended.value) and str(saved) in str(ended.value)
    assert [f["bench"] for f in readme_table.figures_in(saved.read_text(encoding="utf-8"))] == ["bench_i18n.py"]


def test_a_figure_of_memory_is_written_in_megabytes_not_seconds() -> None:
    """bench_collection's peak memory read "86.80 s wall" in the table."""
    figure = Figure("bench_collection.py", "peak memory", 86.8, "a bare window", 77.44, goal="≤ ×2", unit="MB")
    row = readme_table.rows_markdown([{**figure.__dict__, "ratio": figure.ratio}])[0]
    assert "| 86.8 MB | a bare window: 77.4 MB | ×1.12 |" in row and " s " not in row


def test_a_run_of_one_benchmark_replaces_its_rows_only_and_says_when() -> None:
    """``--only`` wrote a table of the named benchmark alone, dropping every other row (the
    README's rows were then mended by hand). Now the named rows are replaced in place, the
    others are kept, and the heading dates the rows measured again."""
    def figure(bench: str, what: str, cpu: float) -> dict[str, object]:
        made = Figure(bench, what, cpu, "a baseline", 0.001, goal="a goal")
        return {**made.__dict__, "ratio": made.ratio}

    first = readme_table.table_markdown(
        [figure("bench_rules.py", "replay", 0.2), figure("bench_web.py", "stall", 0.02),
         figure("bench_web.py", "pages", 0.03), figure("bench_review.py", "review", 0.5)],
        "2026-11-28 20:47 UTC", "aaaaaaa", "1.0 before, 1.1 after")
    again = readme_table.table_again(first, [figure("bench_web.py", "tick", 0.013), figure("bench_web.py", "pages", 0.004)],
                                     "2026-11-29 02:00 UTC", "bbbbbbb", "0.3 before, 0.4 after")
    rows = [line.split(" | ")[1] for line in again.splitlines() if line.startswith("| `")]
    assert rows == ["replay", "tick", "pages", "review"]
    assert "| `bench_web.py` | pages | 4.0 ms CPU |" in again and "30.0 ms" not in again
    heading = again.splitlines()[0]
    assert heading.startswith("Measured 2026-11-28 20:47 UTC, commit `aaaaaaa`")
    assert "; the `bench_web.py` rows again on 2026-11-29 02:00 UTC, commit `bbbbbbb`, load average 0.3 before, " \
           "0.4 after (1, 5, 15 min;" in heading
    third = readme_table.table_again(again, [figure("bench_web.py", "tick", 0.011)], "2026-11-29 03:00 UTC",
                                     "ccccccc", "0.5 before, 0.5 after")
    assert third.splitlines()[0].count("rows again") == 1 and "commit `ccccccc`" in third.splitlines()[0]
    assert [line.split(" | ")[1] for line in third.splitlines() if line.startswith("| `")] == ["replay", "tick", "review"]
    # A benchmark the table did not have goes where the plan runs it (bench_console: first)
    fourth = readme_table.table_again(third, [figure("bench_review.py", "review", 0.4),
                                              figure("bench_console.py", "action", 0.01)],
                                      "2026-11-29 04:00 UTC", "ddddddd", "0.5 before, 0.5 after")
    assert [line.split(" | ")[1] for line in fourth.splitlines() if line.startswith("| `")] == [
        "action", "replay", "tick", "review"]
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert readme_table.current_table(readme).splitlines()[0].endswith(readme_table.PERIOD)


def test_the_start_up_figure_is_the_median_pair_so_one_quiet_baseline_run_cannot_fail_it() -> None:
    """Seen in a full run: the least of each side read ×3.14 (limit ×3) when one bare window
    started in an unusually quiet moment, while each pair read ×2.3-2.6."""
    from benchmarks.bench_startup import median_pair

    pairs = [(0.70, 0.30), (0.62, 0.27), (0.66, 0.199)]  # the third baseline an outlier
    assert min(c for c, _ in pairs) / min(b for _, b in pairs) > 3.0
    console, bare = median_pair(pairs)
    assert (console, bare) == (0.70, 0.30) and console / bare < 3.0
    assert median_pair([(0.9, 0.3), (0.6, 0.3)]) == (0.6, 0.3)  # even: the lower middle
    slowed = [(c + 0.5, b) for c, b in pairs]  # a slowdown in the code shows in every pair
    assert median_pair(slowed)[0] / median_pair(slowed)[1] > 3.0
