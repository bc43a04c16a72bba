"""Draw the card faces as SVG into daifugo_gui/resources/cards/.

    python packaging/make_cards.py

Writes 52 suited faces named in the card text of CONTRACTS.md (``SA.svg``, ``H10.svg``,
``CK.svg``), 13 suitless faces (``A.svg`` … ``K.svg``: in live play the judge often
enters ranks only), two jokers (``X.svg`` black, ``X_red.svg`` red), and ``back.svg``.

The faces are for a table seen from a distance: one huge rank glyph in the middle, the
card's number under J, Q and K (players count J=11, Q=12, K=13), corner indices for a
fanned hand, a single-joker face showing ∞ (R3). All glyphs are outlines (see
svg_glyphs.py), so no font is needed to show them.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from svg_glyphs import RESOURCES, Fonts, fit, load_fonts, path_data, text_path  # noqa: E402

WIDTH, HEIGHT = 250, 350
RED = "#C62828"
BLACK = "#1A1A1A"
NEUTRAL = "#263238"
MUTED = "#5F6B73"
BACK_BLUE = "#1F3A68"

RANKS = {1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10", 11: "J", 12: "Q", 13: "K"}
SUIT_COLOURS = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}

# Suit symbols drawn in a 100 x 100 box (the club's lobes are three circles).
SUIT_PATHS = {
    "H": "M50 94C22 72 2 54 2 31C2 13 15 3 29 3C40 3 47 10 50 19C53 10 60 3 71 3"
    "C85 3 98 13 98 31C98 54 78 72 50 94Z",
    "D": "M50 2C60 20 74 37 90 50C74 63 60 80 50 98C40 80 26 63 10 50C26 37 40 20 50 2Z",
    "S": "M50 2C72 24 98 40 98 62C98 78 87 87 74 87C64 87 57 82 54 76C55 86 59 93 67 98"
    "L33 98C41 93 45 86 46 76C43 82 36 87 26 87C13 87 2 78 2 62C2 40 28 24 50 2Z",
    "C": "M50 4A21 21 0 1 1 49.9 4ZM27 39A21 21 0 1 1 26.9 39ZM73 39A21 21 0 1 1 72.9 39Z"
    "M46 58C46 78 42 90 33 98L67 98C58 90 54 78 54 58Z",
}


def suit_symbol(suit: str, cx: float, cy: float, size: float) -> str:
    scale = size / 100
    x, y = cx - size / 2, cy - size / 2
    return (
        f'<path transform="translate({x:g} {y:g}) scale({scale:g})" '
        f'fill="{SUIT_COLOURS[suit]}" d="{SUIT_PATHS[suit]}"/>'
    )


def glyph(fonts: Fonts, text: str, colour: str, cx: float, cy: float, height: float,
          max_width: float | None = None, kanji: bool = False) -> str:
    outline = fit(text_path(text, fonts.kanji if kanji else fonts.latin), cx, cy, height, max_width)
    return f'<path fill="{colour}" fill-rule="evenodd" d="{path_data(outline)}"/>'


def document(body: list[str], title: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">\n'
        f"<title>{title}</title>\n" + "\n".join(body) + "\n</svg>\n"
    )


def blank(fill: str = "#FFFFFF", stroke: str = "#9E9E9E") -> str:
    return (
        f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" rx="16" ry="16" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="3"/>'
    )


def corners(parts: list[str]) -> list[str]:
    """The corner index, top-left and (turned) bottom-right."""
    joined = "".join(parts)
    return [f"<g>{joined}</g>", f'<g transform="rotate(180 {WIDTH / 2:g} {HEIGHT / 2:g})">{joined}</g>']


def face(fonts: Fonts, rank: int, suit: str | None) -> str:
    colour = SUIT_COLOURS[suit] if suit else NEUTRAL
    text = RANKS[rank]
    is_court = rank >= 11
    corner = [glyph(fonts, text, colour, 30, 40, 36, max_width=42)]
    if suit:
        corner.append(suit_symbol(suit, 30, 84, 30))
    body = [blank(), *corners(corner)]
    if suit:
        if is_court:
            body.append(glyph(fonts, text, colour, 125, 138, 128, max_width=150))
            body.append(glyph(fonts, str(rank), MUTED, 125, 226, 30))
            body.append(suit_symbol(suit, 125, 281, 50))
        else:
            body.append(glyph(fonts, text, colour, 125, 150, 150, max_width=160))
            body.append(suit_symbol(suit, 125, 272, 56))
    elif is_court:
        body.append(glyph(fonts, text, colour, 125, 158, 160, max_width=160))
        body.append(glyph(fonts, str(rank), MUTED, 125, 276, 36))
    else:
        body.append(glyph(fonts, text, colour, 125, 175, 170, max_width=165))
    name = f"{suit or ''}{text}"
    return document(body, name)


def joker(fonts: Fonts, colour: str, title: str) -> str:
    letters = [glyph(fonts, letter, colour, 30, 26 + 19 * i, 15) for i, letter in enumerate("JOKER")]
    body = [blank(), *corners(letters)]
    body.append(glyph(fonts, "\u221e", colour, 125, 150, 92, max_width=170))
    body.append(glyph(fonts, "JOKER", colour, 125, 245, 30, max_width=150))
    return document(body, title)


def back(fonts: Fonts) -> str:
    body = [blank(BACK_BLUE, "#0E1F3A")]
    body.append(
        f'<rect x="14" y="14" width="{WIDTH - 28}" height="{HEIGHT - 28}" rx="10" ry="10" '
        'fill="none" stroke="#FFFFFF" stroke-width="3"/>'
    )
    # A lattice of small diamonds, drawn out (SVG Tiny, which QSvgRenderer reads, has no <pattern>).
    diamonds = []
    for row in range(14):
        for col in range(9):
            x = 33 + col * 23 + (11.5 if row % 2 else 0)
            y = 34 + row * 22
            if x > WIDTH - 30:
                continue
            if (x - WIDTH / 2) ** 2 + (y - HEIGHT / 2) ** 2 < 72**2:
                continue
            diamonds.append(f"M{x:g} {y - 6:g}L{x + 6:g} {y:g}L{x:g} {y + 6:g}L{x - 6:g} {y:g}Z")
    body.append(f'<path fill="#3D5D94" d="{"".join(diamonds)}"/>')
    body.append(f'<circle cx="{WIDTH / 2:g}" cy="{HEIGHT / 2:g}" r="58" fill="#FFFFFF"/>')
    body.append(glyph(fonts, "\u7d20", BACK_BLUE, WIDTH / 2, HEIGHT / 2, 70, kanji=True))
    return document(body, "back")


def main() -> int:
    fonts = load_fonts()
    out = RESOURCES / "cards"
    out.mkdir(parents=True, exist_ok=True)
    written = 0
    for suit in (*SUIT_COLOURS, None):
        for rank, text in RANKS.items():
            (out / f"{suit or ''}{text}.svg").write_text(face(fonts, rank, suit), encoding="utf-8")
            written += 1
    (out / "X.svg").write_text(joker(fonts, BLACK, "X"), encoding="utf-8")
    (out / "X_red.svg").write_text(joker(fonts, RED, "X (red)"), encoding="utf-8")
    (out / "back.svg").write_text(back(fonts), encoding="utf-8")
    print(f"wrote {written + 3} card images to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
