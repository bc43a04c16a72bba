"""``daifugo convert IN [--to suhu|json] [--out FILE]``: 数譜 to and from records.

IN is a file or ``-`` for standard input. Without ``--to`` the direction follows the
input: JSON (a record, or a list of records) becomes 数譜, 数譜 becomes JSON (one game:
one record; several games: a list). The document goes to ``--out`` or to standard
output; with ``--json`` standard output gets one JSON object (the record(s), or
``{"suhu": text}``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from daifugo_gui.cli.common import CliError, read_input
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.record import loads_json
from daifugo_gui.rules.suhu import from_record, parse_suhu, to_record

MAX_INPUT = 20 * 1024 * 1024  # far beyond a tournament's records; more is a mistake


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("input", metavar="IN", help="a 数譜 text or a record JSON file; - for standard input")
    parser.add_argument("--to", choices=("suhu", "json"), help="the output format (default: the other one)")
    parser.add_argument("--out", metavar="FILE", help="write the result here instead of standard output")


def _read(name: str) -> str:
    return read_input(name, MAX_INPUT)


def _to_suhu(data: Any) -> str:
    records = data if isinstance(data, list) else [data]
    texts = []
    for number, record in enumerate(records, start=1):
        where = f"record {number}: " if len(records) > 1 else ""
        if not isinstance(record, dict):
            raise RecordError(f"{where}a record is a JSON object")
        try:
            texts.append(from_record(record).text())
        except RecordError as bad:
            raise RecordError(f"{where}{bad}") from None
    return "\n".join(texts)


def run(args: argparse.Namespace) -> dict[str, Any] | None:
    name = args.input
    text = _read(name)
    is_json = text.lstrip()[:1] in ("{", "[")
    target = args.to or ("suhu" if is_json else "json")
    try:
        if is_json:
            data = loads_json(text)
            if target == "json":
                output: Any = data
            else:
                output = _to_suhu(data)
        else:
            games = parse_suhu(text)
            if target == "suhu":
                output = "\n".join(game.text() for game in games)
            else:
                records = [to_record(game) for game in games]
                output = records[0] if len(records) == 1 else records
    except RecordError as bad:
        raise CliError(f"{name}: {bad}") from None
    document = output if isinstance(output, str) else json.dumps(output, ensure_ascii=False, indent=1) + "\n"
    if args.out:
        try:
            Path(args.out).write_text(document, encoding="utf-8")
        except OSError as exc:
            raise CliError(f"{args.out}: {exc.strerror or exc}") from None
        return {"out": args.out, "to": target}
    if args.json:
        print(json.dumps({"suhu": output} if isinstance(output, str) else output, ensure_ascii=False))
    else:
        sys.stdout.write(document)
    return None
