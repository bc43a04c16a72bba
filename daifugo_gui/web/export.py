"""``daifugo web TOURNAMENT --export DIR``: the pages as static HTML, and the games as 数譜.

The folder gets ``index.html`` (a language choice), ``ja/`` and ``en/`` with the same
pages the server shows (standings, seating, results of every round, the crosstable or
bracket when the format has one), ``static/`` with the style sheet and script, and
``suhu/`` with one file per table in the community's block form (``### header`` then
the hands and turns, games of a match one after another). Every file is written to a
temporary name and renamed, so a reader never sees half a page. Names are made from
numbers only, and every path is checked to stay inside the folder.

A folder that holds anything but an earlier export is refused: the export replaces its
own files and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

import jinja2

from daifugo_gui.files import replace_atomically
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.suhu import from_record
from daifugo_gui.web.review_page import standalone_page
from daifugo_gui.web.pages import Renderer
from daifugo_gui.web.snapshot import EventSnapshot
from daifugo_gui.web.templates import ICON_SVG, LIVE_JS, SITE_CSS
from daifugo_gui.web.words import LANGS, words
from daifugo_gui.words import WebWord

MARKER = ".daifugo-web-export"
"""Left in an exported folder, so exporting again may replace what the last export wrote."""

_CHOICE = jinja2.Environment(autoescape=True).from_string(
    """<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ name }}</title><link rel="stylesheet" href="static/site.css"></head>
<body><h1>{{ name }}</h1><nav>{% for lang, label in langs %}<a href="{{ lang }}/index.html" lang="{{ lang }}">{{ label }}</a> {% endfor %}</nav></body></html>
"""
)


class ExportError(Exception):
    """The folder cannot take the export; the message says why in one line."""


@dataclass
class ExportResult:
    folder: Path
    pages: int = 0
    games: int = 0
    skipped: list[tuple[int, int, str]] = field(default_factory=list)  # (round, table, why)


def _write(folder: Path, relative: str, text: str) -> None:
    """``text`` into ``folder/relative`` in one step (files.replace_atomically: the folder
    is the export's own, marked, so nothing there needs the output check)."""
    path = (folder / relative).resolve()
    if folder not in path.parents:
        raise ExportError(f"{relative}: outside the export folder")
    path.parent.mkdir(parents=True, exist_ok=True)
    with replace_atomically(path, newline="\n") as out:
        out.write(text)


def check_folder(target: str | Path) -> Path:
    """The export folder, made if it is not there; refused if it is a file or holds
    other things than an earlier export."""
    folder = Path(target)
    if folder.exists() and not folder.is_dir():
        raise ExportError(f"{target}: is a file, not a folder")
    if folder.is_dir() and any(folder.iterdir()) and not (folder / MARKER).is_file():
        raise ExportError(f"{target}: the folder holds other files; export into an empty folder")
    if not folder.exists():
        if not folder.parent.is_dir():
            raise ExportError(f"{target}: folder {folder.parent} does not exist")
        folder.mkdir()
    return folder.resolve()


def _one_line(text: str) -> str:
    return " ".join(text.replace("|", "/").split())


def suhu_text(snap: EventSnapshot, round_number: int, table: int, records: Sequence[Mapping[str, Any]]) -> str:
    """A table's games (one, or a match's in order) in 数譜 block form, each header naming
    the event, round, table, game and players."""
    blocks = []
    for number, record in enumerate(records, start=1):
        written = from_record(record)
        players = " vs ".join(str(p) for p in record.get("players", []))
        # The corpus's header form: "event and match | game N | A vs B".
        written.title = " | ".join((_one_line(f"{snap.info.name} round {round_number} table {table}"),
                                    f"game {number}", _one_line(players)))
        blocks.append(written.text())
    return "".join(blocks)


DAMAGED = "damaged: the stored game record changed since it was written (its checksum does not match)"
"""Why a table's 数譜 is not exported when a stored record fails its check (issue 38)."""


def export_event(snap: EventSnapshot, target: str | Path,
                 match_records: Mapping[tuple[int, int], Sequence[Mapping[str, Any] | None]] | None = None,
                 ) -> ExportResult:
    """Write the pages and the games. ``match_records``: every game of each match by
    (round, table) (:func:`~daifugo_gui.tournament.match_records.read_match_records`;
    None for a damaged one); a table without is written from its stored game. A table
    with a damaged record is skipped as damaged, never written from a stand-in."""
    folder = check_folder(target)
    result = ExportResult(folder)
    renderer = Renderer()
    _write(folder, MARKER, "Written by daifugo web --export; exporting again replaces these files.\n")
    _write(folder, "static/site.css", SITE_CSS)
    _write(folder, "static/live.js", LIVE_JS)
    _write(folder, "static/icon.svg", ICON_SVG)
    _write(folder, "index.html", _CHOICE.render(name=snap.info.name, langs=[(x, words(x)[WebWord.LANG_NAME]) for x in LANGS]))
    pages: list[tuple[str, int | None, str]] = [
        ("standings", None, "index.html"), ("seating", None, "seating.html"), ("rounds", None, "rounds.html"),
    ]
    pages += [("round", r.number, f"round-{r.number}.html") for r in snap.rounds]
    # Every player's own page (issue 36): the names in the standings and seating lead there.
    pages += [("player", r.player_id, f"player-{r.player_id}.html") for r in snap.standings]
    if snap.has_crosstable:
        pages.append(("crosstable", None, "crosstable.html"))
    if snap.has_bracket:
        pages.append(("bracket", None, "bracket.html"))
    for lang in LANGS:
        for page, n, name in pages:
            _write(folder, f"{lang}/{name}", renderer.page(snap, page, lang, n=n, static=True, live=False))
            result.pages += 1
    for view in snap.rounds:
        for table in view.tables:
            games = list((match_records or {}).get((view.number, table.number), ()))
            if not games and table.game is not None:
                games = [None if table.game.damage is not None else table.game.record]
            if not games:
                continue
            records = [record for record in games if record is not None]
            if len(records) < len(games):
                result.skipped.append((view.number, table.number, DAMAGED))
                continue
            try:
                text = suhu_text(snap, view.number, table.number, records)
            except RecordError as exc:
                result.skipped.append((view.number, table.number, str(exc)))
                continue
            _write(folder, f"suhu/round-{view.number:02d}-table-{table.number:02d}.txt", text)
            result.games += 1
            _write_review(folder, renderer, view.number, table.number, table.game.record if table.game else None)
    return result


def _write_review(folder: Path, renderer: Renderer, round_number: int, table: int, record: Any) -> None:
    """A finished game's review with known hands, one page per language (issue 41)."""
    review = renderer.reviews.review(record)
    if review is None:
        return
    for lang in LANGS:
        title = words(lang).say(WebWord.TABLE_N, n=table) + " · " + words(lang).say(WebWord.ROUND_N, n=round_number)
        _write(folder, f"{lang}/review-round-{round_number:02d}-table-{table:02d}.html",
               standalone_page(review, lang, title))
