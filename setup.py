"""Everything about the package is in pyproject.toml; this file only copies the user
guide into the wheel (issue 40): Help → User guide (F1) reads it from the installed
package, so a pip or pipx install shows the guide instead of "see the source"."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DOCS = Path(__file__).resolve().parent / "docs"
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
        target = Path(self.build_lib) / "daifugo_gui" / "docs"
        for source in guide_files():
            destination = target / source.relative_to(DOCS)
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, destination)


if __name__ == "__main__":  # as setuptools' build backend runs it; importing it builds nothing
    setup(cmdclass={"build_py": BuildWithGuide})
