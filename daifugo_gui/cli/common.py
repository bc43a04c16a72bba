"""Errors and helpers shared by the subcommands."""

from __future__ import annotations

from pathlib import Path


class CliError(Exception):
    """Bad input for a subcommand: printed as one line, exit status 2."""


class UsageError(CliError):
    """The arguments themselves do not parse."""


def read_text_file(path: str, what: str) -> str:
    """Read a whole UTF-8 file, turning OS errors into one clear CliError."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CliError(f"{what} {path}: no such file") from None
    except IsADirectoryError:
        raise CliError(f"{what} {path}: is a folder, not a file") from None
    except UnicodeDecodeError as exc:
        raise CliError(f"{what} {path}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise CliError(f"{what} {path}: {exc.strerror}") from None
