"""D5: who moves first (R17)."""

from __future__ import annotations

from typing import Mapping, Sequence

from daifugo_gui.rules.cards import Card
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.reasons import Code, Reason

RED_JOKER = "red"


def declared_order(players: Sequence[str], first: str) -> list[str]:
    """D5 default: the declared first player (rock-paper-scissors), then clockwise."""
    if first not in players:
        raise RecordError(Reason.of(Code.D5_FIRST_NOT_A_PLAYER, player=first))
    start = list(players).index(first)
    return [*players[start:], *players[:start]]


def shown_card_strength(card: Card, joker_colour: str | None = None) -> tuple[int, int]:
    """Appendix method: value first (a joker is ∞), then suit S > H > D > C, black joker > red."""
    if card.is_joker:
        return (14, 2 if joker_colour != RED_JOKER else 1)
    return (card.rank, card.suit.strength if card.suit is not None else 0)


def shown_card_order(
    players: Sequence[str],
    shown: Mapping[str, Card],
    joker_colours: Mapping[str, str] | None = None,
) -> list[str]:
    """R17: the player who showed the strongest card moves first, then clockwise (seat order)."""
    missing = [p for p in players if p not in shown]
    if missing:
        raise RecordError(Reason.of(Code.R17_NOT_SHOWN, player=missing[0]))
    colours = joker_colours or {}
    strengths = {p: shown_card_strength(shown[p], colours.get(p)) for p in players}
    best = max(strengths.values())
    leaders = [p for p in players if strengths[p] == best]
    if len(leaders) > 1:
        raise RecordError(Reason.of(Code.R17_SHOW_AGAIN, players=", ".join(leaders)))
    return declared_order(players, leaders[0])
