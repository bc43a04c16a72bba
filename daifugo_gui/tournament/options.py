"""A tournament's format and the numbers it needs, as stored (pure values).

Apart from :mod:`formats` (what each format does next) so that :mod:`views` can carry
the options in ``TournamentInfo`` without importing the seating rules.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
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
    GROUPS_KNOCKOUT = "groups_knockout"  # round-robin groups, then a knock-out of their best


# The stored values of the formats known before the registry (formats.registry.FORMATS lists every one).
FORMATS: tuple[str, ...] = tuple(f.value for f in Format)

FINAL = "final"  # the method of a swiss event's final round

# How a match of several games is decided, and who moves first in each of its games.
BEST_OF = "best_of"
FIXED = "fixed"
MATCH_KINDS = (BEST_OF, FIXED)
ALTERNATE = "alternate"
LOSER = "loser"
FIRST_MOVES = (ALTERNATE, LOSER)
MOST_MATCH_GAMES = 9


@dataclass(frozen=True)
class FormatOptions:
    """The numbers a format needs beyond table sizes and ``advance`` (stored as JSON).

    swiss_final: ``swiss_rounds`` rounds of swiss, then the best ``final_size`` players by
    the swiss standings play the final at tables of ``final_table_size`` (one table when it
    seats them all).

    groups_knockout: ``groups`` round-robin groups (at the tournament's table sizes), then
    the best ``group_advance`` of each group play a knock-out at tables of up to
    ``knockout_table_size`` seats (the tournament's ``advance`` going on from each table).

    Any format: every table of two plays a match of ``match_games`` games (0 or 1: a
    single game), ``best_of`` (first to a majority) or ``fixed`` (all of them), the first
    move by ``first_move``: ``alternate`` (seat 1 moves first in odd games, seat 2 in even
    ones) or ``loser`` (the previous game's loser; seat 1 in game 1).
    """

    swiss_rounds: int = 0
    final_size: int = 0
    final_table_size: int = 0
    groups: int = 0
    group_advance: int = 0
    knockout_table_size: int = 0
    match_games: int = 0
    match_kind: str = BEST_OF
    first_move: str = ALTERNATE
    third_place: bool = False  # swiss_knockout: the semi-finals' knocked out play a placing table
    no_rematch: bool = False  # swiss rounds: never seat past table-mates together when a seating allows it
    avoid_clubs: bool = False  # swiss rounds: keep players of one club (affiliation) apart like past table-mates

    @property
    def matches(self) -> bool:
        """Tables of two play matches of several games."""
        return self.match_games > 1

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v != getattr(FormatOptions, k)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> FormatOptions:
        kinds = {f.name: type(getattr(cls, f.name)) for f in fields(cls)}
        return cls(**{k: kinds[k](v) for k, v in dict(data or {}).items() if k in kinds})


# Bounds that keep every event printable and every final one game (or a few tables).
MOST_FINALISTS = 64
MOST_FINAL_SEATS = 8


MOST_GROUPS = 26  # groups are named by letter, A to Z
MOST_KNOCKOUT_SEATS = 6


def checked_swiss_final(options: FormatOptions) -> FormatOptions:
    """A swiss event's final: its swiss rounds, finalists and final table, checked."""
    match = checked_match(options)
    if options.swiss_rounds < 1:
        raise TournamentError(reason(TC.SWISS_ROUNDS_RANGE, rounds=options.swiss_rounds))
    if not 2 <= options.final_size <= MOST_FINALISTS:
        raise TournamentError(reason(TC.FINAL_SIZE_RANGE, size=options.final_size, most=MOST_FINALISTS))
    seats = options.final_table_size or min(options.final_size, MOST_FINAL_SEATS)
    if not 2 <= seats <= min(options.final_size, MOST_FINAL_SEATS):
        raise TournamentError(reason(TC.FINAL_TABLE_RANGE, seats=seats,
                                     most=min(options.final_size, MOST_FINAL_SEATS)))
    return replace(match, swiss_rounds=options.swiss_rounds, final_size=options.final_size,
                   final_table_size=seats)


def checked_groups(options: FormatOptions) -> FormatOptions:
    """A group stage and its knock-out: groups, how many go on, knock-out seats, checked."""
    match = checked_match(options)
    if not 1 <= options.groups <= MOST_GROUPS:
        raise TournamentError(reason(TC.GROUPS_RANGE, groups=options.groups, most=MOST_GROUPS))
    if options.group_advance < 1 or options.groups * options.group_advance < 2:
        raise TournamentError(reason(TC.GROUP_ADVANCE_RANGE, advance=options.group_advance))
    seats = options.knockout_table_size or 2
    if not 2 <= seats <= MOST_KNOCKOUT_SEATS:
        raise TournamentError(reason(TC.KNOCKOUT_TABLE_RANGE, seats=seats, most=MOST_KNOCKOUT_SEATS))
    return replace(match, groups=options.groups, group_advance=options.group_advance,
                   knockout_table_size=seats)


def checked_match(options: FormatOptions) -> FormatOptions:
    """The match rule alone, checked (a single game keeps no rule)."""
    if not 0 <= options.match_games <= MOST_MATCH_GAMES:
        raise TournamentError(reason(TC.MATCH_GAMES_RANGE, games=options.match_games, most=MOST_MATCH_GAMES))
    if options.match_games <= 1:
        return FormatOptions(no_rematch=options.no_rematch, avoid_clubs=options.avoid_clubs)
    if options.match_kind not in MATCH_KINDS:
        raise TournamentError(reason(TC.MATCH_KIND, kind=options.match_kind, choices=", ".join(MATCH_KINDS)))
    if options.first_move not in FIRST_MOVES:
        raise TournamentError(reason(TC.MATCH_FIRST_MOVE, rule=options.first_move, choices=", ".join(FIRST_MOVES)))
    if options.match_kind == BEST_OF and options.match_games % 2 == 0:
        raise TournamentError(reason(TC.BEST_OF_EVEN, games=options.match_games))
    return FormatOptions(match_games=options.match_games, match_kind=options.match_kind,
                         first_move=options.first_move, no_rematch=options.no_rematch,
                         avoid_clubs=options.avoid_clubs)
