"""Swiss: round 1 is the seeded draw, later rounds seat players of like standing together."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from daifugo_gui.tournament.formats.base import FormatBase, SeatContext, Seated, met_and_byes, ranked_active, seated_draw
from daifugo_gui.tournament.options import Format, RoundMethod
from daifugo_gui.tournament.seating import rematch_free_seating, standings_seating, total_repeats


def standings_round(ctx: SeatContext) -> Seated:
    """A swiss round after the first: neighbours in the standings meet, repeats avoided."""
    met, had = met_and_byes(ctx.rounds)
    ranked = ranked_active(ctx)
    apart = met
    if ctx.info.options.avoid_clubs:
        # Club-mates count as having met once: kept apart where the standings allow.
        apart = met + Counter(frozenset(pair) for pair in combinations(ranked, 2)
                              if ctx.clubs.get(pair[0]) and ctx.clubs.get(pair[0]) == ctx.clubs.get(pair[1]))
    seating = standings_seating(ranked, apart, had, ctx.info.table_size, ctx.info.min_table_size)
    if ctx.info.options.no_rematch and total_repeats(seating, met):
        # "No rematch" is absolute: search for a seating without any before giving in.
        sizes = [len(t) for t in seating.tables]
        seating = rematch_free_seating(ranked, met, sizes, seating.byes) or seating
    return Seated(seating, RoundMethod.STANDINGS)


class Swiss(FormatBase):
    key = Format.SWISS.value

    def seat(self, ctx: SeatContext) -> Seated:
        return seated_draw(ctx) if ctx.number == 1 else standings_round(ctx)


FORMAT = Swiss()
