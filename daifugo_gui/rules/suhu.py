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
``[IN]`` and ``#`` are the judge's findings (cut, revolution, ∞, went out). A line with
only ``D(c)`` is a draw the turn went no further after; a header field ``key=value``
naming a record setting is that setting (docs/notation.md).

Reading gives ``prime-daifugo-record/1`` records with partial knowledge (hands known,
the deck hidden, drawn and penalty cards named). The findings are not input: the engine
makes its own, and :func:`findings` lists the recorded ones so they can be compared.
Writing replays the record and writes the engine's findings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from dataclasses import fields as dataclass_fields
from typing import Any, Iterable, Mapping, Sequence

from daifugo_gui.rules.cards import Card, CardTextError, parse_factor_field, parse_tokens
from daifugo_gui.rules.errors import RecordError, RuleViolation
from daifugo_gui.rules.events import Draw, Event, Pass, Play, Stop, Timeout, event_from_json, events_to_json
from daifugo_gui.rules.game import Outcome
from daifugo_gui.rules.holding import HIDDEN
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.results import Result
from daifugo_gui.rules.settings import OnTimeout, Settings, ShortDeck

# The settings the recorded two-player tournaments play (R10a: the short deck is drawn).
TOURNAMENT_SETTINGS: dict[str, Any] = {"short_deck": ShortDeck.DRAW_WHAT_IS_LEFT.value, "on_timeout": OnTimeout.PASS.value}

LETTER_VALUES = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13, **{str(d): d for d in range(2, 10)}}
JOKER_VALUES = {**LETTER_VALUES, "0": 0, "1": 1}
VALUE_LETTERS = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K", **{d: str(d) for d in range(2, 10)}}
TAGS = {"GC": Result.GROTHENDIECK_CUT, "RR": Result.RAMANUJAN_REVOLUTION, "IN": Result.INFINITY}
TAG_OF_VERDICT: dict[Result | None, str] = {verdict: tag for tag, verdict in TAGS.items()}
MAX_LINE = 2000  # a turn line longer than any real play; longer input is refused, not parsed


class SuhuError(RecordError):
    """A line of 数譜 that does not read; the message names the line and column."""

    def __init__(self, why: Reason, line: int, column: int) -> None:
        super().__init__(Reason.of(Code.SUHU_AT, line=line, column=column, why=why))
        self.line = line
        self.column = column


@dataclass(frozen=True)
class Turn:
    """One turn line, as written."""

    player: str
    drew: str | None = None  # the card letter drawn first (``D(c)``)
    action: str = "play"  # "play", "pass", "timeout", or "draw" (a line with only ``D(c)``)
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
        if self.action == "draw":
            return text
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
    """A game in 数譜: a title, settings, the hands in turn order, and the turns.

    ``settings`` are the header's ``key=value`` fields that name a record setting: what
    this game plays beyond :data:`TOURNAMENT_SETTINGS` (a console game exported with
    ``on_timeout=disqualify`` reads back with it). Other header fields stay in the title.
    """

    title: str = ""
    hands: dict[str, str] = field(default_factory=dict)  # player -> card letters
    turns: list[Turn] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    line: int = 1  # where the game starts in the text read

    @property
    def players(self) -> list[str]:
        return list(self.hands)

    def header(self) -> str | None:
        """The ``### …`` line, or None when there is neither a title nor a setting."""
        fields_ = [self.title] if self.title else []
        fields_ += [f"{key}={_setting_text(value)}" for key, value in self.settings.items()]
        if not fields_:
            return None
        if not self.title:
            fields_.insert(0, "")
        return "### " + " | ".join(fields_).strip()

    def text(self) -> str:
        header = self.header()
        lines = [header] if header else []
        lines += [f"{p}:({h})" for p, h in self.hands.items()]
        lines += [f"{t.player}:{t.text()}" for t in self.turns]
        return "\n".join(lines) + "\n"


def _setting_text(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _setting_value(text: str) -> Any:
    words = {"true": True, "false": False, "null": None}
    if text in words:
        return words[text]
    if text.isascii() and text.isdigit():
        return int(text)
    return text


# --- reading ----------------------------------------------------------------------------------

_CARD = "A2-9TJQKX"
_TURN_RE = re.compile(
    rf"(?:D\((?P<drew>[{_CARD}])\))?"
    rf"(?:(?P<timeout>%%)|(?P<pass>%)|(?P<field>[{_CARD}]+)(?:=(?P<factors>[{_CARD}*^]+))?"
    r"(?P<jokers>(?:\|X=[0-9TJQKA])*)"
    rf"(?:,P\((?P<penalty>[{_CARD}]*)\))?)?"
    r"(?P<tags>(?:\[(?:GC|RR|IN)\])*)"
    r"(?P<out>#)?"
)
_HAND_RE = re.compile(rf"\((?P<hand>[{_CARD}]*)\)")
# Score sheets typed with a Japanese input method get full-width letters and signs
# (「：」「（」「Ｄ」「％」): read them as their ASCII forms. One character for one, so the
# columns in messages stay those of the text as written.
_HALF_WIDTH = str.maketrans({chr(code): chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)} | {"\u3000": " "})
_SETTING_KEYS = frozenset(f.name for f in dataclass_fields(Settings))


def parse_suhu(text: str) -> list[SuhuGame]:
    """Every game in a 数譜 text. Bad lines raise :class:`SuhuError` with line and column."""
    games: list[SuhuGame] = []
    current: SuhuGame | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        raw = raw.replace("\ufeff", " ")
        indent = len(raw) - len(raw.lstrip())
        line = raw.strip()
        if not line:
            continue
        if len(line) > MAX_LINE:
            raise SuhuError(Reason.of(Code.SUHU_LINE_TOO_LONG, most=MAX_LINE), number, indent + MAX_LINE + 1)
        if line[0] in "#＃":
            current = _parse_header(line, number, indent)
            games.append(current)
            continue
        colon = min((i for i in (line.find(":"), line.find("：")) if i >= 0), default=-1)
        name = line[:colon].strip() if colon > 0 else ""
        if not name:
            raise SuhuError(Reason.of(Code.SUHU_NAME_FIRST), number, indent + 1)
        body = line[colon + 1 :].translate(_HALF_WIDTH)
        column = indent + colon + 2  # of the body's first character, counted from 1
        if current is None or (current.turns and body.startswith("(")):
            current = SuhuGame(line=number)
            games.append(current)
        if body.startswith("("):
            hand = _HAND_RE.fullmatch(body)
            if hand is None:
                at = _first_bad(body[1:], _CARD)
                if at is not None:
                    raise SuhuError(Reason.of(Code.SUHU_NOT_A_LETTER, char=body[1 + at]), number, column + 1 + at)
                raise SuhuError(Reason.of(Code.SUHU_HAND_SHAPE), number, column)
            if name in current.hands:
                raise SuhuError(Reason.of(Code.SUHU_SECOND_HAND, player=name), number, indent + 1)
            current.hands[name] = hand.group("hand")
            continue
        if name not in current.hands:
            raise SuhuError(Reason.of(Code.SUHU_NO_HAND, player=name), number, indent + 1)
        current.turns.append(_parse_turn(name, body, number, column))
    for game in games:
        if len(game.hands) < 2:
            raise SuhuError(Reason.of(Code.SUHU_TWO_HANDS), game.line, 1)
    if not games:
        raise SuhuError(Reason.of(Code.SUHU_NO_GAME), 1, 1)
    return games


def corpus_blocks(data: Any) -> list[str] | None:
    """The 数譜 of each game of a match file as the public record database shares them
    (``{"match_id": …, "games": [{"raw_block": "### …"}, …]}``), or None for other JSON."""
    if not isinstance(data, Mapping) or not isinstance(data.get("games"), list) or "format" in data:
        return None
    blocks = [g.get("raw_block") for g in data["games"] if isinstance(g, Mapping)]
    texts = [b for b in blocks if isinstance(b, str)]
    if not blocks or len(texts) != len(blocks):
        return None
    return texts


def read_suhu_text(text: str) -> list[SuhuGame]:
    """The games of a 数譜 text, or of a match file of the record database (JSON)."""
    if text.lstrip()[:1] == "{":
        import json

        try:
            blocks = corpus_blocks(json.loads(text))
        except (ValueError, RecursionError):
            blocks = None
        if blocks is None:
            raise SuhuError(Reason.of(Code.SUHU_NOT_A_MATCH), 1, 1)
        text = "\n".join(blocks)
    return parse_suhu(text)


def _parse_header(line: str, number: int, indent: int) -> SuhuGame:
    """``### title | … | key=value``: fields naming a record setting are that setting."""
    body = line.lstrip("#＃")
    offset = indent + len(line) - len(body)  # characters before the body
    title_fields: list[str] = []
    settings: dict[str, Any] = {}
    position = 0
    for part in body.split("|"):
        key, equals, value = part.strip().partition("=")
        if equals and key in _SETTING_KEYS:
            settings[key] = _setting_value(value.strip())
            try:
                Settings.from_dict({**TOURNAMENT_SETTINGS, **settings})
            except RecordError as bad:
                column = offset + position + len(part) - len(part.lstrip()) + 1
                raise SuhuError(bad.reason, number, column) from None
        else:
            title_fields.append(part.strip())
        position += len(part) + 1
    return SuhuGame(title=" | ".join(title_fields).strip(" |"), settings=settings, line=number)


def _parse_turn(name: str, body: str, number: int, column: int) -> Turn:
    if not body:
        raise SuhuError(Reason.of(Code.SUHU_NOTHING_AFTER, player=name), number, column)
    match = _TURN_RE.match(body)
    if match is None or match.end() != len(body):
        end = match.end() if match is not None else 0
        char = body[end]
        if char.isalpha() and char not in "DPX":
            raise SuhuError(Reason.of(Code.SUHU_NOT_A_CARD_LETTER, char=char), number, column + end)
        raise SuhuError(Reason.of(Code.SUHU_CANNOT_READ, text=body[end:end + 12]), number, column + end)
    g = match.groupdict()
    jokers = tuple(re.findall(r"\|X=([0-9TJQKA])", g["jokers"] or ""))
    action = "timeout" if g["timeout"] else "pass" if g["pass"] else "play" if g["field"] else "draw"
    if action == "draw":
        # A line with only D(c): the turn went on no further (the player burst, or the
        # game was written down in the middle of the turn).
        if not g["drew"]:
            raise SuhuError(Reason.of(Code.SUHU_PLAY_FIRST, text=body[:12]), number, column)
        if g["tags"] or g["out"]:
            raise SuhuError(Reason.of(Code.SUHU_DRAW_ALONE), number, column + 4)
    if action == "play":
        written = (g["field"] or "") + (g["factors"] or "")
        if written.count("X") != len(jokers) and not (written == "X" and not jokers):
            raise SuhuError(
                Reason.of(Code.SUHU_JOKER_VALUES, jokers=written.count("X"), values=len(jokers)),
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


def turn_events(turn: Turn) -> list[Event]:
    """The record events of one turn line (a draw, then a play, a pass or a time-out)."""
    events: list[Event] = []
    if turn.drew:
        events.append(Draw(turn.player, _card_text(turn.drew)))
    if turn.action == "draw":
        return events
    if turn.action == "pass":
        events.append(Pass(turn.player))
        return events
    if turn.action == "timeout":
        events.append(Timeout(turn.player))
        return events
    values = list(turn.joker_values)
    field_text = _with_jokers(turn.field, values)  # the field's jokers come first, then the factors'
    factors = _factor_text(turn.factors, values) if turn.factors is not None else None
    penalty = _card_text(turn.penalty) if turn.penalty is not None else None
    events.append(Play(turn.player, field_text, factors, penalty))
    return events


def to_record(game: SuhuGame, settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A ``prime-daifugo-record/1`` record of a 数譜 game (hands known, deck hidden).

    The settings are ``settings`` if given, else the tournaments' (:data:`TOURNAMENT_SETTINGS`)
    with the game's header settings over them.
    """
    record: dict[str, Any] = {
        "format": "prime-daifugo-record/1",
        "settings": dict({**TOURNAMENT_SETTINGS, **game.settings} if settings is None else settings),
        "players": game.players,
        "hands": {p: _card_text(h) for p, h in game.hands.items()},
        "events": events_to_json(e for turn in game.turns for e in turn_events(turn)),
    }
    if game.title:
        record["meta"] = {"title": game.title}
    return record


def findings(game: SuhuGame, settings: Mapping[str, Any] | None = None) -> list[tuple[int, Result]]:
    """What the real judge ruled on each play line: (line, verdict or "pass"/"forced_pass").

    A ``P(...)`` is a foul; ``=`` a composite play; a tag its verdict; otherwise a prime.
    ``%%`` is a forced pass, or a disqualification where the header says
    ``on_timeout=disqualify`` (D8).
    """
    played = {**TOURNAMENT_SETTINGS, **game.settings} if settings is None else settings
    on_timeout = played.get("on_timeout", OnTimeout.DISQUALIFY)
    out: list[tuple[int, Result]] = []
    for turn in game.turns:
        if turn.action == "draw":
            out.append((turn.line, Result.DRAWN))
        elif turn.action == "pass":
            out.append((turn.line, Result.PASS))
        elif turn.action == "timeout":
            out.append((turn.line, Result.FORCED_PASS if on_timeout == OnTimeout.PASS else Result.DISQUALIFIED))
        elif turn.penalty is not None:
            out.append((turn.line, Result.FOUL))
        elif turn.tags:
            out.append((turn.line, TAGS[turn.tags[-1]]))
        elif turn.factors is not None:
            out.append((turn.line, Result.COMPOSITE))
        else:
            out.append((turn.line, Result.PRIME))
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
    drawn or penalty card nobody knows has no 数譜 form and raises :class:`RecordError`.
    A declaration refused as "cannot be played" (R5) changed nothing and is left out, as
    score-keepers do. Settings other than the tournaments' go into the ``###`` header, so
    the 数譜 reads back as the same game.
    """
    from daifugo_gui.rules.record import load_record

    loaded = load_record(record)  # first: a file that is no record at all is told so
    hands = record.get("hands")
    if not isinstance(hands, Mapping):
        raise RecordError(Reason.of(Code.SUHU_NEEDS_HANDS))
    engine = loaded.new_game()
    replaying = True
    meta = record.get("meta") or {}
    game = SuhuGame(title=_title(meta, loaded.players), settings=_header_settings(loaded.settings))
    try:
        for player in record["players"]:
            game.hands[player] = _letters(hands[player], [])
        pending: dict[str, Any] = {}
        for number, written in enumerate(record.get("events", []), start=1):
            try:
                event = event_from_json(written)
            except RecordError as bad:
                raise RecordError(Reason.of(Code.RECORD_EVENT, event=number, why=bad.reason)) from None
            action = event.action.value
            player = event.player or ""
            top = engine.deck() if replaying and action in ("draw", "play") else []
            outcome = None
            if replaying:
                try:
                    outcome = engine.apply(event)
                except (RuleViolation, RecordError) as bad:
                    if bad.reason.code in _CONTRADICTS_THE_DEAL:
                        # The record names a card the known deck does not hold there: no
                        # notation of it is true, so it is refused as replay refuses it.
                        raise RecordError(Reason.of(Code.RECORD_EVENT, event=number, why=bad.reason)) from None
                    replaying = False  # write the moves on, without findings
            if pending and (pending["player"] != player or action not in ("play", "pass", "timeout")):
                game.turns.append(Turn(player=pending["player"], drew=pending["drew"], action="draw"))
                pending = {}
            if action == "draw":
                card = getattr(with_known_cards(event, outcome, top), "card", None)
                if card is None:
                    raise RecordError(Reason.of(Code.SUHU_DRAW_UNKNOWN, event=number))
                pending = {"player": player, "drew": _letters(card, [])}
                continue
            if action not in ("play", "pass", "timeout"):
                raise RecordError(Reason.of(Code.SUHU_NO_FORM, event=number, action=action))
            if outcome is not None and outcome.result is Result.CANNOT_PLAY:
                continue  # R5: nothing changed; the draw goes with the play declared next
            if outcome is not None and outcome.result is Result.FOUL:
                event = with_known_cards(event, outcome, top)
                if getattr(event, "penalty_cards", None) is None:
                    raise RecordError(Reason.of(Code.SUHU_PENALTY_UNKNOWN, event=number))
            drew = pending.get("drew")
            pending = {}
            game.turns.append(_turn_of(event, player, drew, outcome))
        if pending:
            game.turns.append(Turn(player=pending["player"], drew=pending["drew"], action="draw"))
    except (CardTextError, KeyError, TypeError) as bad:
        raise RecordError(Reason.of(Code.SUHU_CANNOT_WRITE, why=getattr(bad, "reason", None) or str(bad))) from None
    return game


# What a record says about the deal that the deal itself refutes (issue 38, item 6).
_CONTRADICTS_THE_DEAL = frozenset({Code.DECK_CARD_NOT_NAMED})


def _title(meta: Any, players: tuple[str, ...]) -> str:
    """The record's title, else one made of what the console's meta says (tournament,
    round, table) and the players, in the corpus headers' ``A vs B`` form."""
    if not isinstance(meta, Mapping):
        meta = {}
    if meta.get("title"):
        return str(meta["title"])
    parts = [str(meta["tournament"])] if meta.get("tournament") else []
    parts += [f"{key} {meta[key]}" for key in ("round", "table") if isinstance(meta.get(key), int)]
    return " | ".join([*parts, " vs ".join(players)])


def with_known_cards(event: Event, outcome: Any, deck_before: Sequence[Card]) -> Event:
    """The event, with the card a draw took and the penalty cards a foul took where the
    deck's top was known before it (``deck_before``, top first) and the event does not
    name them already. Live games with a known deck log draws without the card: the
    notation writes it (``D(5)``, ``P(…)``)."""
    if isinstance(event, Draw) and not event.card and deck_before and deck_before[0] != HIDDEN:
        return replace(event, card=deck_before[0].text())
    if isinstance(event, Play) and getattr(outcome, "result", None) is Result.FOUL and event.penalty_cards is None:
        drawn = list(deck_before[: outcome.drew])
        if len(drawn) == outcome.drew and HIDDEN not in drawn:
            return replace(event, penalty_cards=" ".join(card.text() for card in drawn))
    return event


def known_steps(record: Mapping[str, Any]) -> list[tuple[Event, Outcome]]:
    """Replay a record: each event (with :func:`with_known_cards`) and its outcome, as far
    as the engine accepts the events."""
    from daifugo_gui.rules.record import load_record

    engine = load_record(record).new_game()
    steps: list[tuple[Event, Outcome]] = []
    for written in record.get("events", []):
        deck = engine.deck() if engine.tracks_hands else ()  # counted hands: every card hidden
        try:
            event = event_from_json(written)
            outcome = engine.apply(event)
        except (RuleViolation, RecordError):
            break
        steps.append((with_known_cards(event, outcome, deck), outcome))
    return steps


def _header_settings(settings: Settings) -> dict[str, Any]:
    """The settings a 数譜 header must name so the game reads back with ``settings``."""
    assumed = Settings.from_dict(TOURNAMENT_SETTINGS)
    return {
        f.name: getattr(settings, f.name)
        for f in dataclass_fields(Settings)
        if getattr(settings, f.name) != getattr(assumed, f.name)
    }


def _turn_of(event: Event, player: str, drew: str | None, outcome: Any) -> Turn:
    result = getattr(outcome, "result", None)
    if not isinstance(event, Play):
        return Turn(player=player, drew=drew, action=event.action.value)
    values: list[str] = []
    field_letters = _letters(event.field, values)
    factors = event.factors
    factor_letters = _factor_letters(factors, values) if factors else None
    penalty = event.penalty_cards
    penalty_letters = _letters(penalty, []) if penalty is not None else None
    if result is Result.FOUL and penalty_letters is None:
        penalty_letters = None  # counted: the cards drawn are not known
    tags: tuple[str, ...] = ()
    tag = TAG_OF_VERDICT.get(result)
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
    """Where the engine and the real judge part: the line, and what each ruled.

    ``kind`` says how: ``"refused"`` (the engine refuses the line; ``engine`` holds its
    reason), ``"verdict"`` (``judge`` and ``engine`` are verdicts: ``foul``, ``prime`` …),
    ``"went_out"`` (the line is marked ``#`` but ``player`` still holds ``cards``),
    ``"not_marked"`` (``player`` goes out here, the line has no ``#``), ``"unfinished"``
    (the record ends while the game goes on).
    """

    line: int
    text: str
    judge: str
    engine: str
    kind: str = "verdict"
    player: str = ""
    cards: int = 0
    refusal: Reason | None = None  # why the engine refused the line, as a value

    def __str__(self) -> str:
        return f"line {self.line} ({self.text}): the judge wrote {self.judge}, the engine rules {self.engine}"


def compare_with_judge(game: SuhuGame, settings: Mapping[str, Any] | None = None) -> Disagreement | None:
    """Replay a 数譜 game turn by turn and compare each ruling with the recorded one.

    The findings compared: the verdict of every play (``P(...)`` a foul, ``=`` a
    composite play, the tags, else a prime), passes and time-outs, and who went out
    (``#``); a game must be over at its last line. The first difference is returned;
    None when the whole game agrees.
    """
    from daifugo_gui.rules.record import load_record

    engine = load_record(to_record(game, settings)).new_game()
    for turn, (line, verdict) in zip(game.turns, findings(game, settings)):
        try:
            outcomes = [engine.apply(event) for event in turn_events(turn)]
        except (RuleViolation, RecordError) as refused:
            return Disagreement(
                line, turn.text(), verdict, f"it refused: {refused}", "refused", turn.player,
                refusal=getattr(refused, "reason", None),
            )
        last = outcomes[-1]
        if last.result is not verdict:
            return Disagreement(line, turn.text(), verdict, last.result, "verdict", turn.player)
        if turn.went_out != (turn.player in last.went_out):
            left = engine.hand_counts()[turn.player]
            if turn.went_out:
                return Disagreement(
                    line, turn.text(), "went out", f"still in with {left} cards", "went_out", turn.player, left
                )
            return Disagreement(line, turn.text(), "still in", "went out", "not_marked", turn.player)
    if not engine.finished:
        return Disagreement(
            game.turns[-1].line if game.turns else game.line, "", "game over", "the game goes on", "unfinished",
            engine.to_move or "",
        )
    return None


def event_text(event: Event, result: Result | None = None, went_out: bool = False) -> str:
    """One record event in 数譜, for the event log and the score sheet's move list.

    A draw stands alone (``D(5)``, or ``D(?)`` when its card is hidden); a foul whose
    penalty cards are hidden shows ``,P(…)``; a refused play ends in `` ×`` and a
    late-refusal time-out is ``%%!``. Events the notation has no form for keep the
    record's words (``discard 3 5``, ``declare …``, ``stop time``, ``disqualify``).
    """
    if isinstance(event, Draw):
        card = event.card
        return f"D({_safe_letters(card) if card else '?'})"
    if isinstance(event, Pass):
        return "%"
    if isinstance(event, Timeout):
        return "%%" + ("!" if event.late_refusal else "")
    if isinstance(event, Play):
        values: list[str] = []
        try:
            field_letters = _letters(event.field, values)
            factors = event.factors
            factor_letters = _factor_letters(factors, values) if factors else None
        except CardTextError:
            return event.field
        penalty = event.penalty_cards
        penalty_letters = _safe_letters(penalty) if penalty is not None else ("…" if result is Result.FOUL else None)
        tag = TAG_OF_VERDICT.get(result)
        text = Turn(
            player=event.player,
            field=field_letters,
            factors=factor_letters,
            joker_values=tuple(values),
            penalty=penalty_letters,
            tags=(tag,) if tag else (),
            went_out=went_out,
        ).text()
        return text + (" ×" if result is Result.CANNOT_PLAY else "")
    if isinstance(event, Stop):
        return f"stop {event.reason}"
    cards = getattr(event, "cards", None)  # a discard, a declaration
    return f"{event.action.value} {cards}" if cards else event.action.value


def _safe_letters(text: str) -> str:
    try:
        return _letters(text, [])
    except CardTextError:
        return text


def turn_lines(steps: Iterable[tuple[Event, Any]]) -> list[str]:
    """A game's (event, outcome) pairs as 数譜 turn lines ``name:text``.

    :func:`event_text` gives one line per event (the console's log appends them one by
    one); here a draw joins the play, pass or time-out that follows it in the same turn,
    as score-keepers write it (``D(5)57[GC]``). A draw that nothing followed stands alone.
    """
    lines: list[str] = []
    pending: tuple[str, str] | None = None  # a draw waiting for the rest of its turn
    for event, outcome in steps:
        who = event.player or ""
        result = getattr(outcome, "result", None)
        went_out = bool(who) and who in getattr(outcome, "went_out", ())
        text = event_text(event, result, went_out)
        action = event.action
        if pending is not None and (pending[0] != who or action not in ("play", "pass", "timeout")):
            lines.append(f"{pending[0]}:{pending[1]}")
            pending = None
        if action == "draw" and who:
            pending = (who, text)
            continue
        if pending is not None:
            text = pending[1] + text
            pending = None
        lines.append(f"{who}:{text}" if who else text)
    if pending is not None:
        lines.append(f"{pending[0]}:{pending[1]}")
    return lines


def hand_line(player: str, cards: Iterable[Card]) -> str:
    """An initial hand as its 数譜 line, ``name:(5624A9Q7QAK)`` (suits are not written)."""
    letters = "".join("X" if card.is_joker else VALUE_LETTERS.get(card.rank, "?") for card in cards)
    return f"{player}:({letters})"
