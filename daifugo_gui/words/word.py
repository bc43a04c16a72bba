"""What a printed or phone word is: a key whose value is its English template.

The reports and the web pages run without Qt, yet their words are translated where every
other string of the project is, in the Qt catalogs (``translations/daifugo_ja.ts``).
A word is a member of a family (:class:`~daifugo_gui.words.printed.PrintWord`,
:class:`~daifugo_gui.words.phones.WebWord`); its value is the English with ``{name}``
placeholders. ``packaging/build_word_catalog.py`` writes each one as a literal catalog
entry (``%1``, ``%2`` … in order of first use, as for the reason codes) so lupdate sees
it, and reads the Japanese back out of the ``.ts`` into ``words/japanese.py``.
"""

from __future__ import annotations

import re
import string
from enum import Enum

_FIELD = re.compile(r"\{(\w+)\}")
_NUMBERED = re.compile(r"%(\d)")


class Word(Enum):
    """The base of every family of words. Deliberately not a ``str``: a word handed on
    where text is wanted would print its English on a Japanese page, and mypy says so."""

    @property
    def template(self) -> str:
        return str(self.value)


def parameter_names(word: Word) -> tuple[str, ...]:
    """The placeholders of the word's English, in order of first use."""
    seen: dict[str, None] = {}
    for match in _FIELD.finditer(word.template):
        seen.setdefault(match.group(1))
    return tuple(seen)


def catalog_source(word: Word) -> str:
    """The word as the Qt catalogs hold it: ``{name}`` → ``%1``, ``%2`` … in order of
    first use, so a translation may put them in any order."""
    names = parameter_names(word)
    return _FIELD.sub(lambda m: f"%{names.index(m.group(1)) + 1}", word.template)


def named(word: Word, translation: str) -> str:
    """A catalog translation of ``word`` with its ``%1`` … back as ``{name}``, ready for
    ``str.format`` like the English. ValueError for a number the English has not."""
    names = parameter_names(word)

    def put(match: re.Match[str]) -> str:
        index = int(match.group(1))
        if not 1 <= index <= len(names):
            raise ValueError(f"{type(word).__name__}.{word.name}: %{index} in {translation!r}, "
                             f"but the English has {len(names)} placeholder(s)")
        return "{" + names[index - 1] + "}"

    return _NUMBERED.sub(put, translation.replace("{", "{{").replace("}", "}}"))


def fields(template: str) -> set[str]:
    """The ``{name}`` fields ``str.format`` would fill in ``template``."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}
