"""The review read out for players, in Japanese or English (``daifugo review``, the phones).

Its words are :class:`~daifugo_gui.words.ReviewWord` members: the English in
``words/review.py``, the Japanese in the Qt catalog, read here without Qt (docs/i18n.md).
"""

from __future__ import annotations

from daifugo_gui.analysis.review import GameReview, NamedPlay, TurnReview
from daifugo_gui.words import LANGS, ReviewWord, Wording
from daifugo_gui.words.review import RULES, SAID

__all__ = ["LANGS", "review_lines", "turn_lines"]

def _said(w: Wording[ReviewWord], said: str) -> str:
    """An action, verdict or note the review hands over, in words (an id without a word
    as it is)."""
    word = SAID.get(said)
    return w[word] if word is not None else said


def _play(play: NamedPlay, words: Wording[ReviewWord]) -> str:
    text = play.field if play.factors is None else f"{play.field} = {play.factors}"
    verdict = _said(words, play.verdict) if play.verdict else ""
    return f"{text} ({verdict})" if verdict else text


def turn_lines(turn: TurnReview, lang: str = "ja") -> list[str]:
    """One decision as a few short lines: what was done, the hand, the counts, the advice."""
    w = Wording(ReviewWord, lang)
    if turn.action == "play":
        if turn.factors:
            action = w.say(ReviewWord.PLAY_FACTORS, field=turn.played, factors=turn.factors)
        else:
            action = w.say(ReviewWord.PLAY, field=turn.played)
        action += f" ({_said(w, turn.verdict)})"
    else:
        action = w[SAID[turn.action]]
        if turn.verdict not in ("pass", "drawn"):
            action += f" ({_said(w, turn.verdict)})"
    lines = [w[ReviewWord.TURN].format(n=turn.event + 1, player=turn.player, action=action)]
    lines.append("  " + w[ReviewWord.HAND].format(hand=turn.hand))
    lines.append("  " + w[ReviewWord.LEGAL if turn.exhaustive else ReviewWord.LEGAL_BOUND].format(count=turn.legal_plays))
    if turn.going_out is not None:
        lines.append("  " + w[ReviewWord.GOING_OUT].format(play=_play(turn.going_out, w)))
    else:
        lines.append("  " + w[ReviewWord.NO_GOING_OUT if turn.exhaustive else ReviewWord.NO_GOING_OUT_FOUND])
    why = w[RULES[turn.rule]]
    if turn.best is not None:
        lines.append("  " + w[ReviewWord.BEST].format(play=_play(turn.best, w), why=why))
    else:
        lines.append("  " + w[ReviewWord.BEST_PASS].format(why=why))
    if turn.notes:
        notes = w[ReviewWord.LIST_SEPARATOR].join(_said(w, n) for n in turn.notes)
        lines.append("  " + w[ReviewWord.NOTES].format(notes=notes))
    return lines


def review_lines(review: GameReview, lang: str = "ja", seconds: float | None = None) -> list[str]:
    """The whole review as text lines, then the summary per player."""
    w = Wording(ReviewWord, lang)
    lines = [w[ReviewWord.TITLE].format(players=" / ".join(review.players))]
    if seconds is not None:
        lines.append(w[ReviewWord.BUDGET].format(seconds=f"{seconds:g}"))
    for turn in review.turns:
        lines.extend(turn_lines(turn, lang))
    lines.append("")
    lines.append(w[ReviewWord.SUMMARY])
    for name, s in review.summary.items():
        lines.append("  " + w[ReviewWord.SUMMARY_ROW].format(
            player=name, turns=s.turns, fouls=s.fouls, missed=s.missed_going_out,
            fouls_legal=s.fouls_with_a_legal_play, passes_legal=s.passes_with_a_legal_play,
        ))
    return lines
