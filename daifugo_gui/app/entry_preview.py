"""The number being formed, shown live while the judge types a play (no Qt here)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from daifugo_gui.rules.cards import (
    CardTextError,
    FactorField,
    Token,
    concatenate,
    digits_of,
    parse_factor_field,
    parse_tokens,
)
from daifugo_gui.rules.reasons import Code, Reason

MAX_SHOWN_BITS = 4_000  # a product beyond this is shown unevaluated


@dataclass(frozen=True)
class Preview:
    """What the entry shows under the text: the number, or why it is not a number yet."""

    text: str  # "13807", "∞", "2^3 × 7 = 56"
    problem: Reason | None = None  # card text that does not parse, a joker without a value …
    cards: int = 0
    bare_jokers: int = 0  # jokers in a multi-card play (or factor field) without a value


def _part_value(part: tuple[Token, ...]) -> int | None:
    values = [t.value for t in part]
    if any(v is None for v in values):
        return None
    return concatenate(values)  # type: ignore[arg-type]


def _part_digits(part: tuple[Token, ...]) -> str:
    """The part's digits as the cards write them: a leading 0 stays (``X=0 1 7`` is 017)."""
    return digits_of([t.value for t in part])  # type: ignore[misc]


def play_preview(text: str) -> Preview:
    """The play's number (R2): ``13 8 0 7`` → 13807; a joker alone → ∞ (R3)."""
    if not text.strip():
        return Preview("")
    try:
        tokens = parse_tokens(text)
    except CardTextError as exc:
        return Preview("", exc.reason)
    if len(tokens) == 1 and tokens[0].card.is_joker and tokens[0].declared is None:
        return Preview("∞", cards=1)
    bare = sum(1 for t in tokens if t.card.is_joker and t.declared is None)
    if bare:
        return Preview("", Reason.of(Code.R2_JOKERS_NEED_VALUES, count=bare), len(tokens), bare)
    digits = digits_of([t.value for t in tokens])  # type: ignore[misc]
    problem = Reason.of(Code.R5_LEADING_ZERO) if digits.startswith("0") and len(digits) > 1 else None
    return Preview(digits, problem, len(tokens))


def _group_value(base: int, exponents: list[int]) -> int | None:
    """base ^ (e1 ^ (e2 …)), right-associative; None when too big to show."""
    exponent = 1
    for e in reversed(exponents):
        if exponent * max(1, e.bit_length()) > MAX_SHOWN_BITS:
            return None
        exponent = e**exponent
    if exponent * max(1, base.bit_length()) > MAX_SHOWN_BITS:
        return None
    value: int = base**exponent  # int ** int is typed Any (a negative exponent makes a float)
    return value


def factor_preview(text: str) -> Preview:
    """The factor field as a product: ``2 ^ 3 * 7`` → ``2^3 × 7 = 56``."""
    if not text.strip():
        return Preview("")
    try:
        field: FactorField = parse_factor_field(text)
    except CardTextError as exc:
        return Preview("", exc.reason)
    bare = sum(1 for t in field.tokens() if t.card.is_joker and t.declared is None)
    if bare:
        return Preview("", Reason.of(Code.R2_JOKERS_NEED_VALUES, count=bare), len(field), bare)
    written = [_part_digits(p) for g in field.groups for p in g.parts]
    if any(d.startswith("0") and len(d) > 1 for d in written):
        # shown as typed, with the refusal: never "5 × 17 = 85" for a 017 the player laid (R5)
        return Preview(" × ".join("^".join(_part_digits(p) for p in g.parts) for g in field.groups),
                       Reason.of(Code.R5_FACTOR_LEADING_ZERO), len(field))
    shown: list[str] = []
    product: int | None = 1
    for group in field.groups:
        parts = [_part_value(p) for p in group.parts]
        assert all(v is not None for v in parts)
        base, exps = parts[0], parts[1:]
        shown.append("^".join(str(v) for v in parts))
        value = _group_value(base, exps)  # type: ignore[arg-type]
        product = None if value is None or product is None else product * value
        if product is not None and product.bit_length() > MAX_SHOWN_BITS:
            product = None
    text_out = " × ".join(shown)
    if product is not None and len(field.groups) + sum(len(g.exponents) for g in field.groups) > 1:
        text_out += f" = {product}"
    return Preview(text_out, cards=len(field))


def replace_last_token(text: str, replacement: str) -> str:
    """Completion: swap the word being typed for the chosen card."""
    stripped = text.rstrip(" ")
    if text != stripped or not stripped:
        return text + replacement + " "
    head, _, _ = stripped.rpartition(" ")
    return (head + " " if head else "") + replacement + " "


def last_token(text: str) -> str:
    if not text or text.endswith(" "):
        return ""
    return text.rsplit(" ", 1)[-1]


_SLOT_WORD_RE = re.compile(r"\*|×|\^|[^\s*×^]+")


def factor_slots(text: str) -> list[list[str]]:
    """The factor field's text as slots: one list per factor, base first, then exponents.

    Tolerant of half-typed text (``2 ^`` gives an empty exponent slot), so the slot
    editor can follow the text line keystroke by keystroke; the cards are not checked
    here (the preview does that).
    """
    groups: list[list[str]] = [[""]]
    for word in _SLOT_WORD_RE.findall(text):
        if word in ("*", "×"):
            groups.append([""])
        elif word == "^":
            groups[-1].append("")
        else:
            part = groups[-1][-1]
            groups[-1][-1] = f"{part} {word}" if part else word
    return groups


def factor_text(groups: list[list[str]]) -> str:
    """Slots back to the contract's factor-field text: ``[["2", "3"], ["7"]]`` → ``2 ^ 3 * 7``.

    Empty exponent slots and empty factors are slots not filled yet, so they add
    nothing; an empty base under an exponent stays, so the preview can name it.
    """
    shown = []
    for group in groups:
        parts = [" ".join(p.split()) for p in group]
        base, exponents = parts[0], [e for e in parts[1:] if e]
        if not base and not exponents:
            continue
        shown.append(" ^ ".join([base, *exponents]))
    return " * ".join(shown)
