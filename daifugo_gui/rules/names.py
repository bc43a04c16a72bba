"""Player names: what a score sheet, a record and a screen can all show."""

from __future__ import annotations

import unicodedata

from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.reasons import Code, Reason

MAX_NAME = 100  # characters; longer is a paste gone wrong, not a name


def name_problem(name: object) -> Reason | None:
    """Why ``name`` cannot be a player's name, or None.

    Control and format characters (tabs, newlines, bells, zero-width marks) print as
    boxes or nothing at all on paper and break the records' lines: they are refused.
    """
    if not isinstance(name, str) or not name.strip():
        return Reason.of(Code.NAME_EMPTY, name=repr(name))
    if len(name) > MAX_NAME:
        return Reason.of(Code.NAME_TOO_LONG, most=MAX_NAME, count=len(name))
    for position, char in enumerate(name, start=1):
        if unicodedata.category(char)[0] == "C":
            return Reason.of(Code.NAME_CONTROL, name=repr(name[:30]), codepoint=f"{ord(char):04X}", position=position)
    return None


def check_name(name: object) -> str:
    """The name itself, or RecordError saying what is wrong with it."""
    problem = name_problem(name)
    if problem is not None:
        raise RecordError(problem)
    return name  # type: ignore[return-value]
