"""Translate the rules engine's messages for the screen.

The engine (``daifugo_gui.rules``) is pure Python and writes its verdict messages,
reasons and refusals in English sentences ("FOUL: 81 is not prime and no factor field
was given. Aki: take back 2 cards and draw 2."). The console shows them through
:func:`translate_engine_text`, which reads each sentence against a table of the
engine's sentence shapes and gives the translation from the Qt catalog (context
``EngineText``), with the names and numbers put back in. A sentence it does not know
stays as it is, so a new engine message is never lost, only untranslated;
:func:`unknown_sentences` lists such sentences for tests.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "EngineText"
_P = r"(?P<g{}>.+?)"  # a player's name (any text)
_N = r"(?P<g{}>\d+)"  # a whole number
_V = r"(?P<g{}>\S+)"  # a number or ∞
_S = r"(?P<g{}>.+)"  # free text (card text, a factor field)
_R = r"(?P<r{}>.+)"  # a nested reason: translated in turn
_CARDS = r"cards?"


@dataclass(frozen=True)
class _Shape:
    template: str  # the English sentence with %1, %2 …; the catalog's source text
    regex: re.Pattern[str]


def _shape(template: str, *parts: str) -> _Shape:
    """``parts`` are the regex pieces standing for %1, %2 … in ``template``."""
    pattern = re.escape(template).replace("card\\(s\\)", _CARDS)
    for number, part in enumerate(parts, start=1):
        pattern = pattern.replace(f"%{number}", part.format(number), 1)
    return _Shape(template, re.compile(pattern))


# Order matters only where one shape is a prefix of another: the longer comes first.
SHAPES: tuple[_Shape, ...] = (
    # Verdicts and what follows them (rules/game.py).
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 draws a card and holds %2: out of the game"), _P, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 draws a card"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 is prime"), _V),
    _shape(QT_TRANSLATE_NOOP("EngineText", "Composite play accepted: %1"), _S),
    _shape(QT_TRANSLATE_NOOP("EngineText", "Grothendieck cut (57): the field is flushed"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "∞: the field is flushed"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "Ramanujan revolution (1729): now smaller numbers win"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "Ramanujan revolution (1729): back to normal, larger numbers win"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 has no cards left and goes out (rank %2)"), _P, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 goes out (rank %2)"), _P, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 leads again"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "FOUL: %1"), _R),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1: take back %2 card(s) and draw the %3 card(s) left in the deck"), _P, _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1: take back %2 card(s) and draw nothing (the deck is empty)"), _P, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1: take back %2 card(s) and draw %3"), _P, _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1: put %2 card(s) at the bottom of the deck"), _P, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 puts %2 card(s) at the bottom of the deck"), _P, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 passes"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "Everyone else passed: the field is flushed"), ),
    _shape(
        QT_TRANSLATE_NOOP(
            "EngineText",
            "Time! %1 was told the play cannot be made only after the time ran out: forced pass (R14)",
        ),
        _P,
    ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "Time! %1: forced pass (D8)"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "Time! %1 is disqualified (D8)"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 is disqualified by the judge"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "The game stops: the game time is up (D11)"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "The game stops: thousand-day rule (D18)"), ),
    _shape(
        QT_TRANSLATE_NOOP(
            "EngineText", "Each remaining player forms one number from all their cards (D12, MathPower 2016)"
        ),
    ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 declares %2: not prime"), _P, _V),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 declares %2: prime"), _P, _V),
    _shape(QT_TRANSLATE_NOOP("EngineText", "Cannot be played: %1"), _R),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 declares again"), _P),
    # Reasons of a foul or of "cannot be played" (rules/judge.py).
    _shape(QT_TRANSLATE_NOOP("EngineText", "no cards were played"), ),
    _shape(
        QT_TRANSLATE_NOOP(
            "EngineText", "the joker at position %1 needs a declared value (X=0 … X=13) inside a play of two or more cards"
        ),
        _N,
    ),
    _shape(
        QT_TRANSLATE_NOOP("EngineText", "D15: a joker played alone stands for a value here; declare it (X=1 … X=13)"),
    ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "D15: a joker played alone is ∞ and takes no declared value"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "a play cannot start with 0 (leading zero, R5)"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "D3 allows at most %1 field cards, this play has %2"), _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the field holds plays of %1 card(s); this play has %2"), _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 does not beat %2 in revolution (it must be smaller)"), _V, _V),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 does not beat %2 (it must be greater)"), _V, _V),
    _shape(
        QT_TRANSLATE_NOOP("EngineText", "the joker at factor position %1 needs a declared value (X=0 … X=13)"), _N
    ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "a number in the factor field cannot start with 0 (leading zero, R5)"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "D17: a player may not go out with ∞"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "D17: going out with ∞ is a foul"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 is not composite, so it takes no factor field"), _V),
    _shape(QT_TRANSLATE_NOOP("EngineText", "every number in the factor field must be at least 2, not %1"), _V),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the base %1 is not prime"), _V),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the factor field %1 is larger than %2"), _S, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the factor field %1 makes %2, not %3"), _S, _V, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "∞ takes no factor field"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "1 is not prime"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 is not prime and no factor field was given"), _V),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the play is empty: type at least one card"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the play is empty: give at least one card"), ),
    # Refusals: actions not allowed now (RuleViolation).
    _shape(QT_TRANSLATE_NOOP("EngineText", "\"%1\" is not a player in this game"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the game is over; %1 cannot %2"), _P, _S),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 must first put %2 card(s) at the bottom of the deck"), _P, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the game has stopped: the remaining players declare their numbers"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "it is %1's turn, not %2's"), _P, _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 has already drawn this turn (R4: at most once)"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the deck is empty: nothing to draw"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 holds only %2 card(s), not %3"), _P, _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "no cards are owed to the deck now"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 puts cards to the deck first (turn order)"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 must put exactly %2 card(s), not %3"), _P, _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 does not hold \"%2\""), _P, _S),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the game is over"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "finish the penalty or the declarations first"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 is no longer in the game"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the game has already ended"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "numbers are declared only after a MathPower 2016 stop (D12)"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 is not among the players still in"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 has already declared"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 holds %2 cards and must use all of them, not %3"), _P, _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "every joker in the number needs its value (X=0 … X=13)"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the number cannot start with 0"), ),
    # Card text (rules/cards.py).
    _shape(QT_TRANSLATE_NOOP("EngineText", "unknown card \"%1\" (token %2, column %3)"), _S, _N, _N),
    _shape(
        QT_TRANSLATE_NOOP("EngineText", "joker value %1 in \"%2\" is out of range 0-13 (token %3, column %4)"),
        _N, _S, _N, _N,
    ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "\"%1\" belongs in a factor field, not here (token %2, column %3)"), _S, _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "\"%1\" needs cards before it (token %2, column %3)"), _S, _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "\"%1\" needs cards after it (token %2, column %3)"), _S, _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the factor field is empty"), ),
    # 数譜, the community notation (rules/suhu.py).
    _shape(QT_TRANSLATE_NOOP("EngineText", "line %1, column %2: %3"), _N, _N, _R),
    _shape(QT_TRANSLATE_NOOP("EngineText", "\"%1\" is not a card letter (A 2-9 T J Q K X)"), _S),
    _shape(QT_TRANSLATE_NOOP("EngineText", "\"%1\" is not a card letter"), _S),
    _shape(QT_TRANSLATE_NOOP("EngineText", "a hand is written as (cards)"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "a second hand for \"%1\""), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "\"%1\" has no hand in this game"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "a game needs the hands of at least two players"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "no game found"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "JSON, but not a match file of 数譜 games (their games[].raw_block)"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "expected \"name:\" at the start of the line"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "the line is longer than %1 characters"), _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "nothing after \"%1:\": write a play, D(card), % or %%"), _P),
    _shape(QT_TRANSLATE_NOOP("EngineText", "cannot read \"%1\": a play, D(card), % or %% comes first"), _S),
    _shape(QT_TRANSLATE_NOOP("EngineText", "cannot read \"%1\""), _S),
    _shape(QT_TRANSLATE_NOOP("EngineText", "a draw alone has no verdict: [..] and # follow a play"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "%1 joker(s) in the play but %2 value(s) after |X="), _N, _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "数譜 needs the initial hands: this record has none"), ),
    _shape(QT_TRANSLATE_NOOP("EngineText", "event %1: \"%2\" has no 数譜 form"), _N, _S),
    _shape(QT_TRANSLATE_NOOP("EngineText", "event %1: 数譜 names every card drawn; this one is not known"), _N),
    _shape(QT_TRANSLATE_NOOP("EngineText", "event %1: 数譜 names the penalty cards of a foul; these are not known"), _N),
)

# How a translated sentence is closed ("%1." in English, "%1。" in Japanese).
SENTENCE = QT_TRANSLATE_NOOP("EngineText", "%1.")
_SPLIT = re.compile(r"(?<=\.)\s+")
_NESTED_PREFIX = "r"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _fill(template: str, values: list[str]) -> str:
    # Replace %1 … %9 in one pass, so a value holding "%2" is never replaced again.
    return re.sub(r"%(\d)", lambda m: values[int(m.group(1)) - 1] if int(m.group(1)) <= len(values) else m.group(0), template)


def _match(sentence: str) -> tuple[_Shape, list[str]] | None:
    for shape in SHAPES:
        found = shape.regex.fullmatch(sentence)
        if found:
            values = []
            for name, value in sorted(found.groupdict().items(), key=lambda kv: int(kv[0][1:])):
                values.append(translate_sentence(value) if name.startswith(_NESTED_PREFIX) else value)
            return shape, values
    return None


def _translate(sentence: str) -> str | None:
    """One sentence (no final full stop) in the current language; None if not translated."""
    matched = _match(sentence)
    if matched is None:
        return None
    shape, values = matched
    template = _tr(shape.template)
    if template == shape.template:  # no catalog (English): the engine's own words, plurals and all
        return None
    return _fill(template, values)


def translate_sentence(sentence: str) -> str:
    """One sentence (no final full stop) in the current language; unknown ones unchanged."""
    translated = _translate(sentence)
    return sentence if translated is None else translated


def translate_engine_text(text: str) -> str:
    """An engine message or refusal in the current language (English stays as it is)."""
    if not text:
        return text
    out: list[str] = []
    for sentence in _SPLIT.split(text.strip()):
        closed = sentence.endswith(".")
        translated = _translate(sentence[:-1] if closed else sentence)
        if translated is None:
            piece = sentence
        else:
            piece = _fill(_tr(SENTENCE), [translated]) if closed else translated
        if out and not out[-1].endswith(("。", "」", "）")):
            out.append(" ")
        out.append(piece)
    return "".join(out)


def unknown_sentences(text: str) -> list[str]:
    """Sentences of ``text`` that match no known shape (so would stay in English)."""
    unknown = []
    for sentence in _SPLIT.split(text.strip()):
        body = sentence[:-1] if sentence.endswith(".") else sentence
        matched = _match(body)
        if matched is None:
            unknown.append(body)
            continue
        shape, _ = matched
        found = shape.regex.fullmatch(body)
        for name, value in (found.groupdict() if found else {}).items():
            if name.startswith(_NESTED_PREFIX):
                unknown += unknown_sentences(value)
    return unknown
