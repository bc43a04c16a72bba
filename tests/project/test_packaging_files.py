"""Packaging (issue 8): Linux desktop entry, AppStream metadata, the spec, smoke mode."""

from __future__ import annotations

import configparser
import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

import daifugo_gui
from daifugo_gui.ui import smoke

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.daifugo_gui.DaifugoGui"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_starts_the_console_in_both_languages() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "daifugo-gui"  # the project.scripts entry point
    assert entry["Icon"] == APP_ID
    assert "素数大富豪" in entry["Name[ja]"] and "素数判定員" in entry["Name[ja]"]
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    # Windows are matched to this entry by QGuiApplication.setDesktopFileName(APP_ID).
    assert "StartupWMClass" not in entry


def test_desktop_entry_passes_desktop_file_validate() -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate (Debian desktop-file-utils) not installed")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and "error" not in result.stdout, result.stdout + result.stderr


def test_metainfo_describes_the_console_in_both_languages() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    names = {n.get(XML_LANG, "en"): n.text for n in root.findall("name")}
    assert names["en"] == _desktop_entry()["Name"] and names["ja"] == _desktop_entry()["Name[ja]"]
    summaries = {s.get(XML_LANG, "en") for s in root.findall("summary")}
    assert summaries == {"en", "ja"}
    assert {b.text for b in root.iter("binary")} >= {"daifugo-gui"}
    release = root.find("releases/release")
    assert release is not None and release.get("version") == daifugo_gui.__version__


def test_metainfo_passes_appstreamcli() -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli (Debian appstream) not installed")
    result = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_spec_packs_resources_catalogs_and_icons() -> None:
    spec = (ROOT / "packaging" / "daifugo_gui.spec").read_text(encoding="utf-8")
    assert '"daifugo_gui/resources"' in spec and '"daifugo_gui/translations"' in spec
    assert "daifugo_gui.ico" in spec and "daifugo_gui.icns" in spec
    assert "daifugo_gui_launcher.py" in spec
    for name in ("daifugo_gui.ico", "daifugo_gui.icns"):
        assert (ROOT / "daifugo_gui" / "resources" / "icons" / name).is_file()


def test_spec_keeps_test_tools_out_of_the_bundle() -> None:
    """Issue 16: pytest and pygments came along through optional imports."""
    spec = (ROOT / "packaging" / "daifugo_gui.spec").read_text(encoding="utf-8")
    excludes = spec[spec.index("EXCLUDES = [") : spec.index("]", spec.index("EXCLUDES = ["))]
    assert "excludes=EXCLUDES," in spec
    for module in ("pytest", "_pytest", "pygments", "hypothesis"):
        assert f'"{module}"' in excludes


@pytest.mark.parametrize(
    "argv, environ, expected",
    [
        (["daifugo-gui"], {}, False),
        (["daifugo-gui", "--smoke"], {}, True),
        (["daifugo-gui"], {"DAIFUGO_GUI_SMOKE": "1"}, True),
        (["daifugo-gui"], {"DAIFUGO_GUI_SMOKE": "0"}, False),
    ],
)
def test_smoke_mode_is_asked_for_by_flag_or_environment(argv, environ, expected) -> None:
    assert smoke.smoke_requested(argv, environ) is expected


def test_smoke_hook_is_inert_without_the_flag(qapp) -> None:
    assert smoke.install_smoke_quit(qapp, ["daifugo-gui"], {}) is False
    assert qapp.findChild(QObject, "daifugo_smoke_quit") is None


def test_smoke_hook_reports_once_the_first_window_shows(qapp, qtbot, capsys, monkeypatch) -> None:
    exits: list[int] = []
    monkeypatch.setattr(qapp, "exit", exits.append)
    try:
        assert smoke.install_smoke_quit(qapp, ["x", "--smoke"], {}) is True
        assert smoke.install_smoke_quit(qapp, ["x", "--smoke"], {}) is True  # still one filter
        assert len([o for o in qapp.findChildren(QObject) if o.objectName() == "daifugo_smoke_quit"]) == 1
        window = QMainWindow()
        window.setWindowTitle("judge")
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: exits == [0], timeout=3000)
    finally:
        for hook in qapp.findChildren(QObject, "daifugo_smoke_quit"):
            qapp.removeEventFilter(hook)
            hook.setParent(None)
            hook.deleteLater()
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert line.startswith("smoke ok ")
    report = json.loads(line.removeprefix("smoke ok "))
    assert report["window"] == "judge"
    assert report["cards"] == 68 and report["sounds"] == 3 and report["font"] is True
    assert "ja" in report["languages"] and report["frozen"] is False


def test_smoke_fails_when_a_shipped_file_is_missing(qapp, qtbot, capsys, monkeypatch, tmp_path: Path) -> None:
    """Issue 28: a wheel without its resources said ``smoke ok`` with ``"cards": 0``. A
    build that lacks any face, sound, icon or font must fail, naming what is missing."""
    import daifugo_gui.paths

    real = daifugo_gui.paths.resources_dir()
    shutil.copytree(real, tmp_path / "resources")
    (tmp_path / "resources" / "cards" / "SA.svg").unlink()
    (tmp_path / "resources" / "fonts" / "ipaexg.ttf").unlink()
    monkeypatch.setattr(daifugo_gui.paths, "resources_dir", lambda: tmp_path / "resources")
    exits: list[int] = []
    monkeypatch.setattr(qapp, "exit", exits.append)
    try:
        assert smoke.install_smoke_quit(qapp, ["x", "--smoke"], {}) is True
        window = QMainWindow()
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: exits == [smoke.EXIT_MISSING_FILES], timeout=3000)
        assert smoke.smoke_status(qapp) == smoke.EXIT_MISSING_FILES
    finally:
        for hook in qapp.findChildren(QObject, "daifugo_smoke_quit"):
            qapp.removeEventFilter(hook)
            hook.setParent(None)
            hook.deleteLater()
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert line.startswith("smoke failed: missing 2 shipped file(s)")
    assert "SA.svg" in line and "ipaexg.ttf" in line


def test_every_required_file_is_in_the_checkout() -> None:
    assert smoke.missing_files() == []
    assert len(smoke.required_files()) == 68 + 3 + 8 + 2 + 1


@pytest.mark.slow
def test_launcher_smoke_run_from_source(tmp_path: Path) -> None:
    """The bundle's entry script, run from the checkout: shows the window and quits at once."""
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path),
        "HOME": str(tmp_path),
    }
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "daifugo_gui_launcher.py"), "--smoke"],
        capture_output=True, text=True, env=env, timeout=60, cwd=tmp_path,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke ok" in result.stdout


@pytest.mark.slow
@pytest.mark.parametrize(
    "entry", [["-m", "daifugo_gui"], [str(ROOT / "packaging" / "daifugo_gui_launcher.py")]], ids=["module", "launcher"]
)
def test_smoke_needs_no_platform_setting(tmp_path: Path, entry: list[str]) -> None:
    """Issue 16: ``--smoke`` with no QT_QPA_PLATFORM and no display opens offscreen by
    itself (it used to abort looking for an X server), from source and in the bundle's
    entry script."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update({"PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path), "HOME": str(tmp_path)})
    result = subprocess.run(
        [sys.executable, *entry, "--smoke"], capture_output=True, text=True, env=env, timeout=60, cwd=tmp_path
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke ok" in result.stdout


def test_choose_smoke_platform_keeps_an_explicit_choice() -> None:
    env: dict[str, str] = {}
    assert smoke.choose_smoke_platform(["x", "--smoke"], env) and env == {"QT_QPA_PLATFORM": "offscreen"}
    env = {"QT_QPA_PLATFORM": "xcb"}
    assert smoke.choose_smoke_platform(["x", "--smoke"], env) and env["QT_QPA_PLATFORM"] == "xcb"
    env = {}
    assert not smoke.choose_smoke_platform(["x"], env) and env == {}


def test_ci_runs_the_type_checker_and_the_linter() -> None:
    """Issue 25: mypy and ruff run in CI on the whole package, configured in pyproject.toml."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ".venv/bin/python -m mypy ||" in ci and ".venv/bin/ruff check daifugo_gui tests" in ci
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "[tool.mypy]" in config and "[tool.ruff.lint]" in config and '"daifugo_gui.rules.*"' in config


def test_ci_runs_the_bundle_and_the_installed_wheel_as_their_own_steps() -> None:
    """Issue 28: the bundle build is out of the default run but still in CI, and CI
    installs the built wheel (not editable) and runs both commands from it."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "pytest -q -m bundle tests/project/test_packaging_bundle.py" in ci
    assert "-m build --outdir" in ci and 'pip" install -q "$scratch"/dist/*.whl' in ci
    assert "-e " not in ci.split("Step 4", 1)[1].split("Step 5", 1)[0]  # step 5: the minimums, editable
    assert 'daifugo" report --blank --seats 4 --out' in ci and 'daifugo-gui" --smoke' in ci


@pytest.mark.slow
def test_a_plain_run_leaves_the_bundle_build_out(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
    plain = subprocess.run([*args, "tests/project/test_packaging_bundle.py"], capture_output=True, text=True, cwd=ROOT, env=env)
    assert "1 deselected" in plain.stdout, plain.stdout + plain.stderr
    asked = subprocess.run(
        [*args, "-m", "bundle", "tests/project/test_packaging_bundle.py"], capture_output=True, text=True, cwd=ROOT, env=env
    )
    assert "test_bundle_builds_carries_its_resources_and_starts" in asked.stdout, asked.stdout + asked.stderr


def test_spec_adds_the_command_line_and_the_licence_notices() -> None:
    """Issue 28: the bundle lacked the `daifugo` command the guide names and the notices
    of what it carries; the build itself is checked in test_packaging_bundle.py."""
    spec = (ROOT / "packaging" / "daifugo_gui.spec").read_text(encoding="utf-8")
    assert 'name="daifugo",' in spec and "daifugo_cli_launcher.py" in spec and "console=True" in spec
    assert '"PySide6", "shiboken6", "qasync"' in spec  # the command line needs no Qt
    assert "THIRD-PARTY-NOTICES.txt" in spec and '"licenses"' in spec and 'copy_metadata("daifugo-gui")' in spec
    notices = (ROOT / "packaging" / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    for name in ("Qt 6", "LGPL 3.0", "PySide6", "python-flint", "FLINT", "reportlab", "IPAex Gothic", "Noto Sans JP"):
        assert name in notices, name
    for text in ("LGPL-3.0.txt", "GPL-3.0.txt"):
        assert "GNU" in (ROOT / "packaging" / "licenses" / text).read_text(encoding="utf-8")
    for font_licence in ("IPA_Font_License_v1.0.txt", "NotoSansJP_OFL.txt"):
        assert (ROOT / "daifugo_gui" / "resources" / "fonts" / font_licence).is_file()
