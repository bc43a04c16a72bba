"""The tournament formats and what each one does next (pure).

A format decides how the next round is seated and how the standings are ordered; this
module names the formats and tells, from the rounds played so far, what the organiser's
next step is (:func:`next_step`), so the console can say it ("Seat the final",
"Round robin complete") before the button is pressed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Sequence

from daifugo_gui.tournament.groups import GROUP, Group, deal_groups, group_done, group_rounds, round_robin_draw
from daifugo_gui.tournament.options import FINAL, FORMATS, Format, FormatOptions, checked_options
from daifugo_gui.tournament.round_robin import circle_rounds
from daifugo_gui.tournament.seating import met_before
from daifugo_gui.tournament.views import RoundView


class Step(Enum):
    """What the organiser does next."""

    SEAT_FIRST = "seat_first"  # no round yet: the draw
    SEAT_NEXT = "seat_next"  # another round of the same stage
    SEAT_FINAL = "seat_final"  # the swiss rounds are played: the top N to the final
    SEAT_KNOCKOUT = "seat_knockout"  # the groups are played: their best to the knock-out
    FINISH_ROUND = "finish_round"  # the last round still waits for results
    OVER = "over"  # nothing more to seat


@dataclass(frozen=True)
class NextStep:
    step: Step
    round: int  # the round the step is about (the one to seat, or the one to finish)
    of: int | None = None  # rounds the stage has in all, where that is known


__all__ = ["FINAL", "FORMATS", "GROUP", "Format", "FormatOptions", "NextStep", "Stage", "Step", "checked_options",
           "next_step", "round_robin_draw", "stage_of"]


@dataclass(frozen=True)
class Stage:
    """Where a round robin (or group stage) stands: ``done`` once every round is played,
    ``total`` its rounds when known beforehand (tables of two)."""

    done: bool = False
    total: int | None = None


def stage_of(
    format: str,
    rounds: Sequence[RoundView],
    active: Sequence[int],
    table_size: int,
    options: FormatOptions,
) -> Stage:
    """The round-robin stage of a round robin or a group stage, from every round so far
    (``active``: the players not withdrawn before the next round)."""
    if format not in (Format.ROUND_ROBIN.value, Format.GROUPS_KNOCKOUT.value):
        return Stage()
    draw = round_robin_draw(rounds[0]) if rounds else sorted(active)
    if format == Format.GROUPS_KNOCKOUT.value:
        groups = deal_groups(draw, options.groups)
        stage_rounds = [r for r in rounds if r.method == GROUP]
        total = group_rounds(groups) if table_size == 2 else None
        if len(stage_rounds) < len(rounds):
            return Stage(True, total)  # the knock-out has begun
    else:
        groups = [Group(1, tuple(draw))]
        stage_rounds = list(rounds)
        total = circle_rounds(len(draw)) if table_size == 2 else None
    if not stage_rounds:
        return Stage(False, total)
    met = met_before([p.id for p in t.players] for r in stage_rounds for t in r.tables)
    still = set(active)
    done = all(group_done(g, len(stage_rounds), table_size, met, still) for g in groups)
    return Stage(done, total)


def next_step(format: str, rounds: Sequence[RoundView], options: FormatOptions | None = None,
              stage: Stage | None = None) -> NextStep:
    """The next step of a tournament of ``format`` after ``rounds``. For a round robin or
    a group stage ``stage`` (:func:`stage_of`) says whether it is over; every other
    format needs the last round alone."""
    options = options or FormatOptions()
    stage = stage or Stage()
    if not rounds:
        return NextStep(Step.SEAT_FIRST, 1, stage.total or options.swiss_rounds or None)
    last = rounds[-1]
    if not last.complete:
        return NextStep(Step.FINISH_ROUND, last.number)
    after = last.number + 1
    if format == Format.SWISS_FINAL.value:
        if last.method == FINAL:
            return NextStep(Step.OVER, last.number)
        if last.number >= options.swiss_rounds:
            return NextStep(Step.SEAT_FINAL, after)
        return NextStep(Step.SEAT_NEXT, after, options.swiss_rounds)
    if format == Format.ROUND_ROBIN.value:
        return NextStep(Step.OVER, last.number, stage.total) if stage.done else NextStep(Step.SEAT_NEXT, after, stage.total)
    if format == Format.GROUPS_KNOCKOUT.value and last.method == GROUP:
        return NextStep(Step.SEAT_KNOCKOUT, after) if stage.done else NextStep(Step.SEAT_NEXT, after, stage.total)
    knockout = format in (Format.KNOCKOUT.value, Format.GROUPS_KNOCKOUT.value)
    if knockout and len(last.tables) == 1 and not last.byes:
        return NextStep(Step.OVER, last.number)
    return NextStep(Step.SEAT_NEXT, after)
