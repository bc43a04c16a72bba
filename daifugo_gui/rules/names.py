"""Player names: what a score sheet, a record and a screen can all show."""

from __future__ import annotations

import unicodedata

from daifugo_gui.rules.errors import RecordError

MAX_NAME = 100  # characters; longer is a paste gone wrong, not a name


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player's name, or None.

    Control and format characters (tabs, newlines, bells, zero-width marks) print as
    boxes or nothing at all on paper and break the records' lines: they are refused.
    """
    if not isinstance(name, str) or not name.strip():
        return f"a player's name must be non-empty text, not {name!r}"
    if len(name) > MAX_NAME:
        return f"a player's name has at most {MAX_NAME} characters, not {len(name)}"
    for position, char in enumerate(name, start=1):
        if unicodedata.category(char)[0] == "C":
            return f"the name {name[:30]!r} has a control character (U+{ord(char):04X}) at position {position}"
    return None


def check_name(name: object) -> str:
    """The name itself, or RecordError saying what is wrong with it."""
    problem = name_problem(name)
    if problem is not None:
        raise RecordError(problem)
    return name  # type: ignore[return-value]
