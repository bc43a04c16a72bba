"""Where the shipped resources live, in a checkout, an installed package or a bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The folder holding fonts, icons, card faces and sounds: ``daifugo_gui/resources``.

    The folder is part of the package, so a checkout, an editable install, a wheel and an
    sdist all carry it beside this module; a PyInstaller bundle unpacks it under
    ``sys._MEIPASS``.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        candidate = Path(bundle) / "daifugo_gui" / "resources"
        if candidate.is_dir():
            return candidate
    return Path(__file__).resolve().parent / "resources"


class MissingShippedFile(Exception):
    """A file that comes with the program is not where it was installed (issue 40): the
    install is damaged, which a reinstall mends; it is not a bug to report."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            f"a file that comes with daifugo-gui is missing: {path}; reinstall the program "
            "(pip install --force-reinstall daifugo-gui, or unpack the bundle afresh)"
        )
        self.path = path


def shipped(path: Path) -> Path:
    """``path`` when the file is there, else :class:`MissingShippedFile`."""
    if not path.is_file():
        raise MissingShippedFile(path)
    return path


def resource(*parts: str) -> Path:
    """A file under the resources folder, e.g. ``resource("fonts", "ipaexg.ttf")``."""
    return resources_dir().joinpath(*parts)


def japanese_font() -> Path:
    """The shipped IPAex Gothic font, used by the UI and by every PDF."""
    return resource("fonts", "ipaexg.ttf")


def fallback_font() -> Path:
    """The shipped Noto Sans JP: PDFs draw in it the rare kanji IPAex Gothic lacks (𠮷, 𩸽,
    most of JIS X 0213's levels 3 and 4)."""
    return resource("fonts", "NotoSansJP-Regular.ttf")


def guide_file(language: str) -> Path | None:
    """The user guide ``guide.<language>.md`` (English when that language has none).

    A bundle and a wheel carry it under ``daifugo_gui/docs`` (issue 40: a pip or pipx
    install used to have none); a checkout (or an editable install) has it in ``docs/``.
    ``None`` only when it was left out of a build.
    """
    places = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        places.append(Path(bundle) / "daifugo_gui" / "docs")
    places.append(Path(__file__).resolve().parent / "docs")  # a wheel: setup.py copies it in
    places.append(Path(__file__).resolve().parent.parent / "docs")
    for folder in places:
        for name in (f"guide.{language}.md", "guide.en.md"):
            if (folder / name).is_file():
                return folder / name
    return None
