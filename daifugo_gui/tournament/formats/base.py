"""What every tournament format provides, and the values it is handed (pure).

A format is one object behind :class:`TournamentFormat`: how it seats a round, how it
orders the standings, what the organiser does next and when the event is over. The
store and the queries ask the format registered for the tournament's ``format`` column
(:mod:`.registry`) instead of switching on its name.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, Mapping, Protocol, Sequence

from daifugo_gui.tournament import knockout as ko
from daifugo_gui.tournament.crosstable import Crosstable, crosstable
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.groups import Group
from daifugo_gui.tournament.options import FormatOptions, RoundMethod, checked_match
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.scoring import GameResult, PlayerInfo, StandingRow
from daifugo_gui.tournament.seating import Seating, met_before, random_seating
from daifugo_gui.tournament.views import RoundView, TableView, TournamentInfo


class Step(Enum):
    """What the organiser does next."""

    SEAT_FIRST = "seat_first"  # no round yet: the draw
    SEAT_NEXT = "seat_next"  # another round of the same stage
    SEAT_FINAL = "seat_final"  # the swiss rounds are played: the top N to the final
    SEAT_KNOCKOUT = "seat_knockout"  # the groups (or swiss rounds) are played: their best to the knock-out
    FINISH_ROUND = "finish_round"  # the last round still waits for results
    OVER = "over"  # nothing more to seat


@dataclass(frozen=True)
class NextStep:
    step: Step
    round: int  # the round the step is about (the one to seat, or the one to finish)
    of: int | None = None  # rounds the stage has in all, where that is known


@dataclass(frozen=True)
class Stage:
    """Where a round robin (or group stage) stands: ``done`` once every round is played,
    ``total`` its rounds when known beforehand (tables of two)."""

    done: bool = False
    total: int | None = None


@dataclass(frozen=True)
class Results:
    """Everything the standings are computed from: players, placings, byes (round, id)."""

    players: Sequence[PlayerInfo]
    games: Sequence[GameResult]
    byes: Sequence[tuple[int, int]]


@dataclass(frozen=True)
class SeatContext:
    """What a format may look at when it seats round ``number``. ``standings`` reads the
    ordered standings (under the same write lock) only when the format asks."""

    info: TournamentInfo
    rounds: Sequence[RoundView]
    active: Sequence[int]  # players not withdrawn from round ``number``
    names: Mapping[int, str]
    number: int
    seed: int | None  # the organiser's seed for a first round (None: the tournament's)
    step: NextStep
    standings: Callable[[], list[StandingRow]]
    results: Callable[[], Results]
    paused: frozenset[int] = frozenset()  # asked for a bye in this round
    clubs: Mapping[int, str] = field(default_factory=dict)  # player id -> affiliation


@dataclass(frozen=True)
class Seated:
    """A seated round: its tables and byes, and the method stored with it."""

    seating: Seating
    method: RoundMethod
    seed: int | None = None


@dataclass(frozen=True)
class StandingsContext:
    """The swiss-ordered ``rows`` of every counted game, and lazy access to the rounds."""

    info: TournamentInfo
    rows: list[StandingRow]
    read: Callable[[int | None], Sequence[RoundView]]  # every round, or only one
    results: Results
    methods: Mapping[int, RoundMethod | str] = field(default_factory=dict)  # round number -> method

    def rounds(self, only: int | None = None) -> Sequence[RoundView]:
        return self.read(only)


class TournamentFormat(Protocol):
    """One tournament format (see :mod:`daifugo_gui.tournament.formats`)."""

    key: str  # the value stored in the tournament's ``format`` column
    over: TC  # what seating a finished event says
    needs_history: bool  # "what next" looks past the last round (round robins)
    uses_advance: bool  # tables send their best ``advance`` players on (the bracket)
    staged: bool  # the standings' stage column says how far each player got
    knockout_only: bool  # every round is a knock-out round (the bracket is the whole event)
    grouped: bool  # players play in groups first
    # Round methods whose games do not count in the swiss standings (a final's).
    uncounted: tuple[RoundMethod, ...]

    def check(self, options: FormatOptions) -> FormatOptions:
        """The options this format keeps, checked (raises TournamentError)."""
        ...

    def stage(self, rounds: Sequence[RoundView], active: Sequence[int], table_size: int,
              options: FormatOptions) -> Stage:
        ...

    def next_step(self, rounds: Sequence[RoundView], options: FormatOptions, stage: Stage) -> NextStep:
        ...

    def seat(self, ctx: SeatContext) -> Seated:
        ...

    def order(self, ctx: StandingsContext) -> list[StandingRow]:
        ...

    def crosstables(self, ctx: StandingsContext) -> list[Crosstable]:
        ...

    def bracket_rounds(self, rounds: Sequence[RoundView]) -> list[RoundView]:
        ...

    def placing_tables(self, view: RoundView) -> tuple[int, ...]:
        """The tables of a bracket round that play for places (a 3rd-place match), not
        on the final's path: drawn apart, nobody goes on from them."""
        ...

    def groups(self, info: TournamentInfo, rounds: Sequence[RoundView]) -> list[Group]:
        ...

    def knockout_seats(self, options: FormatOptions, table_size: int) -> int | None:
        """The seats of the tables ``advance`` applies to (None: ``advance`` unused)."""
        ...

    def knockout_plan(self, info: TournamentInfo) -> list[int]:
        """Players in each knock-out round the format and its cut plan, the final last
        (empty: no knock-out stage planned ahead). Known from the options alone, before
        anyone is seated, so the rounds can be named from the start (#26)."""
        ...

    # What the screens, the prints and the commands ask a format (issue 37: they asked its
    # flags, each drawing its own conclusion).
    def allows_requested_bye(self) -> bool:
        """A player may ask to sit a round out (not in a knock-out, nor a round robin's draw)."""
        ...

    def shows_stage(self) -> bool:
        """The standings' stage column says how far each player got."""
        ...

    def prints_bracket_standings(self) -> bool:
        """The standings print as a knock-out's: how far each got, the tables' ``advance``."""
        ...

    def reads_every_round(self, info: TournamentInfo) -> bool:
        """A screen's snapshot needs every round, not only the last one."""
        ...

    def crosstabled(self) -> bool:
        """Its rounds make crosstables (who beat whom)."""
        ...

    def knockout_throughout(self) -> bool:
        """Every round is a knock-out round: the bracket is the whole event."""
        ...

    def plays_groups(self) -> bool:
        """Players play in groups first."""
        ...


class FormatBase:
    """Defaults shared by the formats: a swiss-like event that never ends by itself."""

    key = ""
    over = TC.KNOCKOUT_OVER
    needs_history = False
    uses_advance = False
    staged = False
    knockout_only = False
    grouped = False
    uncounted: tuple[RoundMethod, ...] = ()

    def check(self, options: FormatOptions) -> FormatOptions:
        return checked_match(options)

    def stage(self, rounds: Sequence[RoundView], active: Sequence[int], table_size: int,
              options: FormatOptions) -> Stage:
        return Stage()

    def next_step(self, rounds: Sequence[RoundView], options: FormatOptions, stage: Stage) -> NextStep:
        first = opening(rounds, options, stage)
        if first is not None:
            return first
        return NextStep(Step.SEAT_NEXT, rounds[-1].number + 1)

    def seat(self, ctx: SeatContext) -> Seated:  # pragma: no cover - every format seats
        raise NotImplementedError

    def order(self, ctx: StandingsContext) -> list[StandingRow]:
        return ctx.rows

    def crosstables(self, ctx: StandingsContext) -> list[Crosstable]:
        return [crosstable(self.order(ctx), ctx.rounds())]

    def bracket_rounds(self, rounds: Sequence[RoundView]) -> list[RoundView]:
        return []

    def placing_tables(self, view: RoundView) -> tuple[int, ...]:
        return ()

    def groups(self, info: TournamentInfo, rounds: Sequence[RoundView]) -> list[Group]:
        return []

    def knockout_seats(self, options: FormatOptions, table_size: int) -> int | None:
        return table_size if self.uses_advance else None

    def knockout_plan(self, info: TournamentInfo) -> list[int]:
        return []

    def allows_requested_bye(self) -> bool:
        return not (self.knockout_only or self.needs_history)

    def shows_stage(self) -> bool:
        return self.staged

    def prints_bracket_standings(self) -> bool:
        return self.knockout_only

    def reads_every_round(self, info: TournamentInfo) -> bool:
        return self.uses_advance or self.needs_history or bool(self.knockout_plan(info))

    def crosstabled(self) -> bool:
        return self.needs_history

    def knockout_throughout(self) -> bool:
        return self.knockout_only

    def plays_groups(self) -> bool:
        return self.grouped


def opening(rounds: Sequence[RoundView], options: FormatOptions, stage: Stage) -> NextStep | None:
    """The steps every format shares: the draw before round 1, and finishing a round
    still being played. None once the last round is complete."""
    if not rounds:
        return NextStep(Step.SEAT_FIRST, 1, stage.total or options.swiss_rounds or None)
    last = rounds[-1]
    if not last.complete:
        return NextStep(Step.FINISH_ROUND, last.number)
    return None


def refuse_late(rounds: Sequence[RoundView], active: Sequence[int], names: Mapping[int, str],
                draw: Sequence[int]) -> None:
    """A round robin's (or group stage's) schedule is fixed by round 1: a player added
    later has no place in it, and is named rather than silently left out."""
    late = [pid for pid in active if pid not in set(draw)]
    if late:
        raise TournamentError(reason(TC.ROUND_ROBIN_LATE, players=", ".join(names[pid] for pid in late)))


def seated_draw(ctx: SeatContext) -> Seated:
    """Round 1 of most formats: the seeded random draw (``ctx.seed`` or the tournament's)."""
    used = ctx.info.seed if ctx.seed is None else int(ctx.seed)
    return Seated(random_seating(ctx.active, used, ctx.info.table_size, ctx.info.min_table_size), RoundMethod.RANDOM, used)


def met_and_byes(rounds: Sequence[RoundView]) -> tuple[Counter[frozenset[int]], Counter[int]]:
    """Who has shared a table how often, and how many byes each player has had."""
    met = met_before([p.id for p in t.players] for r in rounds for t in r.tables)
    return met, Counter(p.id for r in rounds for p in r.byes)


def id_of(table: TableView, name: str) -> int:
    for p in table.players:
        if p.name == name:
            return p.id
    raise TournamentError(reason(TC.NOT_SEATED_THERE, table=table.number, player=name))


def bracket_next(ctx: SeatContext, size: int) -> Seated:
    """The next knock-out round: the best ``advance`` of each table of the last round go on."""
    last = ctx.rounds[-1]
    played = [ko.PlayedTable(t.number, tuple(id_of(t, name) for name in t.game.summary.ranking))
              for t in last.tables if t.game is not None]
    still = set(ctx.active)
    going = [pid for pid in ko.advancers(played, [p.id for p in last.byes], ctx.info.advance) if pid in still]
    if len(going) < 2:
        raise TournamentError(reason(TC.KNOCKOUT_OVER))
    return Seated(ko.bracket_seating(going, size), ko.BRACKET)


def ranked_active(ctx: SeatContext) -> list[int]:
    """The players still in, in standings order."""
    still = set(ctx.active)
    return [row.player_id for row in ctx.standings() if row.player_id in still]
