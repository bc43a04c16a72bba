"""A family of words in one language, for the Qt-free reports, web pages and CLI."""

from __future__ import annotations

from typing import Generic, TypeVar

from daifugo_gui.words.japanese import JAPANESE
from daifugo_gui.words.word import Word

LANGS = ("ja", "en")

W = TypeVar("W", bound=Word)


class Wording(Generic[W]):
    """The words of ``family`` in ``lang``: ``wording[PrintWord.STANDINGS]`` is the text,
    with ``{name}`` placeholders for ``str.format`` (or :meth:`say`). Looked up by the
    member, so a misspelt word fails mypy (or at import), never on a page being printed."""

    def __init__(self, family: type[W], lang: str) -> None:
        if lang not in LANGS:
            raise ValueError(f"language {lang!r}: choose one of {', '.join(LANGS)}")
        self.family = family
        self.lang = lang

    def __getitem__(self, word: W) -> str:
        return word.template if self.lang == "en" else JAPANESE[word]

    def texts(self, *words: W) -> list[str]:
        """Several words at once (a table's heading)."""
        return [self[word] for word in words]

    def say(self, word: W, **values: object) -> str:
        """The word with its placeholders filled."""
        return self[word].format(**values)

    def by_name(self) -> dict[str, str]:
        """Every word by its lower-case name (``standings``), for templates, which
        cannot name a member; tests check every name a template uses exists."""
        return {word.name.lower(): self[word] for word in self.family}
