"""Complete a partly typed deal: the judge names some hands and the top of the deck.

Used for "a deal typed in" at the console and for writing short test situations: every
card not named goes under the given top of the deck, in a fixed order, so the deal holds
exactly the cards in play (R19).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from daifugo_gui.rules.cards import Card, cards_text, parse_cards, standard_deck
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.settings import Settings


def complete_deal(
    hands: Mapping[str, str], deck_top: str = "", settings: Settings | None = None
) -> tuple[dict[str, tuple[Card, ...]], tuple[Card, ...]]:
    """Hands as typed, and the deck: ``deck_top`` then every remaining card."""
    settings = settings or Settings()
    left: Counter[Card] = Counter(standard_deck(settings.decks, settings.jokers, settings.remove_even))
    dealt = {name: parse_cards(text) for name, text in hands.items()}
    top = parse_cards(deck_top)
    named = [*((Reason.of(Code.RECORD_HAND_OF, player=n), c) for n, c in dealt.items()), (Reason.of(Code.RECORD_THE_DECK), top)]
    for where, cards in named:
        for card in cards:
            if left[card] <= 0:
                raise RecordError(Reason.of(Code.GAME_NOT_LEFT_TO_DEAL, where=where, card=card.text()))
            left[card] -= 1
    rest = sorted(left.elements(), key=lambda c: (c.is_joker, c.rank, c.suit.value if c.suit else ""))
    return dealt, (*top, *rest)


def known_record(
    hands: Mapping[str, str],
    events: list[dict[str, Any]],
    deck_top: str = "",
    settings: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """A full known-hands record from a short description (for tests and examples)."""
    parsed = Settings.from_dict(settings)
    dealt, deck = complete_deal(hands, deck_top, parsed)
    return {
        "format": "prime-daifugo-record/1",
        "settings": dict(settings or {}),
        "players": list(hands),
        "hands": {name: cards_text(cards) for name, cards in dealt.items()},
        "deck": cards_text(deck),
        "events": events,
    }
