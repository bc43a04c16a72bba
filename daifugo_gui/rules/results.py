"""What an action came to: the record's result words as one enum.

The values are the words ``daifugo replay`` prints in ``results`` (CONTRACTS.md) and the
keys screens style a verdict by; being a ``StrEnum`` they serialise to those same words,
so JSON and templates do not change, while code compares members and a type checker can
tell a result from any other text.
"""

from __future__ import annotations

from enum import StrEnum

from daifugo_gui.rules.judge import Verdict


class Result(StrEnum):
    """The result of one action (one per record event)."""

    # a play, judged: the verdict's own word (``daifugo judge``), spelled once, in Verdict
    PRIME = Verdict.PRIME.value
    GROTHENDIECK_CUT = Verdict.GROTHENDIECK_CUT.value
    INFINITY = Verdict.INFINITY.value
    RAMANUJAN_REVOLUTION = Verdict.RAMANUJAN_REVOLUTION.value
    COMPOSITE = Verdict.COMPOSITE.value
    FOUL = Verdict.FOUL.value
    CANNOT_PLAY = Verdict.CANNOT_PLAY.value
    # the other actions
    DRAWN = "drawn"
    PASS = "pass"
    FORCED_PASS = "forced_pass"
    DISQUALIFIED = "disqualified"
    DISCARDED = "discarded"
    STOPPED = "stopped"
    DECLARED = "declared"


def result_of(verdict: Verdict) -> Result:
    """A judged play's result: the verdict's own word."""
    return _OF_VERDICT[verdict]


# A table and a plain function, not Result(verdict.value) or a classmethod: this runs once
# per play on the replay path, and looking a name up on an enum class costs more than the
# rest of it (Python 3.11).
_OF_VERDICT: dict[Verdict, Result] = {v: Result(v.value) for v in Verdict}
