"""Errors and helpers shared by the subcommands."""

from __future__ import annotations

from typing import Callable


class CliError(Exception):
    """Bad input for a subcommand: printed as one line, exit status 2."""


class UsageError(CliError):
    """The arguments themselves do not parse."""


_DIGITS = frozenset("0123456789")


def whole_number(text: str, what: str, low: int = 0, high: int | None = None, max_digits: int = 4000) -> int:
    """A whole number written in ASCII digits only, within bounds; CliError otherwise.

    ``int()`` alone would accept other scripts' digits (``１２``, ``²`` fails late) and
    raise on more than 4,300 digits: the contract names 0-9 only, and says so in one line.
    """
    if not text or not set(text) <= _DIGITS:
        raise CliError(f'{what} must be a whole number written with the digits 0-9, not "{text[:20]}"')
    if len(text) > max_digits:
        raise CliError(f"{what} has {len(text)} digits; at most {max_digits} are accepted")
    value = int(text)
    if value < low or (high is not None and value > high):
        shown = text if len(text) <= 20 else f"a {len(text)}-digit number"
        bound = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise CliError(f"{what} must be {bound}, not {shown}")
    return value


def bounded_int(what: str, low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type=`` for a whole number in [low, high], ASCII digits only."""

    def parse(text: str) -> int:
        import argparse

        try:
            return whole_number(text, what, low, high, max_digits=len(str(high)) + 1)
        except CliError as bad:
            raise argparse.ArgumentTypeError(str(bad)) from None

    parse.__name__ = what
    return parse


def read_input(name: str, limit: int) -> str:
    """A file's text, or standard input's for ``-``: at most ``limit`` bytes, UTF-8 (a BOM
    is fine). Every failure is a CliError naming the file."""
    import sys

    try:
        if name == "-":
            data = sys.stdin.buffer.read(limit + 1)
        else:
            with open(name, "rb") as handle:
                data = handle.read(limit + 1)
    except FileNotFoundError:
        raise CliError(f"{name}: no such file") from None
    except IsADirectoryError:
        raise CliError(f"{name}: is a folder, not a file") from None
    except OSError as exc:
        raise CliError(f"{name}: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise CliError(f"{name}: larger than {limit // (1024 * 1024)} MB")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CliError(f"{name}: not UTF-8 text (byte {exc.start})") from None
