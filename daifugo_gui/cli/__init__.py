"""The ``daifugo`` command line (see docs/contracts.md).

Each subcommand lives in its own module ``daifugo_gui.cli.<name>`` with
``add_arguments(parser)`` and ``run(args) -> dict``. Every subcommand prints one JSON
object with ``--json`` (and a readable summary without it). Bad input exits 2 with one
line on stderr and no traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import sys
from pathlib import Path
from typing import Any, Sequence

from daifugo_gui.cli.common import CliError, UsageError
from daifugo_gui.paths import MissingShippedFile

SUBCOMMANDS: dict[str, tuple[str, str]] = {
    # name: (module imported only when this subcommand runs, help text). Start-up cost is
    # paid per subcommand: `judge` must not load reportlab, SQLAlchemy or sympy.
    "judge": ("daifugo_gui.cli.judge", "Judge one play (verdict, value, penalty)."),
    "replay": ("daifugo_gui.cli.replay", "Replay a game record and print the resulting state."),
    "tanhinmin": ("daifugo_gui.cli.tanhinmin", "Solve a two-player Tanhinmin position."),
    "hexad": ("daifugo_gui.cli.hexad", "The hexad game and the S(5,6,12) labelings."),
    "maxprime": ("daifugo_gui.cli.maxprime", "The largest prime that uses every given card once."),
    "report": ("daifugo_gui.cli.report", "Print a score sheet (game record) or standings (tournament) as PDF."),
    "review": ("daifugo_gui.cli.review", "Review a finished game with known hands: every decision, the plays there were."),
    "convert": ("daifugo_gui.cli.convert", "Convert between the community notation (数譜) and game records."),
    "server": ("daifugo_gui.cli.server", "Run a PostgreSQL server for an event's shared tournament."),
    "web": ("daifugo_gui.cli.web", "Serve a tournament read-only to players' phones, or export it as HTML."),
}


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def _requested(argv: Sequence[str]) -> str | None:
    """The subcommand named on the command line (the first word that is not an option)."""
    for word in argv:
        if not word.startswith("-"):
            return word if word in SUBCOMMANDS else None
    return None


def _build_parser(argv: Sequence[str]) -> tuple[_Parser, Any]:
    """Every subcommand is listed; only the requested one's module is imported."""
    parser = _Parser(prog="daifugo", description="Prime Daifugo tools for judges and players.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--debug", action="store_true", help="on an internal error, print the traceback (also DAIFUGO_DEBUG=1)"
    )
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    wanted = _requested(argv)
    module = None
    for name, (module_path, help_text) in SUBCOMMANDS.items():
        sp = sub.add_parser(name, help=help_text, description=help_text)
        if name != wanted:
            continue
        sp.add_argument("--json", action="store_true", help="print one JSON object")
        module = importlib.import_module(module_path)
        module.add_arguments(sp)
    return parser, module


_ARGV: list[str] = []


def _masked(message: str) -> str:
    """The message without any password a server URL on the command line carries: a
    driver's or a parser's words may echo the URL they were given."""
    servers = [word for word in _ARGV if "://" in word]
    if not servers:
        return message
    from daifugo_gui.tournament.location import public_url, without_secrets

    for url in servers:
        message = without_secrets(message.replace(url, public_url(url)), url)
    return message


def _one_line(message: str, limit: int = 300) -> str:
    """The message as one readable line: no newlines, no password, and an echoed
    5,000-character file name or token cut in the middle (the start and the reason at the
    end stay)."""
    line = " ".join(_masked(message).split())
    if len(line) <= limit:
        return line
    return line[: limit // 2] + " … " + line[-(limit // 2 - 3) :]


def _report_internal_error(exc: Exception, debug: bool) -> None:
    """Log the traceback, then say in one line which version failed, where the details
    are and where to report it; with --debug or DAIFUGO_DEBUG=1 the traceback too."""
    from daifugo_gui import diagnostics

    info = (type(exc), exc, exc.__traceback__)
    logged_to = diagnostics.start_logging("daifugo")
    if logged_to is not None:
        # a server URL on the command line may carry a password: never into the log
        diagnostics.log_crash(info, _masked("daifugo " + " ".join(sys.argv[1:]))[:300])
    if debug or diagnostics.debug_requested():
        print(_masked(diagnostics.traceback_text(info)), file=sys.stderr, end="")
    print(_masked(diagnostics.internal_error_line("daifugo", exc, logged_to)), file=sys.stderr)


def _print_human(result: dict[str, Any]) -> None:
    for key, value in result.items():
        if isinstance(value, (dict, list)):
            value = json.dumps(value, ensure_ascii=False)
        print(f"{key}: {value}")


def _document_on_standard_output(args: argparse.Namespace) -> bool:
    from daifugo_gui.files import is_standard_output

    out = getattr(args, "out", None)
    return isinstance(out, (str, Path)) and is_standard_output(out)


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):
        # A console in another code page cannot show every name: escape, never crash.
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        words = list(sys.argv[1:] if argv is None else argv)
        _ARGV[:] = words
        parser, module = _build_parser(words)
        args = parser.parse_args(words)
        if args.version:
            from daifugo_gui import build_version

            print(f"daifugo {build_version()}")
            return 0
        if args.command is None or module is None:
            parser.print_help()
            return 2
        result = module.run(args)
        if result is None or isinstance(result, int):  # the subcommand printed its own output
            return result or 0  # (convert; an int is its exit status: convert --check)
    except UsageError as exc:
        print(_one_line(str(exc)), file=sys.stderr)
        return 2
    except CliError as exc:
        print(_one_line(f"daifugo: {exc}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("daifugo: interrupted", file=sys.stderr)
        return 130
    except RecursionError:
        print("daifugo: the input is nested too deeply to read", file=sys.stderr)
        return 2
    except MemoryError:
        print("daifugo: the input is too large to handle", file=sys.stderr)
        return 2
    except MissingShippedFile as exc:  # a damaged install, not a bug: "reinstall" (issue 40)
        from daifugo_gui import diagnostics

        if diagnostics.start_logging("daifugo") is not None:
            diagnostics.log.error("%s", exc)
        print(_one_line(f"daifugo: {exc}"), file=sys.stderr)
        return 70
    except Exception as exc:  # a bug, not bad input: one line naming the log, no traceback
        _report_internal_error(exc, "--debug" in words)
        return 70
    try:
        # With the document on standard output the summary goes to stderr, not into it.
        with contextlib.redirect_stdout(sys.stderr if _document_on_standard_output(args) else sys.stdout):
            if getattr(args, "json", False):
                print(json.dumps(result, ensure_ascii=False))
            else:
                _print_human(result)
        sys.stdout.flush()
    except BrokenPipeError:  # `daifugo … | head`: the reader has all it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
