"""The order of players by their reading (よみ), as a seating list and the hall display
use it: the way a player looks for their own name.

The rule:

1. A player with a reading sorts by it, normalised: NFKC first (half-width ｶﾀｶﾅ becomes
   full-width カタカナ, full-width Ｌａｔｉｎ becomes Latin), katakana folded to hiragana
   (サトウ, ｻﾄｳ and さとう read alike), spaces dropped (やまだ たろう = やまだたろう) and
   Latin letters case-folded.
2. A player without a reading whose name is written in kana only is their own reading
   (アリス sorts as ありす, among the readings).
3. Everyone else without a reading (a name in kanji or Latin letters) comes after all
   readings, in the order of their normalised name: Latin names alphabetically, then names
   in kanji. A kanji's code point says nothing about how it is read, so such players are
   not mixed into the kana order; giving them a reading puts them in their place.

Equal keys are ordered by name, so the order never depends on the input's order.
"""

from __future__ import annotations

import unicodedata

_KATAKANA_FIRST, _KATAKANA_LAST = 0x30A1, 0x30F6  # ァ … ヶ: each has a hiragana 0x60 below
_KANA_SIGNS = "ー・゛゜ゝゞヽヾ"  # the long-vowel mark and the like, written in kana names too


def fold_kana(text: str) -> str:
    """``text`` normalised for ordering: NFKC, katakana as hiragana, no spaces, case-folded."""
    normal = unicodedata.normalize("NFKC", text)
    folded = "".join(
        chr(ord(c) - 0x60) if _KATAKANA_FIRST <= ord(c) <= _KATAKANA_LAST else c
        for c in normal if not c.isspace()
    )
    return folded.casefold()


def is_kana(text: str) -> bool:
    """True when ``text`` (normalised) is hiragana, katakana and kana signs only."""
    folded = fold_kana(text)
    return bool(folded) and all("\u3041" <= c <= "\u309f" or c in _KANA_SIGNS for c in folded)


def reading_key(name: str, reading: str) -> tuple[int, str, str]:
    """The sort key of a player (see the module's rule): group, normalised text, name."""
    if reading.strip():
        return (0, fold_kana(reading), name)
    if is_kana(name):
        return (0, fold_kana(name), name)
    folded = fold_kana(name)
    latin_first = 0 if folded[:1].isascii() else 1
    return (1 + latin_first, folded, name)
