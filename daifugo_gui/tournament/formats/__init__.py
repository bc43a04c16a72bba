"""The tournament formats, one module each behind one protocol (pure).

A format (:class:`~.base.TournamentFormat`) decides how the next round is seated, how
the standings are ordered, what the organiser does next and when the event is over.
:func:`format_of` gives the one stored in a tournament's ``format`` column; the store
and the queries go through it instead of switching on the name. :func:`next_step`
tells, from the rounds played so far, what the organiser's next step is, so the console
can say it ("Seat the final", "Round robin complete") before the button is pressed.
"""

from __future__ import annotations

from typing import Sequence

from daifugo_gui.tournament.formats.base import (
    FormatBase,
    NextStep,
    Results,
    SeatContext,
    Seated,
    Stage,
    StandingsContext,
    Step,
    TournamentFormat,
)
from daifugo_gui.tournament.formats.registry import FORMATS, REGISTRY, format_of
from daifugo_gui.tournament.groups import GROUP, round_robin_draw
from daifugo_gui.tournament.options import FINAL, Format, FormatOptions
from daifugo_gui.tournament.views import RoundView

__all__ = ["FINAL", "FORMATS", "GROUP", "REGISTRY", "Format", "FormatBase", "FormatOptions", "NextStep", "Results",
           "SeatContext", "Seated", "Stage", "StandingsContext", "Step", "TournamentFormat", "checked_options",
           "format_of", "next_step", "round_robin_draw", "stage_of"]


def checked_options(format: str, options: FormatOptions | None) -> FormatOptions:
    """The options ``format`` needs, checked; raises TournamentError naming the number.
    A format keeps only its own numbers (and the match rule), so nothing stale stays in
    the file."""
    return format_of(format).check(options or FormatOptions())


def stage_of(format: str, rounds: Sequence[RoundView], active: Sequence[int], table_size: int,
             options: FormatOptions) -> Stage:
    """The round-robin stage of a round robin or a group stage, from every round so far
    (``active``: the players not withdrawn before the next round)."""
    return format_of(format).stage(rounds, active, table_size, options)


def next_step(format: str, rounds: Sequence[RoundView], options: FormatOptions | None = None,
              stage: Stage | None = None) -> NextStep:
    """The next step of a tournament of ``format`` after ``rounds``. For a round robin or
    a group stage ``stage`` (:func:`stage_of`) says whether it is over; every other
    format needs the last round alone."""
    return format_of(format).next_step(rounds, options or FormatOptions(), stage or Stage())
