"""The prime judge's verdict on one play (R2–R10), without a game around it.

Each ruling is one function named for it; :func:`judge` applies them in the order a judge
does: first whether the play can be made at all (R5), then which kind of play it is
(R6–R9), and a foul (R10) when it is none of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from operator import attrgetter
from typing import Any, Callable, Sequence

from daifugo_gui.rules.primality import is_prime

from daifugo_gui.rules.cards import (
    CardTextError,
    FactorField,
    Token,
    concatenate,
    digits_of,
    parse_factor_field,
    parse_tokens,
)
from daifugo_gui.rules.reasons import Code, Reason, english
from daifugo_gui.rules.settings import FinishWithInfinity, Penalty, Settings, SingleJoker

GROTHENDIECK = 57
RAMANUJAN = 1729
INFINITY = float("inf")


class Verdict(str, Enum):
    """The judge's verdicts, spelled as the command line prints them."""

    PRIME = "prime"
    GROTHENDIECK_CUT = "grothendieck_cut"
    INFINITY = "infinity"
    RAMANUJAN_REVOLUTION = "ramanujan_revolution"
    COMPOSITE = "composite"
    FOUL = "foul"
    CANNOT_PLAY = "cannot_play"

    @property
    def is_valid_play(self) -> bool:
        return self not in (Verdict.FOUL, Verdict.CANNOT_PLAY)


@dataclass(frozen=True, init=False)
class Judgement:
    """What the judge rules on one play.

    Speed (issue 40): a replay judges most plays it meets, and the frozen dataclass's
    generated ``__init__`` sets each field through ``object.__setattr__``; this one writes
    them straight into the instance's ``__dict__``, as ``Outcome`` does (its note, and
    tests/rules/test_rules_fast_init.py, which holds it to the dataclass's fields).
    """

    verdict: Verdict
    value: str  # "inf" for ∞, otherwise the digits the field cards make
    number: int | None  # None for ∞ or when no number can be formed
    why: Reason  # the ruling, as a value; ``reason`` is its English
    penalty: int  # cards the player must draw after a foul (0 otherwise)
    field_count: int
    factor_count: int
    # A refused play (R5) may fail several checks at once: ``why`` is the first, these the
    # rest, so the judge can name every one and the player fixes them all in one go.
    more: tuple[Reason, ...] = ()

    def __init__(
        self,
        verdict: Verdict,
        value: str,
        number: int | None,
        why: Reason,
        penalty: int,
        field_count: int,
        factor_count: int,
        more: tuple[Reason, ...] = (),
    ) -> None:
        fields = self.__dict__
        fields["verdict"] = verdict
        fields["value"] = value
        fields["number"] = number
        fields["why"] = why
        fields["penalty"] = penalty
        fields["field_count"] = field_count
        fields["factor_count"] = factor_count
        fields["more"] = more

    @property
    def reasons(self) -> tuple[Reason, ...]:
        return (self.why, *self.more)

    @property
    def reason(self) -> str:
        return english(self.why)

    @property
    def playable(self) -> bool:
        return self.verdict is not Verdict.CANNOT_PLAY

    @property
    def is_infinity(self) -> bool:
        return self.value == "inf"


class _CannotPlay(Exception):
    """Internal: the play cannot be made (R5); carries the reason."""

    def __init__(self, reason: Reason) -> None:
        # The English only when printed (issue 40): a replay refuses thousands of plays
        # and never prints this internal exception.
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason.english()


_RANK_OF_CARD = attrgetter("card.rank")

# --- R2, R3, D15, D16: the value of the field cards -------------------------------------


def play_value(tokens: Sequence[Token], settings: Settings) -> int | float:
    """The number a play makes (R2), or ∞ for a joker played alone (R3, D15, D16)."""
    if not tokens:
        raise _CannotPlay(Reason.of(Code.R5_NO_CARDS))
    ranks = list(map(_RANK_OF_CARD, tokens))
    if 0 not in ranks:
        # The usual play, no joker (rank 0): the digits of its ranks, read in C (issue 40).
        # A rank is 1 to 13, so no leading zero (_number_of's R5 refusal) can arise.
        return int("".join(map(str, ranks)))
    jokers = [t for t in tokens if t.card.is_joker]
    if len(tokens) == 1:
        return _single_joker_value(tokens[0], settings)
    if (
        settings.double_joker_strongest
        and len(tokens) == 2
        and len(jokers) == 2
        and all(t.declared is None for t in jokers)
    ):
        return INFINITY
    for token in jokers:
        if token.declared is None:
            raise _CannotPlay(Reason.of(Code.R2_JOKER_NEEDS_VALUE, position=token.index))
    return _number_of(tokens)


def _single_joker_value(token: Token, settings: Settings) -> int | float:
    """D15: a joker played alone is ∞ (default), a value 1–13, or either."""
    if token.declared is None:
        if settings.single_joker is SingleJoker.VALUE:
            raise _CannotPlay(Reason.of(Code.D15_LONE_JOKER_NEEDS_VALUE))
        return INFINITY
    if settings.single_joker is SingleJoker.INFINITY:
        raise _CannotPlay(Reason.of(Code.D15_LONE_JOKER_IS_INFINITY))
    return _number_of((token,))


def _number_of(tokens: Sequence[Token]) -> int:
    # Token.value written out (a joker's declared value, else the rank): read on every play
    values = [t.declared if t.card.rank == 0 else t.card.rank for t in tokens]
    if values[0] == 0:
        raise _CannotPlay(Reason.of(Code.R5_LEADING_ZERO))
    return concatenate(values)  # type: ignore[arg-type]  # the digits concatenated (R2); jokers hold values here


# --- R5: can the play be made at all? --------------------------------------------------


def check_card_limit(count: int, settings: Settings) -> None:
    """D3: the most field cards one play may have."""
    if settings.max_cards is not None and count > settings.max_cards:
        raise _CannotPlay(Reason.of(Code.D3_TOO_MANY_CARDS, most=settings.max_cards, count=count))


def check_same_count(count: int, last_count: int | None) -> None:
    """R5: on a non-empty field, a play has as many field cards as the last play."""
    if last_count is not None and count != last_count:
        raise _CannotPlay(Reason.of(Code.R5_OTHER_CARD_COUNT, field=last_count, count=count))


def check_beats_field(value: int | float, last_value: int | None, revolution: bool) -> None:
    """R5 and R3: greater than the last value (smaller in revolution); ∞ always beats."""
    if last_value is None or value == INFINITY:
        return
    if not revolution and not value > last_value:
        raise _CannotPlay(Reason.of(Code.R5_NOT_GREATER, value=int(value), last=last_value))
    if revolution and not value < last_value:
        raise _CannotPlay(Reason.of(Code.R5_NOT_SMALLER, value=int(value), last=last_value))


def factor_card_faults(factors: FactorField) -> list[Reason]:
    """Why the factor field's cards cannot be put there (R5, R9a), every fault once.

    Every number of every group is read before any product is formed (R9a), so the
    reason does not depend on the order of the groups: an undeclared joker, a leading
    zero, or a number worth 0 or 1 (G* is defined only for numbers of 2 or more).
    """
    faults: list[Reason] = []
    for group in factors.groups:
        for part in group.parts:
            undeclared = [t for t in part if t.card.is_joker and t.declared is None]
            if undeclared:
                fault = Reason.of(Code.R5_FACTOR_JOKER_NEEDS_VALUE, position=undeclared[0].index)
            elif part[0].value == 0:
                fault = Reason.of(Code.R5_FACTOR_LEADING_ZERO)
            else:
                number = concatenate([t.value for t in part])  # type: ignore[misc]
                if number >= 2:
                    continue
                fault = Reason.of(Code.R9A_FACTOR_BELOW_TWO, number=number)
            if fault not in faults:
                faults.append(fault)
    return faults


def check_is_factor_field(factors: FactorField) -> None:
    """R9b: one number with no exponent (``6 = 6``, ``Q = 3``) is not a factor field at all.

    The exact definition's factor fields are products of two or more factors or a power;
    a lone number is neither, so the play cannot be made (R5: no foul, no penalty), as
    with R9a. A lone number with an exponent (``8 = 2 ^ 3``) is a factor field.
    """
    if len(factors.groups) == 1 and not factors.groups[0].exponents:
        raise _CannotPlay(Reason.of(Code.R9B_NOT_A_FACTOR_FIELD, factors=factors.text()))


def check_finish_with_infinity(value: int | float, finishing: bool, settings: Settings) -> Reason | None:
    """D17: going out with ∞ may be forbidden (cannot play) or a foul."""
    if not finishing or value != INFINITY or settings.finish_with_infinity is FinishWithInfinity.ALLOWED:
        return None
    if settings.finish_with_infinity is FinishWithInfinity.FORBIDDEN:
        raise _CannotPlay(Reason.of(Code.D17_NO_FINISH_WITH_INFINITY))
    return Reason.of(Code.D17_FINISH_WITH_INFINITY)


# --- R6–R9: which play is it? ----------------------------------------------------------


def is_grothendieck_cut(number: int) -> bool:
    """R7: exactly 57, played without a factor field."""
    return number == GROTHENDIECK


def is_ramanujan_revolution(number: int) -> bool:
    """R8: exactly 1729, played without a factor field."""
    return number == RAMANUJAN


def is_prime_play(number: int) -> bool:
    """R6: a prime, played without a factor field."""
    return bool(is_prime(number))


def composite_play_fault(number: int, factors: FactorField) -> Reason | None:
    """R9: why the factor field does not prove ``number`` composite, or None when it does."""
    if number < 4 or is_prime(number):
        return Reason.of(Code.R10_NOT_COMPOSITE, number=number)
    cap = number
    product = 1
    for group in factors.groups:
        # every number is 2 or more here: the factor cards were checked first (R9a)
        numbers = [concatenate([t.value for t in part]) for part in group.parts]  # type: ignore[misc]
        base = numbers[0]
        if not is_prime(base):
            return Reason.of(Code.R10_BASE_NOT_PRIME, base=base)
        product *= _capped_tower(numbers, cap)
        if product > cap:
            return Reason.of(Code.R10_FACTORS_TOO_LARGE, factors=factors.text(), number=number)
    if product != number:
        return Reason.of(Code.R10_FACTORS_WRONG_PRODUCT, factors=factors.text(), product=product, number=number)
    return None


def _capped_tower(numbers: Sequence[int], cap: int) -> int:
    """b ^ (e1 ^ (e2 ^ …)), or ``cap + 1`` once it must exceed ``cap`` (keeps towers cheap)."""
    limit = cap.bit_length() + 1  # any exponent above this makes a power of >= 2 exceed cap
    exponent = numbers[-1]
    for base in reversed(numbers[:-1]):
        if exponent > limit:
            return cap + 1
        exponent = base**exponent
    return min(exponent, cap + 1)


# --- R10: the foul and its penalty ------------------------------------------------------


def penalty_cards(field_count: int, factor_count: int, settings: Settings) -> int:
    """R10: how many cards a fouling player draws (the ``penalty`` variant decides)."""
    if settings.penalty is _PENALTY_FIELD:
        return field_count
    if settings.penalty is _PENALTY_ONE:
        return 1
    return field_count + factor_count


# --- the whole verdict -------------------------------------------------------------------

# Read once (issue 40): a member read through its enum class costs a third of a µs on
# Python 3.11, and a replay judges every new play.
_FOUL, _PRIME, _CANNOT_PLAY = Verdict.FOUL, Verdict.PRIME, Verdict.CANNOT_PLAY
_R6_PRIME, _R10_NOT_PRIME = Code.R6_PRIME, Code.R10_NOT_PRIME
_PENALTY_FIELD, _PENALTY_ONE = Penalty.FIELD, Penalty.ONE
_CUT_AND_REVOLUTION = frozenset((GROTHENDIECK, RAMANUJAN))  # the numbers R7 and R8 name


def judge(
    tokens: Sequence[Token],
    factors: FactorField | None = None,
    *,
    last_value: int | None = None,
    last_count: int | None = None,
    revolution: bool = False,
    settings: Settings | None = None,
    finishing: bool = False,
) -> Judgement:
    """Judge parsed cards against the field. ``finishing``: the play empties the hand."""
    settings = settings or Settings()
    factor_count = len(factors) if factors is not None else 0
    count = len(tokens)
    # R5: every check that fails is named, not only the first (the judge reads them all out)
    refusals: list[Reason] = []
    ranks = list(map(_RANK_OF_CARD, tokens))
    if tokens and 0 not in ranks:
        # play_value's usual case without its call (issue 40: every new play): no joker, the
        # digits of its ranks (R2)
        value: int | float | None = int("".join(map(str, ranks)))
    else:
        try:
            value = play_value(tokens, settings)
        except _CannotPlay as refusal:
            value = None
            refusals.append(refusal.reason)
    if value is None:  # no number: the digits its cards spell, as far as they go
        digits = _display_digits(tokens)
    else:
        digits = "inf" if value == INFINITY else str(value)
    # Each check below is called only where it can refuse (issue 40: a replay judges every
    # new play, and these calls were most of the judge's own time); the conditions are the
    # checks' own tests (R5's beat-the-field test written out: most plays pass it).
    if settings.max_cards is not None:
        _check(refusals, check_card_limit, count, settings)
    if last_count is not None and count != last_count:
        _check(refusals, check_same_count, count, last_count)
    if value is not None and last_value is not None and value != INFINITY and (
        value >= last_value if revolution else value <= last_value
    ):
        _check(refusals, check_beats_field, value, last_value, revolution)
    if factors is not None:
        for fault in factor_card_faults(factors):
            if fault not in refusals:
                refusals.append(fault)
        _check(refusals, check_is_factor_field, factors)
    d17_foul = (
        _check(refusals, check_finish_with_infinity, value, finishing, settings)
        if value is not None and finishing
        else None
    )
    if refusals:
        return Judgement(_CANNOT_PLAY, digits, None, refusals[0], 0, count, factor_count, tuple(refusals[1:]))
    assert value is not None  # no number was refused
    number = None if value == INFINITY else int(value)
    if d17_foul:
        return _foul(d17_foul, digits, number, count, factor_count, settings)
    if number is None:
        if factors is not None:
            return _foul(Reason.of(Code.R10_INFINITY_WITH_FACTORS), digits, number, count, factor_count, settings)
        return Judgement(Verdict.INFINITY, digits, None, Reason.of(Code.R3_INFINITY), 0, count, factor_count)
    if factors is not None:
        factor_fault = composite_play_fault(number, factors)
        if factor_fault:
            return _foul(factor_fault, digits, number, count, factor_count, settings)
        why = Reason.of(Code.R9_COMPOSITE, number=number, factors=factors.text())
        return Judgement(Verdict.COMPOSITE, digits, number, why, 0, count, factor_count)
    if number in _CUT_AND_REVOLUTION:  # issue 40: R7's and R8's tests asked only of their own numbers
        if is_grothendieck_cut(number):
            why = Reason.of(Code.R7_GROTHENDIECK_CUT)
            return Judgement(Verdict.GROTHENDIECK_CUT, digits, number, why, 0, count, factor_count)
        if is_ramanujan_revolution(number):
            why = Reason.of(Code.R8_RAMANUJAN_REVOLUTION)
            return Judgement(Verdict.RAMANUJAN_REVOLUTION, digits, number, why, 0, count, factor_count)
    if is_prime(number):  # R6: is_prime_play without its call (issue 40: every new play asks it)
        return Judgement(_PRIME, digits, number, Reason.of(_R6_PRIME, number=number), 0, count, factor_count)
    if number == 1:
        return _foul(Reason.of(Code.R10_ONE_NOT_PRIME), digits, number, count, factor_count, settings)
    return _foul(Reason.of(_R10_NOT_PRIME, number=number), digits, number, count, factor_count, settings)


def _check(refusals: list[Reason], test: Callable[..., Any], *args: Any) -> Any:
    """``test(*args)``; a refusal (R5) is added to ``refusals`` once, and None returned."""
    try:
        return test(*args)
    except _CannotPlay as refusal:
        if refusal.reason not in refusals:
            refusals.append(refusal.reason)
        return None


def _foul(
    reason: Reason, digits: str, number: int | None, count: int, factor_count: int, settings: Settings
) -> Judgement:
    """R10: a foul, with the penalty the ``penalty`` variant sets."""
    penalty = penalty_cards(count, factor_count, settings)
    return Judgement(_FOUL, digits, number, reason, penalty, count, factor_count)


def _display_digits(tokens: Sequence[Token]) -> str:
    values = [t.value for t in tokens]
    if not values or any(v is None for v in values):
        return "inf" if len(tokens) == 1 else ""
    return digits_of(values)  # type: ignore[arg-type]


def judge_play(
    field: str,
    factors: str | None = None,
    *,
    last_value: int | None = None,
    last_count: int | None = None,
    revolution: bool = False,
    settings: Settings | None = None,
    finishing: bool = False,
) -> Judgement:
    """Judge card text (CONTRACTS.md). Raises :class:`CardTextError` on bad text."""
    tokens = parse_tokens(field)
    if not tokens:
        raise CardTextError(Reason.of(Code.R5_EMPTY_TEXT))
    factor_field = parse_factor_field(factors) if factors is not None and factors.strip() else None
    return judge(
        tokens,
        factor_field,
        last_value=last_value,
        last_count=last_count,
        revolution=revolution,
        settings=settings,
        finishing=finishing,
    )
