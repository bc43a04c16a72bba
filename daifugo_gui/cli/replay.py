"""``daifugo replay RECORD``: replay a game record and print the resulting state."""

from __future__ import annotations

import argparse
from typing import Any

from daifugo_gui.cli.common import CliError
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.record import game_from_record, read_record_file, replay_summary


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", metavar="RECORD", help="a prime-daifugo-record/1 JSON file")


def run(args: argparse.Namespace) -> dict[str, Any]:
    try:
        data = read_record_file(args.record)
    except RecordError as bad:
        raise CliError(str(bad)) from None
    try:
        return replay_summary(game_from_record(data))
    except RecordError as bad:
        raise CliError(f"{args.record}: {bad}") from None
