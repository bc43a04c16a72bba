"""What a tournament keeps from one finished game, read off its record.

The record (``prime-daifugo-record/1``) is replayed with the rules engine, so ranks,
cards left, fouls and the largest prime are the engine's own judgement, not a second
reading of the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping

from daifugo_gui.rules.cards import CardTextError, digits_of, parse_tokens
from daifugo_gui.rules.errors import Explained
from daifugo_gui.rules.events import Play, Timeout
from daifugo_gui.rules.results import Result
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason

if TYPE_CHECKING:  # the record reader is imported when a record is summarised
    from daifugo_gui.rules.events import Event
    from daifugo_gui.rules.game import Outcome
    from daifugo_gui.rules.record import Record, Replay


class RecordProblem(Explained, ValueError):
    """A record that cannot be scored: one line saying what is wrong."""


@dataclass(frozen=True)
class GameSummary:
    """One game as a score sheet shows it.

    ``ranking`` is best first; ``largest_prime`` holds the digits of the largest prime
    played (by a "prime" verdict), ``None`` when nobody played one.
    """

    players: tuple[str, ...]
    ranking: tuple[str, ...]
    cards_left: Mapping[str, int]
    fouls: Mapping[str, int]
    timeouts: Mapping[str, int]
    disqualified: tuple[str, ...] = ()
    largest_prime: str | None = None
    largest_prime_by: str | None = None
    primes: Mapping[str, str] = field(default_factory=dict)  # best prime per player
    finished: bool = True
    stop_reason: str | None = None
    events: int = 0
    started_at: str | None = None
    ended_at: str | None = None
    moves: tuple[str, ...] = ()  # every turn in 数譜, "name:line" (the score sheet's move list)
    hands: tuple[str, ...] = ()  # the initial hands in 数譜, "name:(cards)", where known

    def rank_of(self, name: str) -> int:
        """1-based rank of a player."""
        return self.ranking.index(name) + 1


def prime_key(digits: str) -> tuple[int, str]:
    """Order prime digit strings by value without building huge integers twice."""
    stripped = digits.lstrip("0") or "0"
    return (len(stripped), stripped)


def _play_digits(field_text: str) -> str | None:
    try:
        tokens = parse_tokens(field_text)
    except CardTextError:
        return None
    values = [t.value for t in tokens]
    if any(v is None for v in values):
        return None
    return digits_of([v for v in values if v is not None])


def summarize_record(
    record: Mapping[str, Any], *, started_at: str | None = None, ended_at: str | None = None
) -> GameSummary:
    """Replay ``record`` and summarise it; raises :class:`RecordProblem` if it cannot be.

    A game still in progress cannot be scored: the record must end finished (everyone
    ranked), or stopped by time or the thousand-day rule (D12 ranks the rest). Start and
    end times come from the arguments, else from the record's ``meta`` (``started_at``,
    ``ended_at``, ISO 8601 text).
    """
    from daifugo_gui.rules.suhu import hand_line, known_steps, turn_lines

    parsed, replayed = _replayed(record)
    game = replayed.game
    if not game.finished:
        raise RecordProblem(reason(TC.GAME_NOT_OVER, events=len(game.events), player=str(game.to_move)))
    players = tuple(game.players)
    tally = _Tally(players)
    for event, outcome in zip(game.events, replayed.outcomes):
        tally.count(event, outcome)
    counts = game.hand_counts()
    meta = parsed.meta
    best = tally.best
    return GameSummary(
        players=players,
        ranking=tuple(game.ranking()),
        cards_left={p: int(counts.get(p, 0)) for p in players},
        fouls=tally.fouls,
        timeouts=tally.timeouts,
        disqualified=tuple(game.disqualified),
        largest_prime=best[0] if best else None,
        largest_prime_by=best[1] if best else None,
        primes=tally.primes,
        finished=True,
        stop_reason=game.stop_reason.value if game.stop_reason is not None else None,
        events=len(game.events),
        started_at=started_at or _str_or_none(meta.get("started_at")),
        ended_at=ended_at or _str_or_none(meta.get("ended_at")),
        moves=tuple(turn_lines(known_steps(record))),
        hands=tuple(hand_line(p, parsed.hands[p]) for p in players if p in parsed.hands) if parsed.hands else (),
    )


def _replayed(record: Mapping[str, Any]) -> tuple[Record, Replay]:
    """The record read and replayed by the engine; a record that does not is a RecordProblem."""
    from daifugo_gui.rules.errors import RecordError, RuleViolation
    from daifugo_gui.rules.record import load_record, replay

    try:
        parsed = load_record(record)
        return parsed, replay(parsed)
    except (RecordError, RuleViolation, CardTextError) as exc:
        raise RecordProblem(exc.reason) from None


class _Tally:
    """Fouls, time-outs and primes counted per player as the engine judged each event."""

    def __init__(self, players: tuple[str, ...]) -> None:
        self.fouls = {p: 0 for p in players}
        self.timeouts = {p: 0 for p in players}
        self.primes: dict[str, str] = {}  # each player's largest prime
        self.best: tuple[str, str] | None = None  # the game's largest prime and who played it

    def count(self, event: Event, outcome: Outcome) -> None:
        player = outcome.player or event.player
        if player is None or player not in self.fouls:
            return
        if outcome.result is Result.FOUL:
            self.fouls[player] += 1
        if isinstance(event, Timeout):
            self.timeouts[player] += 1
        if outcome.result is Result.PRIME:
            digits = outcome.value or _play_digits(event.field if isinstance(event, Play) else "")
            if digits and digits.isdigit():
                self._prime(player, digits)

    def _prime(self, player: str, digits: str) -> None:
        if player not in self.primes or prime_key(digits) > prime_key(self.primes[player]):
            self.primes[player] = digits
        if self.best is None or prime_key(digits) > prime_key(self.best[0]):
            self.best = (digits, player)


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)
