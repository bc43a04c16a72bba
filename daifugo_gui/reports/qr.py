"""A QR code drawn in a PDF (the web view's address on the printed seating list).

segno encodes; the modules are drawn as vector squares, so the code prints sharp at any
size and needs no image library.
"""

from __future__ import annotations

import segno
from reportlab.graphics.shapes import Drawing, Rect
from reportlab.lib import colors

QUIET_ZONE = 2  # modules of white around the code (scanners need some)


def qr_drawing(text: str, size: float) -> Drawing:
    """``text`` as a QR code ``size`` points wide and high."""
    matrix = segno.make(text, error="m").matrix
    count = len(matrix) + 2 * QUIET_ZONE
    unit = size / count
    drawing = Drawing(size, size)
    for row, line in enumerate(matrix):
        for column, dark in enumerate(line):
            if dark:
                x = (column + QUIET_ZONE) * unit
                y = size - (row + QUIET_ZONE + 1) * unit
                drawing.add(Rect(x, y, unit, unit, fillColor=colors.black, strokeColor=None, strokeWidth=0))
    return drawing
