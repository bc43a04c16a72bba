"""``daifugo maxprime CARDS``: the largest prime that uses every given card once."""

from __future__ import annotations

import argparse

from daifugo_gui.analysis.cancel import CancelToken, Cancelled
from daifugo_gui.analysis.maxprime import max_prime
from daifugo_gui.cli.common import CliError
from daifugo_gui.rules.cards import CardTextError, parse_cards


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "cards",
        nargs="+",
        metavar="CARDS",
        help='the cards, as card text ("SK 7 X 10" or SK 7 X 10); jokers choose their values',
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=None,
        metavar="SECONDS",
        help="give up after this many seconds (default: search until done)",
    )


def run(args: argparse.Namespace) -> dict[str, str | None]:
    text = " ".join(args.cards)
    try:
        cards = parse_cards(text)
    except CardTextError as exc:
        raise CliError(f"CARDS: {exc}") from None
    if not cards:
        raise CliError("CARDS: no cards given")
    if args.timeout is not None and args.timeout <= 0:
        raise CliError(f"--timeout must be positive, not {args.timeout}")
    try:
        result = max_prime(cards, CancelToken(timeout=args.timeout))
    except Cancelled:
        raise CliError(f"no answer within --timeout {args.timeout} s") from None
    return result.as_contract()
