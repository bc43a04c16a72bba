"""One game of Prime Daifugo as a state machine driven by actions.

The console, the record replay, the command line and the tests all drive this one class.
Every action comes as ``can_x`` (for greying out a button), ``verify_x`` (raises
:class:`RuleViolation` with a reason a judge can read) and ``x`` itself, which applies the
action and returns an :class:`Outcome`. A refused action changes nothing.

Tracking (R19) has one model: every card in a hand, the deck, the field or set aside is
either *known* (a :class:`Card`, perhaps with its suit unknown) or *hidden*
(:data:`HIDDEN`). Counted hands (live play) start all hidden, known hands (open hands, a
full record) start with none hidden, and a record with partial knowledge (hands without
the deck, the card drawn, the penalty cards of a foul) starts in between. A hidden card
becomes known when it is shown; the known cards must always fit in the cards in play.
"""

from __future__ import annotations

import copy
from functools import lru_cache
import random
from collections import Counter
from itertools import chain, repeat
from operator import attrgetter, is_
from dataclasses import dataclass, replace
from enum import Enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, assert_never

from daifugo_gui.rules.primality import is_prime

from daifugo_gui.rules.cards import (
    _SUIT_PLACES,
    Card,
    CardTextError,
    Suit,
    card_of,
    FactorField,
    Token,
    cards_text,
    concatenate,
    parse_cards,
    parse_factor_field,
    parse_tokens,
)
from daifugo_gui.rules.deal import cards_in_play, counted_deal, known_counts, known_deal, seated_players
from daifugo_gui.rules.errors import RecordError, RuleViolation
# Which hand cards a play uses (R11a) and the R19 count check live in rules/holding.py;
# HIDDEN, assign_cards and overflowing_card are still importable from here.
from daifugo_gui.rules.holding import HIDDEN as HIDDEN
from daifugo_gui.rules.holding import assign_cards as assign_cards
from daifugo_gui.rules.holding import overflowing_card as overflowing_card
from daifugo_gui.rules.holding import assign_one, more_specific, remove_cards, replace_cards
from daifugo_gui.rules.events import (
    events_to_json,
    Declare,
    Discard,
    Disqualify,
    Draw,
    Event,
    Pass,
    Play,
    Stop,
    StopReason,
    Timeout,
    draw_by,
    event_from_json,
    pass_by,
    stop_reason_of,
)
from daifugo_gui.rules.judge import INFINITY, Judgement, Verdict, judge
from daifugo_gui.rules.ranking import (
    Declaration,
    rank_at_stop_by_cards,
    rank_at_stop_mathpower,
    rank_by_going_out,
    seat_distance,
)
from daifugo_gui.rules.reasons import Code, Reason, Sentences, english_sentences
from daifugo_gui.rules.results import _OF_VERDICT as _RESULT_OF_VERDICT
from daifugo_gui.rules.results import Result
from daifugo_gui.rules.settings import DiscloseFactors, Flush, OnTimeout, Settings, ShortDeck, StopRanking

_CARD_OF = attrgetter("card")
_CARDS_OF = attrgetter("cards")
_RANK_OF_TOKEN = attrgetter("card.rank")
_KEY_OF = attrgetter("_key")  # Card's equality key: equal cards, equal keys (cards.py)
_SUIT_OF_PLACE = {place: suit for suit, place in _SUIT_PLACES.items()}


def _card_of_key(key: int) -> Card:
    """The card a key stands for (the inverse of Card._key)."""
    place = key & 7
    return card_of(key >> 3, Suit(_SUIT_OF_PLACE[place]) if place else None)

# Enum members the engine reads on nearly every event, bound to module names once: on
# Python 3.11 each ``Phase.PLAYING`` passes through EnumType's Python-level ``__getattr__``
# hook (about 0.1 µs), and a 7,837-event replay read such members 60,000 times, 6% of its
# instructions (issue 29). They are the members themselves, compared with ``is``.
_FOUL, _CANNOT_PLAY = Verdict.FOUL, Verdict.CANNOT_PLAY
_PRIME, _COMPOSITE, _PLAYED_INFINITY = Verdict.PRIME, Verdict.COMPOSITE, Verdict.INFINITY
_GROTHENDIECK_CUT, _RAMANUJAN_REVOLUTION = Verdict.GROTHENDIECK_CUT, Verdict.RAMANUJAN_REVOLUTION
_SHUFFLE_BOTTOM, _SHUFFLE_ALL = Flush.SHUFFLE_BOTTOM, Flush.SHUFFLE_ALL
_DISCLOSE_ALWAYS = DiscloseFactors.ALWAYS
# Issue 40: likewise the results, reason codes and settings words every pass, draw, play
# or foul names (each a third of a µs through its enum class on Python 3.11).
_DRAWN, _RESULT_PASS, _FORCED_PASS = Result.DRAWN, Result.PASS, Result.FORCED_PASS
_RESULT_FOUL, _RESULT_CANNOT_PLAY = Result.FOUL, Result.CANNOT_PLAY
_R4_DRAWS, _R11_PASSES, _R11_ALL_PASSED = Code.R4_DRAWS, Code.R11_PASSES, Code.R11_ALL_PASSED
_R5_CANNOT_PLAY, _R4A_DECLARES_AGAIN = Code.R5_CANNOT_PLAY, Code.R4A_DECLARES_AGAIN
_R6_PLAYED_PRIME, _R13_GOES_OUT, _R12_LEADS_AGAIN = Code.R6_PLAYED_PRIME, Code.R13_GOES_OUT, Code.R12_LEADS_AGAIN
_R10_TAKE_BACK_AND_DRAW, _D8_FORCED_PASS = Code.R10_TAKE_BACK_AND_DRAW, Code.D8_FORCED_PASS
_OTHERS_DISCARD, _ON_TIMEOUT_PASS = ShortDeck.OTHERS_DISCARD, OnTimeout.PASS
_THOUSAND_DAY = StopReason.THOUSAND_DAY  # asked after every event (_log)


@lru_cache(maxsize=4096)
def _said(code: Code, **params: str | int) -> Reason:
    """``Reason.of(code, **params)``, one shared value for the same words: a reason is
    immutable, and a replay says one or two on every event (issue 29: a cache hit costs
    a third of making one). Only for plain text and number parameters: a nested reason
    would be hashed field by field on every look-up, dearer than making the reason."""
    return Reason.of(code, **params)


@lru_cache(maxsize=1024)
def _draws(player: str) -> Reason:
    """``_said(R4_DRAWS, player=player)`` asked by one plain argument, which lru_cache keys
    without a dict of keywords (issue 40: every draw of a replay)."""
    return _said(_R4_DRAWS, player=player)


@lru_cache(maxsize=1024)
def _passes(player: str) -> Reason:
    """``_said(R11_PASSES, player=player)``, as :func:`_draws` (every pass)."""
    return _said(_R11_PASSES, player=player)


@lru_cache(maxsize=1024)
def _played_prime(value: str) -> Reason:
    """``_said(R6_PLAYED_PRIME, value=value)``, as :func:`_draws` (every prime played)."""
    return _said(_R6_PLAYED_PRIME, value=value)


_JUDGED_KEPT = 4096  # verdicts a game remembers (see Game._judge); a few MB at most

THOUSAND_DAY_TURNS = 4
# What each stop says (rules/events.py's StopReason: D11, R15/D18, the judge's D13).
_STOP_SAYS = {StopReason.TIME: Code.D11_GAME_TIME_UP, StopReason.JUDGE: Code.JUDGE_STOPS,
              StopReason.THOUSAND_DAY: Code.D18_THOUSAND_DAY}


class Phase(str, Enum):
    PLAYING = "playing"  # the player to move draws, plays or passes
    DISCARDING = "discarding"  # short-deck penalty: players put cards to the deck (R10)
    DECLARING = "declaring"  # MathPower 2016 stop: remaining players declare numbers (D12)
    OVER = "over"


# Read through module names: see the note on _FOUL above.
_PLAYING, _DECLARING, _DISCARDING, _OVER = Phase.PLAYING, Phase.DECLARING, Phase.DISCARDING, Phase.OVER


@dataclass(frozen=True, init=False)
class FieldPlay:
    """A play lying on the field since the last flush (fields written as ``Outcome``'s are)."""

    player: str
    text: str
    count: int
    value: int | float
    cards: tuple[Card, ...]

    def __init__(self, player: str, text: str, count: int, value: int | float, cards: tuple[Card, ...]) -> None:
        fields = self.__dict__
        fields["player"] = player
        fields["text"] = text
        fields["count"] = count
        fields["value"] = value
        fields["cards"] = cards


@dataclass(frozen=True, init=False)
class Outcome:
    """What one action did, for the screen and the record's results.

    Speed (issue 29): every event of a replay makes one, and a frozen dataclass's
    generated ``__init__`` sets each of the 16 fields through ``object.__setattr__``
    (2.7 µs, a sixth of an event); this one writes them straight into the instance's
    ``__dict__`` (0.9 µs), as the record events do (events.py). ``frozen=True`` still
    refuses any change afterwards, and tests/rules/test_rules_fast_init.py checks that
    ``__init__`` takes exactly the dataclass's fields.
    """

    result: Result
    player: str | None = None
    verdict: Verdict | None = None
    value: str | None = None
    sentences: Sentences = ()  # what happened, one reason per sentence
    returned: int = 0
    drew: int = 0
    owed: tuple[tuple[str, int], ...] = ()
    went_out: tuple[str, ...] = ()
    flushed: bool = False
    leads_again: bool = False
    revolution: bool = False
    disclose_factors: bool = False
    stopped: StopReason | None = None
    judgement: Judgement | None = None

    def __init__(
        self,
        result: Result,
        player: str | None = None,
        verdict: Verdict | None = None,
        value: str | None = None,
        sentences: Sentences = (),
        returned: int = 0,
        drew: int = 0,
        owed: tuple[tuple[str, int], ...] = (),
        went_out: tuple[str, ...] = (),
        flushed: bool = False,
        leads_again: bool = False,
        revolution: bool = False,
        disclose_factors: bool = False,
        stopped: StopReason | None = None,
        judgement: Judgement | None = None,
    ) -> None:
        # One writer of the fields, _outcome (the replay's hot paths call it directly).
        self.__dict__.update(_outcome(result, player, verdict, value, sentences, returned, drew, owed, went_out,
                                      flushed, leads_again, revolution, disclose_factors, stopped,
                                      judgement).__dict__)

    @property
    def message(self) -> str:
        """The sentences in English (the command line's and the tests' reading)."""
        return english_sentences(self.sentences)


_new = object.__new__


def _outcome(
    result: Result,
    player: str | None,
    verdict: Verdict | None,
    value: str | None,
    sentences: Sentences,
    returned: int,
    drew: int,
    owed: tuple[tuple[str, int], ...],
    went_out: tuple[str, ...],
    flushed: bool,
    leads_again: bool,
    revolution: bool,
    disclose_factors: bool,
    stopped: StopReason | None,
    judgement: Judgement | None,
) -> Outcome:
    """``Outcome(...)`` given every field in order, without the class call (issue 40: a class
    with a Python ``__init__`` is called through two C layers that pack its arguments twice;
    a replay makes an outcome per event). tests/rules/test_rules_fast_init.py holds it to
    the dataclass's fields."""
    outcome = _new(Outcome)
    fields = outcome.__dict__
    fields["result"] = result
    fields["player"] = player
    fields["verdict"] = verdict
    fields["value"] = value
    fields["sentences"] = sentences
    fields["returned"] = returned
    fields["drew"] = drew
    fields["owed"] = owed
    fields["went_out"] = went_out
    fields["flushed"] = flushed
    fields["leads_again"] = leads_again
    fields["revolution"] = revolution
    fields["disclose_factors"] = disclose_factors
    fields["stopped"] = stopped
    fields["judgement"] = judgement
    return outcome


class Game:
    """A game in progress. See the module docstring."""

    def __init__(
        self,
        players: Sequence[str],
        settings: Settings | None = None,
        hands: Mapping[str, Sequence[Card]] | None = None,
        deck: Sequence[Card] | None = None,
    ) -> None:
        self.settings = settings or Settings()
        self.players: tuple[str, ...] = seated_players(players)
        if deck is not None and hands is None:
            raise RecordError(Reason.of(Code.RECORD_DECK_WITHOUT_HANDS))
        self.known = hands is not None and deck is not None  # every card tracked from the deal
        self.tracks_hands = hands is not None  # the deal's hands are known (R19)
        # Flushed and discarded cards keep their faces only where their order in the deck
        # is known too; a shuffle (D10) or a counted game hides them again.
        self._follow_flushed = self.known or (self.tracks_hands and self.settings.flush is Flush.BOTTOM_IN_ORDER)
        in_play = cards_in_play(self.settings.decks, self.settings.jokers, self.settings.remove_even)
        self._in_play, self._in_play_per_rank, self._in_play_keys = in_play.cards, in_play.per_rank, in_play.keys
        self._hands: dict[str, list[Card]]
        self._deck: list[Card]
        dealt_known: Counter[int] = Counter()  # the known cards at the deal by their keys (R19)
        if hands is not None:
            self._hands, self._deck, dealt_known = known_deal(self.players, hands, deck, in_play)
        else:
            self._hands, self._deck = counted_deal(self.players, self.settings)
        self._initial_hands = {p: tuple(h) for p, h in self._hands.items()} if hands is not None else None
        self._initial_deck = tuple(self._deck) if deck is not None else None
        self._field: list[FieldPlay] = []
        self._set_aside: list[Card] = []
        # R19 counts of the known cards wherever they lie, kept in step with every move that
        # reveals or hides a card (issue 29): recounting every card on each play cost more
        # than the rest of a replay.
        # Counted by the cards' integer keys (Card._key: rank * 8 plus the suit's place, 0
        # for none), as are the suited cards that overflow: a key is hashed in C, a Card by a
        # Python call (issue 40: four hashes per card moved, most of the counting's time).
        counts = known_counts(dealt_known, in_play)
        self._known: Counter[int] = counts.by_key
        self._known_per_rank: Counter[int] = counts.per_rank
        # Which suited cards and which ranks have more known than in play: kept with the
        # counts, so asking whether a play's cards fit looks at those cards alone.
        self._over_cards: set[int] = counts.over_cards
        self._over_ranks: set[int] = counts.over_ranks
        self.revolution = self.settings.start_revolution
        self.out: list[str] = []
        self.disqualified: list[str] = []
        self.burst: list[str] = []
        self._active: tuple[str, ...] = self.players  # kept in step with out/disqualified
        # Who moves after whom among those still in, worked out once per change of _active
        # (issue 29: asked on nearly every event; issue 40: read straight on the commonest
        # paths). Replaced, never changed in place, so a copy of the game may share it.
        self._successors: dict[str, str] = self._seat_successors()
        self.events: list[Event] = []  # typed; JSON only in to_record
        self.results: list[Result] = []
        self.phase = _PLAYING
        self.stop_reason: StopReason | None = None
        self.drawn_this_turn = False
        self._turn_refused = False  # a "cannot be played" this turn (R14: time-out → forced pass)
        self._to_move: str | None = self.players[0]
        self._last_player: str | None = None  # who made the last valid play on the field (R11)
        self._passed: set[str] = set()  # who passed (fouls included) since that play (R11)
        self._owed: list[tuple[str, int]] = []  # short-deck discards still owed (R10)
        self._fouled_by: str | None = None  # whose foul the owed discards finish (R10)
        self._stop_mover: str | None = None
        self._stop_announced = False
        self._declarations: dict[str, Declaration] = {}
        self.thousand_day_counts: dict[str, int] = {p: 0 for p in self.players}
        # Whether a thousand-day count may be above 0 (R15): set when one is counted, cleared
        # with them all, so a hand's change skips _hands_changed while none is (issue 40).
        self._days_counted = False
        # Read once: the settings never change, and every turn and draw asks (issue 40).
        self._thousand_day_applies = self.settings.thousand_day_applies
        self._burst_at = self.settings.burst_at
        self._rng = random.Random(self.settings.seed)
        # Verdicts already reached in this game, by play text (and what the play met, for
        # a refusal: see _judge; issue 29): a replay judges the same few plays thousands of
        # times. Copies of the game share it; the settings it depends on are the same for them all.
        self._judged: dict[tuple[Any, ...], Judgement] = {}
        self._headlines: dict[int, tuple[Reason, Reason]] = {}  # see _foul_headline; shared likewise
        self._begin_turn(self.players[0])

    # The deal (who plays, the cards in play, counted or known hands: R1, R19) is
    # rules/deal.py's.

    # --- what the table shows --------------------------------------------------------

    @property
    def to_move(self) -> str | None:
        if self.phase is _DISCARDING:
            return self._owed[0][0]
        if self.phase is _DECLARING:
            return self._next_declarer()
        if self.phase is _OVER:
            return None
        return self._to_move

    @property
    def finished(self) -> bool:
        return self.phase is _OVER

    @property
    def active(self) -> list[str]:
        return list(self._active)

    def _refresh_active(self) -> None:
        gone = {*self.out, *self.disqualified}
        self._active = tuple(p for p in self.players if p not in gone)
        self._successors = self._seat_successors()

    @property
    def deck_count(self) -> int:
        return len(self._deck)

    def hand_counts(self) -> dict[str, int]:
        return {p: len(self._hands[p]) for p in self.players}

    def hand(self, player: str) -> tuple[Card, ...]:
        """The player's cards; :data:`HIDDEN` where a card is not known."""
        self._check_player(player)
        if not self.tracks_hands:
            raise RuleViolation(Reason.of(Code.R19_HANDS_COUNTED))
        return tuple(self._hands[player])

    def deck(self) -> tuple[Card, ...]:
        """The deck, top first; :data:`HIDDEN` where a card is not known."""
        if not self.tracks_hands:
            raise RuleViolation(Reason.of(Code.R19_DECK_COUNTED))
        return tuple(self._deck)

    @property
    def field_plays(self) -> tuple[FieldPlay, ...]:
        return tuple(self._field)

    @property
    def field_text(self) -> str:
        return self._field[-1].text if self._field else ""

    @property
    def value_to_beat(self) -> int | None:
        if not self._field:
            return None
        value = self._field[-1].value
        return None if value == INFINITY else int(value)

    @property
    def count_to_match(self) -> int | None:
        return self._field[-1].count if self._field else None

    @property
    def pending_discards(self) -> list[tuple[str, int]]:
        return list(self._owed)

    @property
    def declarations(self) -> dict[str, Declaration]:
        return dict(self._declarations)

    def card_total(self) -> int:
        """Hands + deck + field + set aside: constant through the game (R19)."""
        on_field = sum(len(p.cards) for p in self._field)
        return sum(len(h) for h in self._hands.values()) + len(self._deck) + on_field + len(self._set_aside)

    def all_cards(self) -> Counter[Card]:
        """Every card wherever it lies, hidden ones as :data:`HIDDEN` (R19)."""
        cards: Counter[Card] = Counter()
        for hand in self._hands.values():
            cards.update(hand)
        cards.update(self._deck)
        for play in self._field:
            cards.update(play.cards)
        cards.update(self._set_aside)
        return cards

    def ranking(self) -> list[str]:
        """Players ranked so far, best first; everyone once the game is over."""
        if self.phase is not _OVER:
            return list(self.out)
        remaining = [p for p in self.active]
        if self.stop_reason is None:
            return rank_by_going_out(self.out, remaining, self.disqualified)
        if self.settings.stop_ranking is StopRanking.MATHPOWER2016:
            return rank_at_stop_mathpower(
                self.players, self.out, self._declarations, self.disqualified, self._stop_mover
            )
        counts = {p: len(self._hands[p]) for p in remaining}
        return rank_at_stop_by_cards(self.players, self.out, counts, self.disqualified, self._stop_mover)

    # --- checks shared by the actions -------------------------------------------------

    def _check_player(self, player: str) -> None:
        if player not in self.players:
            raise RuleViolation(Reason.of(Code.NOT_A_PLAYER, player=player))

    def _check_turn(self, player: str, doing: str) -> None:
        if player not in self.players:  # _check_player, inline: this runs on every action
            raise RuleViolation(Reason.of(Code.NOT_A_PLAYER, player=player))
        if self.phase is _OVER:
            raise RuleViolation(Reason.of(Code.GAME_OVER_CANNOT, player=player, doing=doing))
        if self.phase is _DISCARDING:
            name, count = self._owed[0]
            raise RuleViolation(Reason.of(Code.R10_DISCARD_FIRST, player=name, count=count))
        if self.phase is _DECLARING:
            raise RuleViolation(Reason.of(Code.D12_DECLARING_NOW))
        if player != self._to_move:
            raise RuleViolation(Reason.of(Code.R17_NOT_YOUR_TURN, player=str(self._to_move), other=player))

    # --- draw (R4) -----------------------------------------------------------------------

    def verify_draw(self, player: str, card: str | None = None) -> None:
        """``card`` names the card drawn where the record knows it (partial knowledge)."""
        if player != self._to_move or self.phase is not _PLAYING:
            # _check_turn's refusals; the player to move in play passes them all (as in play())
            self._check_turn(player, "draw")
        if self.drawn_this_turn:
            raise RuleViolation(Reason.of(Code.R4_DRAWN_ALREADY, player=player))
        if self._turn_refused:
            raise RuleViolation(Reason.of(Code.R4A_NO_DRAW_AFTER_REFUSAL, player=player))
        if not self._deck:
            raise RuleViolation(Reason.of(Code.R4_DECK_EMPTY))
        if card is not None:
            self._revealed_draws(self._named_cards(card, Code.THE_CARD_DRAWN, 1))

    def can_draw(self, player: str, card: str | None = None) -> bool:
        return _allowed(self.verify_draw, player, card)

    def draw(self, player: str, card: str | None = None) -> Outcome:
        if (card is not None or player != self._to_move or self.phase is not _PLAYING or self.drawn_this_turn
                or self._turn_refused or not self._deck):
            # verify_draw's refusals; a card not named, drawn by the player to move in play
            # from a deck with cards, first this turn, passes them all (issue 40: as in play())
            self.verify_draw(player, card)
        drawn = self._deck.pop(0)
        if card is not None:
            # verify_draw checked it: the named card is what the top card turns out to be
            self._deck.insert(0, drawn)
            top = drawn
            (drawn,) = self._revealed_draws(self._named_cards(card, Code.THE_CARD_DRAWN, 1))
            self._deck.pop(0)
            self._recount((top,), (drawn,))
        self._hands[player].append(drawn)
        self.drawn_this_turn = True
        if self._days_counted:  # _hands_changed's own test (issue 40: a call less per draw and play)
            self._hands_changed()
        # returned, drew, owed, went_out, flushed, leads_again, revolution
        outcome = _outcome(_DRAWN, player, None, None, (_draws(player),), 0, 1, (), (), False, False, self.revolution,
                           False, None, None)
        if self._burst_at is not None and self._bursts(player):
            burst = Reason.of(Code.D19_BURST, player=player, count=len(self._hands[player]))
            outcome = replace(outcome, sentences=(burst,))
            self._burst(player)
            self._after_elimination(player)
        event = draw_by(player) if card is None else Draw(player, drawn.text())
        if self.stop_reason is None:  # _log without its call, in its usual case (issue 40: every event)
            self.events.append(event)
            self.results.append(outcome.result)
            return outcome
        return self._log(event, outcome)

    # --- play (R5–R10) -------------------------------------------------------------------

    def verify_play(self, player: str, field: str | None = None, factors: str | None = None) -> None:
        """Raises when the play action itself is refused (turn, phase, unreadable cards).

        A play that the rules say "cannot be played" (R5) is not refused here: :meth:`play`
        answers it with the verdict ``cannot_play``.
        """
        self._check_turn(player, "play")
        if field is not None:
            self._parse_play(field, factors)

    def can_play(self, player: str, field: str | None = None, factors: str | None = None) -> bool:
        """Whether ``player`` may play now, and (given cards) whether this play can be made."""
        if not _allowed(self.verify_play, player, field, factors):
            return False
        return field is None or self.cannot_play_reason(player, field, factors) is None

    def cannot_play_reason(self, player: str, field: str, factors: str | None = None) -> Reason | None:
        """Why this play cannot be made (R5), or None; for instant validation while typing."""
        try:
            self._check_turn(player, "play")
            parsed = self._parse_play(field, factors)
        except RuleViolation as refusal:
            return refusal.reason
        judgement = self._judge(player, *parsed, texts=(field, factors))[0]
        return judgement.why if judgement.verdict is _CANNOT_PLAY else None

    def _parse_play(self, field: str, factors: str | None) -> tuple[tuple[Token, ...], FactorField | None]:
        try:
            tokens = parse_tokens(field)
            factor_field = parse_factor_field(factors) if factors is not None and factors.strip() else None
        except CardTextError as bad:
            raise RuleViolation(bad.reason) from None
        if not tokens:
            raise RuleViolation(Reason.of(Code.R5_EMPTY_PLAY))
        return tokens, factor_field

    def _judge(
        self,
        player: str,
        tokens: tuple[Token, ...],
        factors: FactorField | None,
        texts: tuple[str, str | None] | None = None,
    ) -> tuple[Judgement, list[Card], list[Card], list[Card]]:
        """Judge a play; the hand cards it uses, and the field and factor cards it shows.

        ``texts``, the field and factor text the tokens were read from, lets the verdict be
        looked up: :func:`judge` depends on nothing but the cards, the field it meets, the
        revolution, the settings (one game's never change) and whether the play finishes.
        """
        factor_tokens = factors.tokens() if factors is not None else ()
        used, shown, missing = self._take_from_hand(player, (*tokens, *factor_tokens) if factor_tokens else tokens)
        finishing = len(self._hands[player]) == len(tokens) + len(factor_tokens)
        field = self._field
        if field:  # value_to_beat and count_to_match, read at once
            top = field[-1]
            last_value: int | None = None if top.value == INFINITY else int(top.value)
            last_count: int | None = top.count
        else:
            last_value = last_count = None
        judgement = None
        play: tuple[Any, ...] | None = None
        if texts is not None:
            # Issue 40: a play without a joker is judged by its cards' ranks alone (judge reads
            # nothing else of them), so "S3 H7" and "3 7" share one verdict, kept by the ranks.
            ranks = tuple(map(_RANK_OF_TOKEN, tokens))
            play = texts if 0 in ranks else (ranks, texts[1])
            # A verdict that refused nothing holds on every field the play beats with as many
            # cards (the field adds only R5's refusals, finishing only D17's, for ∞): kept by
            # the play alone (issue 40: with the field in the key most plays a game had
            # judged before were judged again). Any other verdict is kept with the field.
            judgement = self._judged.get(play)
            if judgement is not None:
                number = judgement.number
                if (
                    (last_count is not None and judgement.field_count != last_count)
                    or (number is None and finishing)
                    or (number is not None and last_value is not None
                        and (number >= last_value if self.revolution else number <= last_value))
                ):
                    judgement = self._judged.get((*play, last_value, last_count, self.revolution, finishing))
        if judgement is None:
            judgement = judge(
                tokens,
                factors,
                last_value=last_value,
                last_count=last_count,
                revolution=self.revolution,
                settings=self.settings,
                finishing=finishing,
            )
            if play is not None:
                if len(self._judged) >= _JUDGED_KEPT:
                    self._judged.clear()
                if judgement.verdict is not _CANNOT_PLAY and (not finishing or judgement.number is not None):
                    self._judged[play] = judgement
                else:
                    self._judged[(*play, last_value, last_count, self.revolution, finishing)] = judgement
        if missing:
            # R5: the cards are not held; the play's other faults are named with it
            more = judgement.reasons if judgement.verdict is _CANNOT_PLAY else ()
            empty = Judgement(_CANNOT_PLAY, "", None, missing, 0, len(tokens), len(factor_tokens), more)
            return empty, [], [], []
        if not factor_tokens:  # the usual play: every card shown is a field card
            return judgement, used, shown, []
        return judgement, used, shown[: len(tokens)], shown[len(tokens) :]

    def _take_from_hand(
        self, player: str, tokens: Sequence[Token]
    ) -> tuple[list[Card], list[Card], Reason | None]:
        """The hand cards a play uses and the cards it shows (R11a); or why it cannot (R5).

        Known cards are matched first; hidden cards of the hand stand for the rest, and
        the cards they turn out to be must still fit in the cards in play (R19).
        """
        hand = self._hands[player]
        wanted = list(map(_CARD_OF, tokens))  # each token's card, read in C
        shown: list[Card]
        if hand and hand[0] is HIDDEN and len(wanted) <= len(hand) and hand.count(HIDDEN) == len(hand):
            # A counted hand: assign_cards' first answer without its call (issue 40: most plays
            # of live games); hidden cards show as the cards named (more_specific)
            used: list[Card] = [HIDDEN] * len(wanted)
            shown = wanted
        elif (len(wanted) == 1 and wanted[0].rank >= 0 and any(map(is_, hand, repeat(wanted[0])))
              and not self._over_cards and not self._over_ranks):
            # assign_one's next answer without its call (issue 40: an open hand's usual play):
            # the card itself is held, and shows as itself (see below)
            return wanted, list(wanted), None
        else:
            used, unmatched = assign_one(hand, wanted[0]) if len(wanted) == 1 else assign_cards(hand, wanted)
            if unmatched is not None:
                if all(c == HIDDEN for c in hand):
                    count = len(hand)
                    return [], [], Reason.of(Code.R5_HOLDS_FEWER, player=player, held=count, count=len(tokens))
                return [], [], Reason.of(Code.R5_NOT_HELD, player=player, cards=tokens[unmatched].card.text())
            if len(used) == len(wanted) and all(map(is_, used, wanted)):
                # Every card played is held as itself (an open hand's usual play; each face is
                # one shared object): it shows as itself and changes no known count, so R19
                # holds after it exactly when it holds now (issue 29: skips the recount).
                if not self._over_cards and not self._over_ranks:
                    return used, list(used), None
            if all(map(is_, used, repeat(HIDDEN))):
                shown = wanted  # hidden cards show as the cards named (more_specific): a counted hand's play
            else:
                shown = [more_specific(t.card, u) for t, u in zip(tokens, used)]
        too_many = self._overflow_after(used, shown)
        if too_many is not None:
            return [], [], Reason.of(Code.R19_TOO_MANY_OF_CARD, card=too_many.text())
        return used, shown, None

    def _known_cards(self) -> Counter[Card]:
        """The known cards wherever they lie (R19), from the running counts."""
        return Counter({_card_of_key(key): n for key, n in self._known.items() if n > 0})

    def _recount(self, removed: Iterable[Card], added: Iterable[Card]) -> None:
        """Keep the known-card counts in step: ``removed`` left the table's known cards, ``added`` joined.

        With each count go ``_over_cards`` and ``_over_ranks``: the suited cards and ranks
        of which more are known than are in play (R19). One loop, no call per card (issue
        40: a counted game reveals and hides the cards of every play).
        """
        known, known_per_rank = self._known, self._known_per_rank
        in_play, in_play_per_rank = self._in_play_keys, self._in_play_per_rank
        over_cards, over_ranks = self._over_cards, self._over_ranks
        for step, cards in ((-1, removed), (1, added)):
            for card in cards:
                key = card._key  # type: ignore[attr-defined]
                if key < 0:
                    continue  # HIDDEN, the only card of negative key: not a known card
                # .get(): a Counter's [] calls a Python __missing__ for every card not yet counted
                count = known.get(key, 0) + step
                known[key] = count
                if key & 7:  # a suited card
                    if count > in_play.get(key, 0):
                        over_cards.add(key)
                    else:
                        over_cards.discard(key)
                rank = key >> 3
                per_rank = known_per_rank.get(rank, 0) + step
                known_per_rank[rank] = per_rank
                if per_rank > in_play_per_rank.get(rank, 0):
                    over_ranks.add(rank)
                else:
                    over_ranks.discard(rank)

    def _recount_changed(self, before: Sequence[Card], after: Sequence[Card]) -> None:
        """:meth:`_recount` for cards that turned from ``before[i]`` into ``after[i]``: a
        card that stays itself (a known card played or taken back) changes no count, so
        only the revealed ones are counted (issue 29: most cards of an open game)."""
        if not any(map(is_, before, after)):  # every card changed (a counted hand's play): no picking
            self._recount(before, after)
            return
        changed = [i for i, (old, new) in enumerate(zip(before, after)) if old is not new]
        if changed:
            self._recount([before[i] for i in changed], [after[i] for i in changed])

    def _overflow_after(self, replaced: Sequence[Card], revealed: Sequence[Card]) -> Card | None:
        """The first card that would not fit in the cards in play if ``replaced`` became ``revealed``."""
        changed: dict[int, int] = {}  # by card key, as the counts
        for old, card in zip(replaced, revealed):
            if old is card:
                continue  # a card shown as itself: its -1 and +1 would cancel
            key = old._key  # type: ignore[attr-defined]
            if key >= 0:  # not HIDDEN
                changed[key] = changed.get(key, 0) - 1
            key = card._key  # type: ignore[attr-defined]
            if key >= 0:
                changed[key] = changed.get(key, 0) + 1
        if self._fits_after(changed):
            return None
        # Which card to name depends on where the cards lie: count them all, as before.
        return self._overflow_recounted(replaced, revealed)

    def _fits_after(self, changed: Mapping[int, int]) -> bool:
        """Whether every known card would fit in the cards in play (R19) after ``changed``
        (a count per card key, up or down); only the changed cards and their ranks are looked at."""
        over_cards, over_ranks = self._over_cards, self._over_ranks
        known, in_play = self._known, self._in_play_keys
        rank_change: dict[int, int] = {}
        moved_cards = set()
        for key, step in changed.items():
            rank = key >> 3
            rank_change[rank] = rank_change.get(rank, 0) + step
            if key & 7 and step:  # a suited card
                moved_cards.add(key)
                if known.get(key, 0) + step > in_play.get(key, 0):
                    return False
        if not over_cards.issubset(moved_cards):  # an overflowing card that does not move stays over
            return False
        known_per_rank, in_play_per_rank = self._known_per_rank, self._in_play_per_rank
        for rank, step in rank_change.items():
            if known_per_rank.get(rank, 0) + step > in_play_per_rank.get(rank, 0):
                return False
        return not over_ranks or all(rank in rank_change for rank in over_ranks)

    def _overflow_recounted(self, replaced: Sequence[Card], revealed: Sequence[Card]) -> Card | None:
        known = self.all_cards()
        del known[HIDDEN]
        known.subtract(c for c in replaced if c != HIDDEN)
        known.update(revealed)
        return overflowing_card(+known, self._in_play)

    def _named_cards(self, text: str, what: Code, count: int | None = None) -> list[Card]:
        """Cards a record names (a draw, penalty cards): plain cards, the right number."""
        try:
            cards = list(parse_cards(text))
        except CardTextError as bad:
            raise RuleViolation(Reason.of(Code.NAMED_CARDS_BAD, what=Reason.of(what), why=bad.reason)) from None
        if count is not None and len(cards) != count:
            raise RuleViolation(
                Reason.of(Code.NAMED_CARDS_COUNT, what=Reason.of(what), count=count, given=len(cards))
            )
        return cards

    def _revealed_draws(self, named: Sequence[Card]) -> list[Card]:
        """What the top ``len(named)`` deck cards are, given the record names them.

        The names are a set, in any order: score sheets often list penalty cards sorted.
        Cards already known in the deck (flushed to its bottom) must be among them; the
        other names go to the hidden cards, top first.
        """
        top = self._deck[: len(named)]
        left = list(named)
        revealed: list[Card] = list(top)
        for place, card in enumerate(top):
            if card == HIDDEN:
                continue
            match = next((i for i, name in enumerate(left) if name.matches(card) or card.matches(name)), None)
            if match is None:
                raise RuleViolation(Reason.of(Code.DECK_CARD_NOT_NAMED, place=place + 1, card=card.text()))
            revealed[place] = more_specific(left.pop(match), card)
        for place, card in enumerate(top):
            if card == HIDDEN:
                revealed[place] = left.pop(0)
        too_many = self._overflow_after(top, revealed)
        if too_many is not None:
            raise RuleViolation(Reason.of(Code.R19_TOO_MANY_OF_CARD, card=too_many.text()))
        return revealed

    def play(
        self, player: str, field: str, factors: str | None = None, penalty_cards: str | None = None
    ) -> Outcome:
        """Judge and apply a play. ``penalty_cards`` names the cards drawn for a foul, where known."""
        return self._play(player, field, factors, penalty_cards, None)

    def _play(
        self, player: str, field: str, factors: str | None, penalty_cards: str | None, given: Play | None
    ) -> Outcome:
        """:meth:`play`; ``given``, the record's event being applied, is logged as it is
        when it is what the log would hold (issue 40: a replay made each play's event twice)."""
        if player != self._to_move or self.phase is not _PLAYING:
            # _check_turn's refusals; the player to move in play passes them all (issue 29:
            # one call less on every play)
            self._check_turn(player, "play")
        try:  # _parse_play without its call (issue 40: every play)
            tokens = parse_tokens(field)
            factor_field = parse_factor_field(factors) if factors is not None and factors.strip() else None
        except CardTextError as bad:
            raise RuleViolation(bad.reason) from None
        if not tokens:
            raise RuleViolation(Reason.of(Code.R5_EMPTY_PLAY))
        judgement, used, field_cards, factor_cards = self._judge(player, tokens, factor_field, (field, factors))
        field_text = " ".join(field.split())
        factors_text = " ".join(factors.split()) if factor_field is not None and factors is not None else None
        if given is not None and given.field == field_text and given.factors == factors_text and given.penalty_cards is None:
            event = given
        else:
            event = Play(player, field_text, factors_text)
        penalty: list[Card] | None = None
        if penalty_cards is not None:
            if judgement.verdict is not _FOUL:
                raise RuleViolation(
                    Reason.of(Code.R10_PENALTY_WITHOUT_FOUL, verdict=judgement.verdict.value.replace("_", " "))
                )
            penalty = self._named_cards(penalty_cards, Code.THE_PENALTY_CARDS, min(judgement.penalty, len(self._deck)))
            penalty = self._revealed_draws(penalty)
            event = replace(event, penalty_cards=cards_text(penalty))
        if judgement.verdict is _CANNOT_PLAY:
            self._turn_refused = True
            outcome = _outcome(  # see _valid_play
                _RESULT_CANNOT_PLAY,
                player,
                _CANNOT_PLAY,
                judgement.value or None,
                (
                    Reason.of(_R5_CANNOT_PLAY, why=judgement.why),
                    *judgement.more,
                    _said(_R4A_DECLARES_AGAIN, player=player),  # one shared value per player (issue 40)
                ),
                0, 0, (), (), False, False,  # returned, drew, owed, went_out, flushed, leads_again
                self.revolution, False, None, judgement,  # revolution, disclose_factors, stopped, judgement
            )
        elif judgement.verdict is _FOUL:
            outcome = self._foul(player, judgement, used, [*field_cards, *factor_cards], penalty)
        else:
            outcome = self._valid_play(player, event.field, judgement, used, field_cards, factor_cards)
        if self.stop_reason is None:  # as in draw()
            self.events.append(event)
            self.results.append(outcome.result)
            return outcome
        return self._log(event, outcome)

    def _valid_play(
        self,
        player: str,
        text: str,
        judgement: Judgement,
        used: list[Card],
        field_cards: list[Card],
        factor_cards: list[Card],
    ) -> Outcome:
        """R6–R9 accepted: the cards leave the hand; the field and the turn move on."""
        remove_cards(self._hands[player], used)
        shown = (*field_cards, *factor_cards)
        if not any(map(is_, used, shown)):  # every card revealed (a counted hand's play): _recount_changed's own first case
            self._recount(used, shown)
        elif not all(map(is_, used, shown)):  # cards played as themselves change no count
            self._recount_changed(used, shown)
        if self._days_counted:  # see draw()
            self._hands_changed()
        # judgement.is_infinity and result_of(verdict) written out below: once per valid play (issue 40)
        value: int | float = INFINITY if judgement.value == "inf" else int(judgement.number or 0)
        self._field.append(FieldPlay(player, text, len(field_cards), value, tuple(field_cards)))
        if factor_cards:
            self._flush_cards(factor_cards)  # R9: the factor field is flushed at once
        self._last_player = player
        self._passed = set()
        verdict = judgement.verdict
        went_out: list[str] = []
        if not self._hands[player]:
            went_out.append(player)
            self._go_out(player)
        flushed = False
        leads_again = False
        if verdict is _RAMANUJAN_REVOLUTION:
            self.revolution = not self.revolution
        if verdict in (_GROTHENDIECK_CUT, _PLAYED_INFINITY):
            self._flush_field()
            flushed = True
            leads_again = player not in went_out
        elif went_out and self.settings.flush_on_finish:
            self._flush_field()  # D14
            flushed = True
        if verdict is _PRIME and not went_out:  # _play_message's commonest answer, without its call (issue 40)
            message: Sentences = (_played_prime(judgement.value),)
        else:
            message = self._play_message(player, judgement, went_out, leads_again)
        outcome = _outcome(  # every field in order, without the class call (see _outcome)
            _RESULT_OF_VERDICT[verdict],
            player,
            verdict,
            judgement.value,
            message,
            0, 0, (),  # returned, drew, owed
            tuple(went_out),
            flushed,
            leads_again,
            self.revolution,
            False, None,  # disclose_factors, stopped
            judgement,
        )
        # R13: only a player going out can leave fewer than two in (issue 40: asked only then)
        if not (went_out and self._end_if_decided()):
            after = player if leads_again else self._successors[player]  # _next_after, inline
            if self._field or not self._thousand_day_applies:
                # _begin_turn without its call where it counts no thousand-day turn (R15: a
                # field with a play on it, or the rule off; issue 40: after every play and pass)
                self._to_move = after
                self.drawn_this_turn = False
                self._turn_refused = False
            else:
                self._begin_turn(after)
        return outcome

    def _play_message(self, player: str, judgement: Judgement, went_out: list[str], leads_again: bool) -> Sentences:
        verdict = judgement.verdict
        if verdict is _PRIME:
            headline = _played_prime(judgement.value)
        elif verdict is _COMPOSITE:
            why = judgement.why
            headline = Reason.of(Code.R9_PLAYED_COMPOSITE, number=why["number"], factors=why["factors"])
        elif verdict is _GROTHENDIECK_CUT:
            headline = _said(Code.R7_PLAYED_CUT)
        elif verdict is _PLAYED_INFINITY:
            headline = _said(Code.R3_PLAYED_INFINITY)
        elif self.revolution:
            headline = _said(Code.R8_REVOLUTION_ON)
        else:
            headline = _said(Code.R8_REVOLUTION_OFF)
        parts = [headline]
        if went_out:
            parts.append(Reason.of(_R13_GOES_OUT, player=player, rank=len(self.out)))
        if leads_again:
            parts.append(_said(_R12_LEADS_AGAIN, player=player))
        return tuple(parts)

    def _foul(
        self, player: str, judgement: Judgement, used: list[Card], shown: list[Card], penalty: list[Card] | None
    ) -> Outcome:
        """R10: take the cards back, draw as many; a short deck makes the others discard (R10a: not)."""
        played = judgement.field_count + judgement.factor_count
        wanted = judgement.penalty
        drew = min(wanted, len(self._deck))
        hand = self._hands[player]
        if self.tracks_hands and not all(map(is_, used, shown)):
            # The cards went back to the hand face known: everyone saw them (cards played
            # as themselves are back already, and change no count).
            replace_cards(hand, used, shown)
            self._recount_changed(used, shown)
        if penalty is not None:
            self._recount(self._deck[:drew], penalty)
        hand.extend(penalty if penalty is not None else self._deck[:drew])
        del self._deck[:drew]
        short = wanted - drew
        owed: list[tuple[str, int]] = []
        if short > 0 and self.settings.short_deck is _OTHERS_DISCARD:
            for other in self._others_in_turn_order(player):
                count = min(short, len(self._hands[other]))
                if count:
                    owed.append((other, count))
        if (drew or owed) and self._days_counted:  # see draw()
            self._hands_changed()
        disclose = self.settings.disclose_factors is _DISCLOSE_ALWAYS
        message = self._foul_message(player, judgement, played, drew, wanted, owed)
        went_out: list[str] = []
        self._passed.add(player)  # R11: a foul counts as a pass

        if owed and self.tracks_hands:
            self._owed = owed
            self._fouled_by = player
            self.phase = _DISCARDING
        else:
            for other, count in owed:
                moved = self._hands[other][-count:]
                del self._hands[other][-count:]
                self._deck.extend(HIDDEN for _ in moved)
                self._recount(moved, ())
                if not self._hands[other]:
                    went_out.append(other)
                    self._go_out(other)
            self._finish_foul(player)
        return _outcome(  # see _valid_play
            _RESULT_FOUL,
            player,
            _FOUL,
            judgement.value,
            message,
            played,  # returned
            drew,
            tuple(owed),
            tuple(went_out),
            False, False,  # flushed, leads_again
            self.revolution,
            disclose,  # disclose_factors
            None,  # stopped
            judgement,
        )

    def _finish_foul(self, player: str) -> None:
        """After a foul (and any owed discards): a burst, the end, a flush, the next turn."""
        # Each helper's own first test asked here (issue 40: after every foul): the burst
        # variant on, fewer than two still in, enough passes to flush; the next player read.
        if self._burst_at is not None and self._bursts(player):
            self._burst(player)
        if len(self._active) >= 2 or not self._end_if_decided():
            if len(self._passed) >= len(self._active) - 1:
                self._check_flush_by_passes()
            self._begin_turn(self._successors[player])  # _next_after, inline

    def _foul_message(
        self, player: str, judgement: Judgement, played: int, drew: int, wanted: int, owed: list[tuple[str, int]]
    ) -> Sentences:
        if drew == wanted:
            duty = _said(_R10_TAKE_BACK_AND_DRAW, player=player, count=played, drawn=drew)
        elif drew:
            duty = _said(Code.R10_TAKE_BACK_DRAW_REST, player=player, count=played, drawn=drew)
        else:
            duty = _said(Code.R10_TAKE_BACK_DECK_EMPTY, player=player, count=played)
        headline = self._foul_headline(judgement.why)
        if not owed:  # the usual foul: nobody owes a discard
            return (headline, duty)
        return (headline, duty, *[_said(Code.R10_PUT_TO_DECK, player=other, count=count) for other, count in owed])

    def _foul_headline(self, why: Reason) -> Reason:
        """R10's "foul: <why>", one shared value per ruling: a game remembers its verdicts
        (``_judged``), so the same ``why`` comes back foul after foul (issue 29: making the
        headline was 3% of a replay). Looked up by identity, since a nested reason hashes
        field by field, dearer than making the headline; the ruling is kept beside it, so
        the id of one that is gone is never taken for another's."""
        kept = self._headlines.get(id(why))
        if kept is None or kept[0] is not why:
            if len(self._headlines) >= _JUDGED_KEPT:
                self._headlines.clear()
            kept = self._headlines[id(why)] = (why, Reason.of(Code.R10_FOUL, why=why))
        return kept[1]

    # --- short-deck discards (R10) ----------------------------------------------------

    def verify_discard(self, player: str, cards: str) -> None:
        self._verified_discard(player, cards)

    def _verified_discard(self, player: str, cards: str) -> tuple[list[Card], list[Card]]:
        """:meth:`verify_discard`'s checks; the hand cards the discard uses and what they are
        (so :meth:`discard` reads the cards once)."""
        self._check_player(player)
        if not self.tracks_hands:
            raise RuleViolation(Reason.of(Code.R19_COUNTED_DISCARDS))
        if self.phase is not _DISCARDING:
            raise RuleViolation(Reason.of(Code.R10_NOTHING_OWED))
        name, count = self._owed[0]
        if player != name:
            raise RuleViolation(Reason.of(Code.R10_DISCARD_ORDER, player=name))
        used, chosen = self._discard_cards(player, cards)
        if len(chosen) != count:
            raise RuleViolation(Reason.of(Code.R10_DISCARD_COUNT, player=player, count=count, given=len(chosen)))
        return used, chosen

    def _discard_cards(self, player: str, cards: str) -> tuple[list[Card], list[Card]]:
        """The hand cards a discard uses and what they are (R11a; hidden ones as named)."""
        try:
            tokens = parse_tokens(cards)
        except CardTextError as bad:
            raise RuleViolation(bad.reason) from None
        used, shown, missing = self._take_from_hand(player, tokens)
        if missing:
            raise RuleViolation(missing)
        return used, shown

    def can_discard(self, player: str, cards: str) -> bool:
        return _allowed(self.verify_discard, player, cards)

    def discard(self, player: str, cards: str) -> Outcome:
        used, chosen = self._verified_discard(player, cards)
        remove_cards(self._hands[player], used)
        self._deck.extend(chosen if self._follow_flushed else [HIDDEN] * len(chosen))
        if self._follow_flushed:
            self._recount_changed(used, chosen)  # a card put down as itself stays known
        else:
            self._recount(used, ())
        self._hands_changed()
        self._owed.pop(0)
        went_out: tuple[str, ...] = ()
        message: Sentences = (_said(Code.R10_PUTS_TO_DECK, player=player, count=len(chosen)),)
        if not self._hands[player]:
            went_out = (player,)
            self._go_out(player)
            message += (Reason.of(Code.R13_EMPTY_HAND_GOES_OUT, player=player, rank=len(self.out)),)
        if not self._owed:
            self.phase = _PLAYING
            fouled_by, self._fouled_by = self._fouled_by, None
            if fouled_by is not None:
                self._finish_foul(fouled_by)
        outcome = Outcome(Result.DISCARDED, player, sentences=message, went_out=went_out, revolution=self.revolution)
        return self._log(Discard(player, " ".join(cards.split())), outcome)

    # --- pass (R11) ---------------------------------------------------------------------

    def verify_pass(self, player: str) -> None:
        self._check_turn(player, "pass")

    def can_pass(self, player: str) -> bool:
        return _allowed(self.verify_pass, player)

    def pass_turn(self, player: str) -> Outcome:
        if player != self._to_move or self.phase is not _PLAYING:  # as in play()
            self.verify_pass(player)
        outcome = self._pass(player, _RESULT_PASS, _passes(player))
        if self.stop_reason is None:  # as in draw()
            self.events.append(pass_by(player))
            self.results.append(_RESULT_PASS)
            return outcome
        return self._log(pass_by(player), outcome)

    def _pass(self, player: str, result: Result, said: Reason) -> Outcome:
        passed = self._passed
        passed.add(player)
        # _check_flush_by_passes' own first tests written out (issue 40: most passes leave
        # others to answer)
        flushed = (
            len(passed) >= len(self._active) - 1 and self._last_player is not None and bool(self._field)
            and self._check_flush_by_passes()
        )
        message: Sentences = (said, _said(_R11_ALL_PASSED)) if flushed else (said,)
        after = self._successors[player]  # _next_after, inline
        if self._field or not self._thousand_day_applies:  # _begin_turn's usual case, as in _valid_play
            self._to_move = after
            self.drawn_this_turn = False
            self._turn_refused = False
        else:
            self._begin_turn(after)
        # returned, drew, owed, went_out; flushed; leads_again, revolution
        return _outcome(result, player, None, None, message, 0, 0, (), (), flushed, False, self.revolution, False, None, None)

    # --- time-out and disqualification (R14) ------------------------------------------

    def verify_timeout(self, player: str, late_refusal: bool = False) -> None:
        self._check_turn(player, "time out")
        if late_refusal and not self._turn_refused:
            raise RuleViolation(Reason.of(Code.R14_NO_REFUSAL, player=player))

    def can_timeout(self, player: str, late_refusal: bool = False) -> bool:
        return _allowed(self.verify_timeout, player, late_refusal)

    def timeout(self, player: str, late_refusal: bool = False) -> Outcome:
        """D8 at zero: a forced pass, or disqualification (R14).

        ``late_refusal`` is the judge's call that a refused declaration was pointed out
        only after the time ran out: then the time-out is a forced pass whatever D8 says.
        """
        self.verify_timeout(player, late_refusal)
        event = Timeout(player, late_refusal)
        if late_refusal:
            return self._log(event, self._pass(player, Result.FORCED_PASS, Reason.of(Code.R14_LATE_REFUSAL, player=player)))
        if self.settings.on_timeout is _ON_TIMEOUT_PASS:
            return self._log(event, self._pass(player, _FORCED_PASS, Reason.of(_D8_FORCED_PASS, player=player)))
        return self._log(event, self._disqualify(player, Reason.of(Code.D8_DISQUALIFIED, player=player)))

    def verify_disqualify(self, player: str) -> None:
        self._check_player(player)
        if self.phase is _OVER:
            raise RuleViolation(Reason.of(Code.GAME_OVER))
        if self.phase is not _PLAYING:
            raise RuleViolation(Reason.of(Code.FINISH_PENALTY_FIRST))
        if player not in self.active:
            raise RuleViolation(Reason.of(Code.NO_LONGER_IN, player=player))

    def can_disqualify(self, player: str) -> bool:
        return _allowed(self.verify_disqualify, player)

    def disqualify(self, player: str) -> Outcome:
        """The judge's decision (for example D13): the player leaves the game at once."""
        self.verify_disqualify(player)
        return self._log(
            Disqualify(player), self._disqualify(player, Reason.of(Code.D13_DISQUALIFIED, player=player))
        )

    def _disqualify(self, player: str, said: Reason) -> Outcome:
        was_to_move = player == self._to_move
        self._eliminate_quietly(player)
        self._after_elimination(player, was_to_move)
        return Outcome(Result.DISQUALIFIED, player, sentences=(said,), revolution=self.revolution)

    def _eliminate_quietly(self, player: str) -> None:
        """Set the player's cards aside, out of the game (R14)."""
        self._set_aside.extend(self._hands[player])
        self._hands[player].clear()
        self.disqualified.append(player)
        self._refresh_active()
        self._hands_changed()

    def _after_elimination(self, player: str, was_to_move: bool = True) -> None:
        if self._end_if_decided():
            return
        self._check_flush_by_passes()
        if was_to_move:
            self._begin_turn(self._next_after(player))

    def _bursts(self, player: str) -> bool:
        """The ``burst_at`` variant: a hand that reaches the limit leaves the game."""
        limit = self._burst_at
        return limit is not None and player in self._active and len(self._hands[player]) >= limit

    def _burst(self, player: str) -> None:
        """A burst player ranks with the disqualified, in the order of leaving."""
        self.burst.append(player)
        self._eliminate_quietly(player)

    # --- stop (D11, R15) and the MathPower declarations (D12) -------------------------

    def verify_stop(self, reason: StopReason | str = StopReason.TIME) -> None:
        why = stop_reason_of(reason)
        if why is None:
            raise RuleViolation(Reason.of(Code.STOP_KIND, kind=reason))
        if self.phase is _OVER:
            raise RuleViolation(Reason.of(Code.GAME_ENDED))
        if self.phase is _DECLARING and why is StopReason.THOUSAND_DAY:
            raise RuleViolation(Reason.of(Code.D12_STOPPED_ALREADY))
        if self.phase is _DISCARDING:
            # As for a time-out or a disqualification: the short-deck discards (R10) are
            # finished first, so a rank never depends on the moment the judge pressed stop.
            name, count = self._owed[0]
            raise RuleViolation(Reason.of(Code.R10_DISCARD_FIRST, player=name, count=count))

    def can_stop(self, reason: StopReason | str = StopReason.TIME) -> bool:
        return _allowed(self.verify_stop, reason)

    def stop(self, reason: StopReason | str = StopReason.TIME) -> Outcome:
        self.verify_stop(reason)
        why = stop_reason_of(reason)
        assert why is not None  # verify_stop refused any other word
        if self.phase is _DECLARING:
            return self._log(Stop(why), self._close_declarations())
        self._stop(why)
        self._stop_announced = True
        return self._log(Stop(why), self._stop_outcome(why))

    def _stop(self, reason: StopReason) -> None:
        self.stop_reason = reason
        self._stop_mover = self._to_move if self._to_move in self.active else None
        self._owed = []
        self._fouled_by = None
        if self.settings.stop_ranking is StopRanking.MATHPOWER2016 and self.active:
            self.phase = _DECLARING
        else:
            self.phase = _OVER

    def _stop_outcome(self, reason: StopReason) -> Outcome:
        message: Sentences = (Reason.of(_STOP_SAYS[reason]),)
        if self.phase is _DECLARING:
            message += (Reason.of(Code.D12_DECLARE_NUMBERS),)
        return Outcome(Result.STOPPED, None, sentences=message, stopped=reason, revolution=self.revolution)

    def _close_declarations(self) -> Outcome:
        """D12 (MathPower 2016): time runs out while players still declare.

        Whoever has not declared forms no number: they rank as not prime, by card count.
        """
        waiting = [p for p in self.active if p not in self._declarations]
        for player in waiting:
            count = len(self._hands[player])
            self._declarations[player] = Declaration(player, "", float("nan"), False, count)
        self.phase = _OVER
        message: Sentences = (Reason.of(Code.D12_DECLARATIONS_CLOSED),)
        if waiting:
            message += (Reason.of(Code.D12_NOT_DECLARED, players=", ".join(waiting)),)
        return Outcome(Result.STOPPED, None, sentences=message, stopped=StopReason.TIME, revolution=self.revolution)

    def _next_declarer(self) -> str | None:
        waiting = [p for p in self.active if p not in self._declarations]
        if not waiting:
            return None
        return min(waiting, key=lambda p: seat_distance(self.players, self._stop_mover, p))

    def verify_declare(self, player: str, cards: str) -> None:
        self._check_player(player)
        if self.phase is not _DECLARING:
            raise RuleViolation(Reason.of(Code.D12_NOT_STOPPED))
        if player not in self.active:
            raise RuleViolation(Reason.of(Code.D12_NOT_STILL_IN, player=player))
        if player in self._declarations:
            raise RuleViolation(Reason.of(Code.D12_DECLARED_ALREADY, player=player))
        self._declaration(player, cards)

    def _declaration(self, player: str, cards: str) -> Declaration:
        try:
            tokens = parse_tokens(cards)
        except CardTextError as bad:
            raise RuleViolation(bad.reason) from None
        holding = len(self._hands[player])
        if len(tokens) != holding:
            raise RuleViolation(Reason.of(Code.D12_USE_ALL_CARDS, player=player, held=holding, count=len(tokens)))
        missing = self._take_from_hand(player, tokens)[2]
        if missing:
            raise RuleViolation(missing)
        if len(tokens) == 1 and tokens[0].card.is_joker and tokens[0].declared is None:
            return Declaration(player, cards_text(tokens), INFINITY, True, 1)
        values = [t.value for t in tokens]
        if any(v is None for v in values):
            raise RuleViolation(Reason.of(Code.D12_JOKER_NEEDS_VALUE))
        if values[0] == 0:
            raise RuleViolation(Reason.of(Code.D12_LEADING_ZERO))
        number = concatenate(values)  # type: ignore[arg-type]
        return Declaration(player, cards_text(tokens), number, bool(is_prime(number)), holding)

    def _reveal_declared(self, player: str, cards: str) -> None:
        """The declared cards are shown: hidden cards of the hand become what was declared.

        So the next declaration is checked against them too (R19): five 9s of one deck
        across two counted hands are refused, as they would be within one.
        """
        used, shown, _ = self._take_from_hand(player, parse_tokens(cards))
        hand = self._hands[player]
        replace_cards(hand, used, shown)
        self._recount_changed(used, shown)  # the running R19 counts follow what was revealed

    def can_declare(self, player: str, cards: str) -> bool:
        return _allowed(self.verify_declare, player, cards)

    def declare(self, player: str, cards: str) -> Outcome:
        self.verify_declare(player, cards)
        declaration = self._declaration(player, cards)
        self._declarations[player] = declaration
        self._reveal_declared(player, cards)
        shown = "∞" if declaration.value == INFINITY else str(declaration.value)
        if self._next_declarer() is None:
            self.phase = _OVER
        outcome = Outcome(
            Result.DECLARED, player, value=shown, sentences=(Reason.of(Code.D12_DECLARES_PRIME if declaration.is_prime else Code.D12_DECLARES_NOT_PRIME,
                                 player=player, value=shown),), revolution=self.revolution
        )
        return self._log(Declare(player, " ".join(cards.split())), outcome)

    # --- the record's events -----------------------------------------------------------

    def apply(self, event: Event) -> Outcome:
        """Apply one record event (CONTRACTS.md) through its action's method."""
        match event:  # the commonest first: each case tried is a class check (issue 40)
            case Play():
                return self._play(event.player, event.field, event.factors, event.penalty_cards, event)
            case Pass():
                return self.pass_turn(event.player)
            case Draw():
                return self.draw(event.player, event.card)
            case Timeout():
                return self.timeout(event.player, event.late_refusal)
            case Discard():
                return self.discard(event.player, event.cards)
            case Declare():
                return self.declare(event.player, event.cards)
            case Disqualify():
                return self.disqualify(event.player)
            case Stop():
                return self.stop(event.reason)
        assert_never(event)

    def apply_json(self, event: object) -> Outcome:
        """Apply one event as a record or a journal holds it; a malformed one raises RecordError."""
        return self.apply(event_from_json(event))

    def to_record(self) -> dict[str, Any]:
        record: dict[str, Any] = {
            "format": "prime-daifugo-record/1",
            "settings": self.settings.to_dict(),
            "players": list(self.players),
        }
        if self._initial_hands is not None:
            record["hands"] = {p: cards_text(h) for p, h in self._initial_hands.items()}
        if self._initial_deck is not None:
            record["deck"] = cards_text(self._initial_deck)
        record["events"] = events_to_json(self.events)
        return record

    def copy(self) -> Game:
        """An independent copy of the game as it stands (for write-ahead and undo checkpoints).

        Cheap: containers are copied, their items (cards, frozen plays, logged events,
        which are never changed once logged) are shared.
        """
        twin = copy.copy(self)
        twin._hands = {p: list(h) for p, h in self._hands.items()}
        twin._deck = list(self._deck)
        twin._field = list(self._field)
        twin._set_aside = list(self._set_aside)
        twin._known = Counter(self._known)
        twin._known_per_rank = Counter(self._known_per_rank)
        twin._over_cards = set(self._over_cards)
        twin._over_ranks = set(self._over_ranks)
        twin.out = list(self.out)
        twin.disqualified = list(self.disqualified)
        twin.burst = list(self.burst)
        twin.events = list(self.events)
        twin.results = list(self.results)
        twin._owed = list(self._owed)
        twin._declarations = dict(self._declarations)
        twin.thousand_day_counts = dict(self.thousand_day_counts)
        twin._passed = set(self._passed)
        twin._rng = random.Random()
        twin._rng.setstate(self._rng.getstate())
        return twin

    def fresh(self) -> Game:
        """The same game at its deal, before any event."""
        return Game(self.players, self.settings, self._initial_hands, self._initial_deck)

    def copy_without_last(self) -> Game:
        """Undo: the game replayed without its last event."""
        game = self.fresh()
        for event in self.events[:-1]:
            game.apply(event)
        return game

    def _log(self, event: Event, outcome: Outcome) -> Outcome:
        if self.stop_reason is _THOUSAND_DAY and not self._stop_announced:
            # R15 stops the game at the start of a turn: the event that led there says so.
            self._stop_announced = True
            outcome = replace(
                outcome,
                stopped=StopReason.THOUSAND_DAY,
                sentences=outcome.sentences + self._stop_outcome(StopReason.THOUSAND_DAY).sentences,
            )
        self.events.append(event)
        self.results.append(outcome.result)
        return outcome

    # --- turn order, going out, flushing ----------------------------------------------

    def _next_after(self, player: str) -> str:
        """The next player still in the game after ``player`` in turn order."""
        return self._successors[player]

    def _seat_successors(self) -> dict[str, str]:
        return {p: self._next_in_seat_order(p) for p in self.players}

    def _next_in_seat_order(self, player: str) -> str:
        start = self.players.index(player)
        for step in range(1, len(self.players) + 1):
            candidate = self.players[(start + step) % len(self.players)]
            if candidate in self._active:
                return candidate
        return player

    def _others_in_turn_order(self, player: str) -> list[str]:
        start = self.players.index(player)
        ordered = [self.players[(start + k) % len(self.players)] for k in range(1, len(self.players))]
        return [p for p in ordered if p in self._active]

    def _go_out(self, player: str) -> None:
        """R13: an empty hand after a valid play (or a short-deck discard) goes out."""
        self.out.append(player)
        self._refresh_active()
        self._hands_changed()

    def _end_if_decided(self) -> bool:
        """R13: the game ends when fewer than two players remain."""
        if len(self._active) >= 2:
            return False
        self.phase = _OVER
        self._owed = []
        return True

    def _check_flush_by_passes(self) -> bool:
        """R11: every other player still in has passed since P's valid play: flush.

        A set, not a count: a pass by a player who has since left the game does not
        stand in for a player still in who has not answered.
        """
        if not self._field or self._last_player is None:
            return False
        if len(self._passed) < len(self._active) - 1:
            return False  # fewer passes than the others still in: cannot cover them (cheap, per pass)
        others = set(self._active) - {self._last_player}
        if not others <= self._passed:
            return False
        self._flush_field()
        return True

    def _flush_field(self) -> None:
        cards = list(chain.from_iterable(map(_CARDS_OF, self._field)))  # in C (issue 40: every flush)
        self._field.clear()
        self._last_player = None
        self._passed = set()
        self._flush_cards(cards)

    def _flush_cards(self, cards: Sequence[Card]) -> None:
        """R12 / D10: flushed cards go face down to the bottom of the deck."""
        if not cards:  # a play without a factor field flushes none of it
            return
        if self._follow_flushed:
            moved = list(cards)
        else:
            hidden = list(cards)
            self._recount(hidden, ())
            moved = [HIDDEN] * len(hidden)
        if not moved:
            return
        if self.settings.flush is _SHUFFLE_BOTTOM:
            self._rng.shuffle(moved)
            self._deck.extend(moved)
        elif self.settings.flush is _SHUFFLE_ALL:
            self._deck.extend(moved)
            self._rng.shuffle(self._deck)
        else:
            self._deck.extend(moved)

    def _hands_changed(self) -> None:
        """R15: any change of a hand or of the players restarts the thousand-day count."""
        counts = self.thousand_day_counts
        if any(counts.values()):  # mostly all 0 already: a play or a draw follows a play or a draw
            for player in counts:
                counts[player] = 0
        self._days_counted = False

    def _begin_turn(self, player: str) -> None:
        self._to_move = player
        self.drawn_this_turn = False
        self._turn_refused = False
        if self.phase is not _PLAYING or self._field or not self._thousand_day_applies:
            return
        self.thousand_day_counts[player] += 1
        self._days_counted = True
        if self.thousand_day_counts[player] >= THOUSAND_DAY_TURNS:
            self._stop(StopReason.THOUSAND_DAY)


# Game.apply as the engine defines it, taken when the class is made: a replay passes it by
# only while a game's apply is still this one (see rules.record; issue 40).
ENGINE_APPLY = Game.apply


def _allowed(verify: Callable[..., None], *args: Any) -> bool:
    try:
        verify(*args)
    except RuleViolation:
        return False
    return True

