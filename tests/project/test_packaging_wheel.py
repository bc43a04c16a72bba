"""Issue 28: the package as pip installs it, not as the checkout sees it.

Builds the sdist and, from it, the wheel (``python -m build``, as a release does), checks
both carry the shipped files, installs the wheel into a fresh virtual environment (not
editable, no checkout on the path) and runs ``daifugo report --blank`` and
``daifugo-gui --smoke`` from there. A wheel without its resources used to print
"internal error (TTFError …)" and still pass the smoke check with ``"cards": 0``.

The fresh environment borrows the third-party packages of the environment running the
tests (a ``.pth`` line; the wheel itself is installed with ``--no-deps``), so the test
needs no network; ``.ci/run`` also installs the wheel with its dependencies from the index.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from daifugo_gui.ui import smoke

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.timeout(1200)]  # builds and installs a wheel


def _shipped_names() -> list[str]:
    """The required files as paths inside the package (``daifugo_gui/resources/…``)."""
    return ["daifugo_gui/" + name.replace(os.sep, "/") for name in _relative_required()]


def _relative_required() -> list[str]:
    package = ROOT / "daifugo_gui"
    return [str(path.resolve().relative_to(package)) for path in smoke.required_files()]


def _clean_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(
        {
            "QT_QPA_PLATFORM": "offscreen",
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_STATE_HOME": str(home / "state"),
            "DAIFUGO_LOG_DIR": str(home / "logs"),
        }
    )
    return env


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    wheels = list(out.glob("*.whl"))
    sdists = list(out.glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, list(out.iterdir())
    return {"wheel": wheels[0], "sdist": sdists[0]}


def test_wheel_and_sdist_carry_every_shipped_file(built: dict[str, Path]) -> None:
    with zipfile.ZipFile(built["wheel"]) as wheel:
        in_wheel = set(wheel.namelist())
        metadata = next(n for n in in_wheel if n.endswith(".dist-info/METADATA"))
        meta = wheel.read(metadata).decode("utf-8")
        entry_points = wheel.read(metadata.replace("METADATA", "entry_points.txt")).decode("utf-8")
    missing = [name for name in _shipped_names() if name not in in_wheel]
    assert missing == [], missing
    assert any(n.endswith("licenses/LICENSE") for n in in_wheel)
    assert "License-Expression: MIT" in meta
    assert "[gui_scripts]" in entry_points and "daifugo-gui = daifugo_gui.ui.main:main" in entry_points
    assert "[console_scripts]" in entry_points and "daifugo = daifugo_gui.cli:main" in entry_points
    with tarfile.open(built["sdist"]) as sdist:
        in_sdist = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    missing = [name for name in _shipped_names() if name not in in_sdist]
    assert missing == [], missing
    # Issue 40: the guide (with its pictures) in the wheel, for F1 after a pip/pipx install;
    # the tests and the documents in the sdist.
    assert {"daifugo_gui/docs/guide.en.md", "daifugo_gui/docs/guide.ja.md"} <= in_wheel
    assert any(n.startswith("daifugo_gui/docs/screenshots/") and n.endswith(".png") for n in in_wheel)
    for name in ("tests/conftest.py", "tests/project/test_packaging_wheel.py", "docs/architecture.md",
                 "docs/guide.en.md", "CHANGELOG.md", "LICENSE", "setup.py"):
        assert name in in_sdist, name


def test_installed_wheel_prints_a_report_and_passes_smoke(built: dict[str, Path], tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
    )
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index",
         str(built["wheel"])],
        capture_output=True, text=True, timeout=300, env=_clean_env(tmp_path),
    )
    assert install.returncode == 0, install.stdout[-2000:] + install.stderr[-2000:]
    assert (site / "daifugo_gui" / "resources" / "fonts" / "ipaexg.ttf").is_file()
    # Third-party packages from this environment (added after the install, or pip would
    # find this environment's own daifugo-gui there and install nothing); a plain path in
    # a .pth file runs none of that folder's .pth hooks, so an editable checkout stays off.
    borrowed = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "borrowed_dependencies.pth").write_text("\n".join(sorted(borrowed)) + "\n", encoding="utf-8")
    env = _clean_env(tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    where = subprocess.run(
        [str(python), "-c", "import daifugo_gui; print(daifugo_gui.__file__)"],
        capture_output=True, text=True, env=env, cwd=work, check=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(site), where  # the wheel's copy, not the checkout
    guide = subprocess.run(
        [str(python), "-c", "from daifugo_gui.paths import guide_file; print(guide_file('ja'))"],
        capture_output=True, text=True, env=env, cwd=work, check=True,
    ).stdout.strip()
    assert Path(guide).is_relative_to(site) and guide.endswith("guide.ja.md"), guide  # F1 finds it
    # Issue 40: a wheel built from a checkout that is not a release says which commit it is.
    import daifugo_gui

    said = subprocess.run([str(python.parent / "daifugo"), "--version"], capture_output=True, text=True,
                          env=env, cwd=work, timeout=60).stdout.strip()
    assert said == f"daifugo {daifugo_gui.build_version()}", said

    bin_dir = python.parent
    pdf = work / "blank.pdf"
    report = subprocess.run(
        [str(bin_dir / "daifugo"), "report", "--blank", "--seats", "4", "--out", str(pdf), "--json"],
        capture_output=True, text=True, env=env, cwd=work, timeout=120,
    )
    assert report.returncode == 0, report.stdout + report.stderr
    assert json.loads(report.stdout)["pages"] == 1
    assert pdf.read_bytes().startswith(b"%PDF")

    gui = subprocess.run(
        [str(bin_dir / "daifugo-gui"), "--smoke"], capture_output=True, text=True, env=env, cwd=work, timeout=120
    )
    assert gui.returncode == 0, gui.stdout + gui.stderr
    line = next(x for x in gui.stdout.splitlines() if x.startswith("smoke "))
    found = json.loads(line.removeprefix("smoke ok "))
    assert found["cards"] == 68 and found["font"] is True and found["sounds"] == 3
    assert Path(found["resources"]).is_relative_to(site)
