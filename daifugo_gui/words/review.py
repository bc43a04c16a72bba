"""The words of a game's review read out for players (``daifugo review``, the phones' review
section), each with its English; the Japanese is in the Qt catalog (context
``ReviewText``) and, for the Qt-free analysis, in the generated ``words/japanese.py``."""

from __future__ import annotations

from daifugo_gui.words.word import Word

CONTEXT = "ReviewText"


class ReviewWord(Word):
    """A word of the review; its value is the English, ``{name}`` a value filled in."""

    TITLE = "Review: {players}"
    BUDGET = "(each decision searched for up to {seconds} s; “at least” where the time ran out)"
    TURN = "#{n} {player}: {action}"
    HAND = "hand: {hand}"
    LEGAL = "legal plays: {count}"
    LEGAL_BOUND = "legal plays: at least {count}"
    GOING_OUT = "could go out: {play}"
    NO_GOING_OUT = "could not go out"
    NO_GOING_OUT_FOUND = "no going out found"
    BEST = "recommended: {play} ({why})"
    BEST_PASS = "recommended: pass ({why})"
    NOTES = "notes: {notes}"
    LIST_SEPARATOR = ", "  # between the notes of one decision (、 in Japanese)
    SUMMARY = "Summary"
    SUMMARY_ROW = (
        "{player}: {turns} decisions, {fouls} fouls, {missed} missed going out, {fouls_legal} fouls with a legal play, {passes_legal} passes with a legal play"
    )
    PLAY = "played {field}"
    PLAY_FACTORS = "played {field} = {factors}"
    PASS = "passed"
    DRAW = "drew"
    TIMEOUT = "ran out of time"
    PRIME = "prime"
    GROTHENDIECK_CUT = "Grothendieck cut"
    INFINITY = "infinity"
    RAMANUJAN_REVOLUTION = "Ramanujan revolution"
    COMPOSITE = "composite"
    FOUL = "foul"
    CANNOT_PLAY = "cannot be played"
    DRAWN = "drawn"
    FORCED_PASS = "forced pass"
    DISQUALIFIED = "disqualified"
    MISSED_GOING_OUT = "missed going out"
    FOUL_WITH_A_LEGAL_PLAY = "fouled holding a legal play"
    PASS_WITH_A_LEGAL_PLAY = "passed holding a legal play"
    MISSED_CUT_57 = "a cut (57) was there"
    MISSED_REVOLUTION_1729 = "a revolution (1729) was there"
    RULE_GOING_OUT = "it goes out"
    RULE_TANHINMIN = "optimal by Tanhinmin theory"
    RULE_TANHINMIN_PASS = "passing is optimal by Tanhinmin theory"
    RULE_MOST_CARDS = "sheds the most cards"
    RULE_NO_PLAY = "no legal play"


# The ids the review hands over (an action, a verdict or result, a note) and the word each
# is read as; tests check every id the review can hand has one.
SAID: dict[str, ReviewWord] = {
    word.name.lower(): word
    for word in ReviewWord
    if word.name.lower() in {
        "play", "pass", "draw", "timeout", "prime", "grothendieck_cut", "infinity", "ramanujan_revolution",
        "composite", "foul", "cannot_play", "drawn", "forced_pass", "disqualified", "missed_going_out",
        "foul_with_a_legal_play", "pass_with_a_legal_play", "missed_cut_57", "missed_revolution_1729",
    }
}

RULES: dict[str, ReviewWord] = {
    "going_out": ReviewWord.RULE_GOING_OUT, "tanhinmin": ReviewWord.RULE_TANHINMIN,
    "tanhinmin_pass": ReviewWord.RULE_TANHINMIN_PASS, "most_cards": ReviewWord.RULE_MOST_CARDS,
    "no_play": ReviewWord.RULE_NO_PLAY,
}
"""Why the review recommends a play (``analysis.review.RULE_*``)."""
