"""The engine's reasons in the console's language.

The rules engine hands out :class:`~daifugo_gui.rules.reasons.Reason` values; this module
is where the console turns them into words. Each code has one catalog entry (Qt context
``EngineText``) whose ``%1``, ``%2`` … are the code's parameters in the order its English
template first uses them; ``card(s)`` marks a word whose number the English picks. A
language without a translation (English) shows the engine's own English, plural forms
and all (:func:`daifugo_gui.rules.reasons.english`).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from daifugo_gui.rules.reasons import Code, Reason, english, parameter_names

CONTEXT = "EngineText"

CATALOG: dict[Code, str] = {
    Code.R5_NO_CARDS: QT_TRANSLATE_NOOP("EngineText", 'no cards were played'),
    Code.R5_EMPTY_TEXT: QT_TRANSLATE_NOOP("EngineText", 'the play is empty: type at least one card'),
    Code.R5_EMPTY_PLAY: QT_TRANSLATE_NOOP("EngineText", 'the play is empty: give at least one card'),
    Code.R2_JOKER_NEEDS_VALUE: QT_TRANSLATE_NOOP("EngineText", 'the joker at position %1 needs a declared value (X=0 … X=13) inside a play of two or more cards'),
    Code.D15_LONE_JOKER_NEEDS_VALUE: QT_TRANSLATE_NOOP("EngineText", 'D15: a joker played alone stands for a value here; declare it (X=1 … X=13)'),
    Code.D15_LONE_JOKER_IS_INFINITY: QT_TRANSLATE_NOOP("EngineText", 'D15: a joker played alone is ∞ and takes no declared value'),
    Code.R5_LEADING_ZERO: QT_TRANSLATE_NOOP("EngineText", 'a play cannot start with 0 (leading zero, R5)'),
    Code.D3_TOO_MANY_CARDS: QT_TRANSLATE_NOOP("EngineText", 'D3 allows at most %1 field cards, this play has %2'),
    Code.R5_OTHER_CARD_COUNT: QT_TRANSLATE_NOOP("EngineText", 'the field holds plays of %1 card(s); this play has %2'),
    Code.R5_NOT_GREATER: QT_TRANSLATE_NOOP("EngineText", '%1 does not beat %2 (it must be greater)'),
    Code.R5_NOT_SMALLER: QT_TRANSLATE_NOOP("EngineText", '%1 does not beat %2 in revolution (it must be smaller)'),
    Code.R5_FACTOR_JOKER_NEEDS_VALUE: QT_TRANSLATE_NOOP("EngineText", 'the joker at factor position %1 needs a declared value (X=0 … X=13)'),
    Code.R5_FACTOR_LEADING_ZERO: QT_TRANSLATE_NOOP("EngineText", 'a number in the factor field cannot start with 0 (leading zero, R5)'),
    Code.D17_NO_FINISH_WITH_INFINITY: QT_TRANSLATE_NOOP("EngineText", 'D17: a player may not go out with ∞'),
    Code.R5_NOT_HELD: QT_TRANSLATE_NOOP("EngineText", '%1 does not hold "%2"'),
    Code.R5_HOLDS_FEWER: QT_TRANSLATE_NOOP("EngineText", '%1 holds only %2 card(s), not %3'),
    Code.R19_TOO_MANY_OF_CARD: QT_TRANSLATE_NOOP("EngineText", 'there are not that many "%1" among the cards in play'),
    Code.R6_PRIME: QT_TRANSLATE_NOOP("EngineText", '%1 is prime'),
    Code.R7_GROTHENDIECK_CUT: QT_TRANSLATE_NOOP("EngineText", '57: Grothendieck cut, the field is flushed and the same player leads again'),
    Code.R8_RAMANUJAN_REVOLUTION: QT_TRANSLATE_NOOP("EngineText", '1729: Ramanujan revolution, the order of strength turns over'),
    Code.R3_INFINITY: QT_TRANSLATE_NOOP("EngineText", '∞: the field is flushed and the same player leads again'),
    Code.R9_COMPOSITE: QT_TRANSLATE_NOOP("EngineText", '%1 = %2: composite play accepted'),
    Code.R10_ONE_NOT_PRIME: QT_TRANSLATE_NOOP("EngineText", '1 is not prime'),
    Code.R10_NOT_PRIME: QT_TRANSLATE_NOOP("EngineText", '%1 is not prime and no factor field was given'),
    Code.R10_INFINITY_WITH_FACTORS: QT_TRANSLATE_NOOP("EngineText", '∞ takes no factor field'),
    Code.R10_NOT_COMPOSITE: QT_TRANSLATE_NOOP("EngineText", '%1 is not composite, so it takes no factor field'),
    Code.R10_FACTOR_BELOW_TWO: QT_TRANSLATE_NOOP("EngineText", 'every number in the factor field must be at least 2, not %1'),
    Code.R10_BASE_NOT_PRIME: QT_TRANSLATE_NOOP("EngineText", 'the base %1 is not prime'),
    Code.R10_FACTORS_TOO_LARGE: QT_TRANSLATE_NOOP("EngineText", 'the factor field %1 is larger than %2'),
    Code.R10_FACTORS_WRONG_PRODUCT: QT_TRANSLATE_NOOP("EngineText", 'the factor field %1 makes %2, not %3'),
    Code.D17_FINISH_WITH_INFINITY: QT_TRANSLATE_NOOP("EngineText", 'D17: going out with ∞ is a foul'),
    Code.R4_DRAWS: QT_TRANSLATE_NOOP("EngineText", '%1 draws a card'),
    Code.D19_BURST: QT_TRANSLATE_NOOP("EngineText", '%1 draws a card and holds %2: out of the game'),
    Code.R5_CANNOT_PLAY: QT_TRANSLATE_NOOP("EngineText", 'Cannot be played: %1'),
    Code.R4A_DECLARES_AGAIN: QT_TRANSLATE_NOOP("EngineText", '%1 declares again'),
    Code.R6_PLAYED_PRIME: QT_TRANSLATE_NOOP("EngineText", '%1 is prime'),
    Code.R9_PLAYED_COMPOSITE: QT_TRANSLATE_NOOP("EngineText", 'Composite play accepted: %1 = %2'),
    Code.R7_PLAYED_CUT: QT_TRANSLATE_NOOP("EngineText", 'Grothendieck cut (57): the field is flushed'),
    Code.R3_PLAYED_INFINITY: QT_TRANSLATE_NOOP("EngineText", '∞: the field is flushed'),
    Code.R8_REVOLUTION_ON: QT_TRANSLATE_NOOP("EngineText", 'Ramanujan revolution (1729): now smaller numbers win'),
    Code.R8_REVOLUTION_OFF: QT_TRANSLATE_NOOP("EngineText", 'Ramanujan revolution (1729): back to normal, larger numbers win'),
    Code.R13_GOES_OUT: QT_TRANSLATE_NOOP("EngineText", '%1 goes out (rank %2)'),
    Code.R13_EMPTY_HAND_GOES_OUT: QT_TRANSLATE_NOOP("EngineText", '%1 has no cards left and goes out (rank %2)'),
    Code.R12_LEADS_AGAIN: QT_TRANSLATE_NOOP("EngineText", '%1 leads again'),
    Code.R10_FOUL: QT_TRANSLATE_NOOP("EngineText", 'FOUL: %1'),
    Code.R10_TAKE_BACK_AND_DRAW: QT_TRANSLATE_NOOP("EngineText", '%1: take back %2 card(s) and draw %3'),
    Code.R10_TAKE_BACK_DRAW_REST: QT_TRANSLATE_NOOP("EngineText", '%1: take back %2 card(s) and draw the %3 card(s) left in the deck'),
    Code.R10_TAKE_BACK_DECK_EMPTY: QT_TRANSLATE_NOOP("EngineText", '%1: take back %2 card(s) and draw nothing (the deck is empty)'),
    Code.R10_PUT_TO_DECK: QT_TRANSLATE_NOOP("EngineText", '%1: put %2 card(s) at the bottom of the deck'),
    Code.R10_PUTS_TO_DECK: QT_TRANSLATE_NOOP("EngineText", '%1 puts %2 card(s) at the bottom of the deck'),
    Code.R11_PASSES: QT_TRANSLATE_NOOP("EngineText", '%1 passes'),
    Code.R11_ALL_PASSED: QT_TRANSLATE_NOOP("EngineText", 'Everyone else passed: the field is flushed'),
    Code.R14_LATE_REFUSAL: QT_TRANSLATE_NOOP("EngineText", 'Time! %1 was told the play cannot be made only after the time ran out: forced pass (R14)'),
    Code.D8_FORCED_PASS: QT_TRANSLATE_NOOP("EngineText", 'Time! %1: forced pass (D8)'),
    Code.D8_DISQUALIFIED: QT_TRANSLATE_NOOP("EngineText", 'Time! %1 is disqualified (D8)'),
    Code.D13_DISQUALIFIED: QT_TRANSLATE_NOOP("EngineText", '%1 is disqualified by the judge'),
    Code.D11_GAME_TIME_UP: QT_TRANSLATE_NOOP("EngineText", 'The game stops: the game time is up (D11)'),
    Code.D18_THOUSAND_DAY: QT_TRANSLATE_NOOP("EngineText", 'The game stops: thousand-day rule (D18)'),
    Code.D12_DECLARE_NUMBERS: QT_TRANSLATE_NOOP("EngineText", 'Each remaining player forms one number from all their cards (D12, MathPower 2016)'),
    Code.D12_DECLARATIONS_CLOSED: QT_TRANSLATE_NOOP("EngineText", 'Declarations closed: the time is up'),
    Code.D12_NOT_DECLARED: QT_TRANSLATE_NOOP("EngineText", 'Not declared, ranked as not prime: %1'),
    Code.D12_DECLARES_PRIME: QT_TRANSLATE_NOOP("EngineText", '%1 declares %2: prime'),
    Code.D12_DECLARES_NOT_PRIME: QT_TRANSLATE_NOOP("EngineText", '%1 declares %2: not prime'),
    Code.NOT_A_PLAYER: QT_TRANSLATE_NOOP("EngineText", '"%1" is not a player in this game'),
    Code.GAME_OVER_CANNOT: QT_TRANSLATE_NOOP("EngineText", 'the game is over; %1 cannot %2'),
    Code.R10_DISCARD_FIRST: QT_TRANSLATE_NOOP("EngineText", '%1 must first put %2 card(s) at the bottom of the deck'),
    Code.D12_DECLARING_NOW: QT_TRANSLATE_NOOP("EngineText", 'the game has stopped: the remaining players declare their numbers'),
    Code.R17_NOT_YOUR_TURN: QT_TRANSLATE_NOOP("EngineText", "it is %1's turn, not %2's"),
    Code.R4_DRAWN_ALREADY: QT_TRANSLATE_NOOP("EngineText", '%1 has already drawn this turn (R4: at most once)'),
    Code.R4A_NO_DRAW_AFTER_REFUSAL: QT_TRANSLATE_NOOP("EngineText", "%1's play was refused: only a play or a pass may follow, not a draw (R4a)"),
    Code.R4_DECK_EMPTY: QT_TRANSLATE_NOOP("EngineText", 'the deck is empty: nothing to draw'),
    Code.NAMED_CARDS_BAD: QT_TRANSLATE_NOOP("EngineText", '%1: %2'),
    Code.NAMED_CARDS_COUNT: QT_TRANSLATE_NOOP("EngineText", '%1: %2 card(s) expected, not %3'),
    Code.THE_CARD_DRAWN: QT_TRANSLATE_NOOP("EngineText", 'the card drawn'),
    Code.THE_PENALTY_CARDS: QT_TRANSLATE_NOOP("EngineText", 'the penalty cards'),
    Code.R10_PENALTY_WITHOUT_FOUL: QT_TRANSLATE_NOOP("EngineText", 'penalty cards go with a foul; this play is %1'),
    Code.R19_HANDS_COUNTED: QT_TRANSLATE_NOOP("EngineText", 'hands are counted, not known: only their sizes are tracked'),
    Code.R19_DECK_COUNTED: QT_TRANSLATE_NOOP("EngineText", 'hands are counted, not known: only the deck size is tracked'),
    Code.R19_COUNTED_DISCARDS: QT_TRANSLATE_NOOP("EngineText", 'with counted hands the short-deck discards are applied by count'),
    Code.R10_NOTHING_OWED: QT_TRANSLATE_NOOP("EngineText", 'no cards are owed to the deck now'),
    Code.R10_DISCARD_ORDER: QT_TRANSLATE_NOOP("EngineText", '%1 puts cards to the deck first (turn order)'),
    Code.R10_DISCARD_COUNT: QT_TRANSLATE_NOOP("EngineText", '%1 must put exactly %2 card(s), not %3'),
    Code.R14_NO_REFUSAL: QT_TRANSLATE_NOOP("EngineText", "no play of %1's was refused this turn: a late refusal needs one (R14)"),
    Code.GAME_OVER: QT_TRANSLATE_NOOP("EngineText", 'the game is over'),
    Code.FINISH_PENALTY_FIRST: QT_TRANSLATE_NOOP("EngineText", 'finish the penalty or the declarations first'),
    Code.NO_LONGER_IN: QT_TRANSLATE_NOOP("EngineText", '%1 is no longer in the game'),
    Code.STOP_KIND: QT_TRANSLATE_NOOP("EngineText", 'a stop is for "time" or "thousand_day", not "%1"'),
    Code.GAME_ENDED: QT_TRANSLATE_NOOP("EngineText", 'the game has already ended'),
    Code.D12_STOPPED_ALREADY: QT_TRANSLATE_NOOP("EngineText", 'the game has already stopped: the remaining players are declaring'),
    Code.D12_NOT_STOPPED: QT_TRANSLATE_NOOP("EngineText", 'numbers are declared only after a MathPower 2016 stop (D12)'),
    Code.D12_NOT_STILL_IN: QT_TRANSLATE_NOOP("EngineText", '%1 is not among the players still in'),
    Code.D12_DECLARED_ALREADY: QT_TRANSLATE_NOOP("EngineText", '%1 has already declared'),
    Code.D12_USE_ALL_CARDS: QT_TRANSLATE_NOOP("EngineText", '%1 holds %2 cards and must use all of them, not %3'),
    Code.D12_JOKER_NEEDS_VALUE: QT_TRANSLATE_NOOP("EngineText", 'every joker in the number needs its value (X=0 … X=13)'),
    Code.D12_LEADING_ZERO: QT_TRANSLATE_NOOP("EngineText", 'the number cannot start with 0'),
    Code.NO_GAME: QT_TRANSLATE_NOOP("EngineText", 'no game is running'),
    Code.TEXT_TOO_LONG: QT_TRANSLATE_NOOP("EngineText", 'more than %1 cards in one text: no game has that many'),
    Code.TEXT_UNKNOWN_CARD: QT_TRANSLATE_NOOP("EngineText", 'unknown card "%1" (token %2, column %3)'),
    Code.TEXT_JOKER_RANGE: QT_TRANSLATE_NOOP("EngineText", 'joker value %1 in "%2" is out of range 0-13 (token %3, column %4)'),
    Code.TEXT_FACTOR_ONLY: QT_TRANSLATE_NOOP("EngineText", '"%1" belongs in a factor field, not here (token %2, column %3)'),
    Code.TEXT_JOKER_IN_HAND: QT_TRANSLATE_NOOP("EngineText", 'a joker in a hand or deck has no value: "%1" (token %2, column %3)'),
    Code.TEXT_EMPTY_FACTORS: QT_TRANSLATE_NOOP("EngineText", 'the factor field is empty'),
    Code.TEXT_NEEDS_BEFORE: QT_TRANSLATE_NOOP("EngineText", '"%1" needs cards before it (token %2, column %3)'),
    Code.TEXT_NEEDS_AFTER: QT_TRANSLATE_NOOP("EngineText", '"%1" needs cards after it (token %2, column %3)'),
    Code.SUHU_AT: QT_TRANSLATE_NOOP("EngineText", 'line %1, column %2: %3'),
    Code.SUHU_LINE_TOO_LONG: QT_TRANSLATE_NOOP("EngineText", 'the line is longer than %1 characters'),
    Code.SUHU_NAME_FIRST: QT_TRANSLATE_NOOP("EngineText", 'expected "name:" at the start of the line'),
    Code.SUHU_NOT_A_LETTER: QT_TRANSLATE_NOOP("EngineText", '"%1" is not a card letter'),
    Code.SUHU_NOT_A_CARD_LETTER: QT_TRANSLATE_NOOP("EngineText", '"%1" is not a card letter (A 2-9 T J Q K X)'),
    Code.SUHU_HAND_SHAPE: QT_TRANSLATE_NOOP("EngineText", 'a hand is written as (cards)'),
    Code.SUHU_SECOND_HAND: QT_TRANSLATE_NOOP("EngineText", 'a second hand for "%1"'),
    Code.SUHU_NO_HAND: QT_TRANSLATE_NOOP("EngineText", '"%1" has no hand in this game'),
    Code.SUHU_TWO_HANDS: QT_TRANSLATE_NOOP("EngineText", 'a game needs the hands of at least two players'),
    Code.SUHU_NO_GAME: QT_TRANSLATE_NOOP("EngineText", 'no game found'),
    Code.SUHU_NOT_A_MATCH: QT_TRANSLATE_NOOP("EngineText", 'JSON, but not a match file of 数譜 games (their games[].raw_block)'),
    Code.SUHU_NOTHING_AFTER: QT_TRANSLATE_NOOP("EngineText", 'nothing after "%1:": write a play, D(card), % or %%'),
    Code.SUHU_CANNOT_READ: QT_TRANSLATE_NOOP("EngineText", 'cannot read "%1"'),
    Code.SUHU_PLAY_FIRST: QT_TRANSLATE_NOOP("EngineText", 'cannot read "%1": a play, D(card), % or %% comes first'),
    Code.SUHU_DRAW_ALONE: QT_TRANSLATE_NOOP("EngineText", 'a draw alone has no verdict: [..] and # follow a play'),
    Code.SUHU_JOKER_VALUES: QT_TRANSLATE_NOOP("EngineText", '%1 joker(s) in the play but %2 value(s) after |X='),
    Code.SUHU_NEEDS_HANDS: QT_TRANSLATE_NOOP("EngineText", '数譜 needs the initial hands: this record has none'),
    Code.SUHU_DRAW_UNKNOWN: QT_TRANSLATE_NOOP("EngineText", 'event %1: 数譜 names every card drawn; this one is not known'),
    Code.SUHU_NO_FORM: QT_TRANSLATE_NOOP("EngineText", 'event %1: "%2" has no 数譜 form'),
    Code.SUHU_PENALTY_UNKNOWN: QT_TRANSLATE_NOOP("EngineText", 'event %1: 数譜 names the penalty cards of a foul; these are not known'),
    Code.SUHU_CANNOT_WRITE: QT_TRANSLATE_NOOP("EngineText", 'cannot write this record as 数譜: %1'),
    Code.SETTING: QT_TRANSLATE_NOOP("EngineText", '%1'),
}

# How a translated sentence is closed ("%1." in English, "%1。" in Japanese).
SENTENCE = QT_TRANSLATE_NOOP("EngineText", "%1.")


def render(reason: Reason) -> str:
    """One reason in the current language (no closing full stop)."""
    if _speaks_english():  # no catalog for this language: the engine's own English
        return english(reason)
    template = QCoreApplication.translate(CONTEXT, CATALOG[reason.code])
    values = [_value(reason.get(name)) for name in parameter_names(reason.code)]
    # Replace %1 … %9 in one pass, so a value holding "%2" is never replaced again.
    return re.sub(r"%(\d)", lambda m: values[int(m.group(1)) - 1] if int(m.group(1)) <= len(values) else m.group(0),
                  template)


def render_sentences(sentences: Iterable[Reason]) -> str:
    """Several reasons as closed sentences in the current language."""
    closing = QCoreApplication.translate(CONTEXT, SENTENCE)
    out: list[str] = []
    for reason in sentences:
        piece = closing.replace("%1", render(reason), 1)
        if out and not out[-1].endswith(("。", "」", "）")):
            out.append(" ")
        out.append(piece)
    return "".join(out)


def render_any(what: Reason | str) -> str:
    """A refusal as the app hands it on: a reason, or words already translated."""
    return render(what) if isinstance(what, Reason) else what


def _speaks_english() -> bool:
    # A catalog closes sentences its own way ("%1。"); without one the source comes back.
    return QCoreApplication.translate(CONTEXT, SENTENCE) == SENTENCE


def _value(value: Any) -> str:
    return render(value) if isinstance(value, Reason) else str(value)
