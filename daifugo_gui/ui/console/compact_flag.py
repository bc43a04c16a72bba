"""Whether a console has been arranged for a small screen.

Kept apart from ``compact.py``, which arranges a whole ``GameConsole``: the console asks
this question of itself, and importing the arranger for it would make the two modules
import each other.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

COMPACT = "compact"  # the console's property once arranged for a small screen


def is_compact(console: QWidget) -> bool:
    return bool(console.property(COMPACT))
