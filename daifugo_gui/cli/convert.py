"""``daifugo convert IN [--to suhu|json] [--out FILE] [--game N] [--check]``: 数譜 to and from records.

IN is a file or ``-`` for standard input. Without ``--to`` the direction follows the
input: JSON (a record, or a list of records) becomes 数譜, 数譜 becomes JSON (one game:
one record; several games: a list). A match file of the public record database (JSON
whose ``games`` carry ``raw_block``) is read as the 数譜 of its games. ``--game N`` takes the N-th game (or record) only.
The document goes to ``--out`` or to standard output; with ``--json`` standard output
gets one JSON object (the record(s), or ``{"suhu": text}``).

``--check`` converts nothing: it replays each 数譜 game and compares every ruling with
the one written in it (``P(…)``, ``=``, the tags, ``#``), as a judge checks a score
sheet. It prints where they part (``--json``: ``{"games": n, "agree": n,
"disagreements": [{"game", "title", "line", "text", "kind", "record", "engine"}]}``) and
exits 1 when any game disagrees, 0 when all agree.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from daifugo_gui.cli.common import CliError, bounded_int, read_input
from daifugo_gui.files import OutputKind, OutputRefused, write_output
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.record import loads_json
from daifugo_gui.rules.suhu import SuhuGame, compare_with_judge, corpus_blocks, from_record, parse_suhu, to_record

MAX_INPUT = 20 * 1024 * 1024  # far beyond a tournament's records; more is a mistake


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("input", metavar="IN", help="a 数譜 text or a record JSON file; - for standard input")
    parser.add_argument("--to", choices=("suhu", "json"), help="the output format (default: the other one)")
    parser.add_argument("--out", metavar="FILE", help="write the result here instead of standard output")
    parser.add_argument("--game", type=bounded_int("--game", 1, 1_000_000), metavar="N",
                        help="only the N-th game of the input (counted from 1)")
    parser.add_argument("--check", action="store_true",
                        help="compare the engine's rulings with those written in the 数譜; convert nothing")


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


def _pick(items: list[Any], number: int | None, what: str) -> list[Any]:
    if number is None:
        return items
    if number > len(items):
        raise RecordError(f"--game {number}: the input holds {len(items)} {what}{'s' if len(items) != 1 else ''}")
    return [items[number - 1]]


def _check(games: list[SuhuGame], numbers: list[int]) -> dict[str, Any]:
    found = []
    for number, game in zip(numbers, games):
        disagreement = compare_with_judge(game)
        if disagreement is not None:
            found.append({
                "game": number, "title": game.title, "line": disagreement.line, "text": disagreement.text,
                "kind": disagreement.kind, "record": disagreement.judge, "engine": disagreement.engine,
            })
    return {"games": len(games), "agree": len(games) - len(found), "disagreements": found}


def run(args: argparse.Namespace) -> dict[str, Any] | int | None:
    name = args.input
    text, is_json = _read_document(name)
    target = args.to or ("suhu" if is_json else "json")
    if args.check and is_json:
        raise CliError(f"{name}: --check reads 数譜 (the findings it compares are written there), not JSON")
    try:
        if is_json:
            output = _from_json(text, args.game, target)
        else:
            games, numbers = _suhu_games(text, args.game)
            if args.check:
                return _report_check(_check(games, numbers), bool(args.json))
            output = _from_suhu(games, target)
    except RecordError as bad:
        raise CliError(f"{name}: {bad}") from None
    return _deliver(args, name, target, output)


def _read_document(name: str) -> tuple[str, bool]:
    """The input's text and whether it is JSON; a match file of the record database is
    read as the 数譜 of its games."""
    text = _read(name)
    if text.lstrip()[:1] not in ("{", "["):
        return text, False
    try:
        blocks = corpus_blocks(loads_json(text))
    except RecordError as bad:
        raise CliError(f"{name}: {bad}") from None
    if blocks is not None:
        return "\n".join(blocks), False
    return text, True


def _from_json(text: str, game: int | None, target: str) -> Any:
    """A record (or a list of them), as JSON or as 数譜; ``game``: only that one."""
    data = loads_json(text)
    if game is not None:
        data = _pick(data if isinstance(data, list) else [data], game, "record")[0]
    return data if target == "json" else _to_suhu(data)


def _suhu_games(text: str, game: int | None) -> tuple[list[SuhuGame], list[int]]:
    """The 数譜's games (``game``: only that one) and their numbers in the input."""
    games = parse_suhu(text)
    numbers = [game] if game is not None else list(range(1, len(games) + 1))
    return _pick(games, game, "game"), numbers


def _from_suhu(games: list[SuhuGame], target: str) -> Any:
    """数譜 games written again as 数譜, or as a record (one game) or a list of records."""
    if target == "suhu":
        return "\n".join(game.text() for game in games)
    records = [to_record(game) for game in games]
    return records[0] if len(records) == 1 else records


def _deliver(args: argparse.Namespace, name: str, target: str, output: Any) -> dict[str, Any] | None:
    """Write the result to ``--out`` (never over the input) or to standard output."""
    document = output if isinstance(output, str) else json.dumps(output, ensure_ascii=False, indent=1) + "\n"
    if args.out:
        try:
            write_output(args.out, document, OutputKind.TEXT if target == "suhu" else OutputKind.JSON,
                         inputs=[] if name == "-" else [name])
        except OutputRefused as refused:
            raise CliError(str(refused)) from None
        except OSError as exc:
            raise CliError(f"{args.out}: {exc.strerror or exc}") from None
        return {"out": args.out, "to": target}
    if args.json:
        print(json.dumps({"suhu": output} if isinstance(output, str) else output, ensure_ascii=False))
    else:
        sys.stdout.write(document)
    return None


def _report_check(result: dict[str, Any], as_json: bool) -> int:
    """Print the check; exit status 1 when a game disagrees (as diff does)."""
    if as_json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        for d in result["disagreements"]:
            where = f"game {d['game']}" + (f" ({d['title']})" if d["title"] else "")
            print(f"{where}, line {d['line']} ({d['text']}): the record says {d['record']}, the engine rules {d['engine']}")
        print(f"{result['agree']} of {result['games']} games agree with the engine")
    return 1 if result["disagreements"] else 0
