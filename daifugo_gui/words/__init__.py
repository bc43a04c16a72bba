"""The printed, phone and review words in English and Japanese, without Qt (docs/i18n.md).

One source: each word's English is its member's value (``printed.py``, ``phones.py``,
``review.py``),
its Japanese is in the Qt catalog translators fill (``translations/daifugo_ja.ts``), and
``japanese.py`` is generated from that catalog by ``packaging/build_word_catalog.py``.
"""

from daifugo_gui.words.phones import WebWord
from daifugo_gui.words.printed import PrintWord
from daifugo_gui.words.review import ReviewWord
from daifugo_gui.words.word import Word
from daifugo_gui.words.wording import LANGS, Wording

__all__ = ["LANGS", "PrintWord", "ReviewWord", "WebWord", "Word", "Wording"]
