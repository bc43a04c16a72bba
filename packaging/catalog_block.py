"""The literal block both generated catalogs are made of (the reason codes, and the printed
and phone words): one ``Family.MEMBER: QT_TRANSLATE_NOOP("Context", 'source'),`` line per
member. Qt's lupdate only sees literal strings, so every member needs its own line."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import Enum
from typing import Any


def catalog_block(start: str, end: str, families: Iterable[tuple[type[Enum], str]],
                  source: Callable[[Any], str]) -> str:
    """``start``, a line per member of each family under its Qt context, then ``end``."""
    lines = [start]
    for family, context in families:
        for member in family:
            lines.append(f'    {family.__name__}.{member.name}: QT_TRANSLATE_NOOP("{context}", {source(member)!r}),\n')
    lines.append(end)
    return "".join(lines)
