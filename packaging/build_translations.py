"""Build the translations: extract every tr() string, then compile the catalogs.

    python packaging/build_translations.py

1. ``pyside6-lupdate`` reads every ``.py`` under ``daifugo_gui/ui`` and ``daifugo_gui/app``
   and merges new or changed strings into ``translations/daifugo_ja.ts`` and
   ``translations/daifugo_en.ts`` (strings no longer in the code are dropped). The
   catalogs keep no source locations (``-locations none``): line numbers went stale with
   every edit and made each rebuild rewrite hundreds of lines (issue 28).
2. ``pyside6-lrelease`` compiles each ``.ts`` into ``daifugo_gui/translations/*.qm``,
   which ship inside the package.
3. ``daifugo_gui/words/japanese.py``, the Japanese of the printed and phone words for the
   Qt-free reports and web view, is rewritten from ``daifugo_ja.ts``
   (``build_word_catalog.py``).

Translate with Qt Linguist (``pyside6-linguist translations/daifugo_ja.ts``) or, without
a display, through a tab-separated file:

    python packaging/build_translations.py --export-unfinished ja todo.tsv
    (fill the last column of todo.tsv)
    python packaging/build_translations.py --apply ja todo.tsv

``translations/memory_ja.tsv`` (same columns) holds translations made ahead of the
code: strings of branches not merged yet. Every build fills unfinished messages from it,
so after a merge the one command above completes the catalog.

``--check`` changes nothing and exits 1 if a Japanese string is untranslated or a
``.qm`` is out of date (what tests/i18n/test_i18n_catalog.py checks). Both tools ship with
PySide6; English is the source language, so its catalog needs only plural forms.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "daifugo_gui" / "translations"
SOURCE_DIRS = (ROOT / "daifugo_gui" / "ui", ROOT / "daifugo_gui" / "app")
LANGUAGES = ("ja", "en")
SOURCE_LANGUAGE = "en"
CATALOG = "daifugo"
TS_HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    location: str
    translations: tuple[str, ...]
    finished: bool

    @property
    def translated(self) -> bool:
        return self.finished and bool(self.translations) and all(t.strip() for t in self.translations)


def tool(name: str) -> str:
    """A Qt tool shipped with PySide6: beside this Python first, then on PATH."""
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (it ships {name}) into this Python")
    return found


def ts_path(language: str) -> Path:
    return TS_DIR / f"{CATALOG}_{language}.ts"


def qm_path(language: str) -> Path:
    return QM_DIR / f"{CATALOG}_{language}.qm"


def sources() -> list[Path]:
    return sorted(p for folder in SOURCE_DIRS if folder.is_dir() for p in folder.rglob("*.py"))


def run(command: list[str]) -> str:
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"{Path(command[0]).name} failed:\n{result.stdout}{result.stderr}")
    return result.stdout


def update_ts(ts: Path, language: str, files: list[Path] | None = None) -> None:
    """Merge the current tr() strings into ``ts`` (created if missing)."""
    ts.parent.mkdir(parents=True, exist_ok=True)
    files = sources() if files is None else files
    run(
        [tool("pyside6-lupdate"), *map(str, files), "-ts", str(ts), "-source-language", SOURCE_LANGUAGE,
         "-target-language", language, "-no-obsolete", "-locations", "none", "-silent"]
    )


def release(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm), "-silent"])


def read_messages(ts: Path) -> list[Message]:
    messages = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("vanished", "obsolete"):
                continue
            forms = translation.findall("numerusform") if translation is not None else []
            texts = tuple(f.text or "" for f in forms) if forms else ((translation.text or "") if translation is not None else "",)
            where = message.find("location")
            location = f"{where.get('filename', '')}:{where.get('line', '')}" if where is not None else ""
            messages.append(
                Message(
                    context=name,
                    source=message.findtext("source", ""),
                    comment=message.findtext("comment", ""),
                    numerus=message.get("numerus") == "yes",
                    location=location,
                    translations=texts,
                    finished=kind != "unfinished",
                )
            )
    return messages


def untranslated(ts: Path, language: str) -> list[Message]:
    """Messages that still need a translator: all of them in Japanese, plurals in English."""
    needed = [m for m in read_messages(ts) if not m.translated]
    if language == SOURCE_LANGUAGE:
        needed = [m for m in needed if m.numerus]
    return needed


def fresh_copy_untranslated(language: str) -> list[Message]:
    """Run lupdate on a temporary copy of the committed .ts and list what it lacks.

    The memory is not consulted: what counts is what the committed catalog holds.
    """
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / ts_path(language).name
        if ts_path(language).is_file():
            shutil.copy(ts_path(language), copy)
        update_ts(copy, language)
        return untranslated(copy, language)


def qm_mismatches(language: str) -> list[str]:
    """Messages whose committed .qm translation differs from the committed .ts.

    Compared by looking every message up through QTranslator rather than byte for
    byte, so a catalog compiled by another Qt version's lrelease still counts as current.
    """
    from PySide6.QtCore import QTranslator

    qm = qm_path(language)
    if not qm.is_file():
        return [f"{qm.name} is missing"]
    translator = QTranslator()
    if not translator.load(str(qm)):
        return [f"{qm.name} cannot be loaded"]
    wrong = []
    for m in read_messages(ts_path(language)):
        comment = m.comment or None
        if not m.translated:
            expected = [""] * len(m.translations)
        else:
            expected = list(m.translations)
        counts = [1, 2] if m.numerus and len(expected) > 1 else [1]
        for form, n in zip(expected, counts):
            got = translator.translate(m.context, m.source, comment, n if m.numerus else -1)
            if got != form:
                wrong.append(f"[{m.context}] {m.source!r}: .qm has {got!r}, .ts has {form!r}")
    return wrong


def stale_qm(language: str) -> bool:
    """Whether the committed .qm does not say what the committed .ts says."""
    return bool(qm_mismatches(language))


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def _unescape(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append({"n": "\n", "t": "\t", "\\": "\\"}.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def export_unfinished(language: str, out: Path) -> int:
    """Write context, source, comment and an empty translation column (plural forms: ``|``)."""
    needed = untranslated(ts_path(language), language)
    with out.open("w", encoding="utf-8", newline="") as handle:
        for m in needed:
            handle.write("\t".join([_escape(m.context), _escape(m.source), _escape(m.comment), ""]) + "\n")
    return len(needed)


def memory_path(language: str) -> Path:
    return TS_DIR / f"memory_{language}.tsv"


def apply_translations(language: str, table: Path, only_unfinished: bool = False, ts: Path | None = None) -> int:
    """Set translations from a TSV made by --export-unfinished; returns how many were set.

    ``only_unfinished`` leaves translations already finished alone (the memory's use).
    """
    wanted: dict[tuple[str, str, str], str] = {}
    with table.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cells = line.split("\t")
            if len(cells) != 4:
                raise SystemExit(f"{table}:{number}: expected 4 tab-separated columns, found {len(cells)}")
            context, source, comment, translation = (_unescape(c) for c in cells)
            if translation.strip():
                wanted[(context, source, comment)] = translation
    ts = ts if ts is not None else ts_path(language)
    tree = ET.parse(ts)
    applied = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            key = (name, message.findtext("source", ""), message.findtext("comment", ""))
            if key not in wanted:
                continue
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            if only_unfinished and translation.get("type") != "unfinished" and (
                translation.text or translation.find("numerusform") is not None
            ):
                continue
            translation.attrib.pop("type", None)
            if message.get("numerus") == "yes":
                for form in list(translation):
                    translation.remove(form)
                translation.text = None
                for text in wanted[key].split("|"):
                    ET.SubElement(translation, "numerusform").text = text
            else:
                translation.text = wanted[key]
            applied += 1
    ts.write_text(TS_HEADER + ET.tostring(tree.getroot(), encoding="unicode") + "\n", encoding="utf-8")
    return applied


def build() -> int:
    for language in LANGUAGES:
        update_ts(ts_path(language), language)
        if memory_path(language).is_file():
            apply_translations(language, memory_path(language), only_unfinished=True)
            update_ts(ts_path(language), language)  # back to lupdate's own layout
        release(ts_path(language), qm_path(language))
        missing = untranslated(ts_path(language), language)
        total = len(read_messages(ts_path(language)))
        print(f"{language}: {total} strings, {len(missing)} untranslated -> {qm_path(language).relative_to(ROOT)}")
    # The Qt-free reports and web view read their words' Japanese from a table made of
    # this catalog (build_word_catalog.py): rewritten here so it never lags behind.
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from build_word_catalog import write_table

    for word in write_table():
        print(f"ja: printed/phone word without Japanese (daifugo_gui/words/japanese.py not rewritten): {word}")
    return 0


def check() -> int:
    problems = []
    for language in LANGUAGES:
        for m in fresh_copy_untranslated(language):
            problems.append(f"{language}: untranslated [{m.context}] {m.source!r} ({m.location})")
        if stale_qm(language):
            problems.append(f"{language}: {qm_path(language).relative_to(ROOT)} is out of date with its .ts")
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from build_word_catalog import stale

    problems += stale()
    print("\n".join(problems) or "translations complete and compiled")
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Extract, merge and compile the console's translations.")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is missing")
    group.add_argument("--export-unfinished", nargs=2, metavar=("LANG", "TSV"), help="list strings to translate")
    group.add_argument("--apply", nargs=2, metavar=("LANG", "TSV"), help="take translations from a TSV, then build")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    if args.export_unfinished:
        language, out = args.export_unfinished
        print(f"{export_unfinished(language, Path(out))} strings to translate written to {out}")
        return 0
    if args.apply:
        language, table = args.apply
        print(f"{apply_translations(language, Path(table))} translations applied to {ts_path(language).name}")
    return build()


if __name__ == "__main__":
    raise SystemExit(main())
