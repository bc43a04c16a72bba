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

from daifugo_gui.analysis.reasons import AnalysisCode
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.rules.reasons import Code, Reason, ReasonCode, english, parameter_names
from daifugo_gui.tournament.reasons import TournamentCode

CONTEXT = "EngineText"
# Each family of codes and the Qt context of its catalog entries.
FAMILIES: tuple[tuple[type[ReasonCode], str], ...] = (
    (Code, "EngineText"), (TournamentCode, "TournamentText"), (JournalCode, "ConsoleText"),
    (AnalysisCode, "AnalysisText"),
)
_CONTEXT_OF: dict[type[ReasonCode], str] = dict(FAMILIES)

# Written by packaging/build_reason_catalog.py from the codes' English templates.
CATALOG: dict[ReasonCode, str] = {
    Code.R5_NO_CARDS: QT_TRANSLATE_NOOP("EngineText", 'no cards were played'),
    Code.R5_EMPTY_TEXT: QT_TRANSLATE_NOOP("EngineText", 'the play is empty: type at least one card'),
    Code.R5_EMPTY_PLAY: QT_TRANSLATE_NOOP("EngineText", 'the play is empty: give at least one card'),
    Code.R2_JOKER_NEEDS_VALUE: QT_TRANSLATE_NOOP("EngineText", 'the joker at position %1 needs a declared value (X=0 … X=13) inside a play of two or more cards'),
    Code.D15_LONE_JOKER_NEEDS_VALUE: QT_TRANSLATE_NOOP("EngineText", 'D15: a joker played alone stands for a value here; declare it (X=1 … X=13)'),
    Code.D15_LONE_JOKER_IS_INFINITY: QT_TRANSLATE_NOOP("EngineText", 'D15: a joker played alone is ∞ and takes no declared value'),
    Code.R5_LEADING_ZERO: QT_TRANSLATE_NOOP("EngineText", 'a play cannot start with 0 (leading zero, R5)'),
    Code.R2_JOKERS_NEED_VALUES: QT_TRANSLATE_NOOP("EngineText", '%1 joker(s) still without a value (X=0 … X=13)'),
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
    Code.D5_FIRST_NOT_A_PLAYER: QT_TRANSLATE_NOOP("EngineText", '"%1" is not a player'),
    Code.R17_NOT_SHOWN: QT_TRANSLATE_NOOP("EngineText", '"%1" has not shown a card'),
    Code.R17_SHOW_AGAIN: QT_TRANSLATE_NOOP("EngineText", '%1 showed cards of equal strength: they show again'),
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
    Code.RECORD_IN: QT_TRANSLATE_NOOP("EngineText", '%1: %2'),
    Code.RECORD_EVENT: QT_TRANSLATE_NOOP("EngineText", 'event %1: %2'),
    Code.RECORD_TOO_LARGE: QT_TRANSLATE_NOOP("EngineText", 'larger than %1 MB: not a game record'),
    Code.RECORD_NO_FILE: QT_TRANSLATE_NOOP("EngineText", 'no such file'),
    Code.RECORD_IS_FOLDER: QT_TRANSLATE_NOOP("EngineText", 'is a folder, not a record file'),
    Code.RECORD_NOT_UTF8: QT_TRANSLATE_NOOP("EngineText", 'not UTF-8 text (byte %1)'),
    Code.RECORD_NOT_JSON: QT_TRANSLATE_NOOP("EngineText", 'not JSON (line %1, column %2: %3)'),
    Code.RECORD_NOT_VALID_JSON: QT_TRANSLATE_NOOP("EngineText", 'not valid JSON: %1 at line %2, column %3'),
    Code.RECORD_TOO_DEEP: QT_TRANSLATE_NOOP("EngineText", 'JSON nested too deeply to be a record'),
    Code.RECORD_NOT_OBJECT: QT_TRANSLATE_NOOP("EngineText", 'a record is a JSON object, this is not'),
    Code.RECORD_FORMAT: QT_TRANSLATE_NOOP("EngineText", '"format" must be "%1", not %2'),
    Code.RECORD_UNKNOWN_KEY: QT_TRANSLATE_NOOP("EngineText", 'unknown key "%1" in the record'),
    Code.RECORD_PLAYERS: QT_TRANSLATE_NOOP("EngineText", '"players" must be a list of names'),
    Code.RECORD_DECK_WITHOUT_HANDS: QT_TRANSLATE_NOOP("EngineText", '"deck" needs "hands": a known deck goes with known hands'),
    Code.RECORD_HANDS: QT_TRANSLATE_NOOP("EngineText", '"hands" must be an object of card text'),
    Code.RECORD_HAND_TEXT: QT_TRANSLATE_NOOP("EngineText", 'the hand of "%1" must be card text'),
    Code.RECORD_HAND_OF: QT_TRANSLATE_NOOP("EngineText", 'the hand of "%1"'),
    Code.RECORD_THE_DECK: QT_TRANSLATE_NOOP("EngineText", 'the deck'),
    Code.RECORD_DECK_TEXT: QT_TRANSLATE_NOOP("EngineText", '"deck" must be card text'),
    Code.RECORD_EVENTS_LIST: QT_TRANSLATE_NOOP("EngineText", '"events" must be a list'),
    Code.RECORD_TOO_MANY_EVENTS: QT_TRANSLATE_NOOP("EngineText", '"events" has %1 entries; a record holds at most %2'),
    Code.RECORD_EVENT_OBJECT: QT_TRANSLATE_NOOP("EngineText", 'must be an object'),
    Code.RECORD_META: QT_TRANSLATE_NOOP("EngineText", '"meta" must be an object'),
    Code.SETTINGS_OBJECT: QT_TRANSLATE_NOOP("EngineText", '"settings" must be an object'),
    Code.SETTING_UNKNOWN: QT_TRANSLATE_NOOP("EngineText", 'unknown setting "%1"'),
    Code.SETTING_ONE_OF: QT_TRANSLATE_NOOP("EngineText", 'setting "%1" must be one of %2, not %3'),
    Code.SETTING_TRUE_FALSE: QT_TRANSLATE_NOOP("EngineText", 'setting "%1" must be true or false, not %2'),
    Code.SETTING_WHOLE_NUMBER: QT_TRANSLATE_NOOP("EngineText", 'setting "%1" must be a whole number, not %2'),
    Code.SETTING_AT_LEAST: QT_TRANSLATE_NOOP("EngineText", 'setting "%1" must be at least %2, not %3'),
    Code.SETTING_AT_MOST: QT_TRANSLATE_NOOP("EngineText", 'setting "%1" must be at most %2, not %3'),
    Code.SETTING_AT_MOST_DIGITS: QT_TRANSLATE_NOOP("EngineText", 'setting "%1" must be at most %2, not a %3-digit number'),
    Code.SETTING_AT_MOST_HUGE: QT_TRANSLATE_NOOP("EngineText", 'setting "%1" must be at most %2, not a huge number'),
    Code.SETTING_BURST_AT: QT_TRANSLATE_NOOP("EngineText", 'setting "burst_at" (%1) must be more than "hand_size" (%2)'),
    Code.GAME_TWO_PLAYERS: QT_TRANSLATE_NOOP("EngineText", 'a game needs at least two players'),
    Code.GAME_PLAYER_TWICE: QT_TRANSLATE_NOOP("EngineText", 'player "%1" is listed twice'),
    Code.GAME_HAND_MISSING: QT_TRANSLATE_NOOP("EngineText", '"hands" has no hand for player "%1"'),
    Code.GAME_HAND_STRANGER: QT_TRANSLATE_NOOP("EngineText", '"hands" names "%1", who is not a player'),
    Code.GAME_HANDS_TOO_MANY: QT_TRANSLATE_NOOP("EngineText", 'the hands hold more "%1" than the cards in play'),
    Code.GAME_HAND_NO_SUIT: QT_TRANSLATE_NOOP("EngineText", 'the hand of "%1" has "%2" without a suit'),
    Code.GAME_DECK_NO_SUIT: QT_TRANSLATE_NOOP("EngineText", 'the deck has "%1" without a suit'),
    Code.GAME_CARDS_MISMATCH: QT_TRANSLATE_NOOP("EngineText", 'hands and deck must hold exactly the cards in play: %1'),
    Code.GAME_CARDS_TOO_MANY: QT_TRANSLATE_NOOP("EngineText", 'too many %1'),
    Code.GAME_CARDS_MISSING: QT_TRANSLATE_NOOP("EngineText", 'missing %1'),
    Code.GAME_CARDS_TOO_MANY_AND_MISSING: QT_TRANSLATE_NOOP("EngineText", 'too many %1; missing %2'),
    Code.GAME_DEAL_TOO_BIG: QT_TRANSLATE_NOOP("EngineText", '%1 hands of %2 need %3 cards; only %4 are in play (add a deck or deal fewer)'),
    Code.GAME_NOT_LEFT_TO_DEAL: QT_TRANSLATE_NOOP("EngineText", '%1: "%2" is not left to deal (it is named twice or not in play)'),
    Code.EVENT_OBJECT: QT_TRANSLATE_NOOP("EngineText", 'an event must be an object'),
    Code.EVENT_REASON_TEXT: QT_TRANSLATE_NOOP("EngineText", '"reason" must be text'),
    Code.EVENT_UNKNOWN_ACTION: QT_TRANSLATE_NOOP("EngineText", 'unknown action %1 (expected one of %2)'),
    Code.EVENT_NEEDS_PLAYER: QT_TRANSLATE_NOOP("EngineText", 'a "%1" event needs a "player"'),
    Code.EVENT_NEEDS_CARDS: QT_TRANSLATE_NOOP("EngineText", 'a "%1" event needs "%2" as card text'),
    Code.EVENT_TRUE_FALSE: QT_TRANSLATE_NOOP("EngineText", '"%1" must be true or false'),
    Code.EVENT_CARD_TEXT: QT_TRANSLATE_NOOP("EngineText", '"%1" must be card text'),
    Code.NAME_EMPTY: QT_TRANSLATE_NOOP("EngineText", "a player's name must be non-empty text, not %1"),
    Code.NAME_TOO_LONG: QT_TRANSLATE_NOOP("EngineText", "a player's name has at most %1 characters, not %2"),
    Code.NAME_CONTROL: QT_TRANSLATE_NOOP("EngineText", 'the name %1 has a control character (U+%2) at position %3'),
    Code.VERBATIM: QT_TRANSLATE_NOOP("EngineText", '%1'),
    TournamentCode.AT: QT_TRANSLATE_NOOP("TournamentText", '%1: %2'),
    TournamentCode.ROUND_TABLE: QT_TRANSLATE_NOOP("TournamentText", 'round %1 table %2'),
    TournamentCode.LINE: QT_TRANSLATE_NOOP("TournamentText", 'line %1'),
    TournamentCode.ROW: QT_TRANSLATE_NOOP("TournamentText", 'row %1'),
    TournamentCode.PLAYER_NUMBER: QT_TRANSLATE_NOOP("TournamentText", 'player %1'),
    TournamentCode.NO_SUCH_FILE: QT_TRANSLATE_NOOP("TournamentText", 'no such file'),
    TournamentCode.EMPTY_FILE: QT_TRANSLATE_NOOP("TournamentText", 'empty file'),
    TournamentCode.ALREADY_EXISTS: QT_TRANSLATE_NOOP("TournamentText", 'already exists'),
    TournamentCode.ALREADY_HOLDS_TOURNAMENT: QT_TRANSLATE_NOOP("TournamentText", 'already holds a tournament'),
    TournamentCode.FILE_DAMAGED: QT_TRANSLATE_NOOP("TournamentText", 'the file is damaged (%1); keep it as it is and use a backup copy'),
    TournamentCode.EMPTY_DATABASE: QT_TRANSLATE_NOOP("TournamentText", 'empty database, not a tournament'),
    TournamentCode.OLDER_SCHEMA: QT_TRANSLATE_NOOP("TournamentText", 'made by an older version (schema %1); open it once in the Tournament tab to upgrade it, then print'),
    TournamentCode.NEWER_SCHEMA: QT_TRANSLATE_NOOP("TournamentText", 'schema version %1 is newer than this program understands'),
    TournamentCode.NEWER_SCHEMA_THAN: QT_TRANSLATE_NOOP("TournamentText", 'schema version %1 is newer than this program understands (%2)'),
    TournamentCode.NOT_A_TOURNAMENT: QT_TRANSLATE_NOOP("TournamentText", 'not a tournament database (%1)'),
    TournamentCode.NOT_A_TOURNAMENT_TABLES: QT_TRANSLATE_NOOP("TournamentText", 'not a tournament database (tables %1)'),
    TournamentCode.SCHEMA_TABLE_EMPTY: QT_TRANSLATE_NOOP("TournamentText", 'schema_version table is empty'),
    TournamentCode.CREATE_FIRST: QT_TRANSLATE_NOOP("TournamentText", 'empty database: create the tournament first'),
    TournamentCode.FILE_BUSY: QT_TRANSLATE_NOOP("TournamentText", 'the tournament file is busy: another console kept it for over %1 s. Nothing was saved; try again.'),
    TournamentCode.FILE_READ_ONLY: QT_TRANSLATE_NOOP("TournamentText", 'the tournament file cannot be written (read-only medium or opened for reading)'),
    TournamentCode.SERVER_READ_ONLY: QT_TRANSLATE_NOOP("TournamentText", 'opened for reading only; nothing can be changed there'),
    TournamentCode.NO_DATABASE: QT_TRANSLATE_NOOP("TournamentText", 'the server has no such database (create it first, e.g. with daifugo server)'),
    TournamentCode.PASSWORD_NEEDED: QT_TRANSLATE_NOOP("TournamentText", 'the server asks for a password'),
    TournamentCode.PASSWORD_REFUSED: QT_TRANSLATE_NOOP("TournamentText", 'the server refused the user name or password'),
    TournamentCode.UNREACHABLE: QT_TRANSLATE_NOOP("TournamentText", 'cannot reach the tournament server. Is it running, and is this laptop on its network?'),
    TournamentCode.CONNECTION_LOST: QT_TRANSLATE_NOOP("TournamentText", 'the connection to the tournament server was lost. Nothing of this change was saved; try again.'),
    TournamentCode.WATCH_LOST_SERVER: QT_TRANSLATE_NOOP("TournamentText", 'lost the connection to the tournament server: %1'),
    TournamentCode.WATCH_FILE_FAILED: QT_TRANSLATE_NOOP("TournamentText", '%1: cannot watch the tournament file for changes (%2)'),
    TournamentCode.READ_FAILED: QT_TRANSLATE_NOOP("TournamentText", '%1: %2: %3'),
    TournamentCode.CLASH: QT_TRANSLATE_NOOP("TournamentText", 'another console changed the tournament at the same moment; nothing was saved. Try again.'),
    TournamentCode.CLASH_ON: QT_TRANSLATE_NOOP("TournamentText", 'another console saved a change at the same moment: %1. Nothing was saved; look again.'),
    TournamentCode.CLASH_REMOVED: QT_TRANSLATE_NOOP("TournamentText", 'another console removed what this change refers to at the same moment. Nothing was saved; look again.'),
    TournamentCode.CLASH_CONFLICT: QT_TRANSLATE_NOOP("TournamentText", 'another console saved a conflicting change at the same moment. Nothing was saved; look again.'),
    TournamentCode.CLASH_TABLE_RESULT: QT_TRANSLATE_NOOP("TournamentText", 'that table already has a result'),
    TournamentCode.CLASH_ROUND_SEATED: QT_TRANSLATE_NOOP("TournamentText", 'that round has just been seated'),
    TournamentCode.CLASH_NAME_TAKEN: QT_TRANSLATE_NOOP("TournamentText", 'that name is already registered'),
    TournamentCode.CLASH_SEAT_TAKEN: QT_TRANSLATE_NOOP("TournamentText", 'that seat is already taken'),
    TournamentCode.CLASH_BYE_TAKEN: QT_TRANSLATE_NOOP("TournamentText", 'that player already has a bye in this round'),
    TournamentCode.CLASH_RESULT_TAKEN: QT_TRANSLATE_NOOP("TournamentText", "that game already has this player's result"),
    TournamentCode.NOT_A_DATABASE_URL: QT_TRANSLATE_NOOP("TournamentText", 'not a database URL (postgresql://user@host:port/database)'),
    TournamentCode.NOT_A_URL: QT_TRANSLATE_NOOP("TournamentText", 'not a database URL'),
    TournamentCode.ONLY_POSTGRESQL: QT_TRANSLATE_NOOP("TournamentText", 'only PostgreSQL servers are supported (postgresql://…)'),
    TournamentCode.NAME_SERVER_AND_DATABASE: QT_TRANSLATE_NOOP("TournamentText", 'name the server and the database (postgresql://user@host:port/database)'),
    TournamentCode.NOT_A_POSTGRESQL_URL: QT_TRANSLATE_NOOP("TournamentText", 'not a PostgreSQL server URL'),
    TournamentCode.SERVER_NEEDS_PARTS: QT_TRANSLATE_NOOP("TournamentText", 'a server needs a host, a database and a user name'),
    TournamentCode.PORT_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'port %1: must be 1..65535'),
    TournamentCode.NO_NAME_COLUMN: QT_TRANSLATE_NOOP("TournamentText", 'line 1: no name column (header %1)'),
    TournamentCode.NOT_TEXT: QT_TRANSLATE_NOOP("TournamentText", 'neither UTF-8 nor Shift_JIS text (byte %1)'),
    TournamentCode.FORMAT_UNKNOWN: QT_TRANSLATE_NOOP("TournamentText", 'format %1: choose one of %2'),
    TournamentCode.TABLE_SIZES_NONSENSE: QT_TRANSLATE_NOOP("TournamentText", 'table sizes %1..%2 make no sense'),
    TournamentCode.ADVANCE_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'advance %1: must be 1..%2'),
    TournamentCode.SWISS_ROUNDS_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'swiss rounds before the final: %1; at least one'),
    TournamentCode.FINAL_SIZE_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'players in the final: %1; choose 2..%2'),
    TournamentCode.FINAL_TABLE_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'seats at a final table: %1; choose 2..%2'),
    TournamentCode.GROUPS_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'groups: %1; choose 1..%2'),
    TournamentCode.GROUP_ADVANCE_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'players going on from each group: %1; at least one, and two in all'),
    TournamentCode.KNOCKOUT_TABLE_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'seats at a knock-out table: %1; choose 2..%2'),
    TournamentCode.GROUPS_TOO_SMALL: QT_TRANSLATE_NOOP("TournamentText", '%1 players in %2 groups leave a group of %3: too few for %4 to go on from it'),
    TournamentCode.MATCH_GAMES_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'games per match: %1; choose 1..%2'),
    TournamentCode.MATCH_KIND: QT_TRANSLATE_NOOP("TournamentText", 'match %1: choose one of %2'),
    TournamentCode.MATCH_FIRST_MOVE: QT_TRANSLATE_NOOP("TournamentText", 'first move %1: choose one of %2'),
    TournamentCode.BEST_OF_EVEN: QT_TRANSLATE_NOOP("TournamentText", 'a best-of match needs an odd number of games, not %1'),
    TournamentCode.TABLE_SIZES_FIXED: QT_TRANSLATE_NOOP("TournamentText", 'table sizes are fixed once round 1 is seated'),
    TournamentCode.TOO_FEW_SEATS: QT_TRANSLATE_NOOP("TournamentText", 'tables of %1 seats: %2 go on from each, need more seats'),
    TournamentCode.GAME_SETTINGS: QT_TRANSLATE_NOOP("TournamentText", 'game settings: %1'),
    TournamentCode.PRESET_UNKNOWN: QT_TRANSLATE_NOOP("TournamentText", 'preset %1: choose one of %2'),
    TournamentCode.TIEBREAK_NAMES: QT_TRANSLATE_NOOP("TournamentText", 'tie-breaks must be distinct names from %1, not %2'),
    TournamentCode.POINTS_ROW: QT_TRANSLATE_NOOP("TournamentText", 'points for %1 seats: need %1 numbers, got %2'),
    TournamentCode.NOT_WITHDRAWN: QT_TRANSLATE_NOOP("TournamentText", '%1 has not withdrawn: nothing to reinstate'),
    TournamentCode.POINTS_ORDER: QT_TRANSLATE_NOOP("TournamentText", "points for %1 seats: rank %2 gets %3, more than rank %4's %5"),
    TournamentCode.SCORING_KEY: QT_TRANSLATE_NOOP("TournamentText", 'unknown scoring key %1'),
    TournamentCode.EMPTY_NAME: QT_TRANSLATE_NOOP("TournamentText", 'empty name'),
    TournamentCode.NAME_CANNOT_BE_EMPTY: QT_TRANSLATE_NOOP("TournamentText", 'a name cannot be empty'),
    TournamentCode.ALREADY_REGISTERED: QT_TRANSLATE_NOOP("TournamentText", '%1 is already registered'),
    TournamentCode.NO_PLAYER: QT_TRANSLATE_NOOP("TournamentText", 'no player named %1'),
    TournamentCode.NO_ROUND: QT_TRANSLATE_NOOP("TournamentText", 'no round %1'),
    TournamentCode.NO_TABLE: QT_TRANSLATE_NOOP("TournamentText", 'round %1 has no table %2'),
    TournamentCode.ROUND_NOT_FINISHED: QT_TRANSLATE_NOOP("TournamentText", 'round %1 is not finished: no result yet for table(s) %3'),
    TournamentCode.TWO_PLAYERS_NEEDED: QT_TRANSLATE_NOOP("TournamentText", 'need at least two players to seat a round'),
    TournamentCode.KNOCKOUT_OVER: QT_TRANSLATE_NOOP("TournamentText", 'the knock-out is over: the final has been played'),
    TournamentCode.FINAL_PLAYED: QT_TRANSLATE_NOOP("TournamentText", 'the final has been played: the tournament is over'),
    TournamentCode.ROUND_ROBIN_OVER: QT_TRANSLATE_NOOP("TournamentText", 'the round robin is over: every player has met every other'),
    TournamentCode.ROUND_ROBIN_LATE: QT_TRANSLATE_NOOP("TournamentText", "registered after round 1, so not in the round robin's schedule: %1. Withdraw them to seat the next round"),
    TournamentCode.NOT_SEATED_THERE: QT_TRANSLATE_NOOP("TournamentText", 'table %1: %2 is not seated there'),
    TournamentCode.NO_ROUND_TO_DELETE: QT_TRANSLATE_NOOP("TournamentText", 'no round to delete'),
    TournamentCode.ROUND_HAS_RESULTS: QT_TRANSLATE_NOOP("TournamentText", 'round %1 already has results'),
    TournamentCode.TABLE_HAS_RESULT: QT_TRANSLATE_NOOP("TournamentText", 'round %1 table %2 already has a result'),
    TournamentCode.SEAT_RANGE: QT_TRANSLATE_NOOP("TournamentText", 'table %1 has seats 1..%2, not %3'),
    TournamentCode.PLAYED_AT_DECIDED_TABLE: QT_TRANSLATE_NOOP("TournamentText", '%1 played at table %2, which has a result'),
    TournamentCode.NOT_A_RANDOM_DRAW: QT_TRANSLATE_NOOP("TournamentText", 'round %1 was not a random draw'),
    TournamentCode.GAME_NOT_OVER: QT_TRANSLATE_NOOP("TournamentText", 'the game is not over (%1 events, %2 to move)'),
    TournamentCode.RECORD_PLAYERS_DIFFER: QT_TRANSLATE_NOOP("TournamentText", "the record's players (%1) are not those seated at %2 (%3)"),
    TournamentCode.RECORD_RANKS_ONLY: QT_TRANSLATE_NOOP("TournamentText", 'the record ranks only %1'),
    TournamentCode.HAS_RESULT: QT_TRANSLATE_NOOP("TournamentText", '%1 already has a result'),
    TournamentCode.NO_TABLE_FITS: QT_TRANSLATE_NOOP("TournamentText", 'no table without a result seats exactly %1'),
    TournamentCode.MATCH_FIRST_MOVER: QT_TRANSLATE_NOOP("TournamentText", "game %1 of the match at %2: %3 moves first by the match's rule, not %4"),
    TournamentCode.MATCH_DECIDED: QT_TRANSLATE_NOOP("TournamentText", 'the match at %1 is decided already'),
    TournamentCode.MATCH_NO_REPLACE: QT_TRANSLATE_NOOP("TournamentText", '%1 plays a match: take back its last game, then record it again'),
    TournamentCode.MATCH_NO_GAMES: QT_TRANSLATE_NOOP("TournamentText", 'the match at %1 has no game to take back'),
    TournamentCode.PAPER_PLAYERS_DIFFER: QT_TRANSLATE_NOOP("TournamentText", "the sheet's players (%1) are not those seated at %2 (%3)"),
    TournamentCode.PAPER_RANKS: QT_TRANSLATE_NOOP("TournamentText", '%1: the ranks must be 1 to %2, each once (given %3)'),
    TournamentCode.PAPER_NEGATIVE: QT_TRANSLATE_NOOP("TournamentText", '%1: %2 cannot be negative'),
    TournamentCode.PAPER_PRIME: QT_TRANSLATE_NOOP("TournamentText", '%1: %2 is not a prime number'),
    TournamentCode.CORRECTION_WHO: QT_TRANSLATE_NOOP("TournamentText", 'say who makes the correction'),
    TournamentCode.CORRECTION_NO_RESULT: QT_TRANSLATE_NOOP("TournamentText", '%1 has no result to correct'),
    TournamentCode.CORRECTION_SAME: QT_TRANSLATE_NOOP("TournamentText", '%1: the corrected result is the same as the recorded one'),
    JournalCode.AT_LINE: QT_TRANSLATE_NOOP("ConsoleText", '%1, line %2: %3'),
    JournalCode.IN_FILE: QT_TRANSLATE_NOOP("ConsoleText", '%1: %2'),
    JournalCode.CANNOT_READ: QT_TRANSLATE_NOOP("ConsoleText", 'cannot read the journal %1: %2'),
    JournalCode.NOT_AN_ENTRY: QT_TRANSLATE_NOOP("ConsoleText", 'not a journal entry (%1)'),
    JournalCode.NOT_UTF8: QT_TRANSLATE_NOOP("ConsoleText", 'not UTF-8 text'),
    JournalCode.STARTS_WITH_GAME: QT_TRANSLATE_NOOP("ConsoleText", 'a journal starts with its game'),
    JournalCode.OTHER_FORMAT: QT_TRANSLATE_NOOP("ConsoleText", 'journal format %1; this console reads %2'),
    JournalCode.UNDO_NOTHING: QT_TRANSLATE_NOOP("ConsoleText", 'undo with no event to take back'),
    JournalCode.UNKNOWN_KIND: QT_TRANSLATE_NOOP("ConsoleText", 'unknown entry kind %1'),
    JournalCode.EMPTY: QT_TRANSLATE_NOOP("ConsoleText", 'the journal is empty'),
    JournalCode.ENTRY_OBJECT: QT_TRANSLATE_NOOP("ConsoleText", 'an entry must be an object with a kind'),
    JournalCode.ENTRY_NEEDS: QT_TRANSLATE_NOOP("ConsoleText", 'a %1 entry needs %2'),
    JournalCode.CLOCKS_OBJECT: QT_TRANSLATE_NOOP("ConsoleText", "'clocks' must be an object"),
    JournalCode.CLOCK_BANKS_OBJECT: QT_TRANSLATE_NOOP("ConsoleText", "the clocks' 'banks' must be an object"),
    JournalCode.CLOCK_TIMES: QT_TRANSLATE_NOOP("ConsoleText", 'clock times must be finite numbers of seconds, 0 or more'),
    JournalCode.EVENT_ACTION: QT_TRANSLATE_NOOP("ConsoleText", 'an event needs its action'),
    JournalCode.BANKS_OBJECT: QT_TRANSLATE_NOOP("ConsoleText", "'banks' must be an object"),
    JournalCode.NO_FREE_JOURNAL: QT_TRANSLATE_NOOP("ConsoleText", 'no free autosave journal beside %1: this console keeps no autosave'),
    AnalysisCode.TANHINMIN_HAND_BELOW_ONE: QT_TRANSLATE_NOOP("AnalysisText", "%1's hand: strength %2 is below 1"),
    AnalysisCode.TANHINMIN_FIELD_NEGATIVE: QT_TRANSLATE_NOOP("AnalysisText", 'field: strength %1 is negative'),
    AnalysisCode.TANHINMIN_CANNOT_BEAT: QT_TRANSLATE_NOOP("AnalysisText", 'cannot play %1 on a field of %2'),
    AnalysisCode.TANHINMIN_NOT_HELD: QT_TRANSLATE_NOOP("AnalysisText", 'the mover holds no card of strength %1'),
    AnalysisCode.TANHINMIN_NOT_WHOLE: QT_TRANSLATE_NOOP("AnalysisText", '%1 (token %2) is not a whole number'),
    AnalysisCode.TANHINMIN_BELOW_ONE: QT_TRANSLATE_NOOP("AnalysisText", 'strength %1 (token %2) must be at least 1'),
    AnalysisCode.TANHINMIN_PARAMETER: QT_TRANSLATE_NOOP("AnalysisText", 'strategy parameter c=%1 must satisfy 0 <= c <= %2=%3'),
    AnalysisCode.TANHINMIN_C0_RANGE: QT_TRANSLATE_NOOP("AnalysisText", "c0=%1 must satisfy 0 <= c0 < %2 (the mover's cards)"),
    AnalysisCode.TANHINMIN_C1_RANGE: QT_TRANSLATE_NOOP("AnalysisText", "c1=%1 must satisfy 0 <= c1 < %2 (the opponent's cards)"),
    AnalysisCode.TANHINMIN_CONDITION_OUTSIDE: QT_TRANSLATE_NOOP("AnalysisText", 'condition (%1, %2) is outside the table'),
    AnalysisCode.TANHINMIN_EMPTY_HAND: QT_TRANSLATE_NOOP("AnalysisText", 'both hands must hold at least one card'),
    AnalysisCode.TANHINMIN_GAME_OVER: QT_TRANSLATE_NOOP("AnalysisText", 'the game is over'),
    AnalysisCode.TANHINMIN_ILLEGAL: QT_TRANSLATE_NOOP("AnalysisText", '%1 is not a legal play here'),
    AnalysisCode.TANHINMIN_FILE_LINES: QT_TRANSLATE_NOOP("AnalysisText", "a hands file holds two lines, the mover's strengths and then the opponent's; this one has %1 line(s) with strengths"),
    AnalysisCode.TANHINMIN_FILE_LINE: QT_TRANSLATE_NOOP("AnalysisText", 'line %1: %2'),
    AnalysisCode.TANHINMIN_ONE_SIDE: QT_TRANSLATE_NOOP("AnalysisText", 'give the target of exactly one player (c0 or c1)'),
    AnalysisCode.TANHINMIN_FILE_MISSING: QT_TRANSLATE_NOOP("AnalysisText", '%1: no such file'),
    AnalysisCode.TANHINMIN_FILE_FOLDER: QT_TRANSLATE_NOOP("AnalysisText", '%1: is a folder, not a file'),
    AnalysisCode.TANHINMIN_FILE_UNREADABLE: QT_TRANSLATE_NOOP("AnalysisText", '%1: cannot be read (%2)'),
    AnalysisCode.TANHINMIN_FILE_TOO_LARGE: QT_TRANSLATE_NOOP("AnalysisText", '%1: larger than %2 MB'),
    AnalysisCode.TANHINMIN_FILE_NOT_TEXT: QT_TRANSLATE_NOOP("AnalysisText", '%1: not UTF-8 text (byte %2)'),
    AnalysisCode.HEXAD_NOT_A_SQUARE: QT_TRANSLATE_NOOP("AnalysisText", 'token %1 %2: not a square number (0-11)'),
    AnalysisCode.HEXAD_OUT_OF_RANGE: QT_TRANSLATE_NOOP("AnalysisText", 'token %1 %2: square out of range 0-11'),
    AnalysisCode.HEXAD_TWO_COINS: QT_TRANSLATE_NOOP("AnalysisText", 'token %1 %2: square %3 holds two coins'),
    AnalysisCode.HEXAD_COIN_COUNT: QT_TRANSLATE_NOOP("AnalysisText", '%1 coins given (%2); the hexad game has 6'),
    AnalysisCode.HEXAD_SUM_TOO_SMALL: QT_TRANSLATE_NOOP("AnalysisText", 'the squares %1 sum to %2, below 21: not a hexad-game position'),
    AnalysisCode.HEXAD_NOT_A_POSITION: QT_TRANSLATE_NOOP("AnalysisText", '%1 is not a hexad-game position'),
    AnalysisCode.HEXAD_COMPUTERS_TURN: QT_TRANSLATE_NOOP("AnalysisText", "it is the computer's turn"),
    AnalysisCode.HEXAD_ONLY_FRESH: QT_TRANSLATE_NOOP("AnalysisText", 'the computer can only be asked to start a fresh game'),
    AnalysisCode.HEXAD_YOUR_TURN: QT_TRANSLATE_NOOP("AnalysisText", 'it is your turn'),
    AnalysisCode.HEXAD_ILLEGAL_MOVE: QT_TRANSLATE_NOOP("AnalysisText", 'moving the coin on %1 to %2 is not a legal move'),
    AnalysisCode.HEXAD_NOTHING_TO_UNDO: QT_TRANSLATE_NOOP("AnalysisText", 'there is no move to take back'),
    AnalysisCode.NUMBER_FROM_ONE: QT_TRANSLATE_NOOP("AnalysisText", 'plays make numbers from 1 up, not %1'),
    AnalysisCode.JOKER_NEEDS_VALUE: QT_TRANSLATE_NOOP("AnalysisText", 'joker "%1" needs a value (X=0 … X=13) inside a play'),
    AnalysisCode.NO_CARDS: QT_TRANSLATE_NOOP("AnalysisText", 'no cards'),
}

# How a translated sentence is closed ("%1." in English, "%1。" in Japanese).
SENTENCE = QT_TRANSLATE_NOOP("EngineText", "%1.")


def render(reason: Reason) -> str:
    """One reason in the current language (no closing full stop)."""
    if _speaks_english():  # no catalog for this language: the engine's own English
        return english(reason)
    template = QCoreApplication.translate(_CONTEXT_OF[type(reason.code)], CATALOG[reason.code])
    return fill(template, *(_value(reason.get(name)) for name in parameter_names(reason.code)))


def fill(template: str, *values: object) -> str:
    """``template`` with ``%1`` … ``%9`` replaced by ``values`` in one pass, so a value
    holding "%2" (a player may be named so) is never replaced again."""
    shown = [str(v) for v in values]
    return re.sub(r"%(\d)", lambda m: shown[int(m.group(1)) - 1] if int(m.group(1)) <= len(shown) else m.group(0),
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


def render_error(error: BaseException) -> str:
    """An error in the current language: its reason where it carries one (the engine's
    and the tournament's errors do), else its own words (an operating system's)."""
    reason = getattr(error, "reason", None)
    if isinstance(reason, Reason):
        return render(reason)
    return getattr(error, "strerror", None) or str(error)


def catalog_source(code: ReasonCode) -> str:
    """The catalog entry of ``code``: its template with ``%1`` … for the parameters in
    order of first use, and ``card(s)`` for a word whose number the English picks."""
    names = parameter_names(code)

    def put(match: re.Match[str]) -> str:
        name, one, _many = match.groups()
        return f"{one}(s)" if one is not None else f"%{names.index(name) + 1}"

    return re.sub(r"\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}", put, code.template)


def _speaks_english() -> bool:
    # A catalog closes sentences its own way ("%1。"); without one the source comes back.
    return QCoreApplication.translate(CONTEXT, SENTENCE) == SENTENCE


def _value(value: Any) -> str:
    return render(value) if isinstance(value, Reason) else str(value)
