"""Marking text for translation where it is written down, not where it is shown.

PySide6 declares ``QT_TRANSLATE_NOOP`` as returning ``object``, so every catalog built with
it would lose its type. This one has the same name (``pyside6-lupdate`` finds the marked
strings by that name in the source) and returns the source text as the ``str`` it is.
"""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d)")


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - lupdate reads this name
    """``source`` unchanged; lupdate records it under ``context`` for the catalogs."""
    del context
    return source


def fill(template: str, *values: object) -> str:
    """``template`` with ``%1`` … ``%9`` replaced by ``values`` in one pass, so a value that
    itself holds "%2" (a player may be named so) is shown as typed, never replaced again.
    A placeholder without a value (or ``%0``) stays as it is."""
    shown = [str(v) for v in values]

    def value(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return shown[index - 1] if 1 <= index <= len(shown) else match.group(0)

    return _PLACEHOLDER.sub(value, template)
