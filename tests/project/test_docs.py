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


def test_readme_examples_were_found() -> None:
    assert len(EXAMPLES) >= 10
    assert any("examples/cup.sqlite" in c for c, _ in EXAMPLES)
    assert any("examples/game.json" in c for c, _ in EXAMPLES)


@pytest.mark.parametrize("command, shown", EXAMPLES, ids=[c[18:60] for c, _ in EXAMPLES])
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
