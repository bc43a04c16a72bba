"""Draw the application icon into daifugo_gui/resources/icons/.

    python packaging/make_icon.py

Writes ``daifugo_gui.svg`` (the master), PNGs at 16–512 px (Linux desktops, Qt),
``daifugo_gui.ico`` (Windows, PNG-compressed entries) and ``daifugo_gui.icns`` (macOS,
PNG-based entries), so PyInstaller needs no image library to pick an icon.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from svg_glyphs import RESOURCES, fit, load_fonts, path_data, text_path  # noqa: E402

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns entry types holding PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icon_svg() -> str:
    fonts = load_fonts()
    kanji = fit(text_path("\u7d20", fonts.kanji), 0, 0, 78)
    seven = fit(text_path("7", fonts.latin), 0, 0, 34)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        'width="256" height="256" viewBox="0 0 256 256">\n'
        "<title>daifugo_gui</title>\n"
        '<rect x="8" y="8" width="240" height="240" rx="48" ry="48" fill="#1B5E20"/>\n'
        # The card behind: a back, turned left.
        '<g transform="rotate(-14 128 140)">'
        '<rect x="58" y="44" width="112" height="160" rx="14" ry="14" fill="#1F3A68" '
        'stroke="#FFFFFF" stroke-width="5"/></g>\n'
        # The card in front: a face, turned right, showing 素 (prime) and a small 7.
        '<g transform="rotate(10 128 140)">'
        '<rect x="92" y="56" width="112" height="160" rx="14" ry="14" fill="#FFFFFF" '
        'stroke="#0D3311" stroke-width="3"/>'
        f'<g transform="translate(148 140)"><path fill="#C62828" fill-rule="evenodd" d="{path_data(kanji)}"/></g>'
        f'<g transform="translate(114 80)"><path fill="#1A1A1A" fill-rule="evenodd" d="{path_data(seven)}"/></g>'
        "</g>\n</svg>\n"
    )


def render_png(svg_path: Path, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg_path))
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNGs (Windows Vista and later read these)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in pngs.items():
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    chunks = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for size, kind in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    out = RESOURCES / "icons"
    out.mkdir(parents=True, exist_ok=True)
    svg = out / "daifugo_gui.svg"
    svg.write_text(icon_svg(), encoding="utf-8")
    pngs = {size: render_png(svg, size) for size in PNG_SIZES}
    for size, png in pngs.items():
        (out / f"daifugo_gui_{size}.png").write_bytes(png)
    (out / "daifugo_gui.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (out / "daifugo_gui.icns").write_bytes(icns(pngs))
    print(f"wrote the icon (SVG, {len(PNG_SIZES)} PNGs, ICO, ICNS) to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
