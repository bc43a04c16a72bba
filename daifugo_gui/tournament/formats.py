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

from daifugo_gui.tournament.options import FINAL, FORMATS, Format, FormatOptions, checked_options
from daifugo_gui.tournament.round_robin import circle_rounds
from daifugo_gui.tournament.views import RoundView


class Step(Enum):
    """What the organiser does next."""

    SEAT_FIRST = "seat_first"  # no round yet: the draw
    SEAT_NEXT = "seat_next"  # another round of the same stage
    SEAT_FINAL = "seat_final"  # the swiss rounds are played: the top N to the final
    FINISH_ROUND = "finish_round"  # the last round still waits for results
    OVER = "over"  # nothing more to seat


@dataclass(frozen=True)
class NextStep:
    step: Step
    round: int  # the round the step is about (the one to seat, or the one to finish)
    of: int | None = None  # rounds the stage has in all, where that is known


__all__ = ["FINAL", "FORMATS", "Format", "FormatOptions", "NextStep", "Step", "checked_options", "next_step",
           "round_robin_draw"]


def round_robin_draw(first: RoundView) -> list[int]:
    """The players of a round robin (everyone in round 1, seated or with a bye)."""
    return sorted([p.id for t in first.tables for p in t.players] + [p.id for p in first.byes])


def next_step(
    format: str,
    rounds: Sequence[RoundView],
    table_size: int,
    all_met: bool = False,
    options: FormatOptions | None = None,
) -> NextStep:
    """The next step of a tournament of ``format`` after ``rounds`` (for every format
    but the round robin, the last round alone is enough).

    ``all_met``: every pair of round-robin players has shared a table already (the end of
    a round robin at tables of more than two, which only the meetings tell).
    """
    options = options or FormatOptions()
    if not rounds:
        return NextStep(Step.SEAT_FIRST, 1, options.swiss_rounds or None)
    last = rounds[-1]
    if not last.complete:
        return NextStep(Step.FINISH_ROUND, last.number)
    if format == Format.SWISS_FINAL.value:
        if last.method == FINAL:
            return NextStep(Step.OVER, last.number)
        if last.number >= options.swiss_rounds:
            return NextStep(Step.SEAT_FINAL, last.number + 1)
        return NextStep(Step.SEAT_NEXT, last.number + 1, options.swiss_rounds)
    if format == Format.ROUND_ROBIN.value:
        if table_size == 2:
            total = circle_rounds(len(round_robin_draw(rounds[0])))
            if last.number >= total:
                return NextStep(Step.OVER, last.number, total)
            return NextStep(Step.SEAT_NEXT, last.number + 1, total)
        if all_met:
            return NextStep(Step.OVER, last.number)
    if format == Format.KNOCKOUT.value and len(last.tables) == 1 and not last.byes:
        return NextStep(Step.OVER, last.number)
    return NextStep(Step.SEAT_NEXT, last.number + 1)
