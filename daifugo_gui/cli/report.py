"""``daifugo report INPUT --out FILE.pdf``: print a score sheet or standings.

A game record (JSON) gives its score sheet; a tournament (an SQLite file, or a server
URL such as ``postgresql://daifugo@192.168.0.10/tournament``, the password from the URL,
``PGPASSWORD`` or ``~/.pgpass``) gives its standings, or one round's results with
``--round N``. The tournament is only read: nothing is written to it. ``--blank`` prints a score sheet
to fill in by hand (INPUT may then be left out, or be a tournament to pre-print the
names of ``--round``/``--table``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from daifugo_gui.cli.common import CliError, bounded_int
from daifugo_gui.files import OutputKind, OutputRefused, check_output
from daifugo_gui.reports import (
    LANGS,
    SheetHeading,
    blank_score_sheet,
    game_score_sheet,
    standings_pdf,
)
from daifugo_gui.reports.standings import round_results_print, write_round_results
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.record import read_record_file
from daifugo_gui.tournament import RecordProblem, Tournament, TournamentError, summarize_record
from daifugo_gui.tournament.location import LocationError, is_server, public_url
from daifugo_gui.tournament.formats import format_of

SQLITE_MAGIC = b"SQLite format 3\x00"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("input", nargs="?", metavar="INPUT",
                        help="a game record (.json), a tournament file (SQLite) or a tournament server URL")
    parser.add_argument("--out", required=True, metavar="FILE.pdf", help="the PDF to write")
    parser.add_argument("--lang", choices=LANGS, default="ja", help="language of the labels")
    parser.add_argument("--blank", action="store_true",
                        help="a blank score sheet to fill in by hand")
    parser.add_argument("--seats", type=bounded_int("--seats", 2, 64), default=4, help="seats on a blank sheet (default 4)")
    parser.add_argument("--round", type=bounded_int("--round", 1, 100_000), metavar="N",
                        help="tournament: that round's results (with --blank: its table's names)")
    parser.add_argument("--table", type=bounded_int("--table", 1, 100_000), metavar="N", help="with --blank and --round: the table")
    parser.add_argument("--final", action="store_true", help="title the standings as final")
    parser.add_argument("--web-url", metavar="URL",
                        help="with --blank --round N --table N: the players' web view as phones reach it "
                             "(what `daifugo web` printed, e.g. http://192.168.1.20:8765/); each player's "
                             "own page goes on the sheet as a QR code")


def _is_sqlite(path: Path) -> bool:
    try:
        with path.open("rb") as fh:
            return fh.read(16) == SQLITE_MAGIC
    except OSError:
        return False


def _kind(path: Path, what: str) -> str:
    """"missing", "folder" or "file"; a name the system refuses (too long, a bad byte) is
    a CliError in words, not the OSError ``Path.exists`` raises for it."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return "missing"
    except NotADirectoryError:
        return "missing"
    except (OSError, ValueError) as exc:
        raise CliError(f"{what}: {getattr(exc, 'strerror', None) or exc}") from None
    import stat

    return "folder" if stat.S_ISDIR(mode) else "file"


def _check_out(out: str) -> Path:
    path = Path(out)
    if _kind(path, f"--out {out}") == "folder":
        raise CliError(f"--out {out}: is a folder, not a file")
    if _kind(path.parent, f"--out {out}") != "folder":
        raise CliError(f"--out {out}: folder {path.parent} does not exist")
    return path


def _web_url(args: argparse.Namespace) -> str | None:
    """The web view's address for the players' own codes, checked (issue 36): a code no
    phone could open must not be printed."""
    url: str | None = getattr(args, "web_url", None)
    if url is None:
        return None
    from urllib.parse import urlsplit

    from daifugo_gui.web.address import is_loopback

    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018  (a port that is no number raises here)
    except ValueError as exc:
        raise CliError(f"--web-url {url}: {exc}") from None
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
        raise CliError(f"--web-url {url}: give the address `daifugo web` printed, such as http://192.168.1.20:8765/")
    if is_loopback(url):
        raise CliError(f"--web-url {url}: {parts.hostname} is the phone itself to a phone that scans it; "
                       "serve with `daifugo web … --host 0.0.0.0` and give the address it prints")
    if not (args.blank and args.round is not None and args.table is not None):
        raise CliError("--web-url: only with --blank --round N --table N of a tournament (the players to print)")
    return url


def run(args: argparse.Namespace) -> dict[str, Any]:
    web_url = _web_url(args)
    out = _check_out(args.out)
    try:
        check_output(out, OutputKind.PDF, inputs=[args.input] if args.input else [])
    except OutputRefused as refused:
        raise CliError(f"--out {refused}") from None
    if args.input is None and not args.blank:
        raise CliError("report: give INPUT (a record or a tournament file), or --blank")
    if web_url is not None and args.input is None:
        raise CliError("--web-url: give the tournament whose players to print")
    if args.input is not None and is_server(args.input):
        try:
            return _from_tournament(args, args.input, out)
        except OSError as exc:
            raise CliError(f"--out {args.out}: {exc.strerror or exc}") from None
    source = Path(args.input) if args.input else None
    kind = _kind(source, args.input) if source is not None else None
    if kind == "missing":
        raise CliError(f"{args.input}: no such file")
    if kind == "folder":
        raise CliError(f"{args.input}: is a folder, not a file")
    try:
        if source is not None and _is_sqlite(source):
            return _from_tournament(args, source, out)
        if args.blank:
            if source is not None:
                raise CliError(f"{args.input}: --blank takes a tournament file or nothing")
            pages = blank_score_sheet(out, seats=_seats(args.seats), lang=args.lang)
            return {"out": str(out), "pages": pages, "kind": "blank_score_sheet"}
        return _from_record(args, out)
    except OSError as exc:
        raise CliError(f"--out {args.out}: {exc.strerror or exc}") from None


def _seats(n: int) -> int:
    if not 2 <= n <= 12:
        raise CliError(f"--seats {n}: a table has 2 to 12 seats")
    return n


def _from_record(args: argparse.Namespace, out: Path) -> dict[str, Any]:
    try:
        record = read_record_file(args.input)
    except RecordError as exc:
        # INPUT may be either kind of file: say that it is neither.
        raise CliError(str(exc).replace(": not JSON (", ": not JSON and not a tournament file (", 1)) from None
    try:
        summary = summarize_record(record)
    except RecordProblem as exc:
        raise CliError(f"{args.input}: {exc}") from None
    meta = record.get("meta") or {}
    heading = SheetHeading(
        tournament=str(meta.get("tournament", "")),
        round=meta.get("round") if isinstance(meta.get("round"), int) else None,
        table=meta.get("table") if isinstance(meta.get("table"), int) else None,
        judge=str(meta.get("judge", "")),
    )
    pages = game_score_sheet(out, summary, lang=args.lang, heading=heading,
                             settings=record.get("settings") or {})
    return {"out": str(out), "pages": pages, "kind": "score_sheet"}


def _from_tournament(args: argparse.Namespace, source: Path | str, out: Path) -> dict[str, Any]:
    if isinstance(source, str):
        source = public_url(source)  # in every message: never the password
    try:
        tournament = Tournament.open(args.input, read_only=True)
    except (TournamentError, LocationError) as exc:
        raise CliError(str(exc)) from None
    try:
        info = tournament.info()
        if args.blank:
            names: list[str] = []
            ids: list[int] = []
            if args.round is not None and args.table is not None:
                try:
                    seated = tournament.round(args.round).table(args.table).players
                except TournamentError as exc:
                    raise CliError(f"{source}: {exc}") from None
                names, ids = [p.name for p in seated], [p.id for p in seated]
            seats = len(names) if names else _seats(args.seats)
            heading = SheetHeading(info.name, args.round, args.table)
            web_url = getattr(args, "web_url", None)
            pages = blank_score_sheet(out, seats=seats, lang=args.lang, heading=heading,
                                      players=names, player_ids=ids, web_url=web_url)
            sheet: dict[str, Any] = {"out": str(out), "pages": pages, "kind": "blank_score_sheet"}
            if web_url:
                from daifugo_gui.reports.links import player_url

                sheet["own_pages"] = [player_url(web_url, pid) for pid in ids]
            return sheet
        if args.round is not None:
            try:
                # The tab's print reads the same data (its stage in the title, #26).
                data = round_results_print(tournament, args.round)
            except TournamentError as exc:
                raise CliError(f"{source}: {exc}") from None
            pages = write_round_results(out, data, lang=args.lang)
            done: dict[str, Any] = {"out": str(out), "pages": pages, "kind": "round_results"}
            # A stored record that fails its checksum is named, not printed as sound data.
            damaged = [t.game.damage.english() for t in data.view.tables if t.game is not None and t.game.damage is not None]
            if damaged:
                done["damaged"] = damaged
                for line in damaged:
                    print(f"daifugo: {line}", file=sys.stderr)
            return done
        rows = tournament.standings()
        pages = standings_pdf(out, rows, lang=args.lang, tournament=info.name,
                              final=args.final, knockout=format_of(info.format).prints_bracket_standings(),
                              tiebreaks=info.scoring.tiebreaks)
        return {"out": str(out), "pages": pages, "kind": "standings", "players": len(rows)}
    finally:
        tournament.close()
