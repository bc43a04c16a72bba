"""Errors and helpers shared by the subcommands."""

from __future__ import annotations


class CliError(Exception):
    """Bad input for a subcommand: printed as one line, exit status 2."""


class UsageError(CliError):
    """The arguments themselves do not parse."""
