"""Everything about the package is in pyproject.toml; this file only adds two things a
build needs from the checkout (issue 40):

- the user guide, copied into the wheel: Help → User guide (F1) reads it from the
  installed package, so a pip or pipx install shows the guide instead of "see the source";
- ``daifugo_gui/BUILD_VERSION`` in the sdist and the wheel when the checkout is not a
  release (``0.2.0.dev3+g1a2b3c4``), so the installed program says which commit it is.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent

DOCS = ROOT / "docs"
BUILD_VERSION = "BUILD_VERSION"


def checkout_version() -> str | None:
    """The checkout's version when it is not a release (None: a release, or no checkout)."""
    import sys
    import tomllib

    sys.path.insert(0, str(ROOT))
    try:
        from daifugo_gui.build_info import describe_checkout
    finally:
        sys.path.pop(0)
    with (ROOT / "pyproject.toml").open("rb") as handle:
        declared = str(tomllib.load(handle)["project"]["version"])
    found = describe_checkout(declared, ROOT) if (ROOT / ".git").exists() else None
    return found if found is not None and found != declared else None
GUIDES = "guide.*.md"


def guide_files() -> list[Path]:
    """The guides and the screenshots they show."""
    files = sorted(DOCS.glob(GUIDES))
    pictures: set[str] = set()
    for guide in files:
        pictures.update(re.findall(r"\]\((screenshots/[^)\s]+)\)", guide.read_text(encoding="utf-8")))
    return files + [DOCS / picture for picture in sorted(pictures) if (DOCS / picture).is_file()]


class BuildWithGuide(build_py):
    def run(self) -> None:
        super().run()
        stamped = checkout_version()
        if stamped is not None:  # from the checkout; from an sdist, its own copy came along
            (Path(self.build_lib) / "daifugo_gui" / BUILD_VERSION).write_text(stamped + "\n", encoding="utf-8")
        target = Path(self.build_lib) / "daifugo_gui" / "docs"
        for source in guide_files():
            destination = target / source.relative_to(DOCS)
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, destination)


class SdistWithVersion(sdist):
    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, files)
        stamped = checkout_version()
        if stamped is not None:
            (Path(base_dir) / "daifugo_gui" / BUILD_VERSION).write_text(stamped + "\n", encoding="utf-8")


if __name__ == "__main__":  # as setuptools' build backend runs it; importing it builds nothing
    setup(cmdclass={"build_py": BuildWithGuide, "sdist": SdistWithVersion})
