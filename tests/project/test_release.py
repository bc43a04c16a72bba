"""Issue 40 item 1: a version that moves. The rule is in CONTRIBUTING.md ("Releases");
``tools/release.py`` checks a release, builds it with SHA-256 sums and tags it; a build
that is not a release says which commit it is."""

from __future__ import annotations

import hashlib
import importlib.util
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import daifugo_gui
from daifugo_gui.build_info import describe_checkout, version_from_describe

ROOT = Path(__file__).resolve().parents[2]


def _release_module():
    spec = importlib.util.spec_from_file_location("release_tool", ROOT / "tools" / "release.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["release_tool"] = module
    spec.loader.exec_module(module)
    return module


release = _release_module()


def test_describe_says_release_dev_post_and_dirty() -> None:
    assert version_from_describe("0.2.0", "v0.2.0-0-g1a2b3c4") == "0.2.0"
    assert version_from_describe("0.2.0", "v0.1.0-3-g1a2b3c4") == "0.2.0.dev3+g1a2b3c4"
    assert version_from_describe("0.2.0", "v0.2.0-3-g1a2b3c4") == "0.2.0.post3+g1a2b3c4"
    assert version_from_describe("0.2.0", "v0.2.0-0-g1a2b3c4-dirty") == "0.2.0+g1a2b3c4.dirty"
    assert version_from_describe("0.2.0", "something else") == "0.2.0"


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True,
                          env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
                               "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org",
                               "PATH": "/usr/bin:/bin", "HOME": str(repo)})
    return done.stdout.strip()


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A project of its own: pyproject, CHANGELOG, metainfo, one commit."""
    (tmp_path / "packaging" / "linux").mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\nversion = "0.3.0"\n', encoding="utf-8")
    (tmp_path / "CHANGELOG.md").write_text("# Changes\n\n## Unreleased\n\n## 0.3.0 — 1 December 2026\n\n- x\n",
                                           encoding="utf-8")
    (tmp_path / "packaging" / "linux" / "a.metainfo.xml").write_text(
        '<releases><release version="0.3.0" date="2026-12-01"/></releases>', encoding="utf-8")
    _git(tmp_path, "init", "-q")
    _git(tmp_path, "add", "-A")
    _git(tmp_path, "commit", "-qm", "first")
    return tmp_path


def test_a_checkout_says_its_commit_until_it_is_tagged(repo: Path) -> None:
    sha = _git(repo, "rev-parse", "--short=7", "HEAD")
    assert describe_checkout("0.3.0", repo) == f"0.3.0.dev1+g{sha}"  # no tag yet: 1 commit
    release.make_tag("0.3.0", "1 December 2026", repo)
    assert _git(repo, "cat-file", "-t", "v0.3.0") == "tag"  # annotated
    assert describe_checkout("0.3.0", repo) == "0.3.0"
    (repo / "CHANGELOG.md").write_text("changed\n", encoding="utf-8")
    assert describe_checkout("0.3.0", repo) == f"0.3.0+g{sha}.dirty"
    _git(repo, "commit", "-qam", "after")
    after = _git(repo, "rev-parse", "--short=7", "HEAD")
    assert describe_checkout("0.3.0", repo) == f"0.3.0.post1+g{after}"


def test_this_checkout_is_not_called_a_release_unless_tagged() -> None:
    shown = daifugo_gui.build_version()
    assert shown.startswith(daifugo_gui.version())
    tag = subprocess.run(["git", "describe", "--tags", "--exact-match", "--dirty"], cwd=ROOT,
                         capture_output=True, text=True)
    if tag.returncode != 0 or tag.stdout.strip() != f"v{daifugo_gui.version()}":
        assert re.search(r"\+g[0-9a-f]{7}", shown), shown


def test_the_release_checks_refuse_what_is_not_ready(repo: Path) -> None:
    assert release.declared_version(repo) == "0.3.0"
    assert release.changelog_date("0.3.0", repo) == "1 December 2026"
    release.check_metainfo("0.3.0", repo)
    release.check_git("0.3.0", repo)
    with pytest.raises(release.ReleaseError, match="no dated section"):
        release.changelog_date("0.4.0", repo)
    with pytest.raises(release.ReleaseError, match="no release 0.4.0"):
        release.check_metainfo("0.4.0", repo)
    (repo / "pyproject.toml").write_text("changed", encoding="utf-8")
    with pytest.raises(release.ReleaseError, match="uncommitted"):
        release.check_git("0.3.0", repo)
    _git(repo, "checkout", "-q", "--", "pyproject.toml")
    release.make_tag("0.3.0", "1 December 2026", repo)
    with pytest.raises(release.ReleaseError, match="exists already"):
        release.check_git("0.3.0", repo)


def test_the_sums_file_reads_as_sha256sum_writes_it(tmp_path: Path) -> None:
    (tmp_path / "a.whl").write_bytes(b"wheel")
    (tmp_path / "b.tar.gz").write_bytes(b"sdist")
    sums = release.write_sums(tmp_path)
    assert sums.read_text(encoding="utf-8") == (
        f"{hashlib.sha256(b'wheel').hexdigest()}  a.whl\n{hashlib.sha256(b'sdist').hexdigest()}  b.tar.gz\n")
    check = subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=tmp_path, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout


def test_this_version_is_released_in_the_changelog_and_the_metainfo() -> None:
    version = release.declared_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+", version)
    assert release.changelog_date(version)
    release.check_metainfo(version)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    section = text.split(f"## {version} — ", 1)[1].split("\n## ", 1)[0]
    assert "schema v8" in section and "journal" in section  # formats are said first
    assert project["version"] == version


@pytest.mark.slow
def test_a_tagged_release_builds_files_that_call_themselves_the_release(tmp_path: Path) -> None:
    """End to end, as a maintainer runs it, in a clone of this commit without its tag: the
    tag comes first, so the sdist and the wheel read it (built before the tag, both said
    ``X.Y.Z.devN+g…``); the sums check; the clone's tag is annotated. (The clone holds what
    is committed: uncommitted edits are not in it.)"""
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True, timeout=300)
    version = release.declared_version(clone)
    subprocess.run(["git", "tag", "-d", f"v{version}"], cwd=clone, capture_output=True)
    dist = tmp_path / "dist"
    done = subprocess.run([sys.executable, str(clone / "tools" / "release.py"), "--tag", "--no-bundle",
                           "--dist", str(dist)], capture_output=True, text=True, timeout=1200, cwd=clone)
    assert done.returncode == 0, done.stderr[-3000:]
    names = sorted(p.name for p in dist.iterdir())
    assert f"daifugo_gui-{version}-py3-none-any.whl" in names and f"daifugo_gui-{version}.tar.gz" in names
    assert set(release.shown_versions(dist).values()) == {None}  # no development stamp
    check = subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=dist, capture_output=True, text=True)
    assert check.returncode == 0 and check.stdout.count(": OK") == 2
    assert subprocess.run(["git", "cat-file", "-t", f"v{version}"], cwd=clone, capture_output=True,
                          text=True).stdout.strip() == "tag"


def test_the_tag_comes_before_the_build_and_goes_if_the_build_fails(repo: Path, monkeypatch) -> None:
    seen: list[str] = []

    def build(dist: Path, root: Path) -> None:
        seen.append(_git(root, "tag", "--list"))  # what the build's version stamp would read
        raise RuntimeError("python -m build failed")

    monkeypatch.setattr(release, "build_packages", build)
    assert release.main(["--tag", "--no-bundle", "--dist", str(repo / "dist")], root=repo) == 2
    assert seen == ["v0.3.0"]
    assert _git(repo, "tag", "--list") == ""  # taken back: 0.3.0 is not released


def test_a_release_whose_files_say_a_development_version_is_refused(repo: Path, monkeypatch) -> None:
    def build(dist: Path, root: Path) -> None:
        import zipfile

        with zipfile.ZipFile(dist / "x-0.3.0-py3-none-any.whl", "w") as wheel:
            wheel.writestr("daifugo_gui/BUILD_VERSION", "0.3.0.dev2+gabcdef0\n")

    monkeypatch.setattr(release, "build_packages", build)
    assert release.main(["--tag", "--no-bundle", "--dist", str(repo / "dist")], root=repo) == 1
    assert _git(repo, "tag", "--list") == ""


def test_an_earlier_build_is_not_deleted_unasked(repo: Path, capsys) -> None:
    (repo / "dist").mkdir()
    (repo / "dist" / "daifugo_gui-0.2.0.tar.gz").write_bytes(b"the last release")
    assert release.main(["--no-bundle", "--dist", str(repo / "dist")], root=repo) == 1
    assert "earlier build" in capsys.readouterr().err
    assert (repo / "dist" / "daifugo_gui-0.2.0.tar.gz").read_bytes() == b"the last release"


def test_a_build_carries_the_version_it_was_stamped_with(tmp_path: Path, monkeypatch) -> None:
    """An installed wheel or bundle has no checkout: setup.py (or the spec) stamped the
    version into BUILD_VERSION, and that is what it says."""
    from daifugo_gui.build_info import stamped_version

    (tmp_path / "daifugo_gui").mkdir()
    (tmp_path / "daifugo_gui" / "BUILD_VERSION").write_text("0.2.0.dev7+gabcdef0\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert stamped_version() == "0.2.0.dev7+gabcdef0"
