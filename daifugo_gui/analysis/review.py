"""The post-game review (issue 41): every decision of a game whose hands are known.

For each decision (a play, a pass, a draw, a time-out) the review looks at the mover's
hand at that moment and the field it met, and says how many distinct legal plays there
were, whether the player could have gone out and how, which play it recommends, and
notes what the player left undone. docs/review.md gives the definitions and the rule
behind the recommendation; this module holds the search.

Every candidate play comes from the one walk over fields (:func:`analysis.hand.walk_fields`)
and the one factor-field search (:mod:`analysis.factor_fields`), and is then judged by
the rules engine (:func:`rules.judge.judge`) against the field of that moment: a play
the engine refuses is not counted, whatever the search thought of it (so a ruling such
as R9b reaches the review without a change here). The plays the review names are judged
once more by a copy of the game itself (:meth:`Game.play`), cards from the hand and all.

Pure Python, no Qt: the console and the phones run it on a worker; ``daifugo review``
runs it in the command line.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from daifugo_gui.analysis.cancel import CancelToken, Cancelled, ProgressFn, Ticker
from daifugo_gui.analysis.factor_fields import SpelledField, factor_fields
from daifugo_gui.analysis.hand import walk_fields
from daifugo_gui.analysis.maxprime import max_prime
from daifugo_gui.analysis.spelling import Use, iter_spell_from
from daifugo_gui.analysis import tanhinmin
from daifugo_gui.rules.cards import JOKER, Card, FactorField, Group, Token, card_of, cards_text
from daifugo_gui.rules.errors import RecordError, RuleViolation
from daifugo_gui.rules.events import Draw, Pass, Play, Timeout, event_from_json
from daifugo_gui.rules.game import Game, Phase
from daifugo_gui.rules.judge import Verdict, judge
from daifugo_gui.rules.primality import is_prime
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.record import Record, load_record
from daifugo_gui.rules.settings import FinishWithInfinity, Settings, SingleJoker

MISSED_GOING_OUT = "missed_going_out"
FOUL_WITH_A_LEGAL_PLAY = "foul_with_a_legal_play"
PASS_WITH_A_LEGAL_PLAY = "pass_with_a_legal_play"
MISSED_CUT_57 = "missed_cut_57"
MISSED_REVOLUTION_1729 = "missed_revolution_1729"
NOTES = (MISSED_GOING_OUT, FOUL_WITH_A_LEGAL_PLAY, PASS_WITH_A_LEGAL_PLAY, MISSED_CUT_57, MISSED_REVOLUTION_1729)

# Why the review recommends its play (docs/review.md, "The recommended play").
RULE_GOING_OUT = "going_out"
RULE_TANHINMIN = "tanhinmin"
RULE_TANHINMIN_PASS = "tanhinmin_pass"
RULE_MOST_CARDS = "most_cards"
RULE_NO_PLAY = "no_play"

DEFAULT_SECONDS = 0.5
"""The per-decision budget when none is given: enough to count nearly every decision on a
field exactly (a 15-card hand on a 4-card field: 0.13 s median), while a decision on an
empty field, which can never be counted whole from a long hand, gives a lower bound
(docs/review.md has the figures)."""

_VALID = frozenset(v for v in Verdict if v.is_valid_play)
_ACTIONS = (Play, Pass, Draw, Timeout)
_SINGLE_PRIMES = frozenset((2, 3, 5, 7, 11, 13))

PlayKey = tuple[Any, ...]
"""What makes two plays the same play (docs/review.md): the field's number (-1 for ∞)
and card count, and the factor field's groups (see analysis.factor_fields)."""


@dataclass(frozen=True)
class Candidate:
    """A play the hand can make: field cards and factor field as (value, joker?) cards.

    ``infinity`` counts the bare jokers of a play worth ∞ (R3, D16); its ``field`` is then
    empty."""

    field: tuple[Use, ...]
    factors: SpelledField | None = None
    number: int | None = None
    verdict: Verdict = Verdict.PRIME
    infinity: int = 0

    @property
    def cards(self) -> int:
        return self.infinity + len(self.field) + sum(len(p) for g in self.factors or () for p in g)

    @property
    def jokers(self) -> int:
        parts = [self.field, *(p for g in self.factors or () for p in g)]
        return self.infinity + sum(1 for part in parts for _, joker in part if joker)

    @property
    def key(self) -> PlayKey:
        if self.infinity:
            return (-1, self.infinity, ())
        groups = tuple(sorted(
            tuple((_number(part), len(part)) for part in group) for group in self.factors or ()
        ))
        return (self.number, len(self.field), groups)

    def tokens(self) -> tuple[tuple[Token, ...], FactorField | None]:
        """The play as the engine reads it (cards by value; the engine needs no suits)."""
        if self.infinity:
            return tuple(Token(JOKER) for _ in range(self.infinity)), None
        field_tokens = tuple(_token(use) for use in self.field)
        if self.factors is None:
            return field_tokens, None
        groups = tuple(
            Group(tuple(_token(u) for u in group[0]), tuple(tuple(_token(u) for u in part) for part in group[1:]))
            for group in self.factors
        )
        return field_tokens, FactorField(groups)

    def texts(self, hand: Sequence[Card]) -> tuple[str, str | None]:
        """Field and factor text made of the hand's own cards (suits where the hand has them)."""
        pool: dict[int, list[Card]] = {}
        for card in hand:
            pool.setdefault(card.rank, []).append(card)

        def take(use: Use) -> str:
            value, joker = use
            card = pool[0 if joker else value].pop(0)
            return f"X={value}" if joker else card.text()

        if self.infinity:
            return " ".join(pool[0].pop(0).text() for _ in range(self.infinity)), None
        field_text = " ".join(take(u) for u in self.field)
        if self.factors is None:
            return field_text, None
        factors = " * ".join(" ^ ".join(" ".join(take(u) for u in part) for part in group) for group in self.factors)
        return field_text, factors


def _token(use: Use) -> Token:
    value, joker = use
    return Token(JOKER, value) if joker else Token(card_of(value))


def _number(part: Sequence[Use]) -> int:
    return int("".join(str(v) for v, _ in part))


@dataclass(frozen=True)
class Situation:
    """One decision's position: the mover's hand and the field it meets."""

    hand: tuple[Card, ...]
    last_value: int | None = None  # the value to beat; None on an empty field
    last_count: int | None = None  # the field cards to match; None on an empty field
    revolution: bool = False
    settings: Settings = field(default_factory=Settings)
    # A two-player endgame: the other player's hand, when the deck is empty (Tanhinmin).
    opponent: tuple[Card, ...] | None = None


@dataclass(frozen=True)
class PositionReview:
    """What one position allowed (see :func:`review_position`)."""

    legal_plays: int
    exhaustive: bool
    going_out: Candidate | None
    best: Candidate | None
    rule: str
    cut: Candidate | None  # a legal Grothendieck cut (R7), if any
    revolution: Candidate | None  # a legal Ramanujan revolution (R8), if any
    going_out_exhaustive: bool = True


class _Found(Exception):
    """Internal: a search that wants one answer has it."""


class _Budget(CancelToken):
    """A decision's deadline that also obeys the whole review's Stop."""

    def __init__(self, seconds: float | None, outer: CancelToken | None) -> None:
        super().__init__(seconds)
        self._outer = outer

    def reason(self) -> str | None:
        if self._outer is not None and self._outer.cancelled:
            return "cancelled"
        return super().reason()


def _hand_counts(hand: Sequence[Card]) -> tuple[list[int], bool]:
    counts = [0] * 14
    hidden = False
    for card in hand:
        if card.rank < 0:
            hidden = True
        else:
            counts[card.rank] += 1
    return counts, hidden


class _Search:
    """The plays of one position, judged by the engine; kept by :data:`PlayKey`."""

    def __init__(self, situation: Situation, counts: list[int]) -> None:
        self.s = situation
        self.counts = counts
        self.size = sum(counts)
        self.legal: dict[PlayKey, Candidate] = {}
        self.refused: set[PlayKey] = set()
        self.going_out: Candidate | None = None
        self.unfactored = False

    def beats(self, number: int) -> bool:
        last = self.s.last_value
        if last is None:
            return True
        return number < last if self.s.revolution else number > last

    def add(self, candidate: Candidate) -> Candidate | None:
        """Judge ``candidate`` with the engine; the judged play if it is legal."""
        key = candidate.key
        known = self.legal.get(key)
        if known is not None or key in self.refused:
            return known
        tokens, factors = candidate.tokens()
        s = self.s
        judgement = judge(
            tokens, factors, last_value=s.last_value, last_count=s.last_count, revolution=s.revolution,
            settings=s.settings, finishing=candidate.cards == self.size,
        )
        if judgement.verdict not in _VALID:
            self.refused.add(key)
            return None
        judged = Candidate(candidate.field, candidate.factors, candidate.number, judgement.verdict, candidate.infinity)
        self.legal[key] = judged
        if judged.cards == self.size and self.going_out is None:
            self.going_out = judged
        return judged

    # --- the plays that need no walk -------------------------------------------------

    def specials(self) -> None:
        counts, s = self.counts, self.s
        jokers = counts[0]
        if jokers and s.last_count in (None, 1):
            self.add(Candidate((), infinity=1))
            if s.settings.single_joker is not SingleJoker.INFINITY:  # D15: X alone as 1..13
                for v in range(1, 14):
                    if self.beats(v):
                        self.add(Candidate(((v, True),), number=v))
        if jokers >= 2 and s.settings.double_joker_strongest and s.last_count in (None, 2):
            self.add(Candidate((), infinity=2))  # D16
        available = Counter({v: c for v, c in enumerate(counts) if c})
        for target in (57, 1729):
            if not self.beats(target):
                continue
            for uses in iter_spell_from(target, available):
                if s.last_count in (None, len(uses)):
                    self.add(Candidate(uses, number=target))

    def prime_going_out(self, cards: Sequence[Card], token: CancelToken) -> None:
        """The largest prime of the whole hand (the prime tools' search), if it beats the field."""
        if self.s.last_count not in (None, self.size):
            return
        found = max_prime(cards, token, single_joker=self.s.settings.single_joker)
        if found.prime is None or not self.beats(found.prime):
            return
        uses = tuple((t.value or 0, t.card.is_joker) for t in found.order)
        self.add(Candidate(uses, number=found.prime))

    def composite_going_out(self, ticker: Ticker) -> None:
        """A composite play whose factor field takes every card the field leaves."""
        if self.going_out is not None or self.size < 3 or self.s.last_count is not None:
            return  # on a field the count meets every play of that size, going out included

        def visit(number: int, size: int, uses: Sequence[Use], left: list[int]) -> None:
            if number < 4 or not self.beats(number) or is_prime(number):
                return
            found = factor_fields(number, tuple(left), use_all=True, ticker=ticker, first_only=True)
            if found is None:
                self.unfactored = True
                return
            for f in found.values():
                if self.add(Candidate(tuple(uses), f.groups, number)) is not None and self.going_out is not None:
                    raise _Found

        try:
            for size in range(1, self.size):
                walk_fields(list(self.counts), size, visit, min_size=size, ticker=ticker)
        except _Found:
            pass

    # --- every play ------------------------------------------------------------------

    def count(self, ticker: Ticker) -> None:
        sizes = [self.s.last_count] if self.s.last_count else range(1, self.size + 1)
        for size in sizes:
            walk_fields(list(self.counts), size, self._visit_factory(ticker), min_size=size, ticker=ticker)

    def _visit_factory(self, ticker: Ticker) -> Callable[[int, int, Sequence[Use], list[int]], None]:
        def visit(number: int, size: int, uses: Sequence[Use], left: list[int]) -> None:
            if not self.beats(number):
                return
            field_uses = tuple(uses)
            if number in (57, 1729) or is_prime(number):
                self.add(Candidate(field_uses, number=number))
            if number < 4 or is_prime(number) or sum(left) < 2:
                return
            found = factor_fields(number, tuple(left), ticker=ticker)
            if found is None:
                self.unfactored = True
                return
            for f in found.values():
                self.add(Candidate(field_uses, f.groups, number))

        return visit


def review_position(
    situation: Situation, seconds: float | None = DEFAULT_SECONDS, cancel: CancelToken | None = None
) -> PositionReview:
    """Every legal play of one position, whether one goes out, and the recommended play.

    ``seconds`` bounds the work (None: no bound); when it runs out, ``exhaustive`` is
    false and the count is a lower bound. ``cancel`` (the whole review's Stop) raises
    :class:`Cancelled`.
    """
    counts, hidden = _hand_counts(situation.hand)
    search = _Search(situation, counts)
    known_cards = [c for c in situation.hand if c.rank >= 0]
    exhaustive = not hidden
    going_out_exhaustive = not hidden
    start = time.monotonic()
    budget = _Budget(None if seconds is None else seconds / 2, cancel)
    try:
        search.specials()
        if known_cards:
            search.prime_going_out(known_cards, budget)
        search.composite_going_out(Ticker(budget, every=256))
    except Cancelled as stop:
        if stop.reason == "cancelled":
            raise
        going_out_exhaustive = False
    # the count has what is left of the whole budget
    left = None if seconds is None else max(0.0, start + seconds - time.monotonic())
    try:
        search.count(Ticker(_Budget(left, cancel), every=256))
    except Cancelled as stop:
        if stop.reason == "cancelled":
            raise
        exhaustive = False
    if search.unfactored:
        exhaustive = going_out_exhaustive = False
    going_out = search.going_out
    best, rule = _recommend(search, situation, going_out)
    cut = next((c for c in search.legal.values() if c.verdict is Verdict.GROTHENDIECK_CUT), None)
    revolution = next((c for c in search.legal.values() if c.verdict is Verdict.RAMANUJAN_REVOLUTION), None)
    return PositionReview(
        len(search.legal), exhaustive, going_out, best, rule, cut, revolution,
        going_out is not None or going_out_exhaustive or exhaustive,
    )


# --- the recommended play (docs/review.md) ---------------------------------------------


def _recommend(search: _Search, s: Situation, going_out: Candidate | None) -> tuple[Candidate | None, str]:
    if going_out is not None:
        return going_out, RULE_GOING_OUT
    endgame = _tanhinmin_choice(search, s)
    if endgame is not None:
        return endgame
    if not search.legal:
        return None, RULE_NO_PLAY
    return max(search.legal.values(), key=lambda c: _preference(c, s.revolution)), RULE_MOST_CARDS


def _preference(c: Candidate, revolution: bool) -> tuple[int, int, int, float]:
    """Most cards shed; then fewest jokers spent; then a cut (the lead stays); then the
    weakest number (the strong cards are kept for winning a lead back)."""
    strength: float = float("inf") if c.infinity else float(c.number or 0)
    weakness = strength if revolution else -strength
    return (c.cards, -c.jokers, int(c.verdict is Verdict.GROTHENDIECK_CUT), weakness)


def _strength(value: int, revolution: bool) -> int:
    """A single card's strength for Tanhinmin: higher beats lower; ∞ beats all (R3)."""
    if value == 0:
        return 14
    return 14 - value if revolution else value


def _tanhinmin_choice(search: _Search, s: Situation) -> tuple[Candidate | None, str] | None:
    """Tanhinmin's optimal move, when the position is one it covers (docs/review.md).

    Covered: two players, an empty deck (so nobody draws), a field empty or of one card,
    and both hands able to play single cards only — prime values or ∞ — and nothing of
    two or more cards (so the game is single-card Daifugo with perfect information).
    """
    if s.opponent is None or s.last_count not in (None, 1):
        return None
    settings = s.settings
    if settings.single_joker is not SingleJoker.INFINITY or settings.finish_with_infinity is not FinishWithInfinity.ALLOWED:
        return None
    hands = (s.hand, s.opponent)
    for hand in hands:
        if any(card.rank < 0 or (card.rank and card.rank not in _SINGLE_PRIMES) for card in hand):
            return None
        if _has_multi_card_play(hand, settings):
            return None
    mover = [_strength(c.rank, s.revolution) for c in s.hand]
    opponent = [_strength(c.rank, s.revolution) for c in s.opponent]
    if not mover or not opponent:
        return None
    field_strength = 0 if s.last_value is None else _strength(s.last_value, s.revolution)
    position = tanhinmin.Position.of(mover, opponent, field_strength)
    if tanhinmin.winner(position) is not tanhinmin.Player.MOVER:
        return None  # every move loses with best play: the general rule chooses
    optimal = tanhinmin.optimal_moves(position)
    singles = {
        _strength(c.number or 0, s.revolution) if not c.infinity else 14: c
        for c in search.legal.values() if c.cards == 1
    }
    for strength in optimal.plays:  # weakest optimal card first
        if strength in singles:
            return singles[strength], RULE_TANHINMIN
    if optimal.pass_optimal:
        return None, RULE_TANHINMIN_PASS
    return None


def _has_multi_card_play(hand: Sequence[Card], settings: Settings) -> bool:
    counts, _ = _hand_counts(hand)
    search = _Search(Situation(tuple(hand), settings=settings), counts)

    def visit(number: int, size: int, uses: Sequence[Use], left: list[int]) -> None:
        if number in (57, 1729) or is_prime(number):
            raise _Found
        if number >= 4 and sum(left) >= 2:
            found = factor_fields(number, tuple(left), first_only=True)
            if found is None or found:
                raise _Found

    if counts[0] >= 2 and settings.double_joker_strongest:
        return True
    try:
        walk_fields(counts, search.size, visit, min_size=2)
    except _Found:
        return True
    return False


# --- the whole game --------------------------------------------------------------------


@dataclass(frozen=True)
class NamedPlay:
    """A play the review names, as card text of the hand's cards, with the engine's verdict."""

    field: str
    factors: str | None
    verdict: str

    def as_json(self, with_verdict: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {"field": self.field, "factors": self.factors}
        if with_verdict:
            out["verdict"] = self.verdict
        return out


@dataclass(frozen=True)
class TurnReview:
    """One decision of the game, reviewed (the contract's T)."""

    event: int
    player: str
    action: str
    played: str | None
    factors: str | None
    verdict: str
    hand: str
    legal_plays: int
    exhaustive: bool
    could_go_out: bool
    going_out: NamedPlay | None
    best: NamedPlay | None
    notes: tuple[str, ...]
    rule: str = RULE_NO_PLAY  # why ``best`` (docs/review.md)
    went_out: bool = False

    def as_json(self) -> dict[str, Any]:
        return {
            "event": self.event, "player": self.player, "action": self.action, "played": self.played,
            "factors": self.factors, "verdict": self.verdict, "hand": self.hand,
            "legal_plays": self.legal_plays, "exhaustive": self.exhaustive, "could_go_out": self.could_go_out,
            "going_out": None if self.going_out is None else self.going_out.as_json(with_verdict=False),
            "best": None if self.best is None else self.best.as_json(),
            "notes": list(self.notes),
        }


@dataclass(frozen=True)
class PlayerSummary:
    turns: int = 0
    fouls: int = 0
    missed_going_out: int = 0
    fouls_with_a_legal_play: int = 0
    passes_with_a_legal_play: int = 0

    def as_json(self) -> dict[str, int]:
        return {
            "turns": self.turns, "fouls": self.fouls, "missed_going_out": self.missed_going_out,
            "fouls_with_a_legal_play": self.fouls_with_a_legal_play,
            "passes_with_a_legal_play": self.passes_with_a_legal_play,
        }


@dataclass(frozen=True)
class GameReview:
    """The review of one game (CONTRACTS.md, ``daifugo review``)."""

    players: tuple[str, ...]
    turns: tuple[TurnReview, ...]
    summary: dict[str, PlayerSummary]

    def as_contract(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "turns": [t.as_json() for t in self.turns],
            "summary": {name: s.as_json() for name, s in self.summary.items()},
        }

    def turn_at(self, event: int) -> TurnReview | None:
        """The review of the record's event ``event`` (0-based), if a player acted there."""
        return next((t for t in self.turns if t.event == event), None)


def _named(candidate: Candidate | None, hand: Sequence[Card], player: str, before: Game) -> NamedPlay | None:
    """The play as the hand's cards, if a copy of the game accepts it as a valid play."""
    if candidate is None:
        return None
    field_text, factors = candidate.texts(hand)
    try:
        outcome = before.copy().play(player, field_text, factors)
    except (RuleViolation, RecordError):
        return None
    if outcome.verdict not in _VALID:
        return None  # the engine has the last word: a play it refuses is never named
    return NamedPlay(field_text, factors, outcome.verdict.value if outcome.verdict else "")


def _opponent(game: Game, player: str) -> tuple[Card, ...] | None:
    """The other player's hand in a two-player endgame with an empty deck, else None."""
    active = game.active
    if len(active) != 2 or game.deck_count or player not in active:
        return None
    other = active[0] if active[1] == player else active[1]
    return game.hand(other)


def review_game(
    source: Record | Mapping[str, Any],
    seconds: float | None = DEFAULT_SECONDS,
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
) -> GameReview:
    """Review every decision of a record whose hands are known.

    Raises :class:`RecordError` for a record without hands or one the engine cannot
    replay (naming the event), :class:`Cancelled` when ``cancel`` stops it.
    """
    record = source if isinstance(source, Record) else load_record(source)
    if record.hands is None:
        raise RecordError(Reason.of(Code.VERBATIM, text="the record does not know the hands: a review needs them"))
    game = record.new_game()
    turns: list[TurnReview] = []
    total = max(1, len(record.events))
    for index, raw in enumerate(record.events):
        if cancel is not None:
            cancel.check()
        try:
            event = event_from_json(raw)
            if isinstance(event, _ACTIONS) and game.phase is Phase.PLAYING and game.to_move == event.player:
                turns.append(_review_event(game, index, event, seconds, cancel))
            else:
                game.apply(event)
        except (RuleViolation, RecordError) as bad:
            raise RecordError(Reason.of(Code.RECORD_EVENT, event=index + 1, why=bad.reason)) from None
        if progress is not None:
            progress((index + 1) / total, f"event {index + 1} of {total}")
    _note_draws(turns)
    return GameReview(record.players, tuple(turns), _summaries(record.players, turns))


def _review_event(
    game: Game, index: int, event: Play | Pass | Draw | Timeout, seconds: float | None, cancel: CancelToken | None
) -> TurnReview:
    player = event.player
    hand = game.hand(player)
    situation = Situation(
        hand, game.value_to_beat, game.count_to_match, game.revolution, game.settings, _opponent(game, player)
    )
    found = review_position(situation, seconds, cancel)
    before = game.copy()
    outcome = game.apply(event)
    going_out = _named(found.going_out, hand, player, before)
    best = going_out if found.best is found.going_out else _named(found.best, hand, player, before)
    rule = found.rule if best is not None or found.best is None else RULE_NO_PLAY
    action = {Play: "play", Pass: "pass", Draw: "draw", Timeout: "timeout"}[type(event)]
    verdict = outcome.result.value
    went_out = player in outcome.went_out
    notes: list[str] = []
    decided = action != "draw" and verdict != Verdict.CANNOT_PLAY.value
    if decided and going_out is not None and not went_out:
        notes.append(MISSED_GOING_OUT)
    if verdict == Verdict.FOUL.value and found.legal_plays:
        notes.append(FOUL_WITH_A_LEGAL_PLAY)
    if action == "pass" and found.legal_plays:
        notes.append(PASS_WITH_A_LEGAL_PLAY)
    if decided and not went_out:
        if found.cut is not None and verdict not in (Verdict.GROTHENDIECK_CUT.value, Verdict.INFINITY.value):
            notes.append(MISSED_CUT_57)
        if found.revolution is not None and verdict != Verdict.RAMANUJAN_REVOLUTION.value:
            notes.append(MISSED_REVOLUTION_1729)
    return TurnReview(
        event=index, player=player, action=action,
        played=event.field if isinstance(event, Play) else None,
        factors=event.factors if isinstance(event, Play) else None,
        verdict=verdict, hand=cards_text(hand), legal_plays=found.legal_plays, exhaustive=found.exhaustive,
        could_go_out=going_out is not None, going_out=going_out,
        best=best, notes=tuple(notes), rule=rule,
        went_out=went_out,
    )


def _note_draws(turns: list[TurnReview]) -> None:
    """A draw by a player who could go out before it is a missed going-out, unless the
    turn still ended with going out (docs/review.md)."""
    for i, turn in enumerate(turns):
        if turn.action != "draw" or not turn.could_go_out:
            continue
        rest = [t for t in turns[i + 1 :] if t.player == turn.player]
        ended = next((t for t in rest if t.verdict != Verdict.CANNOT_PLAY.value), None)
        if ended is None or not ended.went_out:
            turns[i] = TurnReview(**{**turn.__dict__, "notes": (*turn.notes, MISSED_GOING_OUT)})


def _summaries(players: Sequence[str], turns: Sequence[TurnReview]) -> dict[str, PlayerSummary]:
    out = {}
    for name in players:
        mine = [t for t in turns if t.player == name]
        out[name] = PlayerSummary(
            turns=len(mine),
            fouls=sum(1 for t in mine if t.verdict == Verdict.FOUL.value),
            missed_going_out=sum(1 for t in mine if MISSED_GOING_OUT in t.notes),
            fouls_with_a_legal_play=sum(1 for t in mine if FOUL_WITH_A_LEGAL_PLAY in t.notes),
            passes_with_a_legal_play=sum(1 for t in mine if PASS_WITH_A_LEGAL_PLAY in t.notes),
        )
    return out


__all__ = [
    "Candidate", "GameReview", "NamedPlay", "PlayerSummary", "PositionReview", "Situation", "TurnReview",
    "NOTES", "review_game", "review_position",
]
