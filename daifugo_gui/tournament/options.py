"""A tournament's format and the numbers it needs, as stored (pure values).

Apart from :mod:`formats` (what each format does next) so that :mod:`views` can carry
the options in ``TournamentInfo`` without importing the seating rules.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from enum import Enum
from typing import Any, Mapping

from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason


class Format(str, Enum):
    """Stored in the tournament's ``format`` column by value."""

    SWISS = "swiss"
    KNOCKOUT = "knockout"
    ROUND_ROBIN = "round_robin"
    SWISS_FINAL = "swiss_final"  # swiss rounds, then the top N play a final


FORMATS: tuple[str, ...] = tuple(f.value for f in Format)

FINAL = "final"  # the method of a swiss event's final round


@dataclass(frozen=True)
class FormatOptions:
    """The numbers a format needs beyond table sizes and ``advance`` (stored as JSON).

    swiss_final: ``swiss_rounds`` rounds of swiss, then the best ``final_size`` players by
    the swiss standings play the final at tables of ``final_table_size`` (one table when it
    seats them all).
    """

    swiss_rounds: int = 0
    final_size: int = 0
    final_table_size: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v != getattr(FormatOptions, k)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> FormatOptions:
        known = {f.name for f in fields(cls)}
        return cls(**{k: int(v) for k, v in dict(data or {}).items() if k in known})


# Bounds that keep every event printable and every final one game (or a few tables).
MOST_FINALISTS = 64
MOST_FINAL_SEATS = 8


def checked_options(format: str, options: FormatOptions | None) -> FormatOptions:
    """The options a format needs, checked; raises TournamentError naming the number."""
    options = options or FormatOptions()
    if format != Format.SWISS_FINAL.value:
        return FormatOptions()  # other formats keep none: nothing stale in the file
    if options.swiss_rounds < 1:
        raise TournamentError(reason(TC.SWISS_ROUNDS_RANGE, rounds=options.swiss_rounds))
    if not 2 <= options.final_size <= MOST_FINALISTS:
        raise TournamentError(reason(TC.FINAL_SIZE_RANGE, size=options.final_size, most=MOST_FINALISTS))
    seats = options.final_table_size or min(options.final_size, MOST_FINAL_SEATS)
    if not 2 <= seats <= min(options.final_size, MOST_FINAL_SEATS):
        raise TournamentError(reason(TC.FINAL_TABLE_RANGE, seats=seats,
                                     most=min(options.final_size, MOST_FINAL_SEATS)))
    return FormatOptions(options.swiss_rounds, options.final_size, seats)
