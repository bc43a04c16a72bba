"""The console's action keys: none of them can start card text, and each can be changed.

Card text starts with a digit, a rank letter (A J Q K T), a suit (S H D C) or X; the
judge types it with the focus anywhere in the console. An action on one of those keys
(the old ``D`` draw, ``T`` time-out) fired while the judge was typing ``D5`` or ``T 3``,
so the defaults are function keys. A judge may choose others in the settings file
(``[keys]`` ``draw=F5`` …); a key that could start card text is refused there too.
"""

from __future__ import annotations

from typing import Mapping

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence

DEFAULT_KEYS: dict[str, str] = {
    "draw": "F5",
    "pass": "F6",
    "timeout": "F8",
    "late_refusal": "Shift+F8",  # R14: the refusal was pointed out only after the time ran out
    "start": "F9",
    "pause": "F7",  # not Space: the focus lives in the play field, where Space separates cards
}

# Pause / resume also answer these where no text field takes them (issue 35).
SECOND_PAUSE_KEYS = ("Space", "Pause")

CARD_START = frozenset("0123456789AJQKTXSHDCajqktxshdc")


def key_problem(sequence: str) -> str | None:
    """Why a key cannot be an action key, or None."""
    seq = QKeySequence(sequence)
    if seq.isEmpty() or seq.count() != 1:
        return f"{sequence!r} is not one key"
    text = seq.toString()
    if len(text) == 1 and text in CARD_START:
        return f"{text!r} starts card text"
    return None


def action_keys(settings: QSettings | None = None, overrides: Mapping[str, str] | None = None) -> dict[str, str]:
    """The keys in force: the defaults, changed by the settings (bad choices are ignored)."""
    keys = dict(DEFAULT_KEYS)
    stored = settings if settings is not None else QSettings()
    for action in DEFAULT_KEYS:
        value = (overrides or {}).get(action) or stored.value(f"keys/{action}", None)
        if isinstance(value, str) and value.strip() and key_problem(value) is None:
            keys[action] = QKeySequence(value).toString()
    return keys
