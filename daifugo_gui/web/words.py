"""Which language a phone asks for, and the pages' words in it.

The words themselves are :class:`~daifugo_gui.words.WebWord` members: their English in
``daifugo_gui/words/phones.py``, their Japanese in the Qt catalog that every other string
of the project is translated in (docs/i18n.md), read without Qt from the generated table.
"""

from __future__ import annotations

from daifugo_gui.words import LANGS, WebWord, Wording

__all__ = ["DEFAULT_LANG", "LANGS", "choose_lang", "words"]

DEFAULT_LANG = "ja"


def words(lang: str) -> Wording[WebWord]:
    """The pages' words in ``lang`` (Japanese for a language the pages do not speak)."""
    return Wording(WebWord, lang if lang in LANGS else DEFAULT_LANG)


def choose_lang(query_lang: str | None, accept_language: str | None) -> str:
    """``?lang=`` when it names a language we have, else the phone's first language we
    have by Accept-Language (its q-values respected), else Japanese."""
    if query_lang in LANGS:
        return str(query_lang)
    best: tuple[float, int, str] | None = None
    for index, part in enumerate((accept_language or "")[:500].split(",")):
        tag, _, params = part.strip().partition(";")
        primary = tag.strip().lower().split("-")[0]
        if primary not in LANGS:
            continue
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if q <= 0:
            continue
        if best is None or (q, -index) > (best[0], best[1]):
            best = (q, -index, primary)
    return best[2] if best else DEFAULT_LANG
