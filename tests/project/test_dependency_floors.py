"""Issue 40 item 4: the declared floors are the versions CI installs in its minimum step
(``packaging/constraints-minimum.txt``), so a floor that does not work fails CI."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = ROOT / "packaging" / "constraints-minimum.txt"


def _floors() -> dict[str, Version]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    floors: dict[str, Version] = {}
    for text in project["dependencies"]:
        requirement = Requirement(text)
        lows = [Version(spec.version) for spec in requirement.specifier if spec.operator == ">="]
        assert lows, f"{text}: every dependency declares a floor"
        name = requirement.name.lower()
        floors[name] = min([*lows, floors.get(name, lows[0])])
    return floors


def _pins() -> dict[str, Version]:
    pins = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, version = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+)", line).groups()
            pins[name.lower()] = Version(version)
    return pins


def test_every_floor_is_pinned_in_the_minimum_constraints() -> None:
    assert _pins() == _floors()


def test_sqlalchemy_floor_has_is_pre_ping() -> None:
    """``ExceptionContext.is_pre_ping`` came in SQLAlchemy 2.0.5."""
    assert _floors()["sqlalchemy"] >= Version("2.0.5")


def test_ci_installs_the_minimums_and_runs_fast_tests() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "-c packaging/constraints-minimum.txt" in ci
    step = ci.split("-c packaging/constraints-minimum.txt", 1)[1]
    assert '-m "not slow"' in step.split("\n\n", 1)[0] or "-m 'not slow'" in step.split("\n\n", 1)[0]


def test_the_python_versions_are_declared() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["requires-python"] == ">=3.11"
    for minor in ("3.11", "3.12", "3.13"):
        assert f"Programming Language :: Python :: {minor}" in project["classifiers"]
