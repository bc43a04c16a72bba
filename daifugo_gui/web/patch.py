"""What changed between two versions of a page's live part, line by line (issue 36).

A live page gets the whole of its ``<main>`` when it connects; after that, when asked
for (``/events?…&patch=1``), only a patch from the version it has to the new one. A
patch is a list: ``[i, j]`` keeps the old lines ``i`` to ``j - 1``, a string is a new
line. Lines are split at ``\\n`` alone (never at other line breaks a name might hold), so
the page's script (templates.LIVE_JS) splits and joins exactly as here.
"""

from __future__ import annotations

import json
from typing import Sequence, Union

Op = Union[list[int], str]


def line_patch(old: str, new: str) -> list[Op]:
    """The ops that turn ``old`` into ``new``. A kept range may come from anywhere in
    ``old``: when standings re-sort, a player's row moves as one reference."""
    a, b = old.split("\n"), new.split("\n")
    where: dict[str, list[int]] = {}
    for i, line in enumerate(a):
        where.setdefault(line, []).append(i)
    ops: list[Op] = []
    start = end = -1  # the old lines being kept, a[start:end]
    k = 0
    while k < len(b):
        line = b[k]
        if 0 <= end < len(a) and a[end] == line:
            end += 1
            k += 1
            continue
        if end > start >= 0:
            ops.append([start, end])
        start = end = -1
        found = where.get(line)
        if not found or len(line) < 8:  # a short line costs less as itself than as a reference
            ops.append(line)
            k += 1
            continue
        start = max(found[:_CANDIDATES], key=lambda i: _run(a, i, b, k))
        end = start + 1
        k += 1
    if end > start >= 0:
        ops.append([start, end])
    return ops


_CANDIDATES = 16
_LOOK = 64


def _run(a: list[str], i: int, b: list[str], k: int) -> int:
    """How many lines from a[i] and b[k] on are the same (up to _LOOK)."""
    n = 0
    while n < _LOOK and i + n < len(a) and k + n < len(b) and a[i + n] == b[k + n]:
        n += 1
    return n


def apply_patch(old: str, ops: Sequence[Op]) -> str:
    """``new`` again from ``old`` and :func:`line_patch`'s ops (what the page does)."""
    a = old.split("\n")
    out: list[str] = []
    for op in ops:
        if isinstance(op, str):
            out.append(op)
        else:
            out.extend(a[op[0]:op[1]])
    return "\n".join(out)


def patch_json(old: str, new: str) -> str | None:
    """The ops as JSON, or None when they would not be smaller than the new text itself."""
    text = json.dumps(line_patch(old, new), ensure_ascii=False, separators=(",", ":"))
    return text if len(text) < len(new) else None
