"""Write the user guides' key tables from the console's key map, so they cannot drift.

    python tools/guide_keys.py            # rewrite the tables in docs/guide.en.md and docs/guide.ja.md
    python tools/guide_keys.py --check    # change nothing; exit 1 if a table is out of date

Each guide marks its generated tables with ``<!-- keys:NAME -->`` … ``<!-- /keys:NAME -->``
(``turn``: judging a turn, §4; ``reference``: the keyboard reference, §8). The action
keys come from ``daifugo_gui.ui.widgets.keys.DEFAULT_KEYS``; the fixed keys below are
the console's own shortcuts, and tests/project/test_docs.py checks each one is a real shortcut
of the console (issue 28: the guides taught D / P / T / G long after the keys became
F5 / F6 / F8 / F9, and D and T started card text).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from daifugo_gui.ui.widgets.keys import DEFAULT_KEYS  # noqa: E402

GUIDES = {"en": ROOT / "docs" / "guide.en.md", "ja": ROOT / "docs" / "guide.ja.md"}

# (keys, English, Japanese). ``{draw}`` and the like are DEFAULT_KEYS' actions.
TURN_HEAD = {
    "en": ("The player…", "You press", "The console…"),
    "ja": ("プレイヤーが…", "押すキー", "コンソールの動作"),
}
TURN_ROWS: list[tuple[dict[str, str], dict[str, str], dict[str, str]]] = [
    (
        {"en": "draws from the deck (山札)", "ja": "山札から1枚引く"},
        {"en": "**{draw}**", "ja": "**{draw}**"},
        {"en": "gives them a card (counts it), keeps the clock running",
         "ja": "手札に1枚加える（枚数を数える）。時計は止めない"},
    ),
    (
        {"en": "plays cards to the field (場)", "ja": "場にカードを出す"},
        {"en": "type the cards (F2), then **Enter**", "ja": "カードを入力（F2）して **Enter**"},
        {"en": "judges the play", "ja": "判定する"},
    ),
    (
        {"en": "plays a composite with its factor field (素因数場)", "ja": "合成数出しで素因数場にも出す"},
        {"en": "type the field (F2), the factor field (F3), **Enter**",
         "ja": "場（F2）と素因数場（F3）を入力して **Enter**"},
        {"en": "checks the factorization", "ja": "素因数分解を確認する"},
    ),
    (
        {"en": "passes", "ja": "パスする"},
        {"en": "**{pass}**", "ja": "**{pass}**"},
        {"en": "passes the turn", "ja": "次の手番へ"},
    ),
    (
        {"en": "runs out of time", "ja": "時間切れになる"},
        {"en": "**{timeout}** (or the clock does it)", "ja": "**{timeout}**（または時計が自動で）"},
        {"en": "disqualifies (失格) or forces a pass, per D8", "ja": "D8 に従い失格または強制パス"},
    ),
    (
        {"en": "refused a play you point out only after the time ran out",
         "ja": "時間切れの後で「出せない」と指摘された"},
        {"en": "**{late_refusal}**", "ja": "**{late_refusal}**"},
        {"en": "a forced pass, not a disqualification (R14)", "ja": "失格ではなく強制パス（R14）"},
    ),
]

REFERENCE_HEAD = {"en": ("Key", "Action"), "ja": ("キー", "操作")}
# (key text, English, Japanese); each key is checked against the console's shortcuts.
REFERENCE_ROWS: list[tuple[str, str, str]] = [
    ("Ctrl+N", "New game", "新しいゲーム"),
    ("{start}", "Start play now (end the consideration time)", "対局開始（考慮時間を終える）"),
    ("", "", ""),  # the card keys: written per language below
    ("F2 / F3", "field / factor field", "場 / 素因数場"),
    ("Enter", "judge the play", "判定"),
    ("{draw} / {pass} / {timeout}", "draw / pass / time-out", "引く / パス / 時間切れ"),
    ("{late_refusal}", "late refusal: a forced pass, not a disqualification (R14)",
     "時間切れ後の「出せない」：失格ではなく強制パス（R14）"),
    ("{pause}", "pause or resume the clocks", "時計の一時停止・再開"),
    ("Ctrl+Z / Ctrl+Y", "undo / redo", "取り消し / やり直し"),
    ("Ctrl+S / Ctrl+O", "save record / open a record for replay", "棋譜を保存 / 棋譜を開いて再生"),
    ("Ctrl+Shift+D", "disqualify a player (judge's decision)", "プレイヤーを失格にする（判定員の判断）"),
    ("F11", "audience display", "観客用画面"),
    ("Esc", "leave a text field", "入力欄から抜ける"),
]
CARD_KEYS = {
    "en": ("card keys (A, 2–9, 1, J, Q, K, T, X, S/H/D/C)", "start typing a play"),
    "ja": ("カードのキー（A、2〜9、1、J、Q、K、T、X、S/H/D/C）", "カードの入力を始める"),
}
NOTE = {
    "en": "The action keys can be changed under **Game → Preferences… → Console keys**; "
    "a key that could start card text is refused.",
    "ja": "操作キーは **ゲーム → 設定… → コンソールのキー** で変更できます。"
    "カード入力の始まりになり得るキーは選べません。",
}


def _keys(template: str) -> str:
    return template.format(**DEFAULT_KEYS)


def _table(head: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def turn_table(language: str) -> str:
    rows = [(who[language], _keys(keys[language]), what[language]) for who, keys, what in TURN_ROWS]
    return _table(TURN_HEAD[language], rows)


def reference_keys() -> list[str]:
    """Every single key the reference table names, as written (``F5``, ``Ctrl+Z`` …)."""
    out: list[str] = []
    for keys, _en, _ja in REFERENCE_ROWS:
        out += [k.strip() for k in _keys(keys).split(" / ") if k.strip()]
    return out


def reference_table(language: str) -> str:
    rows = []
    for keys, en, ja in REFERENCE_ROWS:
        if not keys:
            rows.append(CARD_KEYS[language])
        else:
            rows.append((_keys(keys), en if language == "en" else ja))
    return _table(REFERENCE_HEAD[language], rows) + "\n\n" + NOTE[language]


BLOCKS = {"turn": turn_table, "reference": reference_table}


def render(text: str, language: str) -> str:
    """``text`` with every marked block replaced by its generated table."""
    for name, make in BLOCKS.items():
        pattern = re.compile(rf"(<!-- keys:{name} -->\n).*?(\n<!-- /keys:{name} -->)", re.DOTALL)
        if not pattern.search(text):
            raise SystemExit(f"guide.{language}.md has no <!-- keys:{name} --> block")
        table = make(language)
        text = pattern.sub(lambda m, table=table: m.group(1) + table + m.group(2), text)
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the guides' key tables from the key map.")
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a table is out of date")
    args = parser.parse_args(argv)
    stale = []
    for language, path in GUIDES.items():
        text = path.read_text(encoding="utf-8")
        fresh = render(text, language)
        if fresh != text:
            stale.append(path.name)
            if not args.check:
                path.write_text(fresh, encoding="utf-8")
    if args.check:
        print("out of date: " + ", ".join(stale) if stale else "key tables current")
        return 1 if stale else 0
    print("rewrote " + ", ".join(stale) if stale else "key tables already current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
