"""The tables the analysis tabs show, as CSV, JSON or tab-separated text (issue 29).

Pure Python: the tab hands over what it shows (the header texts and each row's cell
texts, in the order on screen) and gets text back to copy or to write. The widgets stay
thin: they read their cells and pass them here.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass

from daifugo_gui.files import formula_safe


@dataclass(frozen=True)
class ShownTable:
    """A table as shown: ``headers`` and ``rows`` of cell texts (rows may be shorter)."""

    title: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]

    def padded_rows(self) -> list[list[str]]:
        width = max([len(self.headers), *(len(row) for row in self.rows)], default=0)
        return [list(row) + [""] * (width - len(row)) for row in self.rows]


def to_csv(table: ShownTable) -> str:
    """RFC 4180 CSV (CRLF line ends, quotes where needed), the header row first; a cell a
    spreadsheet would run as a formula is written as text (files.formula_safe, issue 38)."""
    out = io.StringIO()
    writer = csv.writer(out)
    if table.headers:
        writer.writerow([formula_safe(c, keep_numbers=True) for c in table.headers])
    writer.writerows([formula_safe(c, keep_numbers=True) for c in row] for row in table.padded_rows())
    return out.getvalue()


def to_tsv(table: ShownTable) -> str:
    """Tab-separated lines for the clipboard (spreadsheets paste them into cells), formulas
    neutralised as in the CSV."""
    def clean(cell: str) -> str:
        return formula_safe(cell.replace("\t", " ").replace("\r", " ").replace("\n", " "), keep_numbers=True)

    lines = ["\t".join(clean(c) for c in table.headers)] if table.headers else []
    lines += ["\t".join(clean(c) for c in row) for row in table.padded_rows()]
    return "\n".join(lines) + "\n"


def to_json(table: ShownTable) -> str:
    """``{"title": …, "columns": [...], "rows": [[...], …]}``: the cells as shown, as text."""
    data = {"title": table.title, "columns": list(table.headers), "rows": table.padded_rows()}
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


FORMATS = {"csv": to_csv, "json": to_json, "tsv": to_tsv}


def export_text(table: ShownTable, fmt: str) -> str:
    """The table in ``fmt`` ("csv", "json" or "tsv")."""
    try:
        return FORMATS[fmt](table)
    except KeyError:
        raise ValueError(f"unknown table format {fmt!r} (csv, json or tsv)") from None
