"""Issue 40 item 5: what ships. The console's own licence in the bundle, the guide in the
wheel (F1 after a pip or pipx install), tests and docs in the sdist (MANIFEST.in; the
slow tests in test_packaging_wheel.py and test_packaging_bundle.py build them), and a
missing shipped font is a damaged install to mend, not a bug to report."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import daifugo_gui

ROOT = Path(__file__).resolve().parents[2]


def test_the_wheel_build_copies_the_guides_and_their_pictures() -> None:
    spec = importlib.util.spec_from_file_location("project_setup", ROOT / "setup.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["project_setup"] = module
    spec.loader.exec_module(module)
    files = {path.relative_to(ROOT / "docs").as_posix() for path in module.guide_files()}
    assert {"guide.en.md", "guide.ja.md"} <= files
    shown = (ROOT / "docs" / "guide.en.md").read_text(encoding="utf-8")
    pictures = {name for name in files if name.startswith("screenshots/")}
    assert pictures and all(f"]({name})" in shown or name in (ROOT / "docs" / "guide.ja.md").read_text(
        encoding="utf-8") for name in pictures)


def test_the_sdist_manifest_takes_tests_and_docs() -> None:
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").split()
    for folder in ("tests", "docs", "benchmarks", "tools", "packaging", "translations"):
        assert folder in manifest


def test_the_bundle_spec_ships_the_projects_own_licence() -> None:
    spec = (ROOT / "packaging" / "daifugo_gui.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "LICENSE"), ".")' in spec  # inside, beside the third-party notices
    assert 'shutil.copy(ROOT / "LICENSE", Path(DISTPATH) / NAME / "LICENSE")' in spec  # and at the top


def test_a_missing_shipped_font_says_reinstall_not_report(tmp_path: Path) -> None:
    """A fresh process (reportlab keeps a registered font for the process's life) whose
    resources folder has no fonts, as a damaged install would."""
    code = (
        "import sys, pathlib; import daifugo_gui.paths as p; empty = pathlib.Path(sys.argv[1]); "
        "empty.mkdir(); p.resources_dir = lambda: empty; from daifugo_gui import cli; "
        "sys.exit(cli.main(['report', '--blank', '--seats', '4', '--out', sys.argv[2]]))"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DAIFUGO_LOG_DIR": str(tmp_path / "logs")}
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "empty"), str(tmp_path / "x.pdf")],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 70
    line = done.stderr.strip()
    assert len(line.splitlines()) == 1 and "Traceback" not in line
    assert "reinstall" in line and "ipaexg.ttf" in line
    assert daifugo_gui.ISSUES_URL not in line and "internal error" not in line
    assert "reinstall" in (tmp_path / "logs" / "daifugo_gui.log").read_text(encoding="utf-8")
