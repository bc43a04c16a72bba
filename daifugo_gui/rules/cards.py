"""Cards and the card text of CONTRACTS.md (R1, R2).

A *card* is a physical card: a rank with an optional suit, or a joker. A *token* is a
card as written in a play, carrying the value it takes there (a joker's declared value,
R2). Parsing never guesses: bad text raises :class:`CardTextError` naming the token and
where it stands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from enum import Enum
from typing import Iterable, Sequence

from daifugo_gui.rules.reasons import Code, Reason, english

MIN_RANK = 1
MAX_RANK = 13
MAX_JOKER_VALUE = 13
MAX_TOKENS = 2000
"""Cards in one text (a play, a factor field, a hand, a deck): 16 decks hold 864, and
2,000 two-digit cards stay under Python's 4,300-digit limit for numbers."""


class Suit(str, Enum):
    """The four suits, strongest first for the shown-card method of D5 (R17)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def strength(self) -> int:
        """Higher is stronger: S > H > D > C."""
        return {"S": 4, "H": 3, "D": 2, "C": 1}[self.value]


_SUIT_PLACES = {"S": 1, "H": 2, "D": 3, "C": 4}  # a card's equality key (Card._key)

RANK_LETTERS = {1: "A", 11: "J", 12: "Q", 13: "K"}
# ``T`` for ten is the community notation's letter (数譜); we read it, and keep writing 10.
LETTER_RANKS = {**{letter: rank for rank, letter in RANK_LETTERS.items()}, "T": 10}


class CardTextError(ValueError):
    """Card text that does not parse; ``reason`` names the token and its position."""

    def __init__(self, reason: Reason, token: str = "", index: int = 0, column: int = 0) -> None:
        super().__init__(english(reason))
        self.reason = reason
        self.token = token
        self.index = index
        self.column = column


@dataclass(frozen=True, order=True)
class Card:
    """A physical card. ``rank`` is 1..13, or 0 for a joker; ``suit`` may be unknown."""

    rank: int
    suit: Suit | None = None

    # Equality and hash by one small integer worked out once (issue 29): replaying a record
    # compares and counts cards hundreds of thousands of times, and the generated methods
    # built two tuples and hashed the suit's name (a Python-level Enum hash) on every call.
    # The integer does not depend on the process's string hashing, so a pickled card
    # carries a hash that stays right in another process.
    def __post_init__(self) -> None:
        suit = self.suit
        if suit is None:
            place = 0
        else:
            place = _SUIT_PLACES.get(suit.value if isinstance(suit, Suit) else suit, 0)
            if not place:
                raise ValueError(f"not a suit: {suit!r}")
        object.__setattr__(self, "_key", self.rank * 8 + place)

    def __eq__(self, other: object) -> bool:
        # The key stands for (rank, suit) one to one, so this is the field-by-field equality.
        if other.__class__ is self.__class__:
            return self._key == other._key  # type: ignore[attr-defined, no-any-return]
        return NotImplemented

    def __hash__(self) -> int:
        return self._key  # type: ignore[attr-defined, no-any-return]

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    def text(self) -> str:
        """The card in the contract's spelling (``SK``, ``H10``, ``7``, ``X``)."""
        if self.is_joker:
            return "X"
        if self.rank < 0:
            return "?"  # a hidden card (R19): nobody knows its face
        rank = RANK_LETTERS.get(self.rank, str(self.rank))
        return f"{self.suit.value}{rank}" if self.suit is not None else rank

    def matches(self, other: Card) -> bool:
        """Whether this (possibly suitless) card can stand for ``other``."""
        if self.rank != other.rank:
            return False
        return self.suit is None or self.suit == other.suit

    def __str__(self) -> str:
        return self.text()


JOKER = Card(0)

_CARDS: dict[tuple[int, Suit | None], Card] = {(0, None): JOKER}


def card_of(rank: int, suit: Suit | None = None) -> Card:
    """The one shared :class:`Card` for ``rank`` and ``suit``.

    Equal cards compare equal however they were made; sharing one object per face only
    lets dictionaries and lists find a card by identity before they ask ``__eq__``, which
    is what counting the cards of a 16-deck game spends its time on (issue 29).
    """
    key = (rank, suit)
    found = _CARDS.get(key)
    if found is None:
        found = _CARDS[key] = Card(rank, suit)
    return found


@dataclass(frozen=True)
class Token:
    """One card as written in a play or factor field.

    ``declared`` is the value a joker takes inside a multi-card play (``X=7``); ``None``
    for a bare joker, which alone is ∞ (R3).
    """

    card: Card
    declared: int | None = None
    index: int = 0
    column: int = 0
    raw: str = ""  # as the judge typed it ("1" stays "1", not "A")

    @property
    def value(self) -> int | None:
        """The number this card contributes (R2); ``None`` for a bare joker."""
        card = self.card
        return self.declared if card.rank == 0 else card.rank  # is_joker written out: read per card judged

    def text(self) -> str:
        if self.raw:
            return self.raw
        if self.card.is_joker and self.declared is not None:
            return f"X={self.declared}"
        return self.card.text()

    def __str__(self) -> str:
        return self.text()


_TOKEN_RE = re.compile(r"\*|\^|[^\s*^]+")
# re.ASCII: only the characters the contract names. Without it IGNORECASE lets the Kelvin
# sign (U+212A) pass for K and \d lets other scripts' digits through to int().
_CARD_RE = re.compile(r"^(?P<suit>[SHDC])?(?P<rank>10|11|12|13|[1-9]|[AJQKT])$", re.IGNORECASE | re.ASCII)
_JOKER_RE = re.compile(r"^X(?:=(?P<value>[0-9]+|[AJQKT]))?$", re.IGNORECASE | re.ASCII)


def _lex(text: str) -> list[tuple[str, int]]:
    """Split card text into (token, 1-based column) pairs; more than MAX_TOKENS is refused."""
    if "*" not in text and "^" not in text:
        # Cards only (a play's field, a hand, a deck: issue 40, most texts a replay reads):
        # the tokens are the whitespace-separated words, found without the regex. str.split
        # and the regex's \s know the same whitespace; each word starts at the first place
        # it occurs from the end of the one before.
        words = text.split()
        if len(words) > MAX_TOKENS:
            raise CardTextError(Reason.of(Code.TEXT_TOO_LONG, most=MAX_TOKENS))
        placed = []
        end = 0
        find = text.find
        for word in words:
            start = find(word, end)
            placed.append((word, start + 1))
            end = start + len(word)
        return placed
    tokens = []
    cards = 0
    for m in _TOKEN_RE.finditer(text):
        token = m.group(0)
        if token not in ("*", "^"):
            cards += 1
            if cards > MAX_TOKENS:
                raise CardTextError(Reason.of(Code.TEXT_TOO_LONG, most=MAX_TOKENS))
        tokens.append((token, m.start() + 1))
    return tokens


def _shown(raw: str) -> str:
    """A token as quoted back in a message: a pasted page is cut, not echoed whole."""
    return raw if len(raw) <= 24 else raw[:20] + "…"


def parse_token(raw: str, index: int = 1, column: int = 1) -> Token:
    """Parse one card token (``SK``, ``10``, ``X``, ``X=0``)."""
    joker = _JOKER_RE.match(raw)
    if joker:
        value = joker.group("value")
        if value is None:
            return Token(JOKER, None, index, column, raw)
        letter = value.upper()
        # len() first: a thousand-digit value must not reach int() (Python's digit limit)
        declared = LETTER_RANKS[letter] if letter in LETTER_RANKS else (int(value) if len(value) <= 2 else -1)
        if not 0 <= declared <= MAX_JOKER_VALUE:
            raise CardTextError(
                Reason.of(Code.TEXT_JOKER_RANGE, value=value[:6], token=raw[:12], index=index, column=column),
                raw, index, column,
            )
        return Token(JOKER, declared, index, column, raw)
    match = _CARD_RE.match(raw)
    if not match:
        raise CardTextError(
            Reason.of(Code.TEXT_UNKNOWN_CARD, token=_shown(raw), index=index, column=column), raw, index, column
        )
    rank_text = match.group("rank").upper()
    rank = LETTER_RANKS[rank_text] if rank_text in LETTER_RANKS else int(rank_text)
    suit_text = match.group("suit")
    suit = Suit(suit_text.upper()) if suit_text else None
    return Token(card_of(rank, suit), None, index, column, raw)


_CACHED_TEXT = 80
"""Card texts up to this long are parsed once and remembered: a replay meets the same
short plays ("7", "SK", "X=3 1") thousands of times (issue 29). Tokens are frozen, so a
remembered tuple is as good as a new one; longer texts (hands, decks, pasted pages) are
parsed each time and never held."""


def parse_tokens(text: str) -> tuple[Token, ...]:
    """Parse space-separated card tokens (a field, a hand, a deck)."""
    if len(text) <= _CACHED_TEXT:
        return _parse_short_tokens(text)
    return _parse_tokens(text)


@lru_cache(maxsize=2048)
def _parse_short_tokens(text: str) -> tuple[Token, ...]:
    return _parse_tokens(text)


_TOKENS_KEPT = 50_000
"""Tokens remembered by text and place (issue 40): a realistic replay meets thousands of
different multi-card plays, too many for the texts' cache, but made of the same few card
tokens at the same few places. Tokens are frozen, so one is as good as a new one."""

_tokens: dict[tuple[str, int, int], Token] = {}


def _parse_tokens(text: str) -> tuple[Token, ...]:
    kept = _tokens
    if "*" not in text and "^" not in text:
        words = text.split()
        if len(words) <= MAX_TOKENS and " ".join(words) == text:
            # A record's card text, its words one space apart (issue 40: most plays a replay
            # reads): each word's column follows from the lengths before it, and its kept
            # token is looked up without _lex's search; a word not kept yet is read below.
            found = []
            column = 1
            for index, word in enumerate(words, start=1):
                token = kept.get((word, index, column))
                if token is None:
                    break
                found.append(token)
                column += len(word) + 1
            else:
                return tuple(found)
    tokens = []
    for index, (raw, column) in enumerate(_lex(text), start=1):
        key = (raw, index, column)
        token = kept.get(key)
        if token is None:
            if raw in "*^":
                raise CardTextError(
                    Reason.of(Code.TEXT_FACTOR_ONLY, token=raw, index=index, column=column),
                    raw,
                    index,
                    column,
                )
            token = parse_token(raw, index, column)
            if len(raw) <= 4:  # a card's text; never keep a pasted page's
                if len(kept) >= _TOKENS_KEPT:
                    kept.clear()
                kept[key] = token
        tokens.append(token)
    return tuple(tokens)


_PLAIN_CARDS: dict[str, Card] = {}
"""Card words already read as a physical card (``SK``, ``h10``, ``X``), for hands and
decks (issue 40: a replay reads a deal of 54 to 864 cards for every record, whose words
are the same few dozen). Only words that parsed as a plain card are kept."""
_PLAIN_CARDS_KEPT = 5_000


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse a hand or deck: physical cards, no declared joker values."""
    words = text.split()
    known = _PLAIN_CARDS
    if len(words) <= MAX_TOKENS and all(map(known.__contains__, words)):
        return tuple(map(known.__getitem__, words))  # every word read before, each a card
    cards = []
    for token in parse_tokens(text):
        if token.declared is not None:
            raise CardTextError(
                Reason.of(Code.TEXT_JOKER_IN_HAND, token=token.text(), index=token.index, column=token.column),
                token.text(),
                token.index,
                token.column,
            )
        cards.append(token.card)
        if len(known) < _PLAIN_CARDS_KEPT:
            known[token.raw] = token.card
    return tuple(cards)


Part = tuple[Token, ...]
"""A run of cards read as one number in a factor field (a base or an exponent)."""


@dataclass(frozen=True)
class Group:
    """One factor ``base ^ e1 ^ e2 …`` of a factor field (R9): a tower, right-associative."""

    base: Part
    exponents: tuple[Part, ...] = ()

    @property
    def parts(self) -> tuple[Part, ...]:
        return (self.base, *self.exponents)

    def tokens(self) -> tuple[Token, ...]:
        return tuple(token for part in self.parts for token in part)

    def text(self) -> str:
        return " ^ ".join(" ".join(t.text() for t in part) for part in self.parts)


@dataclass(frozen=True)
class FactorField:
    """The prime-factor field of a composite play: groups multiplied together."""

    groups: tuple[Group, ...]

    def __post_init__(self) -> None:
        # Its cards, read once (issue 40): a replay asks for them, and their count, on every
        # play with a factor field; the field is frozen, so they never change.
        object.__setattr__(self, "_tokens", tuple(token for group in self.groups for token in group.tokens()))

    def tokens(self) -> tuple[Token, ...]:
        return self._tokens  # type: ignore[attr-defined, no-any-return]

    def text(self) -> str:
        return " * ".join(group.text() for group in self.groups)

    def __len__(self) -> int:
        return len(self._tokens)  # type: ignore[attr-defined]


def parse_factor_field(text: str) -> FactorField:
    """Parse ``2 ^ 3 * 7`` style text into groups of parts (CONTRACTS.md)."""
    if len(text) <= _CACHED_TEXT:
        return _parse_short_factor_field(text)
    return _parse_factor_field(text)


@lru_cache(maxsize=1024)
def _parse_short_factor_field(text: str) -> FactorField:
    return _parse_factor_field(text)


def _parse_factor_field(text: str) -> FactorField:
    lexed = _lex(text)
    if not lexed:
        raise CardTextError(Reason.of(Code.TEXT_EMPTY_FACTORS))
    groups: list[Group] = []
    parts: list[Part] = []
    current: list[Token] = []

    def close_part(op: str, index: int, column: int) -> None:
        if not current:
            raise CardTextError(
                Reason.of(Code.TEXT_NEEDS_BEFORE, token=op, index=index, column=column), op, index, column
            )
        parts.append(tuple(current))
        current.clear()

    for index, (raw, column) in enumerate(lexed, start=1):
        if raw == "^":
            close_part(raw, index, column)
        elif raw == "*":
            close_part(raw, index, column)
            groups.append(Group(parts[0], tuple(parts[1:])))
            parts.clear()
        else:
            current.append(parse_token(raw, index, column))
    last_raw, last_column = lexed[-1]
    if not current:
        raise CardTextError(
            Reason.of(Code.TEXT_NEEDS_AFTER, token=last_raw, index=len(lexed), column=last_column),
            last_raw,
            len(lexed),
            last_column,
        )
    parts.append(tuple(current))
    groups.append(Group(parts[0], tuple(parts[1:])))
    return FactorField(tuple(groups))


def cards_text(cards: Iterable[Card | Token]) -> str:
    """Cards or tokens as contract text, space-separated."""
    return " ".join(c.text() for c in cards)


def concatenate(values: Sequence[int]) -> int:
    """The number a play makes: the decimal concatenation of its values (R2)."""
    return int("".join(map(str, values)))


def digits_of(values: Sequence[int]) -> str:
    """The concatenated digits as text, keeping a leading zero visible."""
    return "".join(map(str, values))


def standard_deck(decks: int = 1, jokers: int = 2, remove_even: bool = False) -> list[Card]:
    """Every card in play (R1): ``decks`` copies of 52 cards plus ``jokers`` jokers each.

    D2 (``remove_even``) removes the even ranks of hearts and diamonds, as the rule
    sheet's example does.
    """
    cards: list[Card] = []
    for _ in range(decks):
        for suit in Suit:
            for rank in range(MIN_RANK, MAX_RANK + 1):
                if remove_even and rank % 2 == 0 and suit in (Suit.HEARTS, Suit.DIAMONDS):
                    continue
                cards.append(card_of(rank, suit))
        cards.extend([JOKER] * jokers)
    return cards
