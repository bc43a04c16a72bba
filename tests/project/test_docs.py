"""The README and docs say what the program does (issue 16): the two set-up commands,
.ci/run running the same test command, links that resolve, and every `daifugo` example
in the README run as written against the shipped examples/."""

from __future__ import annotations

import json
import re
import shlex
import shutil
from pathlib import Path

import pytest

from daifugo_gui.cli import main

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = README.index(f"## {title}")
    end = README.find("\n## ", start + 1)
    return README[start : end if end > 0 else None]


def _code_lines(text: str) -> list[str]:
    return [line[4:] for line in text.splitlines() if line.startswith("    ") and line.strip()]


def test_readme_has_exactly_two_setup_commands_and_ci_runs_the_second() -> None:
    commands = _code_lines(_section("Set up"))
    assert len(commands) == 2
    install_and_start, install_and_test = commands
    assert install_and_start.endswith(".venv/bin/daifugo-gui")
    assert "pytest" in install_and_test and "-n 2" in install_and_test
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    # the same command, word for word, with only the status capture after it
    assert any(line == install_and_test or line.startswith(install_and_test + " || ") for line in ci.splitlines())


def test_readme_and_docs_point_only_at_files_in_the_repository() -> None:
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = doc.read_text(encoding="utf-8")
        assert "shared/" not in text, f"{doc.name} points into shared/, which is not in the repository"
        for target in re.findall(r"\]\(([^)#\s]+)\)", text):
            if "://" in target:
                continue
            assert (doc.parent / target).exists(), f"{doc.name}: link to {target} is broken"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def _readme_examples() -> list[tuple[str, str | None]]:
    """Each ``.venv/bin/daifugo …`` line with the JSON line shown under it, if any."""
    lines = _code_lines(README)
    out = []
    for i, line in enumerate(lines):
        if line.startswith(".venv/bin/daifugo "):
            shown = lines[i + 1] if i + 1 < len(lines) and lines[i + 1].startswith("{") else None
            out.append((line, shown))
    return out


EXAMPLES = _readme_examples()
# The labelings table takes seconds of CPU: its example runs in the full run only (issue 28).
_EXAMPLE_PARAMS = [
    pytest.param(c, s, marks=[pytest.mark.slow] if "hexad labelings" in c else [], id=c[18:60]) for c, s in EXAMPLES
]


def test_readme_examples_were_found() -> None:
    assert len(EXAMPLES) >= 10
    assert any("examples/cup.sqlite" in c for c, _ in EXAMPLES)
    assert any("examples/game.json" in c for c, _ in EXAMPLES)


@pytest.mark.parametrize("command, shown", _EXAMPLE_PARAMS)
def test_readme_example_runs_as_written(command: str, shown: str | None, tmp_path, monkeypatch, capsys) -> None:
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    argv = shlex.split(command.split("  #")[0])[1:]
    assert main(argv) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    if shown is not None:
        got = json.loads(out)
        for key, value in json.loads(shown).items():
            if value != "...":
                assert got[key] == value, (command, key)
    if "--out" in argv:
        written = tmp_path / argv[argv.index("--out") + 1]
        if written.suffix == ".pdf":
            assert written.read_bytes().startswith(b"%PDF-")
        else:
            assert json.loads(written.read_text(encoding="utf-8"))["format"] == "prime-daifugo-record/1"


def test_tanhinmin_doc_example_is_current(capsys) -> None:
    doc = (ROOT / "docs" / "tanhinmin.md").read_text(encoding="utf-8")
    matches = list(re.finditer(r"^\$ daifugo (tanhinmin .*)\n(\{.*\})$", doc, re.MULTILINE))
    assert len(matches) >= 2  # the plain answer and the one with --moves
    for match in matches:
        assert main(shlex.split(match.group(1))) == 0
        assert json.loads(capsys.readouterr().out) == json.loads(match.group(2)), match.group(1)


# --- issue 28: guides that match the keys, examples that run, commands all listed ---

GUIDES = [ROOT / "docs" / "guide.en.md", ROOT / "docs" / "guide.ja.md"]


def _guide_keys_tool():
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location("_tools_guide_keys", ROOT / "tools" / "guide_keys.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_guides_key_tables_are_generated_from_the_key_map() -> None:
    from daifugo_gui.ui.widgets.keys import DEFAULT_KEYS

    tool = _guide_keys_tool()
    for path, language in zip(GUIDES, ("en", "ja")):
        text = path.read_text(encoding="utf-8")
        assert tool.render(text, language) == text, f"run `python tools/guide_keys.py` ({path.name} is stale)"
        for action in ("draw", "pass", "timeout", "start"):
            assert f"| {DEFAULT_KEYS[action]}" in text or f"**{DEFAULT_KEYS[action]}**" in text
        # the old letter keys start card text now (D5, T 3): no guide may teach them
        assert not re.search(r"\*\*[DPTG]\*\*|\| [DPTG] \||\| D / P / T \|| G\)|、G ", text), path.name


def test_every_key_in_the_guides_reference_is_a_console_shortcut(qtbot, tmp_path) -> None:
    from PySide6.QtGui import QKeySequence, QShortcut

    from daifugo_gui.app.live_game import LiveGame
    from daifugo_gui.ui.main_window import MainWindow

    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    shortcuts = {s.key().toString() for s in window.console.findChildren(QShortcut)}
    # Enter is the card entry's own key (returnPressed), not a window shortcut.
    for key in [k for k in _guide_keys_tool().reference_keys() if k != "Enter"]:
        assert QKeySequence(key).toString() in shortcuts, f"the guide names {key}, which the console lacks"


def _doc_commands(path: Path) -> list[str]:
    """``daifugo …`` commands written in a doc (code lines and inline code) that read
    the shipped examples/ or need no file."""
    text = path.read_text(encoding="utf-8")
    found = [line.strip() for line in text.splitlines() if line.startswith("    daifugo ")]
    found += re.findall(r"`(daifugo [^`]+)`", text)
    out = []
    for command in found:
        command = command.split(" #")[0].strip()
        words = shlex.split(command)
        if "examples/" in command or words[1] in ("judge", "--version"):
            out.append(command)
    return out


DOC_COMMANDS = [(p.name, c) for p in [*GUIDES, ROOT / "docs" / "tournaments.md"] for c in _doc_commands(p)]


def test_doc_commands_were_found() -> None:
    assert sum("examples/game.json" in c for _, c in DOC_COMMANDS) >= 4
    assert any("examples/cup.sqlite --blank --round 1 --table 1" in c for _, c in DOC_COMMANDS)


@pytest.mark.parametrize("doc, command", DOC_COMMANDS, ids=[f"{d}:{c[8:50]}" for d, c in DOC_COMMANDS])
def test_doc_command_runs_as_written(doc: str, command: str, tmp_path, monkeypatch, capsys) -> None:
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    assert main(shlex.split(command)[1:]) == 0, (doc, capsys.readouterr().err)


def test_readme_lists_every_subcommand() -> None:
    from daifugo_gui.cli import SUBCOMMANDS

    row = next(line for line in README.splitlines() if line.startswith("| `daifugo` command line |"))
    for name in SUBCOMMANDS:
        assert f"`{name}`" in row, name


def test_readme_command_line_section_says_what_each_subcommand_does() -> None:
    """Issue 37: the command-line section is where a reader looks for the subcommands; one
    added to the CLI (as `review` was) gets its line there too."""
    from daifugo_gui.cli import SUBCOMMANDS

    section = _section("The `daifugo` command line")
    listed = [line.split("`")[1] for line in section.splitlines() if line.startswith("- `")]
    assert sorted(listed) == sorted(SUBCOMMANDS)


def test_no_doc_tells_users_to_install_an_unpublished_package() -> None:
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        assert "pip install 'daifugo-gui[" not in doc.read_text(encoding="utf-8"), doc.name


def test_readme_and_contributing_give_the_fast_loop_and_ci_runs_everything() -> None:
    """Issue 28: a contributor's fast default is written where they look; CI still runs
    the slow tests (the README's command has no marker filter) and the bundle build."""
    fast = 'QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -n 2 -m "not slow"'
    contributing = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    assert fast in README and fast in contributing
    install_and_test = _code_lines(_section("Set up"))[1]
    assert "-m " not in install_and_test.split("pytest", 1)[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    # Only the minimum-versions step (issue 40) runs a fast part; the full run has no filter.
    full_run = ci.split("# Step 5: every declared minimum", 1)[0]
    assert "-m bundle" in ci and "not slow" not in full_run
    for heading in ("a translation", "a ruling", "a setting", "a tournament format"):
        assert f"### {heading}" in contributing
    assert "docs/architecture.md" in contributing and "mypy" in contributing and "ruff" in contributing
