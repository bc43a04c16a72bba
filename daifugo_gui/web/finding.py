"""How the seat search finds a player (issue 36): by name or reading whatever the kana or
width, without accents ("Jose" finds José), and by the reading in Latin letters
("satou", "sato", "Satō" or "SATO HANAKO" find さとう はなこ).

A player's search key (each seating row's ``data-key``) holds the folded name, the
folded reading and the reading in Hepburn-style romaji; what is typed is folded the
same way on the server (:func:`search_key`) and on the phone (templates.LIVE_JS ``fold``)
and must appear somewhere in the key.
"""

from __future__ import annotations

import unicodedata

from daifugo_gui.tournament.reading_order import fold_kana


def search_key(text: str) -> str:
    """``text`` as searched: accents dropped, then folded as the tournament orders
    readings (NFKC, katakana read as hiragana, no spaces, case-folded)."""
    decomposed = unicodedata.normalize("NFKD", text)
    # Only Latin accents go: the kana voicing marks (U+3099, U+309A) stay, and NFKC
    # puts them back on their kana.
    plain = "".join(c for c in decomposed if not "\u0300" <= c <= "\u036f")
    return fold_kana(plain)


_ROWS = {
    "": "aiueo", "k": "かきくけこ", "s": "さしすせそ", "t": "たちつてと", "n": "なにぬねの",
    "h": "はひふへほ", "m": "まみむめも", "r": "らりるれろ", "g": "がぎぐげご", "z": "ざじずぜぞ",
    "d": "だぢづでど", "b": "ばびぶべぼ", "p": "ぱぴぷぺぽ",
}
_VOWELS = "aiueo"
_SYLLABLE: dict[str, str] = {}
for _consonant, _kana in _ROWS.items():
    if _consonant:
        for _vowel, _one in zip(_VOWELS, _kana):
            _SYLLABLE[_one] = _consonant + _vowel
_SYLLABLE.update({
    "あ": "a", "い": "i", "う": "u", "え": "e", "お": "o", "し": "shi", "ち": "chi", "つ": "tsu",
    "ふ": "fu", "じ": "ji", "ぢ": "ji", "づ": "zu", "や": "ya", "ゆ": "yu", "よ": "yo", "わ": "wa",
    "ゐ": "i", "ゑ": "e", "を": "o", "ん": "n", "ゔ": "vu", "ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e",
    "ぉ": "o", "ゃ": "ya", "ゅ": "yu", "ょ": "yo", "ゎ": "wa",
})
_SMALL_Y = {"ゃ": "a", "ゅ": "u", "ょ": "o"}


def romaji(reading: str) -> str:
    """A kana reading in Latin letters, Hepburn-style as people type it (さとう "satou",
    しょうへい "shouhei", きっと "kitto"); signs it does not know are left out."""
    kana = fold_kana(reading)
    out: list[str] = []
    double = False
    for i, c in enumerate(kana):
        if c == "っ":
            double = True
            continue
        if c in _SMALL_Y and out and i > 0 and kana[i - 1] in _SYLLABLE and kana[i - 1] not in _SMALL_Y:
            # きゃ kya, しゃ sha, ちゃ cha, じゃ ja: the consonant of the kana before.
            last = out.pop()
            stem = last[:-1]
            out.append((stem if stem.endswith(("sh", "ch", "j")) else stem + "y") + _SMALL_Y[c])
            continue
        syllable = _SYLLABLE.get(c)
        if syllable is None:
            double = False
            continue
        if double:
            syllable = ("t" if syllable.startswith("ch") else syllable[0]) + syllable
            double = False
        out.append(syllable)
    return "".join(out)


def player_key(name: str, reading: str) -> str:
    """What a seating row is searched by: also the romaji with long vowels written
    short, as passports and name cards have them (さとう "sato", ゆうき "yuki")."""
    latin = romaji(reading)
    short = latin.replace("ou", "o").replace("oo", "o").replace("uu", "u")
    parts = (search_key(name), search_key(reading), latin, short if short != latin else "")
    return " ".join(part for part in parts if part)
