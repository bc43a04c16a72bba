"""Write the console's catalog of reason codes from their English templates.

    python packaging/build_reason_catalog.py          # rewrite the CATALOG block
    python packaging/build_reason_catalog.py --check  # exit 1 if it is out of date

Each reason code (``rules/reasons.py``: the engine's, ``tournament/reasons.py``: the
tournament's, ``app/reasons.py``: the console's autosave,
``analysis/reasons.py``: the research and prime tools') has its English template as its value. The console translates through
Qt, whose tools only see literal strings, so ``ui/widgets/reason_text.py`` holds one literal
``QT_TRANSLATE_NOOP`` entry per code, made from its template by
:func:`daifugo_gui.ui.widgets.reason_text.catalog_source`. After adding or rewording a code, run
this, then ``python packaging/build_translations.py`` and translate the new entries.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))

from catalog_block import catalog_block as shared_block  # noqa: E402

from daifugo_gui.ui.widgets.reason_text import FAMILIES, catalog_source  # noqa: E402

TARGET = ROOT / "daifugo_gui" / "ui" / "widgets" / "reason_text.py"
START = "CATALOG: dict[ReasonCode, str] = {\n"
END = "}\n"


def catalog_block() -> str:
    return shared_block(START, END, FAMILIES, catalog_source)


def rewritten(text: str) -> str:
    head, _, rest = text.partition(START)
    _, _, tail = rest.partition("\n" + END)
    return head + catalog_block() + tail


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if out of date")
    args = parser.parse_args(argv)
    text = TARGET.read_text(encoding="utf-8")
    new = rewritten(text)
    if args.check:
        return 0 if new == text else 1
    TARGET.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
