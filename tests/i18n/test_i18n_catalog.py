"""Translations (issue 8): every string in Japanese, compiled catalogs current, glossary terms used."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"

# (context, English source) pairs allowed to leave a checked glossary term out of the
# Japanese, with the reason. Keep it short.
GLOSSARY_EXEMPT: dict[tuple[str, str], str] = {
    ("NewGameDialog", "Not enough cards: %1 players × %2 > %3. Add a deck or deal fewer."):
        "'a deck' is a pack of cards (トランプ1組) here, not the draw pile (山札)",
    ("SettingsForm", "D1 Jokers per deck"): "'deck' is a pack of cards here (1組あたり), not the draw pile",
    # The printed form keeps the name it has always had on paper (成績表, 成績記入用紙); the
    # console's スコアシート names the screen that fills it.
    ("PrintText", "Score sheet"): "the printed form's own name, 成績表",
    ("PrintText", "Score sheet (to fill in by hand)"): "the blank printed form, 成績記入用紙",
    ("PrintText", "Score sheet: round %1, table %2"): "the printed form's own name, 成績表",
    ("PrintText", "Score sheet to fill in: round %1, table %2"): "the blank printed form, 成績記入用紙",
}


def _load_build_script():
    path = ROOT / "packaging" / "build_translations.py"
    spec = importlib.util.spec_from_file_location("_packaging_build_translations", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


build = _load_build_script()


def _report(messages) -> str:
    return "\n".join(f"  [{m.context}] {m.source!r}" for m in messages)


def test_every_string_in_the_code_is_translated_into_japanese() -> None:
    """lupdate on a temporary copy of daifugo_ja.ts: nothing new, nothing unfinished or empty."""
    missing = build.fresh_copy_untranslated("ja")
    assert not missing, (
        f"{len(missing)} string(s) lack a Japanese translation; run "
        "`python packaging/build_translations.py`, translate, and build again:\n" + _report(missing)
    )


def test_english_plural_forms_are_filled() -> None:
    missing = build.fresh_copy_untranslated("en")
    assert not missing, "English plural forms missing:\n" + _report(missing)


@pytest.mark.parametrize("language", ["ja", "en"])
def test_committed_catalog_is_compiled_from_its_ts(language: str) -> None:
    assert build.ts_path(language).is_file()
    assert not build.stale_qm(language), (
        f"{build.qm_path(language).name} is out of date: run `python packaging/build_translations.py`"
    )


@pytest.mark.parametrize("language", ["ja", "en"])
def test_catalogs_keep_no_source_locations(language: str) -> None:
    """Issue 28: line numbers in the .ts files went stale with every edit, and each
    rebuild rewrote hundreds of them; the catalogs are keyed by context and text alone."""
    text = build.ts_path(language).read_text(encoding="utf-8")
    assert "<location" not in text
    script = (ROOT / "packaging" / "build_translations.py").read_text(encoding="utf-8")
    assert '"-locations", "none"' in script


def test_catalog_is_not_empty_and_matches_the_code() -> None:
    """The committed .ts knows exactly the strings the code has (no stale leftovers)."""
    committed = {(m.context, m.source) for m in build.read_messages(build.ts_path("ja"))}
    assert committed, "daifugo_ja.ts holds no strings"
    import shutil
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "daifugo_ja.ts"
        shutil.copy(build.ts_path("ja"), copy)
        build.update_ts(copy, "ja")
        fresh = {(m.context, m.source) for m in build.read_messages(copy)}
    assert fresh == committed, (
        f"new: {sorted(fresh - committed)}\ngone: {sorted(committed - fresh)}\n"
        "run `python packaging/build_translations.py`"
    )


def _glossary() -> list[tuple[str, str]]:
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 4 and cells[3] == "✓":
            japanese = cells[1].split("/")[0].strip()
            rows.append((cells[0], japanese))
    return rows


def test_glossary_parses() -> None:
    terms = dict(_glossary())
    assert terms["prime judge"] == "素数判定員"
    assert terms["factor field"] == "素因数場"
    assert terms["Grothendieck cut"] == "グロタンカット"
    assert len(terms) >= 20


def test_japanese_uses_the_glossary() -> None:
    wrong = []
    for m in build.read_messages(build.ts_path("ja")):
        if not m.translated or (m.context, m.source) in GLOSSARY_EXEMPT:
            continue
        for english, japanese in _glossary():
            if re.search(rf"(?<![A-Za-z]){re.escape(english)}(?![A-Za-z])", m.source, re.IGNORECASE):
                if not all(japanese in t for t in m.translations):
                    wrong.append(f"  [{m.context}] {m.source!r} -> {m.translations} lacks {japanese} ({english})")
    assert not wrong, "translations not using the glossary (docs/glossary.md):\n" + "\n".join(wrong)


def test_tsv_round_trip_keeps_tabs_and_newlines() -> None:
    text = "a\tb\nc\\d"
    assert build._unescape(build._escape(text)) == text
    assert "\t" not in build._escape(text) and "\n" not in build._escape(text)


def test_a_stale_catalog_is_noticed(tmp_path: Path, monkeypatch) -> None:
    """Edit a translation in the .ts without recompiling: the check names the message."""
    ts = tmp_path / "daifugo_ja.ts"
    qm = tmp_path / "daifugo_ja.qm"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ja">\n'
        "<context><name>Clock</name><message><source>Pass</source><translation>パス</translation></message>"
        "</context>\n</TS>\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(build, "ts_path", lambda language: ts)
    monkeypatch.setattr(build, "qm_path", lambda language: qm)
    build.release(ts, qm)
    assert build.qm_mismatches("ja") == []
    ts.write_text(ts.read_text(encoding="utf-8").replace("パス", "パスする"), encoding="utf-8")
    assert build.qm_mismatches("ja") == ["[Clock] 'Pass': .qm has 'パス', .ts has 'パスする'"]
    qm.unlink()
    assert build.stale_qm("ja")
