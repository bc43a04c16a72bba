"""The rules engine's code as it was before its fast paths (issue 29), kept as the
reference the fast paths are compared with on random hands."""

from __future__ import annotations

from collections import Counter

from daifugo_gui.rules import HIDDEN
from daifugo_gui.rules.cards import Card


def plain_assign(hand: list[Card], wanted: list[Card]) -> tuple[list[Card], int | None]:
    """assign_cards as it was written before issue 29, a loop over the whole hand."""
    ranks = {w.rank for w in wanted}
    free = Counter([c for c in hand if c.rank in ranks and c.rank >= 0])
    hidden = sum(1 for c in hand if c == HIDDEN)
    served = [HIDDEN] * len(wanted)
    for i in sorted(range(len(wanted)), key=lambda i: wanted[i].suit is None and not wanted[i].is_joker):
        want = wanted[i]
        if free[want] > 0:
            pick: Card | None = want
        else:
            pick = next((c for c in free if free[c] > 0 and (want.matches(c) or c.matches(want))), None)
        if pick is not None:
            free[pick] -= 1
            served[i] = pick
        elif hidden:
            hidden -= 1
        else:
            return [], i
    return served, None
