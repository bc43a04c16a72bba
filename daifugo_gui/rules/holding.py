"""Which cards of a hand a play uses (R11a), and whether the known cards fit in the
cards in play (R19).

A hand holds known cards (a :class:`Card`, perhaps with its suit open) and hidden ones
(:data:`HIDDEN`). A play names cards; each is served by a card of the hand that it can
stand for, or by a hidden card, which then turns out to be the card named. Known cards,
wherever they lie, must never be more than the cards in play: the game keeps their
counts (``Game._recount``) and asks :func:`overflowing_card` which card is one too many.

Hands are searched by the cards' integer keys and by identity, in C (issue 29: a Python
loop over a fouling player's long hand on every play was a fifth of a replay); each
shortcut is checked against the plain loop in tests/rules/test_rules_fast_paths.py.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import compress, repeat
from operator import attrgetter, is_

from daifugo_gui.rules.cards import Card

HIDDEN = Card(-1)
"""A card whose face nobody knows (R19): all of a counted hand, the unseen deck."""
_RANK_OF = attrgetter("rank")
_KEY_OF = attrgetter("_key")  # Card's equality key: equal cards, equal keys (cards.py)


# The keys of the cards _exact refuses: a rank without its suit, and HIDDEN (Card._key is
# rank * 8 plus the suit's place, 0 for none).
_INEXACT_KEYS = frozenset(rank * 8 for rank in (-1, *range(1, 14)))


def _exact(card: Card) -> bool:
    """A wish only its own face serves: a suited card or a joker (never HIDDEN)."""
    return card.suit is not None or card.rank == 0


def assign_cards(hand: Sequence[Card], wanted: Sequence[Card]) -> tuple[list[Card], int | None]:
    """Which hand card serves each wanted card, or the index of the first that none can (R11a).

    Exact wishes (a suited card, a joker) take their own card first, then rank-only wishes
    take what is left of their rank; hidden cards of the hand serve whatever remains.
    Because a rank-only wish accepts every suit of its rank, serving the exact ones first
    finds an assignment whenever one exists.
    """
    # Only cards of a wanted rank can serve (matches() needs the rank): counting just those
    # keeps a play from a long hand cheap. HIDDEN is the only card of negative rank.
    # The hand is walked in C (map, compress, list.count): a fouling player's hand grows
    # long, and a Python loop over it on every play was a fifth of a replay (issue 29).
    if len(wanted) == 1:
        return assign_one(hand, wanted[0])
    if hand and hand[0] is HIDDEN and hand.count(HIDDEN) == len(hand):
        # A counted hand: hidden cards serve the wishes in turn (the general case's answer
        # below, without the counting that leads there: issue 40, most plays of live games).
        if len(wanted) <= len(hand):
            return [HIDDEN] * len(wanted), None
        return [], _exact_first(wanted)[len(hand)]
    if _INEXACT_KEYS.isdisjoint(map(_KEY_OF, wanted)):  # all(map(_exact, wanted)), asked in C (issue 40)
        # Every wish names its own card (an open hand's discard): the loop below would serve
        # each with itself when the hand holds enough of each, which counting keys in C shows.
        keys = _places(hand)
        wanted_keys = list(map(_KEY_OF, wanted))
        if len(set(wanted_keys)) == len(wanted_keys):  # no face wished twice: held once is enough
            if all(map(keys.__contains__, wanted_keys)):
                return list(wanted), None
        elif all(keys.count(key) >= need for key, need in Counter(wanted_keys).items()):
            return list(wanted), None
    ranks = {w.rank for w in wanted}
    ranks.discard(HIDDEN.rank)
    hand_ranks = list(map(_RANK_OF, hand))
    hidden = hand_ranks.count(HIDDEN.rank)
    exact_first = _exact_first(wanted)
    if hidden == len(hand):  # a counted hand: hidden cards serve the wishes in turn
        if len(wanted) <= hidden:
            return [HIDDEN] * len(wanted), None
        return [], exact_first[hidden]
    free = Counter(compress(hand, map(ranks.__contains__, hand_ranks)))
    served: list[Card] = [HIDDEN] * len(wanted)
    for i in exact_first:
        want = wanted[i]
        if free[want] > 0:
            pick: Card | None = want
        else:  # the same rank with the suit open on one side
            pick = next((c for c in free if free[c] > 0 and (want.matches(c) or c.matches(want))), None)
        if pick is not None:
            free[pick] -= 1
            served[i] = pick
        elif hidden:
            hidden -= 1
        else:
            return [], i
    return served, None


def _exact_first(wanted: Sequence[Card]) -> list[int]:
    """The wishes' places, exact ones first (see :func:`assign_cards`), else in order."""
    return sorted(range(len(wanted)), key=lambda i: wanted[i].suit is None and not wanted[i].is_joker)


def assign_one(hand: Sequence[Card], want: Card) -> tuple[list[Card], int | None]:
    """:func:`assign_cards` for one wanted card, the common case, with the same answers:
    the card itself if held; else the first hand card that stands for it or it for that
    one (a suitless card of its rank for a suited wish; any card of its rank for a
    suitless one); else a hidden card."""
    if hand and hand[0] is HIDDEN and hand.count(HIDDEN) == len(hand):
        return [HIDDEN], None  # a counted hand: counting by identity is C's fastest loop
    if want.rank >= 0 and any(map(is_, hand, repeat(want))):
        # The card itself, found by identity in C (one shared object per face): no key list
        # is built for the usual play of an open hand (issue 29); a miss costs one C scan.
        return [want], None
    keys = _places(hand)
    if want.rank >= 0:
        if _KEY_OF(want) in keys:  # an equal card that is not the shared object
            return [want], None
        if want.suit is not None:
            suitless = want.rank * 8  # Card(rank)'s key
            if suitless in keys:
                return [hand[keys.index(suitless)]], None
        else:
            hand_ranks = list(map(_RANK_OF, hand))
            if want.rank in hand_ranks:
                return [hand[hand_ranks.index(want.rank)]], None
    if _KEY_OF(HIDDEN) in keys:
        return [HIDDEN], None
    return [], 0


def _places(hand: Sequence[Card]) -> list[int]:
    """The hand's cards as their integer keys: finding a card among them compares integers
    in C, where ``list.index`` on the cards called ``Card.__eq__`` for each one before it."""
    return list(map(_KEY_OF, hand))


def remove_cards(hand: list[Card], cards: Iterable[Card]) -> None:
    """``hand.remove(card)`` for each card, in order: the first equal card goes each time."""
    keys: list[int] | None = None
    for card in cards:
        if keys is None:
            if hand and hand[0] is card:  # a counted hand: its first hidden card, at once
                del hand[0]
                continue
            keys = list(map(_KEY_OF, hand))  # _places, inline (issue 40: every play of a known card)
        place = keys.index(_KEY_OF(card))
        del keys[place]
        del hand[place]


def replace_cards(hand: list[Card], before: Sequence[Card], after: Sequence[Card]) -> None:
    """``hand[hand.index(b)] = a`` for each pair, in order (a card put back as itself is left)."""
    pairs = [(old, new) for old, new in zip(before, after) if old is not new]
    if not pairs:
        return
    keys = _places(hand)
    for old, new in pairs:
        place = keys.index(_KEY_OF(old))
        keys[place] = _KEY_OF(new)
        hand[place] = new


def overflowing_card(known: Counter[Card], in_play: Counter[Card]) -> Card | None:
    """A card of which more are known than there are in play (R19), or None.

    Known cards may leave the suit open; they fit when every suit and every rank fits.
    """
    per_rank: Counter[int] = Counter()
    for card, count in known.items():
        if card.suit is not None and count > in_play[card]:
            return card
        per_rank[card.rank] += count
    in_play_per_rank: Counter[int] = Counter()
    for card, count in in_play.items():
        in_play_per_rank[card.rank] += count
    for rank, count in per_rank.items():
        if count > in_play_per_rank[rank]:
            return Card(rank)
    return None


def more_specific(a: Card, b: Card) -> Card:
    """Of two descriptions of one card, the one that says more (a suit over none; any over hidden)."""
    if b.rank < 0 or (a.suit is not None and b.suit is None):  # b is HIDDEN, the only card of negative rank
        return a
    return b
