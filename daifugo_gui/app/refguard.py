"""A guard against a reference-count leak on None, True and False.

PySide6 6.12.0 on CPython 3.11 drops one reference to ``None`` on (apparently) every
call of a void Qt method (``QLabel.setText`` …) and to ``True``/``False`` on some
others. CPython 3.11's singletons are not immortal, so after a few thousand such calls
the count reaches zero and the interpreter aborts ("Fatal Python error: none_dealloc"),
during play or at exit. A console that redraws its clocks ten times a second would die
within minutes.

Until the project runs on CPython >= 3.12 (immortal singletons: the leak is harmless
there) or on a PySide6 without the bug, :class:`SingletonRefGuard` gives the references
back: whenever a count sinks below a floor it is raised by a fixed amount. The raise is
permanent (it is written into the object's header, like an immortal object's), so
neither the guard nor the interpreter's shutdown can take it back. The live game owns
one and checks it on every clock tick and every action.
"""

from __future__ import annotations

import ctypes
import sys

FLOOR = 1_000_000
TOP_UP = 10_000_000


def _applies() -> bool:
    return sys.implementation.name == "cpython" and sys.version_info < (3, 12)


class SingletonRefGuard:
    """Keeps the reference counts of None, True and False far from zero."""

    def __init__(self, floor: int = FLOOR, top_up: int = TOP_UP) -> None:
        self.floor = floor
        self.top_up = top_up
        self.active = _applies()
        self.topped_up = 0
        self.check()

    def check(self) -> None:
        if not self.active:
            return  # CPython 3.12+: these objects are immortal
        for singleton in (None, True, False):
            if sys.getrefcount(singleton) < self.floor:
                # ob_refcnt is the first field of every object on CPython 3.11.
                count = ctypes.c_ssize_t.from_address(id(singleton))
                count.value += self.top_up
                self.topped_up += 1
