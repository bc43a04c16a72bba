"""Files in and out: players from CSV, standings to CSV and JSON."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from daifugo_gui.files import OutputKind, atomic_output, formula_safe, write_output
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.scoring import StandingRow
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.tournament.reasons import TournamentCode as TC, at

if TYPE_CHECKING:
    from daifugo_gui.tournament.views import TournamentInfo

# Header spellings an organiser's spreadsheet may use, English or Japanese.
HEADERS = {
    "name": ("name", "player", "名前", "氏名", "プレイヤー"),
    "reading": ("reading", "kana", "よみ", "読み", "ふりがな", "フリガナ", "よみがな"),
    "affiliation": ("affiliation", "club", "team", "所属", "チーム"),
}

STANDINGS_COLUMNS = (
    "place",
    "name",
    "reading",
    "affiliation",
    "points",
    "games",
    "wins",
    "rank_sum",
    "rank_score",
    "head_to_head",
    "opposition",
    "largest_prime",
    "byes",
)


class PlayerRow(list):  # type: ignore[type-arg]
    """(name, reading, affiliation) remembering its line in the file, for messages."""

    line: int = 0


def read_players_csv(path: str | Path) -> list[PlayerRow]:
    name = str(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise TournamentError(at(name, TC.NO_SUCH_FILE)) from None
    except OSError as exc:
        raise TournamentError(at(name, Reason.of(Code.VERBATIM, text=str(exc.strerror)))) from None
    text = _decode(raw, name)
    reader = csv.reader(text.splitlines())
    try:
        return _player_rows(reader, name)
    except csv.Error as exc:
        # A field over the csv module's limit, a NUL byte: one sentence naming the line.
        line = reader.line_num
        if "field larger than field limit" in str(exc):
            raise TournamentError(at(name, TC.CSV_FIELD_TOO_LONG, line=line, limit=csv.field_size_limit())) from None
        raise TournamentError(at(name, TC.CSV_UNREADABLE, line=line, detail=str(exc)[:80])) from None


def _player_rows(reader: Any, name: str) -> list[PlayerRow]:
    try:
        header = next(reader)
    except StopIteration:
        raise TournamentError(at(name, TC.EMPTY_FILE)) from None
    columns: dict[str, int] = {}
    for index, cell in enumerate(header):
        key = cell.strip().lower()
        for field_name, spellings in HEADERS.items():
            if key in spellings and field_name not in columns:
                columns[field_name] = index
    if "name" not in columns:
        raise TournamentError(at(name, TC.NO_NAME_COLUMN, header=", ".join(header) or "empty"))
    rows: list[PlayerRow] = []
    for cells in reader:
        line = reader.line_num
        if not any(c.strip() for c in cells):
            continue
        row = PlayerRow(
            cells[columns[f]].strip() if f in columns and columns[f] < len(cells) else ""
            for f in ("name", "reading", "affiliation")
        )
        row.line = line
        rows.append(row)
    return rows


def _decode(raw: bytes, name: str) -> str:
    """UTF-8 (with or without Excel's BOM), else Shift_JIS as Japanese Excel saves CSV."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        first_bad = exc.start
    try:
        return raw.decode("cp932")
    except UnicodeDecodeError:
        raise TournamentError(at(name, TC.NOT_TEXT, byte=first_bad)) from None


def spreadsheet_safe(value: object) -> object:
    """A text cell a spreadsheet will not run (:func:`daifugo_gui.files.formula_safe`), so a
    player named ``=HYPERLINK(…)`` shows as that text. Numbers pass as they are (a
    negative score stays a number)."""
    return formula_safe(value) if isinstance(value, str) else value


def write_standings_csv(path: str | Path, rows: Sequence[StandingRow], *, inputs: Sequence[str | Path] = ()) -> Path:
    """Standings as CSV, UTF-8 with a byte-order mark: Excel on Japanese Windows reads
    BOM-less UTF-8 as Shift_JIS and shows the names garbled."""
    out = Path(path)
    rounds = max((len(r.round_ranks) for r in rows), default=0)
    with atomic_output(out, OutputKind.CSV, inputs=inputs, encoding="utf-8-sig", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(list(STANDINGS_COLUMNS) + [f"R{i}" for i in range(1, rounds + 1)] + ["note"])
        for row in rows:
            data = row.to_dict()
            writer.writerow(
                [("" if data[c] is None else spreadsheet_safe(data[c])) for c in STANDINGS_COLUMNS]
                + ["" if r is None else ("bye" if r == 0 else r) for r in row.round_ranks]
                + [spreadsheet_safe(row.note)]
            )
    return out


def write_standings_json(
    path: str | Path, info: TournamentInfo, rounds: int, rows: Sequence[StandingRow], *,
    inputs: Sequence[str | Path] = (),
) -> Path:
    out = Path(path)
    payload = {
        "tournament": info.name,
        "format": info.format,
        "rounds": rounds,
        "scoring": info.scoring.to_dict(),
        "standings": [row.to_dict() for row in rows],
    }
    write_output(out, json.dumps(payload, ensure_ascii=False, indent=1), OutputKind.JSON, inputs=inputs)
    return out
