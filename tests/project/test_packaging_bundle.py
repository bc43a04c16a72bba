"""The desktop bundle (issue 8): PyInstaller builds it from the spec, and it starts offscreen.

Slow (a full PyInstaller build: 30–60 s on a quiet machine, about 250 s of CPU on a loaded
one), so it carries the ``bundle`` marker: a plain ``pytest`` leaves it out and ``.ci/run``
runs it as its own step (``pytest -m bundle``). Skipped when PyInstaller is not installed.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.bundle,
    pytest.mark.timeout(1800),  # a PyInstaller build and a start, minutes on a busy machine
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None, reason="PyInstaller is not installed"),
]


def _build(tmp_path: Path) -> Path:
    result = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build"),
         str(ROOT / "packaging" / "daifugo_gui.spec")],
        capture_output=True, text=True, timeout=600, cwd=tmp_path,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return tmp_path / "dist" / "daifugo_gui"


@pytest.mark.skipif(sys.platform != "linux", reason="checks the Linux one-folder layout")
def test_bundle_builds_carries_its_resources_and_starts(tmp_path: Path) -> None:
    bundle = _build(tmp_path)
    exe = bundle / "daifugo_gui"
    assert exe.is_file() and os.access(exe, os.X_OK)
    internal = bundle / "_internal" / "daifugo_gui"
    assert (internal / "translations" / "daifugo_ja.qm").is_file()
    assert (internal / "resources" / "cards" / "SA.svg").is_file()
    assert (internal / "resources" / "fonts" / "ipaexg.ttf").is_file()

    home = tmp_path / "home"
    home.mkdir()
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_RUNTIME_DIR": str(home),
    }  # no PYTHONPATH: the bundle must not lean on the checkout
    result = subprocess.run([str(exe), "--smoke"], capture_output=True, text=True, env=env, timeout=60, cwd=home)
    assert result.returncode == 0, result.stdout + result.stderr
    line = next(l for l in result.stdout.splitlines() if l.startswith("smoke ok "))
    report = json.loads(line.removeprefix("smoke ok "))
    assert report["frozen"] is True
    assert report["window"]
    assert report["cards"] == 68 and report["sounds"] == 3 and report["font"] is True
    assert "ja" in report["languages"]
    assert Path(report["resources"]).resolve().is_relative_to(bundle.resolve())

    # Issue 28: the `daifugo` command the guide names, beside the console, knowing its version
    cli = bundle / "daifugo"
    assert cli.is_file() and os.access(cli, os.X_OK)
    import daifugo_gui

    version = subprocess.run([str(cli), "--version"], capture_output=True, text=True, env=env, timeout=60, cwd=home)
    # Issue 40: built from a checkout that is not a release, it says so (the commit beside the version)
    assert version.returncode == 0 and version.stdout.strip() == f"daifugo {daifugo_gui.build_version()}", version
    blank = subprocess.run(
        [str(cli), "report", "--blank", "--seats", "4", "--out", str(home / "blank.pdf")],
        capture_output=True, text=True, env=env, timeout=120, cwd=home,
    )
    assert blank.returncode == 0, blank.stdout + blank.stderr
    assert (home / "blank.pdf").read_bytes().startswith(b"%PDF")
    # ... and the licence notices of what it carries
    notices = bundle / "_internal" / "THIRD-PARTY-NOTICES.txt"
    text = notices.read_text(encoding="utf-8")
    for name in ("Qt 6", "PySide6", "python-flint", "reportlab", "IPAex Gothic", "Noto Sans JP"):
        assert name in text
    licenses = bundle / "_internal" / "licenses"
    assert (licenses / "LGPL-3.0.txt").is_file() and (licenses / "GPL-3.0.txt").is_file()
    for dist in ("python-flint", "reportlab", "qasync", "sqlalchemy", "psycopg-binary"):
        assert any((licenses / dist).iterdir()), dist
    assert (bundle / "THIRD-PARTY-NOTICES.txt").is_file()  # also at the top, where people look
    # Issue 40: the console's own licence too, in both places
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert (bundle / "LICENSE").read_text(encoding="utf-8") == licence
    assert (bundle / "_internal" / "LICENSE").read_text(encoding="utf-8") == licence

    # The Linux install script puts it under a prefix with its menu entry and icons.
    prefix = tmp_path / "prefix"
    installed = subprocess.run(
        ["sh", str(ROOT / "packaging" / "linux" / "install.sh"), str(prefix)],
        capture_output=True, text=True, env={**env, "BUNDLE": str(bundle)}, timeout=120,
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr
    desktop = prefix / "share" / "applications" / "io.github.daifugo_gui.DaifugoGui.desktop"
    assert f"Exec={prefix}/bin/daifugo-gui" in desktop.read_text(encoding="utf-8")
    assert (prefix / "share" / "icons" / "hicolor" / "256x256" / "apps" / "io.github.daifugo_gui.DaifugoGui.png").is_file()
    again = subprocess.run([str(prefix / "bin" / "daifugo-gui"), "--smoke"], capture_output=True, text=True,
                           env=env, timeout=60, cwd=home)
    assert again.returncode == 0 and "smoke ok" in again.stdout, again.stdout + again.stderr
    linked = subprocess.run([str(prefix / "bin" / "daifugo"), "--version"], capture_output=True, text=True,
                            env=env, timeout=60, cwd=home)
    assert linked.returncode == 0 and linked.stdout.startswith("daifugo "), linked.stdout + linked.stderr
