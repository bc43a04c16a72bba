"""Write the printed and phone words into the Qt catalog, and their Japanese back out.

    python packaging/build_word_catalog.py          # rewrite both generated files
    python packaging/build_word_catalog.py --check  # exit 1 if either is out of date

Each word (``daifugo_gui/words/printed.py``, ``phones.py``, ``review.py``) has its English as its value.
Qt's tools only see literal strings, so ``ui/widgets/word_text.py`` holds one literal
``QT_TRANSLATE_NOOP`` entry per word (``{name}`` written ``%1`` … as for the reason codes).
The reports, the web view and the review run without Qt, so ``words/japanese.py`` holds the Japanese
of every word, read from ``translations/daifugo_ja.ts`` (``%1`` back to ``{name}``).
``build_translations.py`` rewrites that table after every build, so after adding a word:
run this, then ``python packaging/build_translations.py``, and translate the new entries.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))

from build_translations import read_messages, ts_path  # noqa: E402
from catalog_block import catalog_block as shared_block  # noqa: E402

from daifugo_gui.ui.widgets.word_text import FAMILIES  # noqa: E402
from daifugo_gui.words.word import catalog_source, named  # noqa: E402

BLOCK_FILE = ROOT / "daifugo_gui" / "ui" / "widgets" / "word_text.py"
TABLE_FILE = ROOT / "daifugo_gui" / "words" / "japanese.py"
START = "CATALOG: dict[Word, str] = {\n"
END = "}\n"
TABLE_HEAD = '''"""The Japanese of every printed and phone word, for the Qt-free reports and web view.

Generated from translations/daifugo_ja.ts by packaging/build_word_catalog.py: do not edit;
translate in the catalog (docs/i18n.md) and run packaging/build_translations.py.
"""

from __future__ import annotations

{imports}
from daifugo_gui.words.word import Word

JAPANESE: dict[Word, str] = {{
'''


def catalog_block() -> str:
    return shared_block(START, END, FAMILIES, catalog_source)


def with_block(text: str) -> str:
    head, found, rest = text.partition(START)
    _, closed, tail = rest.partition("\n" + END)
    if not found or not closed:
        raise SystemExit(f"{BLOCK_FILE.relative_to(ROOT)}: no CATALOG block to rewrite")
    return head + catalog_block() + tail


def japanese_table(ts: Path | None = None) -> tuple[str, list[str]]:
    """The text of ``words/japanese.py`` from the Japanese catalog, and the words it
    lacks (untranslated in the catalog, or not in it yet: run build_translations.py)."""
    found = {(m.context, m.source): m.translations[0] for m in read_messages(ts or ts_path("ja")) if m.translated}
    imports = "\n".join(sorted(f"from {family.__module__} import {family.__name__}" for family, _ in FAMILIES))
    lines, missing = [TABLE_HEAD.format(imports=imports)], []
    for family, context in FAMILIES:
        for word in family:
            translation = found.get((context, catalog_source(word)))
            if translation is None:
                missing.append(f"[{context}] {catalog_source(word)!r} ({family.__name__}.{word.name})")
                continue
            lines.append(f"    {family.__name__}.{word.name}: {named(word, translation)!r},\n")
    lines.append(END)
    return "".join(lines), missing


def write_table() -> list[str]:
    """Rewrite ``words/japanese.py``; the words without Japanese (then left as it was)."""
    table, missing = japanese_table()
    if not missing:
        TABLE_FILE.write_text(table, encoding="utf-8")
    return missing


def stale() -> list[str]:
    """What is out of date, in words (empty when both files are current)."""
    problems = []
    if with_block(BLOCK_FILE.read_text(encoding="utf-8")) != BLOCK_FILE.read_text(encoding="utf-8"):
        problems.append(f"{BLOCK_FILE.relative_to(ROOT)}: the catalog block is not the words' English")
    table, missing = japanese_table()
    problems += [f"untranslated word {m}" for m in missing]
    if not missing and table != TABLE_FILE.read_text(encoding="utf-8"):
        problems.append(f"{TABLE_FILE.relative_to(ROOT)}: not what {ts_path('ja').name} says")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if out of date")
    args = parser.parse_args(argv)
    if args.check:
        problems = stale()
        print("\n".join(problems) or "word catalog current")
        return 1 if problems else 0
    BLOCK_FILE.write_text(with_block(BLOCK_FILE.read_text(encoding="utf-8")), encoding="utf-8")
    missing = write_table()
    for m in missing:
        print(f"no Japanese yet: {m}")
    if missing:
        print("run packaging/build_translations.py, translate these, then run this again")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
