"""How many cards to deal (D1, D2, D4, R1)."""

from __future__ import annotations

from dataclasses import dataclass

from daifugo_gui.rules.settings import Settings


@dataclass(frozen=True)
class DealPlan:
    hand_size: int
    deck_count: int
    total: int

    @property
    def feasible(self) -> bool:
        return self.deck_count >= 0


def deal_plan(settings: Settings, players: int, shown_card_method: bool = False) -> DealPlan:
    """Cards per hand and cards left in the deck.

    With the shown-card method of D5 each player is dealt one card more, and the shown
    cards go back under the deck (the rule sheet's appendix note).
    """
    size = settings.hand_size + (1 if shown_card_method else 0)
    return DealPlan(size, settings.total_cards - size * players, settings.total_cards)
