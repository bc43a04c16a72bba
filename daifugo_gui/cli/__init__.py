"""The ``daifugo`` command line (see CONTRACTS.md).

Each subcommand lives in its own module ``daifugo_gui.cli.<name>`` with
``add_arguments(parser)`` and ``run(args) -> dict``. Every subcommand prints one JSON
object with ``--json`` (and a readable summary without it). Bad input exits 2 with one
line on stderr and no traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from typing import Any, Sequence

from daifugo_gui.cli.common import CliError, UsageError

SUBCOMMANDS: dict[str, str] = {
    "judge": "Judge one play (verdict, value, penalty).",
    "replay": "Replay a game record and print the resulting state.",
    "tanhinmin": "Solve a two-player Tanhinmin position.",
    "hexad": "The hexad game and the S(5,6,12) labelings.",
    "maxprime": "The largest prime that uses every given card once.",
    "report": "Print a score sheet (game record) or standings (tournament) as PDF.",
}


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def _build_parser() -> tuple[_Parser, dict[str, Any]]:
    parser = _Parser(prog="daifugo", description="Prime Daifugo tools for judges and players.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    modules: dict[str, Any] = {}
    for name, help_text in SUBCOMMANDS.items():
        try:
            module = importlib.import_module(f"daifugo_gui.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"daifugo_gui.cli.{name}":
                raise
            continue
        sp = sub.add_parser(name, help=help_text, description=help_text)
        sp.add_argument("--json", action="store_true", help="print one JSON object")
        module.add_arguments(sp)
        modules[name] = module
    return parser, modules


def _print_human(result: dict[str, Any]) -> None:
    for key, value in result.items():
        if isinstance(value, (dict, list)):
            value = json.dumps(value, ensure_ascii=False)
        print(f"{key}: {value}")


def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser, modules = _build_parser()
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 2
        result = modules[args.command].run(args)
    except UsageError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except CliError as exc:
        print(f"daifugo: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("daifugo: interrupted", file=sys.stderr)
        return 130
    if getattr(args, "json", False):
        print(json.dumps(result, ensure_ascii=False))
    else:
        _print_human(result)
    return 0
