"""The deal: who plays, how many cards to deal (D1, D2, D4, R1), the cards in play, and
the hands a game starts from (R19).

A game starts from counted hands (live play: every card hidden, only how many each
player holds) or from known hands (open hands, a full record), with or without the
deck. Known hands must hold exactly the cards in play, nothing lost or doubled; without
the deck they must fit in them, and the deck holds the rest, hidden. The counts made
here are where :class:`~daifugo_gui.rules.game.Game` starts its R19 tracking.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain
from operator import attrgetter

from daifugo_gui.rules.cards import Card, cards_text, standard_deck
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.holding import HIDDEN, overflowing_card
from daifugo_gui.rules.names import check_name
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.settings import Settings

_SUIT_OF = attrgetter("suit")
_KEY_OF = attrgetter("_key")  # Card's equality key: equal cards, equal keys (cards.py)
_HIDDEN_KEY = _KEY_OF(HIDDEN)


def seated_players(players: Sequence[str]) -> tuple[str, ...]:
    """The players in seat order: at least two, each a valid name, none twice."""
    names = tuple(players)
    if len(names) < 2:
        raise RecordError(Reason.of(Code.GAME_TWO_PLAYERS))
    for name in names:
        check_name(name)
    duplicates = [n for n, k in Counter(names).items() if k > 1]
    if duplicates:
        raise RecordError(Reason.of(Code.GAME_PLAYER_TWICE, player=duplicates[0]))
    return names


@dataclass(frozen=True)
class CardsInPlay:
    """Every card in play (R1), counted three ways. Shared by every game of the same decks
    (issue 40: a tournament's replay starts hundreds of games), so never changed."""

    cards: Counter[Card]
    per_rank: Counter[int]
    keys: dict[int, int]  # the same counts by the cards' integer keys, compared in C


@lru_cache(maxsize=64)
def cards_in_play(decks: int, jokers: int, remove_even: bool) -> CardsInPlay:
    """The cards in play for these settings (R1): one value per kind of deck."""
    cards = Counter(standard_deck(decks, jokers, remove_even))
    per_rank: Counter[int] = Counter()
    for card, count in cards.items():
        per_rank[card.rank] += count
    return CardsInPlay(cards, per_rank, dict(zip(map(_KEY_OF, cards), cards.values())))


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


def counted_deal(players: Sequence[str], settings: Settings) -> tuple[dict[str, list[Card]], list[Card]]:
    """Counted hands (R1): each player's hand and the deck, every card hidden."""
    plan = deal_plan(settings, len(players))
    if not plan.feasible:
        raise RecordError(Reason.of(Code.GAME_DEAL_TOO_BIG, players=len(players), size=plan.hand_size,
                                    needed=plan.hand_size * len(players), total=plan.total))
    return {p: [HIDDEN] * plan.hand_size for p in players}, [HIDDEN] * plan.deck_count


def known_deal(
    players: Sequence[str], hands: Mapping[str, Sequence[Card]], deck: Sequence[Card] | None, in_play: CardsInPlay
) -> tuple[dict[str, list[Card]], list[Card], Counter[int]]:
    """R19: known hands (and the deck, where known) checked against the cards in play; the
    hands, the deck (hidden cards for the rest where it is not known) and the known cards
    counted by key (for :func:`known_counts`)."""
    missing = [p for p in players if p not in hands]
    if missing:
        raise RecordError(Reason.of(Code.GAME_HAND_MISSING, player=missing[0]))
    extra = [p for p in hands if p not in players]
    if extra:
        raise RecordError(Reason.of(Code.GAME_HAND_STRANGER, player=str(extra[0])))
    if deck is None:
        dealt = Counter(chain(*map(hands.__getitem__, players)))  # in C (issue 40: every partial deal)
        too_many = overflowing_card(dealt, in_play.cards)
        if too_many is not None:
            raise RecordError(Reason.of(Code.GAME_HANDS_TOO_MANY, card=too_many.text()))
        left = sum(in_play.cards.values()) - sum(dealt.values())
        return {p: list(hands[p]) for p in players}, [HIDDEN] * left, Counter(
            dict(zip(map(_KEY_OF, dealt), dealt.values()))
        )
    # A suitless card is looked for card by card only where a card has no suit (a
    # joker's is None too): the suits are read in C first (issue 40: every record's deal).
    for player in players:
        if None in map(_SUIT_OF, hands[player]):
            for card in hands[player]:
                if card.suit is None and not card.is_joker:
                    raise RecordError(Reason.of(Code.GAME_HAND_NO_SUIT, player=player, card=card.text()))
    if None in map(_SUIT_OF, deck):
        for card in deck:
            if card.suit is None and not card.is_joker:
                raise RecordError(Reason.of(Code.GAME_DECK_NO_SUIT, card=card.text()))
    # The deal and the cards in play compared by the cards' integer keys, in C (issue 40:
    # a card's hash is a Python call, and a known deal holds 54 to 864 cards); cards are
    # counted as cards only to name what does not match.
    dealt_keys = Counter(map(_KEY_OF, chain(*map(hands.__getitem__, players), deck)))
    if not dict.__eq__(dealt_keys, in_play.keys):
        raise RecordError(Reason.of(Code.GAME_CARDS_MISMATCH, problems=_mismatch(players, hands, deck, in_play)))
    return {p: list(hands[p]) for p in players}, list(deck), dealt_keys


def _mismatch(players: Sequence[str], hands: Mapping[str, Sequence[Card]], deck: Sequence[Card],
              in_play: CardsInPlay) -> Reason:
    """What a full deal has too many of, and what it lacks (R19)."""
    dealt: Counter[Card] = Counter()
    for player in players:
        dealt.update(hands[player])
    dealt.update(deck)
    surplus = dealt - in_play.cards
    lacking = in_play.cards - dealt
    extra_text, short_text = cards_text(sorted(surplus.elements())), cards_text(sorted(lacking.elements()))
    if surplus and lacking:
        return Reason.of(Code.GAME_CARDS_TOO_MANY_AND_MISSING, extra=extra_text, missing=short_text)
    if surplus:
        return Reason.of(Code.GAME_CARDS_TOO_MANY, cards=extra_text)
    return Reason.of(Code.GAME_CARDS_MISSING, cards=short_text)


@dataclass
class KnownCounts:
    """The R19 counts the game keeps of its known cards wherever they lie, by key and by
    rank, with the suited cards and the ranks of which more are known than in play."""

    by_key: Counter[int]
    per_rank: Counter[int]
    over_cards: set[int]
    over_ranks: set[int]


def known_counts(known: Counter[int], in_play: CardsInPlay) -> KnownCounts:
    """The counts of the known cards at the deal, ``known`` by key with hidden cards among
    them (issue 40: counted as the deal was checked, not card by card again)."""
    del known[_HIDDEN_KEY]
    per_rank: Counter[int] = Counter()
    for key, count in known.items():
        per_rank[key >> 3] += count  # the key's rank
    return KnownCounts(
        known,
        per_rank,
        {k for k, n in known.items() if k & 7 and n > in_play.keys.get(k, 0)},  # suited ones
        {r for r, n in per_rank.items() if n > in_play.per_rank.get(r, 0)},
    )
