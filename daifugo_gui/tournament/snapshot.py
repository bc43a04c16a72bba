"""One consistent reading of a tournament, for a screen's refresh (issue 25).

A refresh used to call a dozen façade methods, each on its own connection: eight
connections and about forty statements, and a console's write landing between two of
them could show a table's result without its points in the standings. :func:`read_snapshot`
reads everything a refresh shows inside one read transaction on one connection
(:func:`~daifugo_gui.tournament.database.read_transaction`: SQLite holds its shared lock
for the whole reading; PostgreSQL reads at REPEATABLE READ), so the result is one commit's
state, whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.tournament import queries as q
from daifugo_gui.tournament.crosstable import Crosstable
from daifugo_gui.tournament.formats import NextStep, format_of
from daifugo_gui.tournament.schema import TABLES as T
from daifugo_gui.tournament.scoring import StandingRow
from daifugo_gui.tournament.views import Correction, Player, RoundView, TournamentInfo


@dataclass(frozen=True)
class TournamentSnapshot:
    """What a tournament screen shows, read in one transaction (values only)."""

    info: TournamentInfo
    players: tuple[Player, ...]
    round_numbers: tuple[int, ...]
    round: RoundView | None  # the round asked for, else the latest
    standings: tuple[StandingRow, ...]
    rounds: tuple[RoundView, ...]  # every round (a bracket, a crosstable, the web view); () when not asked for
    corrections: tuple[Correction, ...] = ()  # results changed after they were recorded
    next: NextStep | None = None  # what the organiser does next
    crosstables: tuple[Crosstable, ...] = ()  # a round robin's (one per group)
    first_seed: int | None = None  # the seed round 1 was drawn with (None: not seated, or not a draw)
    # Byes asked for rounds not seated yet (schema v7): (round, players in registration order).
    requested_byes: tuple[tuple[int, tuple[Player, ...]], ...] = ()

    def requested_for(self, round_number: int) -> tuple[Player, ...]:
        """Who asked to sit out ``round_number`` (a round not seated yet)."""
        return next((asked for number, asked in self.requested_byes if number == round_number), ())


def read_snapshot(conn: Connection, round_number: int | None = None, every_round: bool | None = None) -> TournamentSnapshot:
    """Everything a refresh shows, from one connection (call it inside one transaction).

    ``round_number``: the round to show in full (default, or when not seated: the latest).
    ``every_round``: read every round with its games (default: where the format draws on
    all of them, a bracket or a round robin's crosstable)."""
    known = q.read_known(conn)
    info, players = known.info, tuple(known.players)
    numbers = tuple(q.round_numbers(conn))
    fmt = format_of(info.format)
    if every_round is None:
        # A bracket or a round robin's crosstable draws on every round; so does naming a
        # planned knock-out's rounds (準決勝, 決勝) in the round list.
        every_round = fmt.reads_every_round(info)
    rounds = tuple(q.read_rounds(conn, known=known)) if every_round and numbers else ()
    shown = round_number if round_number in numbers else (numbers[-1] if numbers else None)
    view = _round(conn, rounds, shown, known)
    # One context for both: each reads the results, and a round robin's crosstable is
    # ordered as the standings are.
    context = q.standings_context(conn, info, rounds if every_round else None, players)
    standings = tuple(fmt.order(context))
    crosstables: tuple[Crosstable, ...] = tuple(fmt.crosstables(context)) if fmt.crosstabled() else ()
    last = view if view is not None and view.number == numbers[-1] else None
    step = _next_step(conn, info, players, numbers, rounds or ((last,) if last is not None else ()))
    following = (numbers[-1] if numbers else 0) + 1
    by_id = {p.id: p for p in players}
    pending = tuple((number, asked) for number, asked in sorted(q.read_requested_by_round(conn, by_id).items())
                    if number >= following)
    return TournamentSnapshot(info, players, numbers, view, standings, rounds, tuple(q.read_corrections(conn)),
                              step, crosstables, _first_seed(conn, numbers), pending)


def read_next_step(conn: Connection) -> NextStep:
    """What the organiser does next (see :meth:`Tournament.next_step`)."""
    return _next_step(conn, q.read_info(conn), q.read_players(conn), tuple(q.round_numbers(conn)), ())


def _next_step(conn: Connection, info: TournamentInfo, players: Sequence[Player], numbers: Sequence[int],
               known: Sequence[RoundView]) -> NextStep:
    """The next step from the rounds a format looks at: every round for a round robin
    or a group stage (its draw, who has met), else the last one alone. ``known``: rounds
    already read (reused when they hold what is needed)."""
    fmt = format_of(info.format)
    rounds: Sequence[RoundView] = []
    if numbers:
        wanted = list(numbers) if fmt.crosstabled() else [numbers[-1]]
        have = {r.number: r for r in known}
        if all(n in have for n in wanted):
            rounds = [have[n] for n in wanted]
        else:
            rounds = q.read_rounds(conn, only=None if fmt.crosstabled() else numbers[-1],
                                   known=q.Known(info, players))
    following = (numbers[-1] if numbers else 0) + 1
    active = [p.id for p in players if p.dropped_from_round is None or p.dropped_from_round > following]
    return fmt.next_step(rounds, info.options, fmt.stage(rounds, active, info.table_size, info.options))


def _round(conn: Connection, rounds: tuple[RoundView, ...], number: int | None, known: q.Known) -> RoundView | None:
    if number is None:
        return None
    return next((r for r in rounds if r.number == number), None) or q.read_rounds(conn, only=number, known=known)[0]


def _first_seed(conn: Connection, numbers: tuple[int, ...]) -> int | None:
    if not numbers:
        return None
    r = T["rounds"]
    seed = conn.execute(sa.select(r.c.seed).where(r.c.number == numbers[0])).scalar()
    return int(seed) if seed is not None else None
