"""``daifugo review RECORD [--json] [--seconds S] [--game N] [--lang ja|en]``: the post-game review.

RECORD is a game record with the hands (and the deck), a 数譜 text, or a match file of the
public record database (its games' 数譜); ``-`` reads standard input. A file of several
games needs ``--game N``. See docs/review.md.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from typing import Any

from daifugo_gui.cli.common import CliError, bounded_int, read_input
from daifugo_gui.rules.errors import RecordError

MAX_INPUT = 20 * 1024 * 1024  # as convert: far beyond a tournament's records


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from daifugo_gui.analysis.review import DEFAULT_SECONDS
    from daifugo_gui.analysis.review_text import LANGS

    parser.add_argument("record", metavar="RECORD",
                        help="a record with hands (JSON), a 数譜 text or a match file; - for standard input")
    parser.add_argument("--seconds", type=_seconds, default=DEFAULT_SECONDS, metavar="S",
                        help=f"search each decision for at most S seconds (default {DEFAULT_SECONDS:g}); "
                             "where it runs out the counts are lower bounds")
    parser.add_argument("--game", type=bounded_int("--game", 1, 1_000_000), metavar="N",
                        help="the N-th game of the file (counted from 1)")
    parser.add_argument("--lang", choices=LANGS, default="ja", help="language of the text output (default ja)")


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f'--seconds must be a number of seconds, not "{text[:20]}"') from None
    if not math.isfinite(value) or value <= 0 or value > 3600:
        raise argparse.ArgumentTypeError(f"--seconds must be more than 0 and at most 3600, not {text[:20]}")
    return value


def _records(text: str) -> list[dict[str, Any]]:
    """The games of the input as records: a record, a list of records, a match file or 数譜."""
    from daifugo_gui.rules.record import loads_json
    from daifugo_gui.rules.suhu import corpus_blocks, parse_suhu, to_record

    if text.lstrip()[:1] in ("{", "["):
        data = loads_json(text)
        blocks = corpus_blocks(data)
        if blocks is None:
            items = data if isinstance(data, list) else [data]
            if not all(isinstance(item, dict) for item in items):
                raise RecordError("a record is a JSON object")
            return list(items)
        text = "\n".join(blocks)
    return [to_record(game) for game in parse_suhu(text)]


def run(args: argparse.Namespace) -> dict[str, Any] | None:
    from daifugo_gui.analysis.review import review_game
    from daifugo_gui.analysis.review_text import review_lines

    name = args.record
    text = read_input(name, MAX_INPUT)
    try:
        records = _records(text)
        if args.game is not None:
            if args.game > len(records):
                raise RecordError(f"--game {args.game}: the file holds {len(records)} game"
                                  f"{'s' if len(records) != 1 else ''}")
            record = records[args.game - 1]
        elif len(records) != 1:
            raise RecordError(f"the file holds {len(records)} games: pick one with --game N")
        else:
            record = records[0]
        review = review_game(record, seconds=args.seconds)
    except RecordError as bad:
        raise CliError(f"{name}: {bad}") from None
    if args.json:
        return review.as_contract()
    try:
        print("\n".join(review_lines(review, args.lang, args.seconds)))
        sys.stdout.flush()
    except BrokenPipeError:  # `daifugo review … | head`: the reader has all it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return None
