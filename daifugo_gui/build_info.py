"""Which code a version string stands for, read from the git checkout beside the package
(issue 40). Pure Python; git is asked only when a ``.git`` sits beside the package, so an
installed wheel or bundle never starts a process for it."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

_DESCRIBE = re.compile(r"^v(?P<tag>\d+(?:\.\d+)*)-(?P<distance>\d+)-g(?P<sha>[0-9a-f]+)(?P<dirty>-dirty)?$")
GIT_TIMEOUT_S = 3.0


def stamped_version() -> str | None:
    """The version setup.py stamped into a build made from a checkout that was not a
    release (``daifugo_gui/BUILD_VERSION``; a bundle carries it under ``sys._MEIPASS``)."""
    import sys

    places = [Path(__file__).resolve().parent / "BUILD_VERSION"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        places.insert(0, Path(bundle) / "daifugo_gui" / "BUILD_VERSION")
    for place in places:
        try:
            text = place.read_text(encoding="utf-8").strip()
        except OSError:
            continue
        if text:
            return text
    return None


def checkout_root() -> Path | None:
    root = Path(__file__).resolve().parent.parent
    return root if (root / ".git").exists() else None


def _git(root: Path, *args: str) -> str | None:
    try:
        done = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, timeout=GIT_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def version_from_describe(declared: str, describe: str) -> str:
    """``git describe --tags --long --dirty`` output, read against the declared version."""
    found = _DESCRIBE.match(describe)
    if found is None:
        return declared
    distance, sha, dirty = int(found["distance"]), found["sha"], bool(found["dirty"])
    local = f"g{sha}" + (".dirty" if dirty else "")
    if found["tag"] == declared:
        if distance == 0 and not dirty:
            return declared
        return f"{declared}.post{distance}+{local}" if distance else f"{declared}+{local}"
    return f"{declared}.dev{distance}+{local}"


def describe_checkout(declared: str, root: Path | None = None) -> str | None:
    """The version of the checkout at ``root`` (the package's own by default), or None
    outside a checkout or without git."""
    root = root if root is not None else checkout_root()
    if root is None:
        return None
    describe = _git(root, "describe", "--tags", "--long", "--dirty", "--match", "v[0-9]*")
    if describe is not None:
        return version_from_describe(declared, describe)
    sha = _git(root, "rev-parse", "--short=7", "HEAD")
    count = _git(root, "rev-list", "--count", "HEAD")
    if sha is None or count is None:
        return None
    dirty = _git(root, "status", "--porcelain", "--untracked-files=no")
    local = f"g{sha}" + (".dirty" if dirty else "")
    return f"{declared}.dev{count}+{local}"
