"""A tournament's format and the numbers it needs, as stored (pure values).

Apart from :mod:`formats` (what each format does next) so that :mod:`views` can carry
the options in ``TournamentInfo`` without importing the seating rules.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import Enum, StrEnum
from typing import Any, Mapping

from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason


class Format(str, Enum):
    """Stored in the tournament's ``format`` column by value: every format there is, in the
    order the new-tournament dialog lists them (``formats/registry.py`` runs each one, and
    refuses to start when the two lists part)."""

    SWISS = "swiss"
    KNOCKOUT = "knockout"
    ROUND_ROBIN = "round_robin"
    SWISS_FINAL = "swiss_final"  # swiss rounds, then the top N play a final
    GROUPS_KNOCKOUT = "groups_knockout"  # round-robin groups, then a knock-out of their best
    SWISS_KNOCKOUT = "swiss_knockout"  # swiss rounds, then a knock-out of the top N


class RoundMethod(StrEnum):
    """How a round was seated, stored with it in the rounds table by value (issue 37)."""

    RANDOM = "random"  # a seeded random draw (swiss round 1, a knock-out's first round)
    STANDINGS = "standings"  # a swiss round: players of like standing together
    ROUND_ROBIN = "round_robin"  # the next round of everyone-meets-everyone
    GROUP = "group"  # a group-stage round (groups, then a knock-out)
    BRACKET = "bracket"  # a knock-out round after the first
    FINAL = "final"  # a swiss event's final round
    KNOCKOUT_ROUND = "knockout_round"  # swiss then knock-out: a knock-out round before the final
    KNOCKOUT_FINAL = "knockout_final"  # swiss then knock-out: the final (table 2: the placing table)


_ROUND_METHODS = {m.value: m for m in RoundMethod}


def round_method(word: str) -> RoundMethod | str:
    """The member a stored word names; a word no version wrote stays as it is (shown, never judged)."""
    return _ROUND_METHODS.get(word, word)


FINAL = RoundMethod.FINAL  # the method of a swiss event's final round

class MatchKind(StrEnum):
    """How a match of several games is decided (stored in the options JSON by value)."""

    BEST_OF = "best_of"  # the first to win a majority takes it
    FIXED = "fixed"  # every game is played


class FirstMove(StrEnum):
    """Who moves first in each game of a match (stored by value)."""

    ALTERNATE = "alternate"  # seat 1 in odd games, seat 2 in even ones
    LOSER = "loser"  # the previous game's loser; seat 1 in game 1


BEST_OF = MatchKind.BEST_OF
FIXED = MatchKind.FIXED
MATCH_KINDS: tuple[str, ...] = tuple(k.value for k in MatchKind)
ALTERNATE = FirstMove.ALTERNATE
LOSER = FirstMove.LOSER
FIRST_MOVES: tuple[str, ...] = tuple(m.value for m in FirstMove)
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
    # A word read from a file stays as it is until checked_match names it (an unknown one
    # gets its message there); a known word becomes its member.
    match_kind: MatchKind | str = MatchKind.BEST_OF
    first_move: FirstMove | str = FirstMove.ALTERNATE
    third_place: bool = False  # swiss_knockout: the semi-finals' knocked out play a placing table
    no_rematch: bool = False  # swiss rounds: never seat past table-mates together when a seating allows it
    avoid_clubs: bool = False  # swiss rounds: keep players of one club (affiliation) apart like past table-mates

    def __post_init__(self) -> None:
        if self.match_kind in MATCH_KINDS:
            object.__setattr__(self, "match_kind", MatchKind(self.match_kind))
        if self.first_move in FIRST_MOVES:
            object.__setattr__(self, "first_move", FirstMove(self.first_move))

    @property
    def matches(self) -> bool:
        """Tables of two play matches of several games."""
        return self.match_games > 1

    def to_dict(self) -> dict[str, Any]:
        """The options that differ from the defaults, as stored (a rule as its plain word)."""
        return {k: (v.value if isinstance(v, StrEnum) else v) for k, v in asdict(self).items()
                if v != getattr(FormatOptions, k)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> FormatOptions:
        # A rule is read as text (checked later, with its message); the rest by its default's type.
        kinds: dict[str, type[Any]] = {
            f.name: str if isinstance(getattr(cls, f.name), StrEnum) else type(getattr(cls, f.name))
            for f in fields(cls)}
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
