"""Swiss: round 1 is the seeded draw, later rounds seat players of like standing together."""

from __future__ import annotations

from daifugo_gui.tournament.formats.base import FormatBase, SeatContext, Seated, met_and_byes, ranked_active, seated_draw
from daifugo_gui.tournament.options import Format
from daifugo_gui.tournament.seating import standings_seating


def standings_round(ctx: SeatContext) -> Seated:
    """A swiss round after the first: neighbours in the standings meet, repeats avoided."""
    met, had = met_and_byes(ctx.rounds)
    seating = standings_seating(ranked_active(ctx), met, had, ctx.info.table_size, ctx.info.min_table_size)
    return Seated(seating, "standings")


class Swiss(FormatBase):
    key = Format.SWISS.value

    def seat(self, ctx: SeatContext) -> Seated:
        return seated_draw(ctx) if ctx.number == 1 else standings_round(ctx)


FORMAT = Swiss()
