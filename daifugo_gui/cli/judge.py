"""``daifugo judge FIELD [--factors TEXT] [--last VALUE --last-count N] [--revolution]``."""

from __future__ import annotations

import argparse
from typing import Any

from daifugo_gui.cli.common import CliError, bounded_int, whole_number
from daifugo_gui.rules.cards import CardTextError
from daifugo_gui.rules.judge import judge_play


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("field", metavar="FIELD", help='the field cards, e.g. "5 7" or "X=1 3"')
    parser.add_argument("--factors", metavar="TEXT", help='the factor field, e.g. "2 ^ 3 * 7"')
    parser.add_argument("--last", metavar="VALUE", help="the value to beat on the field")
    parser.add_argument("--last-count", metavar="N", type=bounded_int("--last-count", 1, 1000),
                        help="how many cards the last play had")
    parser.add_argument("--revolution", action="store_true", help="the table is in revolution")


def run(args: argparse.Namespace) -> dict[str, Any]:
    last_value = None
    if args.last is not None:
        last_value = whole_number(args.last, "--last", low=1)
        if args.last_count is None:
            raise CliError("--last needs --last-count (how many cards the last play had)")
    if args.last_count is not None:
        if args.last is None:
            raise CliError("--last-count needs --last (the value to beat)")
        if args.last_count < 1:
            raise CliError(f"--last-count must be at least 1, not {args.last_count}")
    try:
        judgement = judge_play(
            args.field,
            args.factors,
            last_value=last_value,
            last_count=args.last_count,
            revolution=args.revolution,
        )
    except CardTextError as bad:
        where = "--factors" if args.factors and _fails(args.field) is None else "FIELD"
        raise CliError(f"{where}: {bad}") from None
    return {
        "playable": judgement.playable,
        "verdict": judgement.verdict.value,
        "value": judgement.value,
        "penalty": judgement.penalty,
        "reason": judgement.reason,
        "code": judgement.why.code.name,
        "params": judgement.why.to_dict()["params"],
    }


def _fails(field: str) -> str | None:
    from daifugo_gui.rules.cards import parse_tokens

    try:
        parse_tokens(field)
    except CardTextError as bad:
        return str(bad)
    return None
