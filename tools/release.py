"""Make a release (CONTRIBUTING.md, "Releases"; issue 40).

    python tools/release.py [--tag] [--no-bundle] [--dist dist] [--allow-dirty]

Checks that the version in pyproject.toml has a dated CHANGELOG section and a metainfo
release, that the tree is clean and that no tag ``vX.Y.Z`` exists yet; with ``--tag`` makes
the annotated tag ``vX.Y.Z`` on HEAD *before* building, so what is built reads the tag and
calls itself ``X.Y.Z`` (built first, every file said ``X.Y.Z.devN+g…``); builds the sdist
and the wheel (``python -m build``) and the desktop bundle (PyInstaller, archived as
``daifugo-gui-X.Y.Z-<platform>.tar.gz`` or ``.zip`` on Windows) into ``dist/``, checks
the version each file will show, and writes ``dist/SHA256SUMS`` (the format
``sha256sum -c`` reads). A build that fails takes the tag it made back. ``dist/`` must be
empty or absent: an earlier build is not deleted unasked. Exit status 0 done, 1 a check
failed (the reason is printed), 2 a build failed.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tomllib
import zipfile
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


def drop_tag(name: str, root: Path = ROOT) -> None:
    """Take back a tag this run made (its build failed): the version is not released."""
    _git(root, "tag", "-d", name)


def shown_versions(dist: Path) -> dict[str, str | None]:
    """Per built file, the stamp it carries (``daifugo_gui/BUILD_VERSION``: the version it
    will show when it is not a release), or None when it carries none."""
    shown: dict[str, str | None] = {}
    for path in sorted(dist.iterdir()):
        stamp: bytes | None = None
        if path.name.endswith(".whl") or path.name.endswith(".zip"):
            with zipfile.ZipFile(path) as archive:
                names = [n for n in archive.namelist() if n.endswith("daifugo_gui/BUILD_VERSION")]
                stamp = archive.read(names[0]) if names else None
        elif path.name.endswith(".tar.gz"):
            with tarfile.open(path) as archive:
                members = [m for m in archive.getmembers() if m.name.endswith("daifugo_gui/BUILD_VERSION")]
                handle = archive.extractfile(members[0]) if members else None
                stamp = handle.read() if handle is not None else None
        else:
            continue
        shown[path.name] = stamp.decode("utf-8").strip() if stamp is not None else None
    return shown


def check_shown_versions(dist: Path, version: str) -> None:
    """A release's files must show the release's version, not a development one."""
    wrong = {name: stamp for name, stamp in shown_versions(dist).items() if stamp not in (None, version)}
    if wrong:
        listed = ", ".join(f"{name} says {stamp}" for name, stamp in wrong.items())
        raise ReleaseError(f"the built files do not call themselves {version}: {listed}")


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


def main(argv: list[str] | None = None, root: Path = ROOT) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=root / "dist", help="where the files go (default dist/)")
    parser.add_argument("--tag", action="store_true",
                        help="make the annotated tag vX.Y.Z on HEAD first (taken back if a build fails)")
    parser.add_argument("--no-bundle", action="store_true", help="only the sdist and the wheel")
    parser.add_argument("--allow-dirty", action="store_true", help="build from uncommitted changes (a trial)")
    parser.add_argument("--check-only", action="store_true", help="run the checks, build nothing")
    args = parser.parse_args(argv)
    dist: Path = args.dist
    try:
        version = declared_version(root)
        date = changelog_date(version, root)
        check_metainfo(version, root)
        check_git(version, root, allow_dirty=args.allow_dirty)
        if args.tag and args.allow_dirty:
            raise ReleaseError("--tag releases what is committed: it does not go with --allow-dirty")
        if dist.exists() and any(dist.iterdir()):
            raise ReleaseError(f"{dist} holds an earlier build: move it away or name another --dist")
    except ReleaseError as problem:
        print(f"release: {problem}", file=sys.stderr)
        return 1
    print(f"release: daifugo-gui {version} of {date}")
    if args.check_only:
        return 0
    dist.mkdir(parents=True, exist_ok=True)
    tag = None
    try:
        if args.tag:
            tag = make_tag(version, date, root)
        build_packages(dist, root)
        if not args.no_bundle:
            build_bundle(version, dist, root)
        if tag is not None:
            check_shown_versions(dist, version)
    except (RuntimeError, subprocess.TimeoutExpired, ReleaseError) as failed:
        if tag is not None:
            drop_tag(tag, root)
            print(f"release: the tag {tag} was taken back", file=sys.stderr)
        print(f"release: {failed}", file=sys.stderr)
        return 1 if isinstance(failed, ReleaseError) else 2
    sums = write_sums(dist)
    print(sums.read_text(encoding="utf-8"), end="")
    if tag is not None:
        print(f"release: tagged {tag}; push it with git push origin {tag}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
