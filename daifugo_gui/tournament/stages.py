"""The knock-out's rounds by the names organisers give them (準々決勝, 準決勝, 決勝 /
quarter-final, semi-final, final), known from the moment the format and its cut are
chosen, not only once the knock-out is decided (#26). Pure.

The standings' stage column names a knock-out round once its final is played
(:func:`daifugo_gui.tournament.standing_notes.read_note`); the round list, the seat button,
the new-tournament dialog and the round results print use the plan here before that.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from daifugo_gui.tournament.formats import NextStep, Step, format_of
from daifugo_gui.tournament.knockout import planned_stage
from daifugo_gui.tournament.views import RoundView, TournamentInfo


@dataclass(frozen=True)
class StagePlan:
    """The planned knock-out rounds, first to final: the players in each and its name
    ("quarter_final", "semi_final", "final"; None for a round before those)."""

    players: tuple[int, ...] = ()
    names: tuple[str | None, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.players)


def plan_of(players: Sequence[int]) -> StagePlan:
    """The plan of knock-out rounds of ``players`` each (the final last), named."""
    return StagePlan(tuple(players), tuple(planned_stage(i, len(players)) for i in range(len(players))))


def stage_plan(info: TournamentInfo) -> StagePlan:
    """The knock-out the tournament's format and cut plan (empty without a knock-out
    stage decided by the options: a plain knock-out's size is the field's)."""
    return plan_of(format_of(info.format).knockout_plan(info))


def round_stages(info: TournamentInfo, rounds: Sequence[RoundView]) -> dict[int, str]:
    """The seated knock-out rounds' names by round number ({5: "semi_final", 6: "final"})."""
    plan = stage_plan(info)
    if not plan:
        return {}
    knockout = format_of(info.format).bracket_rounds(rounds)
    named: dict[int, str] = {}
    for index, view in enumerate(knockout):
        name = plan.names[index] if index < len(plan.names) else None
        if name is not None:
            named[view.number] = name
    return named


def next_stage(info: TournamentInfo, rounds: Sequence[RoundView], step: NextStep | None) -> str | None:
    """The name of the knock-out round the next step seats (None: not a named knock-out
    round, or the step seats nothing)."""
    plan = stage_plan(info)
    if not plan or step is None:
        return None
    if step.step is Step.SEAT_FINAL:
        return "final"
    seated = len(format_of(info.format).bracket_rounds(rounds))
    if step.step is Step.SEAT_KNOCKOUT or (step.step is Step.SEAT_NEXT and seated):
        return plan.names[seated] if seated < len(plan.names) else None
    return None
