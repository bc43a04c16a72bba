"""When a screen is too small for the console's three columns (#27). Its own module so the
new-game dialog can ask without importing the console's re-arrangement (which knows the
console, which opens the dialog: a cycle)."""

from __future__ import annotations

from PySide6.QtCore import QRect

# Below this free screen area (in points) the three columns do not fit: 1366×768 and
# 1280×800 at 100 % keep them (so does Qt's 800×800 offscreen screen of the tests);
# 150 % (911×512) and 200 % (683×384, 640×400) go compact.
COMPACT_WIDTH = 760
COMPACT_HEIGHT = 640


def wants_compact(area: QRect | None) -> bool:
    return area is not None and (area.width() < COMPACT_WIDTH or area.height() < COMPACT_HEIGHT)
