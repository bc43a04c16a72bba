"""One game of Prime Daifugo as a state machine driven by actions.

The console, the record replay, the command line and the tests all drive this one class.
Every action comes as ``can_x`` (for greying out a button), ``verify_x`` (raises
:class:`RuleViolation` with a reason a judge can read) and ``x`` itself, which applies the
action and returns an :class:`Outcome`. A refused action changes nothing.

Two ways of tracking (R19): with *known hands* every physical card is followed; with
*counted hands* (live play) the hands and the deck hold hidden cards and only their
numbers matter, while the cards shown on the field are those the judge typed.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from enum import Enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from daifugo_gui.rules.primality import is_prime

from daifugo_gui.rules.cards import (
    Card,
    CardTextError,
    FactorField,
    Token,
    cards_text,
    digits_of,
    parse_factor_field,
    parse_tokens,
    standard_deck,
)
from daifugo_gui.rules.errors import RecordError, RuleViolation
from daifugo_gui.rules.judge import INFINITY, Judgement, Verdict, judge
from daifugo_gui.rules.ranking import (
    Declaration,
    rank_at_stop_by_cards,
    rank_at_stop_mathpower,
    rank_by_going_out,
    seat_distance,
)
from daifugo_gui.rules.settings import Settings

HIDDEN = Card(-1)
"""A card whose face nobody tracks (counted hands, R19)."""

THOUSAND_DAY_TURNS = 4
STOP_REASONS = ("time", "thousand_day")


class Phase(str, Enum):
    PLAYING = "playing"  # the player to move draws, plays or passes
    DISCARDING = "discarding"  # short-deck penalty: players put cards to the deck (R10)
    DECLARING = "declaring"  # MathPower 2016 stop: remaining players declare numbers (D12)
    OVER = "over"


@dataclass(frozen=True)
class FieldPlay:
    """A play lying on the field since the last flush."""

    player: str
    text: str
    count: int
    value: int | float
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Outcome:
    """What one action did, for the screen and the record's results."""

    result: str
    player: str | None = None
    verdict: Verdict | None = None
    value: str | None = None
    message: str = ""
    returned: int = 0
    drew: int = 0
    owed: tuple[tuple[str, int], ...] = ()
    went_out: tuple[str, ...] = ()
    flushed: bool = False
    leads_again: bool = False
    revolution: bool = False
    disclose_factors: bool = False
    stopped: str | None = None
    judgement: Judgement | None = None


def _check_players(players: Sequence[str]) -> tuple[str, ...]:
    names = tuple(players)
    if len(names) < 2:
        raise RecordError("a game needs at least two players")
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise RecordError(f"player names must be non-empty text, not {name!r}")
    duplicates = [n for n, k in Counter(names).items() if k > 1]
    if duplicates:
        raise RecordError(f'player "{duplicates[0]}" is listed twice')
    return names


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
        self.players: tuple[str, ...] = _check_players(players)
        if (hands is None) != (deck is None):
            raise RecordError('"hands" and "deck" go together: give both or neither')
        self.known = hands is not None
        self._hands: dict[str, list[Card]]
        self._deck: list[Card]
        if hands is not None and deck is not None:
            self._hands, self._deck = self._known_deal(hands, deck)
        else:
            self._hands, self._deck = self._counted_deal()
        self._initial_hands = {p: tuple(h) for p, h in self._hands.items()} if self.known else None
        self._initial_deck = tuple(self._deck) if self.known else None
        self._field: list[FieldPlay] = []
        self._set_aside: list[Card] = []
        self.revolution = self.settings.start_revolution
        self.out: list[str] = []
        self.disqualified: list[str] = []
        self.burst: list[str] = []
        self._active: tuple[str, ...] = self.players  # kept in step with out/disqualified
        self.events: list[dict[str, Any]] = []
        self.results: list[str] = []
        self.phase = Phase.PLAYING
        self.stop_reason: str | None = None
        self.drawn_this_turn = False
        self._turn_refused = False  # a "cannot be played" this turn (R14: time-out → forced pass)
        self._to_move: str | None = self.players[0]
        self._last_player: str | None = None  # who made the last valid play on the field (R11)
        self._passes = 0  # passes (fouls included) in a row since that play (R11)
        self._owed: list[tuple[str, int]] = []  # short-deck discards still owed (R10)
        self._after_owed: Callable[[], None] | None = None
        self._stop_mover: str | None = None
        self._stop_announced = False
        self._declarations: dict[str, Declaration] = {}
        self.thousand_day_counts: dict[str, int] = {p: 0 for p in self.players}
        self._rng = random.Random(self.settings.seed)
        self._begin_turn(self.players[0])

    # --- the deal ----------------------------------------------------------------------

    def _known_deal(
        self, hands: Mapping[str, Sequence[Card]], deck: Sequence[Card]
    ) -> tuple[dict[str, list[Card]], list[Card]]:
        """R19: known hands must hold exactly the cards in play, nothing lost or doubled."""
        missing = [p for p in self.players if p not in hands]
        if missing:
            raise RecordError(f'"hands" has no hand for player "{missing[0]}"')
        extra = [p for p in hands if p not in self.players]
        if extra:
            raise RecordError(f'"hands" names "{extra[0]}", who is not a player')
        dealt: Counter[Card] = Counter()
        for player in self.players:
            for card in hands[player]:
                if card.suit is None and not card.is_joker:
                    raise RecordError(f'the hand of "{player}" has "{card.text()}" without a suit')
            dealt.update(hands[player])
        for card in deck:
            if card.suit is None and not card.is_joker:
                raise RecordError(f'the deck has "{card.text()}" without a suit')
        dealt.update(deck)
        in_play = Counter(standard_deck(self.settings.decks, self.settings.jokers, self.settings.remove_even))
        if dealt != in_play:
            too_many = dealt - in_play
            too_few = in_play - dealt
            parts = []
            if too_many:
                parts.append("too many " + cards_text(sorted(too_many.elements())))
            if too_few:
                parts.append("missing " + cards_text(sorted(too_few.elements())))
            raise RecordError("hands and deck must hold exactly the cards in play: " + "; ".join(parts))
        return {p: list(hands[p]) for p in self.players}, list(deck)

    def _counted_deal(self) -> tuple[dict[str, list[Card]], list[Card]]:
        size = self.settings.hand_size
        left = self.settings.total_cards - size * len(self.players)
        if left < 0:
            raise RecordError(
                f"{len(self.players)} hands of {size} need {size * len(self.players)} cards; "
                f"only {self.settings.total_cards} are in play (add a deck or deal fewer)"
            )
        return {p: [HIDDEN] * size for p in self.players}, [HIDDEN] * left

    # --- what the table shows --------------------------------------------------------

    @property
    def to_move(self) -> str | None:
        if self.phase is Phase.DISCARDING:
            return self._owed[0][0]
        if self.phase is Phase.DECLARING:
            return self._next_declarer()
        if self.phase is Phase.OVER:
            return None
        return self._to_move

    @property
    def finished(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def active(self) -> list[str]:
        return list(self._active)

    def _refresh_active(self) -> None:
        gone = {*self.out, *self.disqualified}
        self._active = tuple(p for p in self.players if p not in gone)

    @property
    def deck_count(self) -> int:
        return len(self._deck)

    def hand_counts(self) -> dict[str, int]:
        return {p: len(self._hands[p]) for p in self.players}

    def hand(self, player: str) -> tuple[Card, ...]:
        self._check_player(player)
        if not self.known:
            raise RuleViolation("hands are counted, not known: only their sizes are tracked")
        return tuple(self._hands[player])

    def deck(self) -> tuple[Card, ...]:
        if not self.known:
            raise RuleViolation("hands are counted, not known: only the deck size is tracked")
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
        """Every tracked card by where-independent multiset (known hands, R19)."""
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
        if self.phase is not Phase.OVER:
            return list(self.out)
        remaining = [p for p in self.active]
        if self.stop_reason is None:
            return rank_by_going_out(self.out, remaining, self.disqualified)
        if self.settings.stop_ranking == "mathpower2016":
            return rank_at_stop_mathpower(
                self.players, self.out, self._declarations, self.disqualified, self._stop_mover
            )
        counts = {p: len(self._hands[p]) for p in remaining}
        return rank_at_stop_by_cards(self.players, self.out, counts, self.disqualified, self._stop_mover)

    # --- checks shared by the actions -------------------------------------------------

    def _check_player(self, player: str) -> None:
        if player not in self.players:
            raise RuleViolation(f'"{player}" is not a player in this game')

    def _check_turn(self, player: str, doing: str) -> None:
        self._check_player(player)
        if self.phase is Phase.OVER:
            raise RuleViolation(f"the game is over; {player} cannot {doing}")
        if self.phase is Phase.DISCARDING:
            name, count = self._owed[0]
            raise RuleViolation(
                f"{name} must first put {count} card{'s' if count != 1 else ''} at the bottom of the deck"
            )
        if self.phase is Phase.DECLARING:
            raise RuleViolation("the game has stopped: the remaining players declare their numbers")
        if player != self._to_move:
            raise RuleViolation(f"it is {self._to_move}'s turn, not {player}'s")

    # --- draw (R4) -----------------------------------------------------------------------

    def verify_draw(self, player: str) -> None:
        self._check_turn(player, "draw")
        if self.drawn_this_turn:
            raise RuleViolation(f"{player} has already drawn this turn (R4: at most once)")
        if not self._deck:
            raise RuleViolation("the deck is empty: nothing to draw")

    def can_draw(self, player: str) -> bool:
        return _allowed(self.verify_draw, player)

    def draw(self, player: str) -> Outcome:
        self.verify_draw(player)
        self._hands[player].append(self._deck.pop(0))
        self.drawn_this_turn = True
        self._hands_changed()
        message = f"{player} draws a card"
        outcome = Outcome("drawn", player, drew=1, message=message, revolution=self.revolution)
        if self._bursts(player):
            outcome = replace(outcome, message=f"{message} and holds {len(self._hands[player])}: out of the game")
            self._burst(player)
            self._after_elimination(player)
        return self._log({"player": player, "action": "draw"}, outcome)

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

    def cannot_play_reason(self, player: str, field: str, factors: str | None = None) -> str | None:
        """Why this play cannot be made (R5), or None; for instant validation while typing."""
        try:
            self._check_turn(player, "play")
            parsed = self._parse_play(field, factors)
        except RuleViolation as refusal:
            return str(refusal)
        judgement, _, _ = self._judge(player, *parsed)
        return judgement.reason if judgement.verdict is Verdict.CANNOT_PLAY else None

    def _parse_play(self, field: str, factors: str | None) -> tuple[tuple[Token, ...], FactorField | None]:
        try:
            tokens = parse_tokens(field)
            factor_field = parse_factor_field(factors) if factors is not None and factors.strip() else None
        except CardTextError as bad:
            raise RuleViolation(str(bad)) from None
        if not tokens:
            raise RuleViolation("the play is empty: give at least one card")
        return tokens, factor_field

    def _judge(
        self, player: str, tokens: tuple[Token, ...], factors: FactorField | None
    ) -> tuple[Judgement, list[Card], list[Card]]:
        """Judge a play and find the physical cards it takes from the hand."""
        factor_tokens = factors.tokens() if factors is not None else ()
        field_cards, factor_cards, missing = self._take_from_hand(player, tokens, factor_tokens)
        if missing:
            reason = missing
            empty = Judgement(Verdict.CANNOT_PLAY, "", None, reason, 0, len(tokens), len(factor_tokens))
            return empty, [], []
        finishing = len(self._hands[player]) == len(tokens) + len(factor_tokens)
        judgement = judge(
            tokens,
            factors,
            last_value=self.value_to_beat,
            last_count=self.count_to_match,
            revolution=self.revolution,
            settings=self.settings,
            finishing=finishing,
        )
        return judgement, field_cards, factor_cards

    def _take_from_hand(
        self, player: str, tokens: Sequence[Token], factor_tokens: Sequence[Token]
    ) -> tuple[list[Card], list[Card], str | None]:
        """Which hand cards a play uses; a reason when the hand does not hold them (R5)."""
        hand = list(self._hands[player])
        wanted = len(tokens) + len(factor_tokens)
        if not self.known:
            if wanted > len(hand):
                return [], [], f"{player} holds only {len(hand)} card{'s' if len(hand) != 1 else ''}, not {wanted}"
            return [t.card for t in tokens], [t.card for t in factor_tokens], None
        taken: list[Card] = []
        for token in (*tokens, *factor_tokens):
            match = next((c for c in hand if token.card.matches(c)), None)
            if match is None:
                return [], [], f'{player} does not hold "{token.card.text()}"'
            hand.remove(match)
            taken.append(match)
        return taken[: len(tokens)], taken[len(tokens) :], None

    def play(self, player: str, field: str, factors: str | None = None) -> Outcome:
        self._check_turn(player, "play")
        tokens, factor_field = self._parse_play(field, factors)
        judgement, field_cards, factor_cards = self._judge(player, tokens, factor_field)
        event: dict[str, Any] = {"player": player, "action": "play", "field": " ".join(field.split())}
        if factor_field is not None and factors is not None:
            event["factors"] = " ".join(factors.split())
        if judgement.verdict is Verdict.CANNOT_PLAY:
            self._turn_refused = True
            outcome = Outcome(
                "cannot_play",
                player,
                Verdict.CANNOT_PLAY,
                judgement.value or None,
                f"Cannot be played: {judgement.reason}. {player} declares again.",
                revolution=self.revolution,
                judgement=judgement,
            )
            return self._log(event, outcome)
        if judgement.verdict is Verdict.FOUL:
            return self._log(event, self._foul(player, judgement))
        return self._log(event, self._valid_play(player, event["field"], judgement, field_cards, factor_cards))

    def _valid_play(
        self,
        player: str,
        text: str,
        judgement: Judgement,
        field_cards: list[Card],
        factor_cards: list[Card],
    ) -> Outcome:
        """R6–R9 accepted: the cards leave the hand; the field and the turn move on."""
        for card in (*field_cards, *factor_cards):
            self._hands[player].remove(card if self.known else HIDDEN)
        self._hands_changed()
        value: int | float = INFINITY if judgement.is_infinity else int(judgement.number or 0)
        self._field.append(FieldPlay(player, text, len(field_cards), value, tuple(field_cards)))
        self._flush_cards(factor_cards)  # R9: the factor field is flushed at once
        self._last_player = player
        self._passes = 0
        verdict = judgement.verdict
        went_out: list[str] = []
        if not self._hands[player]:
            went_out.append(player)
            self._go_out(player)
        flushed = False
        leads_again = False
        if verdict is Verdict.RAMANUJAN_REVOLUTION:
            self.revolution = not self.revolution
        if verdict in (Verdict.GROTHENDIECK_CUT, Verdict.INFINITY):
            self._flush_field()
            flushed = True
            leads_again = player not in went_out
        elif went_out and self.settings.flush_on_finish:
            self._flush_field()  # D14
            flushed = True
        message = self._play_message(player, judgement, went_out, leads_again)
        outcome = Outcome(
            verdict.value,
            player,
            verdict,
            judgement.value,
            message,
            went_out=tuple(went_out),
            flushed=flushed,
            leads_again=leads_again,
            revolution=self.revolution,
            judgement=judgement,
        )
        if not self._end_if_decided():
            self._begin_turn(player if leads_again else self._next_after(player))
        return outcome

    def _play_message(self, player: str, judgement: Judgement, went_out: list[str], leads_again: bool) -> str:
        verdict = judgement.verdict
        if verdict is Verdict.PRIME:
            headline = f"{judgement.value} is prime."
        elif verdict is Verdict.COMPOSITE:
            headline = f"Composite play accepted: {judgement.reason.split(':')[0]}."
        elif verdict is Verdict.GROTHENDIECK_CUT:
            headline = "Grothendieck cut (57): the field is flushed."
        elif verdict is Verdict.INFINITY:
            headline = "∞: the field is flushed."
        elif self.revolution:
            headline = "Ramanujan revolution (1729): now smaller numbers win."
        else:
            headline = "Ramanujan revolution (1729): back to normal, larger numbers win."
        parts = [headline]
        if went_out:
            parts.append(f"{player} goes out (rank {len(self.out)}).")
        if leads_again:
            parts.append(f"{player} leads again.")
        return " ".join(parts)

    def _foul(self, player: str, judgement: Judgement) -> Outcome:
        """R10: take the cards back, draw as many; a short deck makes the others discard."""
        played = judgement.field_count + judgement.factor_count
        wanted = judgement.penalty
        drew = min(wanted, len(self._deck))
        self._hands[player].extend(self._deck[:drew])
        del self._deck[:drew]
        short = wanted - drew
        owed: list[tuple[str, int]] = []
        if short > 0:
            for other in self._others_in_turn_order(player):
                count = min(short, len(self._hands[other]))
                if count:
                    owed.append((other, count))
        if drew or owed:
            self._hands_changed()
        disclose = self.settings.disclose_factors == "always"
        message = self._foul_message(player, judgement, played, drew, wanted, owed)
        went_out: list[str] = []
        self._passes += 1  # R11: a foul counts as a pass

        def finish() -> None:
            if self._bursts(player):
                self._burst(player)
            if not self._end_if_decided():
                self._check_flush_by_passes()
                self._begin_turn(self._next_after(player))

        if owed and self.known:
            self._owed = owed
            self._after_owed = finish
            self.phase = Phase.DISCARDING
        else:
            for other, count in owed:
                moved = self._hands[other][-count:]
                del self._hands[other][-count:]
                self._deck.extend(HIDDEN for _ in moved)
                if not self._hands[other]:
                    went_out.append(other)
                    self._go_out(other)
            finish()
        return Outcome(
            "foul",
            player,
            Verdict.FOUL,
            judgement.value,
            message,
            returned=played,
            drew=drew,
            owed=tuple(owed),
            went_out=tuple(went_out),
            revolution=self.revolution,
            disclose_factors=disclose,
            judgement=judgement,
        )

    def _foul_message(
        self, player: str, judgement: Judgement, played: int, drew: int, wanted: int, owed: list[tuple[str, int]]
    ) -> str:
        take = f"take back {played} card{'s' if played != 1 else ''}"
        if drew == wanted:
            draw = f"draw {drew}"
        elif drew:
            draw = f"draw the {drew} card{'s' if drew != 1 else ''} left in the deck"
        else:
            draw = "draw nothing (the deck is empty)"
        text = f"FOUL: {judgement.reason}. {player}: {take} and {draw}."
        for other, count in owed:
            text += f" {other}: put {count} card{'s' if count != 1 else ''} at the bottom of the deck."
        return text

    # --- short-deck discards (R10) ----------------------------------------------------

    def verify_discard(self, player: str, cards: str) -> None:
        self._check_player(player)
        if not self.known:
            raise RuleViolation("with counted hands the short-deck discards are applied by count")
        if self.phase is not Phase.DISCARDING:
            raise RuleViolation("no cards are owed to the deck now")
        name, count = self._owed[0]
        if player != name:
            raise RuleViolation(f"{name} puts cards to the deck first (turn order)")
        chosen = self._discard_cards(player, cards)
        if len(chosen) != count:
            raise RuleViolation(f"{player} must put exactly {count} card{'s' if count != 1 else ''}, not {len(chosen)}")

    def _discard_cards(self, player: str, cards: str) -> list[Card]:
        try:
            tokens = parse_tokens(cards)
        except CardTextError as bad:
            raise RuleViolation(str(bad)) from None
        hand = list(self._hands[player])
        chosen: list[Card] = []
        for token in tokens:
            match = next((c for c in hand if token.card.matches(c)), None)
            if match is None:
                raise RuleViolation(f'{player} does not hold "{token.card.text()}"')
            hand.remove(match)
            chosen.append(match)
        return chosen

    def can_discard(self, player: str, cards: str) -> bool:
        return _allowed(self.verify_discard, player, cards)

    def discard(self, player: str, cards: str) -> Outcome:
        self.verify_discard(player, cards)
        chosen = self._discard_cards(player, cards)
        for card in chosen:
            self._hands[player].remove(card)
        self._deck.extend(chosen)
        self._hands_changed()
        self._owed.pop(0)
        went_out: tuple[str, ...] = ()
        message = f"{player} puts {len(chosen)} card{'s' if len(chosen) != 1 else ''} at the bottom of the deck."
        if not self._hands[player]:
            went_out = (player,)
            self._go_out(player)
            message += f" {player} has no cards left and goes out (rank {len(self.out)})."
        if not self._owed:
            self.phase = Phase.PLAYING
            after, self._after_owed = self._after_owed, None
            if after is not None:
                after()
        outcome = Outcome("discarded", player, message=message, went_out=went_out, revolution=self.revolution)
        return self._log({"player": player, "action": "discard", "cards": " ".join(cards.split())}, outcome)

    # --- pass (R11) ---------------------------------------------------------------------

    def verify_pass(self, player: str) -> None:
        self._check_turn(player, "pass")

    def can_pass(self, player: str) -> bool:
        return _allowed(self.verify_pass, player)

    def pass_turn(self, player: str) -> Outcome:
        self.verify_pass(player)
        return self._log({"player": player, "action": "pass"}, self._pass(player, "pass", f"{player} passes."))

    def _pass(self, player: str, result: str, message: str) -> Outcome:
        self._passes += 1
        flushed = self._check_flush_by_passes()
        if flushed:
            message += " Everyone else passed: the field is flushed."
        self._begin_turn(self._next_after(player))
        return Outcome(result, player, message=message, flushed=flushed, revolution=self.revolution)

    # --- time-out and disqualification (R14) ------------------------------------------

    def verify_timeout(self, player: str) -> None:
        self._check_turn(player, "time out")

    def can_timeout(self, player: str) -> bool:
        return _allowed(self.verify_timeout, player)

    def timeout(self, player: str) -> Outcome:
        """D8 at zero: a forced pass, or disqualification (R14)."""
        self.verify_timeout(player)
        event = {"player": player, "action": "timeout"}
        if self._turn_refused:
            message = f"Time! {player} was told the play cannot be made only after the time ran out: forced pass (R14)."
            return self._log(event, self._pass(player, "forced_pass", message))
        if self.settings.on_timeout == "pass":
            return self._log(event, self._pass(player, "forced_pass", f"Time! {player}: forced pass (D8)."))
        return self._log(event, self._disqualify(player, f"Time! {player} is disqualified (D8)."))

    def verify_disqualify(self, player: str) -> None:
        self._check_player(player)
        if self.phase is Phase.OVER:
            raise RuleViolation("the game is over")
        if self.phase is not Phase.PLAYING:
            raise RuleViolation("finish the penalty or the declarations first")
        if player not in self.active:
            raise RuleViolation(f"{player} is no longer in the game")

    def can_disqualify(self, player: str) -> bool:
        return _allowed(self.verify_disqualify, player)

    def disqualify(self, player: str) -> Outcome:
        """The judge's decision (for example D13): the player leaves the game at once."""
        self.verify_disqualify(player)
        return self._log(
            {"player": player, "action": "disqualify"}, self._disqualify(player, f"{player} is disqualified by the judge.")
        )

    def _disqualify(self, player: str, message: str) -> Outcome:
        was_to_move = player == self._to_move
        self._eliminate_quietly(player)
        self._after_elimination(player, was_to_move)
        return Outcome("disqualified", player, message=message, revolution=self.revolution)

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
        limit = self.settings.burst_at
        return limit is not None and player in self.active and len(self._hands[player]) >= limit

    def _burst(self, player: str) -> None:
        """A burst player ranks with the disqualified, in the order of leaving."""
        self.burst.append(player)
        self._eliminate_quietly(player)

    # --- stop (D11, R15) and the MathPower declarations (D12) -------------------------

    def verify_stop(self, reason: str = "time") -> None:
        if reason not in STOP_REASONS:
            raise RuleViolation(f'a stop is for "time" or "thousand_day", not "{reason}"')
        if self.phase is Phase.OVER or self.phase is Phase.DECLARING:
            raise RuleViolation("the game has already ended")

    def can_stop(self, reason: str = "time") -> bool:
        return _allowed(self.verify_stop, reason)

    def stop(self, reason: str = "time") -> Outcome:
        self.verify_stop(reason)
        self._stop(reason)
        self._stop_announced = True
        return self._log({"action": "stop", "reason": reason}, self._stop_outcome(reason))

    def _stop(self, reason: str) -> None:
        self.stop_reason = reason
        self._stop_mover = self._to_move if self._to_move in self.active else None
        self._owed = []
        self._after_owed = None
        if self.settings.stop_ranking == "mathpower2016" and self.active:
            self.phase = Phase.DECLARING
        else:
            self.phase = Phase.OVER

    def _stop_outcome(self, reason: str) -> Outcome:
        why = "the game time is up (D11)" if reason == "time" else "thousand-day rule (D18)"
        message = f"The game stops: {why}."
        if self.phase is Phase.DECLARING:
            message += " Each remaining player forms one number from all their cards (D12, MathPower 2016)."
        return Outcome("stopped", None, message=message, stopped=reason, revolution=self.revolution)

    def _next_declarer(self) -> str | None:
        waiting = [p for p in self.active if p not in self._declarations]
        if not waiting:
            return None
        return min(waiting, key=lambda p: seat_distance(self.players, self._stop_mover, p))

    def verify_declare(self, player: str, cards: str) -> None:
        self._check_player(player)
        if self.phase is not Phase.DECLARING:
            raise RuleViolation("numbers are declared only after a MathPower 2016 stop (D12)")
        if player not in self.active:
            raise RuleViolation(f"{player} is not among the players still in")
        if player in self._declarations:
            raise RuleViolation(f"{player} has already declared")
        self._declaration(player, cards)

    def _declaration(self, player: str, cards: str) -> Declaration:
        try:
            tokens = parse_tokens(cards)
        except CardTextError as bad:
            raise RuleViolation(str(bad)) from None
        holding = len(self._hands[player])
        if len(tokens) != holding:
            raise RuleViolation(f"{player} holds {holding} cards and must use all of them, not {len(tokens)}")
        _, _, missing = self._take_from_hand(player, tokens, ())
        if missing:
            raise RuleViolation(missing)
        if len(tokens) == 1 and tokens[0].card.is_joker and tokens[0].declared is None:
            return Declaration(player, cards_text(tokens), INFINITY, True, 1)
        values = [t.value for t in tokens]
        if any(v is None for v in values):
            raise RuleViolation("every joker in the number needs its value (X=0 … X=13)")
        if values[0] == 0:
            raise RuleViolation("the number cannot start with 0")
        number = int(digits_of(values))  # type: ignore[arg-type]
        return Declaration(player, cards_text(tokens), number, bool(is_prime(number)), holding)

    def can_declare(self, player: str, cards: str) -> bool:
        return _allowed(self.verify_declare, player, cards)

    def declare(self, player: str, cards: str) -> Outcome:
        self.verify_declare(player, cards)
        declaration = self._declaration(player, cards)
        self._declarations[player] = declaration
        kind = "prime" if declaration.is_prime else "not prime"
        shown = "∞" if declaration.value == INFINITY else str(declaration.value)
        if self._next_declarer() is None:
            self.phase = Phase.OVER
        outcome = Outcome(
            "declared", player, value=shown, message=f"{player} declares {shown}: {kind}.", revolution=self.revolution
        )
        return self._log({"player": player, "action": "declare", "cards": " ".join(cards.split())}, outcome)

    # --- the record's events -----------------------------------------------------------

    # action name -> (method name, the card-text keys it needs)
    _EVENT_ACTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
        "draw": ("draw", ()),
        "play": ("play", ("field",)),
        "pass": ("pass_turn", ()),
        "timeout": ("timeout", ()),
        "disqualify": ("disqualify", ()),
        "discard": ("discard", ("cards",)),
        "declare": ("declare", ("cards",)),
    }

    def apply(self, event: Mapping[str, Any]) -> Outcome:
        """Apply one record event (CONTRACTS.md). Malformed events raise RecordError."""
        if not isinstance(event, (dict, Mapping)):
            raise RecordError("an event must be an object")
        action = event.get("action")
        if action == "stop":
            reason = event.get("reason", "time")
            if not isinstance(reason, str):
                raise RecordError('"reason" must be text')
            return self.stop(reason)
        spec = self._EVENT_ACTIONS.get(action) if isinstance(action, str) else None
        if spec is None:
            known = ", ".join(f'"{a}"' for a in [*self._EVENT_ACTIONS, "stop"])
            raise RecordError(f"unknown action {action!r} (expected one of {known})")
        method, needed = spec
        player = event.get("player")
        if not isinstance(player, str):
            raise RecordError(f'a "{action}" event needs a "player"')
        args = []
        for key in needed:
            value = event.get(key)
            if not isinstance(value, str):
                raise RecordError(f'a "{action}" event needs "{key}" as card text')
            args.append(value)
        if action == "play":
            factors = event.get("factors")
            if factors is not None and not isinstance(factors, str):
                raise RecordError('"factors" must be card text')
            return self.play(player, args[0], factors)
        return getattr(self, method)(player, *args)

    def to_record(self) -> dict[str, Any]:
        record: dict[str, Any] = {
            "format": "prime-daifugo-record/1",
            "settings": self.settings.to_dict(),
            "players": list(self.players),
        }
        if self._initial_hands is not None and self._initial_deck is not None:
            record["hands"] = {p: cards_text(h) for p, h in self._initial_hands.items()}
            record["deck"] = cards_text(self._initial_deck)
        record["events"] = [dict(e) for e in self.events]
        return record

    def fresh(self) -> Game:
        """The same game at its deal, before any event."""
        return Game(self.players, self.settings, self._initial_hands, self._initial_deck)

    def copy_without_last(self) -> Game:
        """Undo: the game replayed without its last event."""
        game = self.fresh()
        for event in self.events[:-1]:
            game.apply(event)
        return game

    def _log(self, event: dict[str, Any], outcome: Outcome) -> Outcome:
        if self.stop_reason == "thousand_day" and not self._stop_announced:
            # R15 stops the game at the start of a turn: the event that led there says so.
            self._stop_announced = True
            outcome = replace(
                outcome,
                stopped="thousand_day",
                message=f"{outcome.message} {self._stop_outcome('thousand_day').message}",
            )
        self.events.append(event)
        self.results.append(outcome.result)
        return outcome

    # --- turn order, going out, flushing ----------------------------------------------

    def _next_after(self, player: str) -> str:
        """The next player still in the game after ``player`` in turn order."""
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
        self.phase = Phase.OVER
        self._owed = []
        return True

    def _check_flush_by_passes(self) -> bool:
        """R11: everyone else still in has passed since P's valid play: flush."""
        if not self._field or self._last_player is None:
            return False
        others = len(self._active) - (self._last_player in self._active)
        if self._passes < others:
            return False
        self._flush_field()
        return True

    def _flush_field(self) -> None:
        cards = [card for play in self._field for card in play.cards]
        self._field.clear()
        self._last_player = None
        self._passes = 0
        self._flush_cards(cards)

    def _flush_cards(self, cards: Iterable[Card]) -> None:
        """R12 / D10: flushed cards go face down to the bottom of the deck."""
        moved = [card if self.known else HIDDEN for card in cards]
        if not moved:
            return
        if self.settings.flush == "shuffle_bottom":
            self._rng.shuffle(moved)
            self._deck.extend(moved)
        elif self.settings.flush == "shuffle_all":
            self._deck.extend(moved)
            self._rng.shuffle(self._deck)
        else:
            self._deck.extend(moved)

    def _hands_changed(self) -> None:
        """R15: any change of a hand or of the players restarts the thousand-day count."""
        for player in self.thousand_day_counts:
            self.thousand_day_counts[player] = 0

    def _begin_turn(self, player: str) -> None:
        self._to_move = player
        self.drawn_this_turn = False
        self._turn_refused = False
        if self.phase is not Phase.PLAYING or self._field or not self.settings.thousand_day_applies:
            return
        self.thousand_day_counts[player] += 1
        if self.thousand_day_counts[player] >= THOUSAND_DAY_TURNS:
            self._stop("thousand_day")


def _allowed(verify: Callable[..., None], *args: Any) -> bool:
    try:
        verify(*args)
    except RuleViolation:
        return False
    return True

