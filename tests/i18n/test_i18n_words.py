"""The printed and phone words: one source (issue 37 item 6).

Each word's English is its member's value (``daifugo_gui/words/printed.py``,
``phones.py``), its Japanese is in the Qt catalog, and the Qt-free reports and web view
read that Japanese from the generated ``words/japanese.py``. These tests fail when the
generated files lag behind, a word lacks a language, a translation's placeholders differ
from the English, or a template names a word there is not.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from daifugo_gui.tournament.standing_notes import PLACING, STAGE_KEYS
from daifugo_gui.tournament.scoring import TIEBREAKS
from daifugo_gui.ui.widgets.word_text import CATALOG, FAMILIES
from daifugo_gui.web.review_page import REVIEW_HTML
from daifugo_gui.web.templates import TEMPLATES
from daifugo_gui.analysis import review as analysed
from daifugo_gui.words import LANGS, PrintWord, WebWord, Word, Wording, phones, printed, review
from daifugo_gui.words.japanese import JAPANESE
from daifugo_gui.words.word import catalog_source, fields, named

ROOT = Path(__file__).resolve().parents[2]
ALL_WORDS: list[Word] = [word for family, _ in FAMILIES for word in family]

# English placeholders a Japanese translation may leave out, and why.
DROPPED: dict[Word, set[str]] = {
    PrintWord.PLACE_N: {"suffix"},  # "3rd place" / "3位": Japanese has no ordinal suffix
}


def _load_build_script():  # noqa: ANN202 - a script loaded as a module
    path = ROOT / "packaging" / "build_word_catalog.py"
    spec = importlib.util.spec_from_file_location("_packaging_build_word_catalog", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_generated_files_are_current() -> None:
    """A word added or reworded without running the build fails here, not on a print."""
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "build_word_catalog.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_check_sees_a_translation_changed_in_the_catalog(tmp_path: Path) -> None:
    build = _load_build_script()
    committed = (ROOT / "daifugo_gui" / "words" / "japanese.py").read_text(encoding="utf-8")
    table, missing = build.japanese_table()
    assert not missing and table == committed
    changed = tmp_path / "daifugo_ja.ts"
    shutil.copy(build.ts_path("ja"), changed)
    text = changed.read_text(encoding="utf-8")
    assert text.count("<translation>優勝: %1</translation>") >= 1
    changed.write_text(text.replace("<translation>優勝: %1</translation>", "<translation>優勝者: %1</translation>"),
                       encoding="utf-8")
    table, missing = build.japanese_table(changed)
    assert not missing and table != committed and "'優勝者: {name}'" in table
    # A word whose entry vanished from the catalog is reported, not written without Japanese.
    changed.write_text(text.replace("<source>Champion: %1</source>", "<source>Winner: %1</source>"),
                       encoding="utf-8")
    _table, missing = build.japanese_table(changed)
    assert any("PrintWord.BRACKET_CHAMPION" in m for m in missing)
    assert any("WebWord.CHAMPION" in m for m in missing)


def test_the_catalog_block_is_the_words_english() -> None:
    assert list(CATALOG) == ALL_WORDS
    for word in ALL_WORDS:
        assert CATALOG[word] == catalog_source(word)
        assert not re.search(r"\{\w+\}", CATALOG[word]), word


def test_every_word_has_both_languages_and_nothing_else_is_in_the_table() -> None:
    assert set(JAPANESE) == set(ALL_WORDS)
    for word in ALL_WORDS:
        assert JAPANESE[word].strip(), word
        assert word.template.strip(), word


def test_no_word_is_an_alias_of_another() -> None:
    """Two members of a family with the same English would be one member (an Enum alias),
    and one of them would print the other's Japanese."""
    for family, _ in FAMILIES:
        assert len(family.__members__) == len(list(family)), family


@pytest.mark.parametrize("word", ALL_WORDS, ids=lambda w: f"{type(w).__name__}.{w.name}")
def test_the_placeholders_agree_between_the_languages(word: Word) -> None:
    english, japanese = fields(word.template), fields(JAPANESE[word])
    assert japanese <= english, (word, japanese - english)
    assert english - japanese == DROPPED.get(word, set()), (word, english - japanese)
    values = {name: f"<{name}>" for name in english}
    for lang in LANGS:
        said = Wording(type(word), lang).say(word, **values)
        assert "{" not in said and "}" not in said, said
        for name in english - DROPPED.get(word, set()):
            assert f"<{name}>" in said, (word, lang, said)


def test_a_translation_with_a_placeholder_the_english_has_not_is_refused() -> None:
    assert named(PrintWord.MINUTES, "%1分") == "{n}分"
    with pytest.raises(ValueError, match="PrintWord.MINUTES: %2"):
        named(PrintWord.MINUTES, "%2分")
    assert named(PrintWord.STANDINGS, "順位{表}") == "順位{{表}}"  # a brace is text, not a field


def test_the_console_reads_the_same_japanese_as_the_prints(japanese) -> None:
    """The compiled catalog and the generated table say the same: Qt's translation of
    each word, placeholders named again, is the table's."""
    for word, context in ((w, c) for family, c in FAMILIES for w in family):
        translated = QCoreApplication.translate(context, catalog_source(word))
        assert named(word, translated) == JAPANESE[word], word
    assert QCoreApplication.translate("WebText", catalog_source(WebWord.TABLES_LEFT)) == "%2卓中%1卓が対局中です。"


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="language 'fr': choose one of ja, en"):
        Wording(PrintWord, "fr")


def test_every_id_the_tournament_hands_over_has_a_word() -> None:
    assert set(printed.TIE_BREAKS) == set(TIEBREAKS) == set(phones.TIE_BREAKS)
    # The placing table's note ("third_place #1") is a stage of its own on paper and phones.
    assert set(STAGE_KEYS) | {PLACING} == set(printed.STAGES) == set(phones.STAGES)
    # The standings template heads a tie-break's column with the word of its name.
    names = Wording(WebWord, "en").by_name()
    assert all(name in names for name in TIEBREAKS)
    # Why the review recommends a play: every RULE_* the analysis can give.
    rules = {value for name, value in vars(analysed).items() if name.startswith("RULE_")}
    assert len(rules) == 5 and set(review.RULES) == rules
    assert set(analysed.NOTES) <= set(review.SAID)


_TEMPLATE_NAME = re.compile(r"\bw\.(\w+)")
_TEMPLATE_INDEX = re.compile(r"\bw\[([^\]]+)\]")


def test_every_word_a_template_names_exists() -> None:
    """The templates read words by name (they cannot name a member); a misspelt name
    fails here rather than as an error on a phone."""
    names = Wording(WebWord, "ja").by_name()
    sources = [*TEMPLATES.values(), REVIEW_HTML]
    used = {name for source in sources for name in _TEMPLATE_NAME.findall(source)}
    assert len(used) > 40
    assert sorted(used - set(names)) == []
    # w[...] with a value: the tie-breaks (checked above). The file notice is a WebWord
    # member (web/snapshot.py), put in words before the template, so mypy checks it.
    assert {index for source in sources for index in _TEMPLATE_INDEX.findall(source)} == {"tb"}


def test_the_template_check_sees_a_misspelt_name() -> None:
    assert _TEMPLATE_NAME.findall("<h2>{{ w.standigns }}</h2>") == ["standigns"]
    assert "standigns" not in Wording(WebWord, "ja").by_name()


def test_the_layers_without_qt_read_their_japanese_without_qt() -> None:
    """With PySide6 made unimportable, the reports, the web pages and the review still have
    their Japanese: it comes from the generated table, never from Qt's translator."""
    code = (
        "import sys\n"
        "for name in ('PySide6', 'shiboken6', 'qasync'): sys.modules[name] = None\n"
        "import daifugo_gui.reports.standings, daifugo_gui.web.pages, daifugo_gui.analysis.review_text\n"
        "from daifugo_gui.words import PrintWord, ReviewWord, WebWord, Wording\n"
        "print(Wording(PrintWord, 'ja').say(PrintWord.ROUND_RESULTS, n=3),"
        " Wording(WebWord, 'ja')[WebWord.NOTE_CHAMPION], Wording(ReviewWord, 'ja')[ReviewWord.SUMMARY])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["第3回戦", "結果", "優勝", "まとめ"]
