"""The file names a save dialog proposes for a print or an export: the event, the round
and the table, so that a folder of a day's PDFs reads like a list of what they are
(``春季オープン_seating_R3.pdf``, ``春季オープン_score_sheet_R3_T5.pdf``)."""

from __future__ import annotations

import re

# What Windows, macOS and Linux file systems refuse or treat specially in a name.
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]+|\s+')
EVENT_MAX = 60
"""An event's name is cut to this many characters in a file name (names run to 100)."""


def safe_part(text: str) -> str:
    """``text`` usable inside a file name on any system: unsafe characters and spaces
    become "_", no dots or "_" at the ends, at most :data:`EVENT_MAX` characters."""
    cleaned = _UNSAFE.sub("_", text.strip())[:EVENT_MAX]
    return cleaned.strip("._ ")


def print_file_name(kind: str, event: str = "", round_number: int | None = None, table: int | None = None,
                    extension: str = "pdf") -> str:
    """``{event}_{kind}_R{round}_T{table}.{extension}``, leaving out what is not known."""
    parts = [safe_part(event), kind]
    if round_number is not None:
        parts.append(f"R{round_number}")
    if table is not None:
        parts.append(f"T{table}")
    return "_".join(p for p in parts if p) + f".{extension}"
