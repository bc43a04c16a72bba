"""The review read out for players, in Japanese or English (``daifugo review``, the phones).

Outside Qt there is no translator, so, as the printed reports do, this small table is the
translation; every language carries every key (tests check).
"""

from __future__ import annotations

from daifugo_gui.analysis.review import GameReview, NamedPlay, TurnReview

LANGS = ("ja", "en")

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Review: {players}",
        "budget": "(each decision searched for up to {seconds} s; “at least” where the time ran out)",
        "turn": "#{n} {player}: {action}",
        "hand": "hand: {hand}",
        "legal": "legal plays: {count}",
        "legal_bound": "legal plays: at least {count}",
        "going_out": "could go out: {play}",
        "no_going_out": "could not go out",
        "no_going_out_found": "no going out found",
        "best": "recommended: {play} ({why})",
        "best_pass": "recommended: pass ({why})",
        "notes": "notes: {notes}",
        "summary": "Summary",
        "summary_row": "{player}: {turns} decisions, {fouls} fouls, {missed} missed going out, "
                       "{fouls_legal} fouls with a legal play, {passes_legal} passes with a legal play",
        # actions and verdicts (CONTRACTS.md words)
        "play": "played {field}",
        "play_factors": "played {field} = {factors}",
        "pass": "passed",
        "draw": "drew",
        "timeout": "ran out of time",
        "prime": "prime",
        "grothendieck_cut": "Grothendieck cut",
        "infinity": "infinity",
        "ramanujan_revolution": "Ramanujan revolution",
        "composite": "composite",
        "foul": "foul",
        "cannot_play": "cannot be played",
        "drawn": "drawn",
        "forced_pass": "forced pass",
        "disqualified": "disqualified",
        # notes
        "missed_going_out": "missed going out",
        "foul_with_a_legal_play": "fouled holding a legal play",
        "pass_with_a_legal_play": "passed holding a legal play",
        "missed_cut_57": "a cut (57) was there",
        "missed_revolution_1729": "a revolution (1729) was there",
        # why the recommended play
        "rule_going_out": "it goes out",
        "rule_tanhinmin": "optimal by Tanhinmin theory",
        "rule_tanhinmin_pass": "passing is optimal by Tanhinmin theory",
        "rule_most_cards": "sheds the most cards",
        "rule_no_play": "no legal play",
    },
    "ja": {
        "title": "感想戦: {players}",
        "budget": "(各手番の探索は最大 {seconds} 秒。時間切れの手番は「以上」)",
        "turn": "#{n} {player}: {action}",
        "hand": "手札: {hand}",
        "legal": "出せる手: {count} 通り",
        "legal_bound": "出せる手: {count} 通り以上",
        "going_out": "上がれた: {play}",
        "no_going_out": "上がれなかった",
        "no_going_out_found": "上がりは見つからず",
        "best": "推奨: {play} ({why})",
        "best_pass": "推奨: パス ({why})",
        "notes": "注記: {notes}",
        "summary": "まとめ",
        "summary_row": "{player}: 手番 {turns}、反則 {fouls}、上がり逃し {missed}、"
                       "出せる手があっての反則 {fouls_legal}、出せる手があってのパス {passes_legal}",
        "play": "{field} を出した",
        "play_factors": "{field} = {factors} を出した",
        "pass": "パス",
        "draw": "ドロー",
        "timeout": "時間切れ",
        "prime": "素数",
        "grothendieck_cut": "グロタンカット",
        "infinity": "無限",
        "ramanujan_revolution": "ラマヌジャン革命",
        "composite": "合成数出し",
        "foul": "反則",
        "cannot_play": "出せない",
        "drawn": "ドロー",
        "forced_pass": "強制パス",
        "disqualified": "失格",
        "missed_going_out": "上がり逃し",
        "foul_with_a_legal_play": "出せる手があっての反則",
        "pass_with_a_legal_play": "出せる手があってのパス",
        "missed_cut_57": "57 切りがあった",
        "missed_revolution_1729": "1729 革命があった",
        "rule_going_out": "上がれる",
        "rule_tanhinmin": "単貧民の理論で最善",
        "rule_tanhinmin_pass": "単貧民の理論ではパスが最善",
        "rule_most_cards": "最も多くの札を出せる",
        "rule_no_play": "出せる手なし",
    },
}


def _play(play: NamedPlay, words: dict[str, str]) -> str:
    text = play.field if play.factors is None else f"{play.field} = {play.factors}"
    verdict = words.get(play.verdict, play.verdict) if play.verdict else ""
    return f"{text} ({verdict})" if verdict else text


def turn_lines(turn: TurnReview, lang: str = "ja") -> list[str]:
    """One decision as a few short lines: what was done, the hand, the counts, the advice."""
    w = WORDS[lang]
    if turn.action == "play":
        key = "play_factors" if turn.factors else "play"
        action = w[key].format(field=turn.played, factors=turn.factors)
        action += f" ({w.get(turn.verdict, turn.verdict)})"
    else:
        action = w[turn.action]
        if turn.verdict not in ("pass", "drawn"):
            action += f" ({w.get(turn.verdict, turn.verdict)})"
    lines = [w["turn"].format(n=turn.event + 1, player=turn.player, action=action)]
    lines.append("  " + w["hand"].format(hand=turn.hand))
    lines.append("  " + w["legal" if turn.exhaustive else "legal_bound"].format(count=turn.legal_plays))
    if turn.going_out is not None:
        lines.append("  " + w["going_out"].format(play=_play(turn.going_out, w)))
    else:
        lines.append("  " + w["no_going_out" if turn.exhaustive else "no_going_out_found"])
    why = w["rule_" + turn.rule]
    if turn.best is not None:
        lines.append("  " + w["best"].format(play=_play(turn.best, w), why=why))
    else:
        lines.append("  " + w["best_pass"].format(why=why))
    if turn.notes:
        separator = "、" if lang == "ja" else ", "
        lines.append("  " + w["notes"].format(notes=separator.join(w[n] for n in turn.notes)))
    return lines


def review_lines(review: GameReview, lang: str = "ja", seconds: float | None = None) -> list[str]:
    """The whole review as text lines, then the summary per player."""
    w = WORDS[lang]
    lines = [w["title"].format(players=" / ".join(review.players))]
    if seconds is not None:
        lines.append(w["budget"].format(seconds=f"{seconds:g}"))
    for turn in review.turns:
        lines.extend(turn_lines(turn, lang))
    lines.append("")
    lines.append(w["summary"])
    for name, s in review.summary.items():
        lines.append("  " + w["summary_row"].format(
            player=name, turns=s.turns, fouls=s.fouls, missed=s.missed_going_out,
            fouls_legal=s.fouls_with_a_legal_play, passes_legal=s.passes_with_a_legal_play,
        ))
    return lines
