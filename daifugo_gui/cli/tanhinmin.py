"""``daifugo tanhinmin``: solve a two-player Tanhinmin position (CONTRACTS.md).

Hands are whole-number strengths (any size >= 1, not card text: Tanhinmin strengths are
not limited to ranks). The field defaults to empty; ``--win`` defaults to the paper's
ordinary condition (0,0), whoever empties their hand first wins.
"""

from __future__ import annotations

import argparse
import re
from typing import Any

from daifugo_gui.analysis.tanhinmin import (
    MAX_HANDS_FILE,
    PASS,
    OptimalMoves,
    Position,
    Strategy,
    TanhinminError,
    WinCondition,
    evaluate,
    optimal_moves,
    parameter_bound,
    parse_hands,
    parse_strengths,
    strategy_move,
)
from daifugo_gui.analysis.tanhinmin_moves import least_lowering, move_deltas
from daifugo_gui.cli.common import CliError, UsageError, read_input


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Either both hands from one hands file, or each hand on its own (checked in run():
    # argparse cannot say "this option, or one of each of these two groups").
    parser.add_argument("--hands-file", metavar="FILE",
                        help="read both hands from one file (- for standard input): the mover's "
                             "strengths on one line, the opponent's on the next; # starts a note")
    mover = parser.add_mutually_exclusive_group()
    mover.add_argument("--mover", metavar="STRENGTHS", help='the hand of the player to move, e.g. "1 3 5"')
    mover.add_argument("--mover-file", metavar="FILE",
                       help="read the mover's hand from a file (- for standard input): hands too long for a command line")
    opponent = parser.add_mutually_exclusive_group()
    opponent.add_argument("--opponent", metavar="STRENGTHS", help='the other hand, e.g. "2 4"')
    opponent.add_argument("--opponent-file", metavar="FILE", help="read the other hand from a file (- for standard input)")
    parser.add_argument("--field", default=None, metavar="R",
                        help="strength of the card to beat; 0 or omitted = empty field")
    parser.add_argument("--win", default="0,0", metavar="C0,C1",
                        help="winning condition: the mover wins on reaching C0 cards, the "
                             "opponent on reaching C1 (default 0,0: empty your hand first)")
    parser.add_argument("--moves", action="store_true",
                        help="also print every legal move with its delta' (the paper's Definition 3), "
                             "the moves that lower delta least (Corollary 6) and Algorithm 1's gamma "
                             "and interval")
    parser.add_argument("--strategy", metavar="NAME[:C]",
                        help="also print the move one of the paper's optimal strategies (Algorithms 2-7) makes: "
                             + ", ".join(s.value for s in Strategy)
                             + "; :C sets its free parameter c (default: its bound, c0 or c1)")


MAX_HAND_FILE = MAX_HANDS_FILE  # room for 10^7 strengths; more is a mistake


def _hand_text(given: str | None, path: str | None) -> str:
    """A hand from the option itself, or from a file / standard input (the OS caps arguments)."""
    if path is None:
        return given or ""
    return read_input(path, MAX_HAND_FILE).replace("\n", " ")


def _whole(text: str, what: str, where: str) -> int:
    # ASCII digits only (int() would take "１２"), and no more than int() reads
    if not re.fullmatch(r"-?[0-9]{1,4000}", text):
        raise CliError(f"{what}: {text[:20]!r}{where} is not a whole number")
    return int(text, 10)


def parse_hand(text: str, option: str) -> list[int]:
    """Strengths separated by spaces or commas; names the bad token and its position."""
    try:
        hand = parse_strengths(text)
    except TanhinminError as exc:
        raise CliError(f"{option}: {exc}") from None
    if not hand:
        raise CliError(f"{option}: give at least one strength")
    return hand


def parse_field(text: str | None) -> int:
    if text is None:
        return 0
    value = _whole(text.strip(), "--field", "")
    if value < 0:
        raise CliError(f"--field: {text!r} must be 0 (empty) or a strength")
    return value


def parse_win(text: str, mover_cards: int, opponent_cards: int) -> WinCondition:
    parts = text.split(",")
    if len(parts) != 2:
        raise CliError(f"--win: {text!r} must be two whole numbers C0,C1")
    c0 = _whole(parts[0].strip(), "--win", " (C0)")
    c1 = _whole(parts[1].strip(), "--win", " (C1)")
    if not 0 <= c0 < mover_cards:
        raise CliError(f"--win: C0={c0} must be 0..{mover_cards - 1} (below the mover's {mover_cards} cards)")
    if not 0 <= c1 < opponent_cards:
        raise CliError(
            f"--win: C1={c1} must be 0..{opponent_cards - 1} (below the opponent's {opponent_cards} cards)"
        )
    return WinCondition(c0, c1)


def _hands(args: argparse.Namespace) -> tuple[list[int], list[int]]:
    """The two hands, from --hands-file or from one option of each hand's group."""
    single = [args.mover, args.mover_file, args.opponent, args.opponent_file]
    if args.hands_file is not None:
        if any(v is not None for v in single):
            raise UsageError("daifugo tanhinmin: --hands-file gives both hands; "
                             "leave out --mover, --mover-file, --opponent and --opponent-file")
        try:
            hands = parse_hands(read_input(args.hands_file, MAX_HANDS_FILE))
        except TanhinminError as exc:
            raise CliError(f"--hands-file: {exc}") from None
        return hands.mover, hands.opponent
    for given, group in (((args.mover, args.mover_file), "--mover --mover-file"),
                         ((args.opponent, args.opponent_file), "--opponent --opponent-file")):
        if all(v is None for v in given):  # argparse's own words, as before --hands-file
            raise UsageError(f"daifugo tanhinmin: one of the arguments {group} is required")
    if args.mover_file == "-" and args.opponent_file == "-":
        raise CliError("--mover-file and --opponent-file cannot both read standard input")
    mover = parse_hand(_hand_text(args.mover, args.mover_file), "--mover-file" if args.mover_file else "--mover")
    opponent = parse_hand(
        _hand_text(args.opponent, args.opponent_file), "--opponent-file" if args.opponent_file else "--opponent"
    )
    return mover, opponent


def _moves(position: Position, cond: WinCondition, best: OptimalMoves) -> dict[str, Any]:
    """What --moves adds: every move's δ′, Corollary 6's picks, Algorithm 1's γ and interval."""
    safest = least_lowering(position, cond)
    return {
        "moves": [
            {"move": m.move, "mu0_after": m.mu0_after, "mu1_after": m.mu1_after,
             "delta_after": m.delta_after, "change": m.change, "keeps_win": m.keeps_win}
            for m in move_deltas(position, cond)
        ],
        "least_lowering": {"delta_after": safest.delta_after, "plays": list(safest.plays),
                           "pass": safest.pass_included},
        "gamma": best.gamma,
        "optimal_interval": None if best.low is None else [best.low, best.high],
    }


def parse_strategy(text: str) -> tuple[Strategy, int | None]:
    """``NAME`` or ``NAME:C``: a strategy of Algorithms 2-7 and its free parameter."""
    name, colon, value = text.partition(":")
    try:
        strategy = Strategy(name.strip())
    except ValueError:
        known = ", ".join(s.value for s in Strategy)
        raise CliError(f"--strategy: {name.strip()!r} is not a strategy (one of {known})") from None
    if not colon:
        return strategy, None
    if strategy.parameter_side is None:
        raise CliError(f"--strategy: {strategy.value} (Algorithm {strategy.algorithm}) has no parameter c")
    return strategy, _whole(value.strip(), "--strategy", " (C)")


def _strategy(position: Position, cond: WinCondition, text: str) -> dict[str, Any]:
    """What --strategy adds: the strategy, its c, and the move it makes (0: pass)."""
    strategy, param = parse_strategy(text)
    try:
        move = strategy_move(position, cond, strategy, param)
    except TanhinminError as exc:
        raise CliError(f"--strategy: {exc}") from None
    c = parameter_bound(strategy, cond) if param is None else param
    return {"strategy": {"name": strategy.value, "algorithm": strategy.algorithm, "c": c,
                         "move": move, "pass": move == PASS}}


def run(args: argparse.Namespace) -> dict[str, Any]:
    mover, opponent = _hands(args)
    field = parse_field(args.field)
    cond = parse_win(args.win, len(mover), len(opponent))
    if args.strategy is not None:
        parse_strategy(args.strategy)  # a bad name is refused before any solving
    try:
        position = Position.of(mover, opponent, field)
        ev = evaluate(position, cond)
        best = optimal_moves(position, cond)
    except TanhinminError as exc:  # parsing above should leave nothing for this
        raise CliError(str(exc)) from None
    result: dict[str, Any] = {
        "winner": ev.winner.value,
        "mu0": ev.mu0,
        "mu1": ev.mu1,
        "delta": ev.delta,
        "optimal_plays": list(best.plays),
        "pass_optimal": best.pass_optimal,
    }
    if args.moves:
        result.update(_moves(position, cond, best))
    if args.strategy is not None:
        result.update(_strategy(position, cond, args.strategy))
    return result
