"""The Qt binding must not leak references to None, True or False.

PySide6-Essentials 6.12.0 on CPython 3.11 lost one reference to None on every call of a
void method (QLabel.setText …); CPython 3.11's None is not immortal, so a console that
redraws its clocks ten times a second aborted with "none_dealloc" within minutes. The
project pins a binding without the bug; this test fails if a future one brings it back.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QCheckBox, QLabel, QProgressBar


def test_void_qt_calls_keep_singleton_reference_counts(qapp) -> None:
    label, box, bar = QLabel(), QCheckBox(), QProgressBar()
    before = [sys.getrefcount(x) for x in (None, True, False)]
    for i in range(2_000):
        label.setText("x")
        box.setChecked(i % 2 == 0)
        bar.setValue(i % 100)
        label.update()
    after = [sys.getrefcount(x) for x in (None, True, False)]
    # Unrelated objects may come and go; a leak would show as a drop of thousands.
    assert all(a > b - 100 for a, b in zip(after, before)), (before, after)
