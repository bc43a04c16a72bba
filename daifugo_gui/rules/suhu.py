"""The community notation of Prime Daifugo games (数譜), read and written.

Tournament records (PQCS, 金剛戦) and the public record database write a game one turn
per line::

    ### any title | game 1 | Aki vs Ben | ...     optional header, starts a new game
    Aki:(5624A9Q7QAK)                              initial hands, in turn order
    Ben:(2T8KJ75336X)
    Aki:D(5)57[GC]                                 draw a 5, play 5 7: Grothendieck cut
    Aki:KQ=2^5*4A                                  play K Q with the factor field 2^5 * 41
    Ben:D(Q)KX=TJQ*2335678|X=K,P(JAJTKJ489X96)     a joker worth K; a foul, penalty drawn
    Aki:%                                          a pass (``%%``: a time-out pass)
    Aki:6Q9A#                                      went out

Cards are single letters (``A 2–9 T J Q K X``). ``|X=v`` gives the jokers' values in the
order they appear; ``,P(...)`` lists the cards drawn after a foul; ``[GC]`` ``[RR]``
``[IN]`` and ``#`` are the judge's findings (cut, revolution, ∞, went out).

Reading gives ``prime-daifugo-record/1`` records with partial knowledge (hands known,
the deck hidden, drawn and penalty cards named). The findings are not input: the engine
makes its own, and :func:`findings` lists the recorded ones so they can be compared.
Writing replays the record and writes the engine's findings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping

from daifugo_gui.rules.cards import CardTextError, parse_factor_field, parse_tokens
from daifugo_gui.rules.errors import RecordError, RuleViolation

# The settings the recorded two-player tournaments play (R10a: the short deck is drawn).
TOURNAMENT_SETTINGS: dict[str, Any] = {"short_deck": "draw_what_is_left", "on_timeout": "pass"}

LETTER_VALUES = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13, **{str(d): d for d in range(2, 10)}}
JOKER_VALUES = {**LETTER_VALUES, "0": 0, "1": 1}
VALUE_LETTERS = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K", **{d: str(d) for d in range(2, 10)}}
TAGS = {"GC": "grothendieck_cut", "RR": "ramanujan_revolution", "IN": "infinity"}
TAG_OF_VERDICT = {verdict: tag for tag, verdict in TAGS.items()}
MAX_LINE = 2000  # a turn line longer than any real play; longer input is refused, not parsed


class SuhuError(RecordError):
    """A line of 数譜 that does not read; the message names the line and column."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column


@dataclass(frozen=True)
class Turn:
    """One turn line, as written."""

    player: str
    drew: str | None = None  # the card letter drawn first (``D(c)``)
    action: str = "play"  # "play", "pass" or "timeout"
    field: str = ""  # card letters
    factors: str | None = None  # letters with * and ^
    joker_values: tuple[str, ...] = ()
    penalty: str | None = None  # letters drawn after a foul ("" when the deck was empty)
    tags: tuple[str, ...] = ()
    went_out: bool = False
    line: int = 0

    def moves(self) -> str:
        """The line without the judge's findings (tags, ``#``): what was done."""
        text = f"D({self.drew})" if self.drew else ""
        if self.action == "pass":
            return text + "%"
        if self.action == "timeout":
            return text + "%%"
        text += self.field
        if self.factors is not None:
            text += "=" + self.factors
        text += "".join(f"|X={v}" for v in self.joker_values)
        if self.penalty is not None:
            text += f",P({self.penalty})"
        return text

    def text(self) -> str:
        return self.moves() + "".join(f"[{t}]" for t in self.tags) + ("#" if self.went_out else "")


@dataclass
class SuhuGame:
    """A game in 数譜: a title, the hands in turn order, and the turns."""

    title: str = ""
    hands: dict[str, str] = field(default_factory=dict)  # player -> card letters
    turns: list[Turn] = field(default_factory=list)

    @property
    def players(self) -> list[str]:
        return list(self.hands)

    def text(self) -> str:
        lines = [f"### {self.title}"] if self.title else []
        lines += [f"{p}:({h})" for p, h in self.hands.items()]
        lines += [f"{t.player}:{t.text()}" for t in self.turns]
        return "\n".join(lines) + "\n"


# --- reading ----------------------------------------------------------------------------------

_CARD = "A2-9TJQKX"
_TURN_RE = re.compile(
    rf"(?:D\((?P<drew>[{_CARD}])\))?"
    rf"(?:(?P<timeout>%%)|(?P<pass>%)|(?P<field>[{_CARD}]+)(?:=(?P<factors>[{_CARD}*^]+))?"
    r"(?P<jokers>(?:\|X=[0-9TJQKA])*)"
    rf"(?:,P\((?P<penalty>[{_CARD}]*)\))?)"
    r"(?P<tags>(?:\[(?:GC|RR|IN)\])*)"
    r"(?P<out>#)?"
)
_HAND_RE = re.compile(rf"\((?P<hand>[{_CARD}]*)\)")


def parse_suhu(text: str) -> list[SuhuGame]:
    """Every game in a 数譜 text. Bad lines raise :class:`SuhuError` with line and column."""
    games: list[SuhuGame] = []
    current: SuhuGame | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            continue
        if len(line) > MAX_LINE:
            raise SuhuError(f"the line is longer than {MAX_LINE} characters", number, MAX_LINE + 1)
        if line.startswith("#"):
            current = SuhuGame(title=line.lstrip("#").strip())
            games.append(current)
            continue
        name, colon, body = line.partition(":")
        if not colon or not name.strip():
            raise SuhuError('expected "name:" at the start of the line', number, 1)
        name = name.strip()
        column = len(raw) - len(raw.lstrip()) + len(name) + 2
        if current is None or (current.turns and body.startswith("(")):
            current = SuhuGame()
            games.append(current)
        if body.startswith("("):
            hand = _HAND_RE.fullmatch(body)
            if hand is None:
                at = _first_bad(body[1:], _CARD)
                if at is not None:
                    raise SuhuError(f'"{body[1 + at]}" is not a card letter', number, column + 1 + at)
                raise SuhuError("a hand is written as (cards)", number, column)
            if name in current.hands:
                raise SuhuError(f'a second hand for "{name}"', number, 1)
            current.hands[name] = hand.group("hand")
            continue
        if name not in current.hands:
            raise SuhuError(f'"{name}" has no hand in this game', number, 1)
        current.turns.append(_parse_turn(name, body, number, column))
    for game in games:
        if len(game.hands) < 2:
            raise SuhuError("a game needs the hands of at least two players", 1, 1)
    if not games:
        raise SuhuError("no game found", 1, 1)
    return games


def _parse_turn(name: str, body: str, number: int, column: int) -> Turn:
    match = _TURN_RE.match(body)
    if match is None or match.end() != len(body):
        end = match.end() if match is not None else 0
        raise SuhuError(f'cannot read "{body[end:end + 12]}"', number, column + end)
    g = match.groupdict()
    jokers = tuple(re.findall(r"\|X=([0-9TJQKA])", g["jokers"] or ""))
    action = "timeout" if g["timeout"] else "pass" if g["pass"] else "play"
    if action == "play":
        written = (g["field"] or "") + (g["factors"] or "")
        if written.count("X") != len(jokers) and not (written == "X" and not jokers):
            raise SuhuError(
                f"{written.count('X')} joker(s) in the play but {len(jokers)} value(s) after |X=",
                number,
                column + match.start("jokers"),
            )
    return Turn(
        player=name,
        drew=g["drew"],
        action=action,
        field=g["field"] or "",
        factors=g["factors"],
        joker_values=jokers,
        penalty=g["penalty"],
        tags=tuple(re.findall(r"\[(GC|RR|IN)\]", g["tags"] or "")),
        went_out=bool(g["out"]),
        line=number,
    )


def _first_bad(body: str, allowed: str) -> int | None:
    """The index of the first character that is not allowed (a closing ")" ends the check)."""
    for index, char in enumerate(body):
        if char == ")":
            return None
        if not re.fullmatch(f"[{allowed}]", char):
            return index
    return None


# --- 数譜 <-> record -----------------------------------------------------------------------------


def _card_text(letters: str) -> str:
    """Card letters to the contract's card text (T stays readable as 10)."""
    return " ".join("10" if c == "T" else c for c in letters)


def _with_jokers(letters: str, values: list[str]) -> str:
    out = []
    for c in letters:
        if c == "X" and values:
            out.append(f"X={values.pop(0)}")
        else:
            out.append("10" if c == "T" else c)
    return " ".join(out)


def _factor_text(letters: str, values: list[str]) -> str:
    groups = []
    for group in letters.split("*"):
        groups.append(" ^ ".join(_with_jokers(part, values) for part in group.split("^")))
    return " * ".join(groups)


def turn_events(turn: Turn) -> list[dict[str, Any]]:
    """The record events of one turn line (a draw, then a play, a pass or a time-out)."""
    events: list[dict[str, Any]] = []
    if turn.drew:
        events.append({"player": turn.player, "action": "draw", "card": _card_text(turn.drew)})
    if turn.action != "play":
        events.append({"player": turn.player, "action": turn.action})
        return events
    values = list(turn.joker_values)
    event: dict[str, Any] = {"player": turn.player, "action": "play"}
    event["field"] = _with_jokers(turn.field, values)
    if turn.factors is not None:
        event["factors"] = _factor_text(turn.factors, values)
    if turn.penalty is not None:
        event["penalty_cards"] = _card_text(turn.penalty)
    events.append(event)
    return events


def to_record(game: SuhuGame, settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A ``prime-daifugo-record/1`` record of a 数譜 game (hands known, deck hidden)."""
    record: dict[str, Any] = {
        "format": "prime-daifugo-record/1",
        "settings": dict(TOURNAMENT_SETTINGS if settings is None else settings),
        "players": game.players,
        "hands": {p: _card_text(h) for p, h in game.hands.items()},
        "events": [e for turn in game.turns for e in turn_events(turn)],
    }
    if game.title:
        record["meta"] = {"title": game.title}
    return record


def findings(game: SuhuGame) -> list[tuple[int, str]]:
    """What the real judge ruled on each play line: (line, verdict or "pass"/"forced_pass").

    A ``P(...)`` is a foul; ``=`` a composite play; a tag its verdict; otherwise a prime.
    """
    out = []
    for turn in game.turns:
        if turn.action == "pass":
            out.append((turn.line, "pass"))
        elif turn.action == "timeout":
            out.append((turn.line, "forced_pass"))
        elif turn.penalty is not None:
            out.append((turn.line, "foul"))
        elif turn.tags:
            out.append((turn.line, TAGS[turn.tags[-1]]))
        elif turn.factors is not None:
            out.append((turn.line, "composite"))
        else:
            out.append((turn.line, "prime"))
    return out


def _letters(text: str, joker_values: list[str]) -> str:
    """Contract card text (a play or a hand) to card letters; joker values collected."""
    letters = []
    for token in parse_tokens(text):
        if token.card.is_joker:
            letters.append("X")
            if token.declared is not None:
                joker_values.append(VALUE_LETTERS.get(token.declared, str(token.declared)))
        else:
            letters.append(VALUE_LETTERS[token.card.rank])
    return "".join(letters)


def _factor_letters(text: str, joker_values: list[str]) -> str:
    factor_field = parse_factor_field(text)
    groups = []
    for group in factor_field.groups:
        parts = []
        for part in group.parts:
            parts.append(_letters(" ".join(t.text() for t in part), joker_values))
        groups.append("^".join(parts))
    return "*".join(groups)


def from_record(record: Mapping[str, Any]) -> SuhuGame:
    """A record as 数譜, with the engine's findings (replayed as far as the record goes).

    The notation writes only the hands, draws, plays, passes and time-outs; a record with
    other events (a disqualification, discards, a stop), without the hands, or with a
    drawn card nobody knows has no 数譜 form and raises :class:`RecordError`.
    """
    from daifugo_gui.rules.record import load_record

    hands = record.get("hands")
    if not isinstance(hands, Mapping):
        raise RecordError("数譜 needs the initial hands: this record has none")
    engine = load_record(record).new_game()
    replaying = True
    game = SuhuGame(title=str((record.get("meta") or {}).get("title", "")))
    try:
        for player in record["players"]:
            game.hands[player] = _letters(hands[player], [])
        pending: dict[str, Any] = {}
        for number, event in enumerate(record.get("events", []), start=1):
            action = event.get("action")
            player = event.get("player", "")
            top = engine.deck()[0] if replaying and action == "draw" and engine.deck_count else None
            outcome = None
            if replaying:
                try:
                    outcome = engine.apply(event)
                except (RuleViolation, RecordError):
                    replaying = False  # write the moves on, without findings
            if action == "draw":
                card = event.get("card") or (top.text() if top is not None and top.rank >= 0 else None)
                if card is None:
                    raise RecordError(f"event {number}: 数譜 names every card drawn; this one is not known")
                pending = {"player": player, "drew": _letters(card, [])}
                continue
            if action not in ("play", "pass", "timeout"):
                raise RecordError(f'event {number}: "{action}" has no 数譜 form')
            drew = pending.get("drew") if pending.get("player") == player else None
            pending = {}
            game.turns.append(_turn_of(event, player, drew, outcome))
        if pending:
            raise RecordError("the record ends on a draw: 数譜 has no line for a draw alone")
    except (CardTextError, KeyError, TypeError) as bad:
        raise RecordError(f"cannot write this record as 数譜: {bad}") from None
    return game


def _turn_of(event: Mapping[str, Any], player: str, drew: str | None, outcome: Any) -> Turn:
    action = event["action"]
    result = getattr(outcome, "result", None)
    if action != "play":
        return Turn(player=player, drew=drew, action=action)
    values: list[str] = []
    field_letters = _letters(event["field"], values)
    factors = event.get("factors")
    factor_letters = _factor_letters(factors, values) if factors else None
    penalty = event.get("penalty_cards")
    penalty_letters = _letters(penalty, []) if penalty is not None else None
    if result == "foul" and penalty_letters is None:
        penalty_letters = None  # counted: the cards drawn are not known
    tags: tuple[str, ...] = ()
    tag = TAG_OF_VERDICT.get(result or "")
    if tag:
        tags = (tag,)
    went_out = bool(outcome is not None and player in getattr(outcome, "went_out", ()))
    return Turn(
        player=player,
        drew=drew,
        field=field_letters,
        factors=factor_letters,
        joker_values=tuple(values),
        penalty=penalty_letters,
        tags=tags,
        went_out=went_out,
    )


@dataclass(frozen=True)
class Disagreement:
    """Where the engine and the real judge part: the line, and what each ruled."""

    line: int
    text: str
    judge: str
    engine: str

    def __str__(self) -> str:
        return f"line {self.line} ({self.text}): the judge wrote {self.judge}, the engine rules {self.engine}"


def compare_with_judge(game: SuhuGame, settings: Mapping[str, Any] | None = None) -> Disagreement | None:
    """Replay a 数譜 game turn by turn and compare each ruling with the recorded one.

    The findings compared: the verdict of every play (``P(...)`` a foul, ``=`` a
    composite play, the tags, else a prime), passes and time-outs, and who went out
    (``#``). The first difference is returned; None when the whole game agrees.
    """
    from daifugo_gui.rules.record import load_record

    engine = load_record(to_record(game, settings)).new_game()
    for turn, (line, verdict) in zip(game.turns, findings(game)):
        try:
            outcomes = [engine.apply(event) for event in turn_events(turn)]
        except (RuleViolation, RecordError) as refused:
            return Disagreement(line, turn.text(), verdict, f"it refused: {refused}")
        last = outcomes[-1]
        if last.result != verdict:
            return Disagreement(line, turn.text(), verdict, last.result)
        if turn.went_out != (turn.player in last.went_out):
            judge = "went out" if turn.went_out else "still in"
            left = engine.hand_counts()[turn.player]
            return Disagreement(line, turn.text(), judge, f"still in with {left} cards" if left else "went out")
    if not engine.finished:
        return Disagreement(game.turns[-1].line if game.turns else 0, "", "game over", "the game goes on")
    return None


def event_text(event: Mapping[str, Any], result: str | None = None, went_out: bool = False) -> str:
    """One record event in 数譜, for the event log and the score sheet's move list.

    A draw stands alone (``D(5)``, or ``D(?)`` when its card is hidden); a foul whose
    penalty cards are hidden shows ``,P(…)``; a refused play ends in `` ×`` and a
    late-refusal time-out is ``%%!``. Events the notation has no form for keep the
    record's words (``discard 3 5``, ``declare …``, ``stop time``, ``disqualify``).
    """
    action = event.get("action")
    if action == "draw":
        card = event.get("card")
        return f"D({_safe_letters(card) if card else '?'})"
    if action == "pass":
        return "%"
    if action == "timeout":
        return "%%" + ("!" if event.get("late_refusal") else "")
    if action == "play":
        values: list[str] = []
        try:
            field_letters = _letters(str(event.get("field", "")), values)
            factors = event.get("factors")
            factor_letters = _factor_letters(factors, values) if factors else None
        except CardTextError:
            return f"{event.get('field', '')}"
        penalty = event.get("penalty_cards")
        penalty_letters = _safe_letters(penalty) if penalty is not None else ("…" if result == "foul" else None)
        tag = TAG_OF_VERDICT.get(result or "")
        text = Turn(
            player=str(event.get("player", "")),
            field=field_letters,
            factors=factor_letters,
            joker_values=tuple(values),
            penalty=penalty_letters,
            tags=(tag,) if tag else (),
            went_out=went_out,
        ).text()
        return text + (" ×" if result == "cannot_play" else "")
    if action == "stop":
        return f"stop {event.get('reason', 'time')}"
    cards = event.get("cards")
    return f"{action} {cards}" if cards else str(action)


def _safe_letters(text: str) -> str:
    try:
        return _letters(text, [])
    except CardTextError:
        return text
