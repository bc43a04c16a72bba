"""``daifugo maxprime CARDS``: the largest prime that uses every given card once."""

from __future__ import annotations

import argparse

from daifugo_gui.analysis.cancel import CancelToken, Cancelled
from daifugo_gui.analysis.maxprime import max_prime
from collections import Counter

from daifugo_gui.cli.common import CliError, bounded_int
from daifugo_gui.rules.cards import CardTextError, parse_cards, standard_deck
from daifugo_gui.rules.holding import overflowing_card
from daifugo_gui.rules.settings import SingleJoker


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "cards",
        nargs="+",
        metavar="CARDS",
        help='the cards, as card text ("SK 7 X 10" or SK 7 X 10); jokers choose their values',
    )
    parser.add_argument("--decks", type=bounded_int("--decks", 1, 16), default=1,
                        help="decks in play (D1): how many of one card there can be (default 1)")
    parser.add_argument("--jokers", type=bounded_int("--jokers", 0, 16), default=2,
                        help="jokers per deck (D1, default 2)")
    parser.add_argument("--single-joker", choices=[j.value for j in SingleJoker], default=SingleJoker.INFINITY.value,
                        help="D15: a joker alone is ∞ (default), or may take a value 1-13")
    parser.add_argument(
        "--timeout",
        type=float,
        default=None,
        metavar="SECONDS",
        help="give up after this many seconds (default: search until done)",
    )


def run(args: argparse.Namespace) -> dict[str, str | int | bool | None]:
    text = " ".join(args.cards)
    try:
        cards = parse_cards(text)
    except CardTextError as exc:
        raise CliError(f"CARDS: {exc}") from None
    if not cards:
        raise CliError("CARDS: no cards given")
    too_many = overflowing_card(Counter(cards), Counter(standard_deck(args.decks, args.jokers)))
    if too_many is not None:
        decks = f"{args.decks} deck" + ("s" if args.decks != 1 else "")
        raise CliError(f'CARDS: more "{too_many.text()}" than {decks} hold (--decks sets how many decks are in play)')
    if args.timeout is not None and args.timeout <= 0:
        raise CliError(f"--timeout must be positive, not {args.timeout}")
    try:
        result = max_prime(cards, CancelToken(timeout=args.timeout), single_joker=args.single_joker)
    except Cancelled:
        raise CliError(f"no answer within --timeout {args.timeout} s") from None
    return result.as_contract()
