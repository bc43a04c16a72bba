"""Make a release (CONTRIBUTING.md, "Releases"; issue 40).

    python tools/release.py [--tag] [--no-bundle] [--dist dist] [--allow-dirty]

Checks that the version in pyproject.toml has a dated CHANGELOG section and a metainfo
release, that the tree is clean and that no tag ``vX.Y.Z`` exists yet; builds the sdist
and the wheel (``python -m build``) and the desktop bundle (PyInstaller, archived as
``daifugo-gui-X.Y.Z-<platform>.tar.gz`` or ``.zip`` on Windows) into ``dist/``; writes
``dist/SHA256SUMS`` (the format ``sha256sum -c`` reads); with ``--tag`` makes the
annotated tag ``vX.Y.Z`` on HEAD. Exit status 0 done, 1 a check failed (the reason is
printed), 2 a build failed.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class ReleaseError(Exception):
    """A check that stops the release, with the reason in words."""


def declared_version(root: Path = ROOT) -> str:
    with (root / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def changelog_date(version: str, root: Path = ROOT) -> str:
    """The date of the version's CHANGELOG section (``## 0.2.0 — 28 November 2026``)."""
    text = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    found = re.search(rf"^## {re.escape(version)} — (\d{{1,2}} \w+ \d{{4}})$", text, re.M)
    if found is None:
        raise ReleaseError(f"CHANGELOG.md has no dated section '## {version} — day month year'")
    return found.group(1)


def check_metainfo(version: str, root: Path = ROOT) -> None:
    for metainfo in (root / "packaging" / "linux").glob("*.metainfo.xml"):
        if f'<release version="{version}"' not in metainfo.read_text(encoding="utf-8"):
            raise ReleaseError(f"{metainfo.name} lists no release {version}")


def _git(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, timeout=60)


def check_git(version: str, root: Path = ROOT, allow_dirty: bool = False) -> None:
    if not allow_dirty and _git(root, "status", "--porcelain", "--untracked-files=no").stdout.strip():
        raise ReleaseError("the tree has uncommitted changes: commit them first")
    if _git(root, "rev-parse", "-q", "--verify", f"refs/tags/v{version}").returncode == 0:
        raise ReleaseError(f"the tag v{version} exists already: bump the version in pyproject.toml")


def make_tag(version: str, date: str, root: Path = ROOT) -> str:
    """The annotated tag ``vX.Y.Z`` on HEAD; returns its name."""
    name = f"v{version}"
    done = _git(root, "tag", "-a", name, "-m", f"daifugo-gui {version} ({date}): see CHANGELOG.md")
    if done.returncode != 0:
        raise ReleaseError(f"git tag failed: {done.stderr.strip()}")
    return name


def write_sums(dist: Path) -> Path:
    """``SHA256SUMS`` over every file in ``dist`` (``sha256sum -c SHA256SUMS`` checks it)."""
    lines = []
    for path in sorted(p for p in dist.iterdir() if p.is_file() and p.name != "SHA256SUMS"):
        digest = hashlib.sha256()
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        lines.append(f"{digest.hexdigest()}  {path.name}\n")
    sums = dist / "SHA256SUMS"
    sums.write_text("".join(lines), encoding="utf-8")
    return sums


def build_packages(dist: Path, root: Path = ROOT) -> None:
    done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(dist), str(root)], timeout=1800)
    if done.returncode != 0:
        raise RuntimeError("python -m build failed")


def build_bundle(version: str, dist: Path, root: Path = ROOT) -> Path:
    work = dist / "bundle-build"
    done = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(work / "dist"),
         "--workpath", str(work / "build"), str(root / "packaging" / "daifugo_gui.spec")],
        cwd=root, timeout=3600,
    )
    if done.returncode != 0:
        raise RuntimeError("the PyInstaller bundle build failed")
    platform = sysconfig.get_platform().replace("-", "_")
    archive_format = "zip" if sys.platform == "win32" else "gztar"
    built = shutil.make_archive(str(dist / f"daifugo-gui-{version}-{platform}"), archive_format,
                                root_dir=work / "dist")
    shutil.rmtree(work, ignore_errors=True)
    return Path(built)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the files go (default dist/)")
    parser.add_argument("--tag", action="store_true", help="make the annotated tag vX.Y.Z on HEAD at the end")
    parser.add_argument("--no-bundle", action="store_true", help="only the sdist and the wheel")
    parser.add_argument("--allow-dirty", action="store_true", help="build from uncommitted changes (a trial)")
    parser.add_argument("--check-only", action="store_true", help="run the checks, build nothing")
    args = parser.parse_args(argv)
    try:
        version = declared_version()
        date = changelog_date(version)
        check_metainfo(version)
        check_git(version, allow_dirty=args.allow_dirty)
    except ReleaseError as problem:
        print(f"release: {problem}", file=sys.stderr)
        return 1
    print(f"release: daifugo-gui {version} of {date}")
    if args.check_only:
        return 0
    dist: Path = args.dist
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    try:
        build_packages(dist)
        if not args.no_bundle:
            build_bundle(version, dist)
    except (RuntimeError, subprocess.TimeoutExpired) as failed:
        print(f"release: {failed}", file=sys.stderr)
        return 2
    sums = write_sums(dist)
    print(sums.read_text(encoding="utf-8"), end="")
    if args.tag:
        try:
            print(f"release: tagged {make_tag(version, date)}; push it with git push origin v{version}")
        except ReleaseError as problem:
            print(f"release: {problem}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
