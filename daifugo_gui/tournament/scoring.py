"""Points per rank, totals and the documented tie-breaks (pure, no database).

Order of the standings (swiss format):

1. total points, most first;
2. sum of ranks, smallest first (a bye counts as ``bye_rank``);
3. head-to-head among the players still tied: every game two of them played at the
   same table scores +1 for the one ranked higher and −1 for the other; highest first;
4. the largest prime played in any game, largest first (none played ranks last);
5. still equal: the players share the place, listed in registration order.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from daifugo_gui.tournament.summary import prime_key
from daifugo_gui.tournament.errors import SettingProblem
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason


def _round_half_up(numerator: int, denominator: int) -> int:
    return (2 * numerator + denominator) // (2 * denominator)


@dataclass(frozen=True)
class ScoringRules:
    """How ranks turn into points.

    By default the winner of any table gets ``top_points`` (6), the last player 0, and the
    places between are spread evenly (rounded half up): 4 seats 6-4-2-0, 3 seats 6-3-0,
    2 seats 6-0, 5 seats 6-5-3-2-0. Every table size then averages about 3 points a
    player, so a smaller table neither helps nor hurts. ``points`` overrides the row for
    given table sizes, e.g. ``{4: (5, 3, 1, 0)}``.
    """

    points: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    top_points: int = 6
    bye_points: int = 3
    bye_rank: int = 3
    # After points, in this order (any order of these names; see TIEBREAKS).
    tiebreaks: tuple[str, ...] = ("rank_score", "head_to_head", "opposition", "largest_prime")

    def __post_init__(self) -> None:
        unknown = [t for t in self.tiebreaks if t not in TIEBREAKS]
        if unknown or len(set(self.tiebreaks)) != len(self.tiebreaks):
            raise SettingProblem(
                reason(TC.TIEBREAK_NAMES, choices=", ".join(TIEBREAKS), given=str(list(self.tiebreaks)))
            )
        for size, row in self.points.items():
            if int(size) < 1 or len(row) != int(size):
                raise SettingProblem(reason(TC.POINTS_ROW, seats=int(size), count=len(row)))

    def row(self, size: int) -> tuple[int, ...]:
        """Points for ranks 1..size at a table of ``size`` players."""
        if size in self.points:
            return tuple(self.points[size])
        if size <= 1:
            return (self.top_points,)
        return tuple(
            _round_half_up(self.top_points * (size - r), size - 1) for r in range(1, size + 1)
        )

    def points_for(self, rank: int, size: int) -> int:
        return self.row(size)[rank - 1]

    def to_dict(self) -> dict[str, Any]:
        return {
            "points": {str(k): list(v) for k, v in sorted(self.points.items())},
            "top_points": self.top_points,
            "bye_points": self.bye_points,
            "bye_rank": self.bye_rank,
            "tiebreaks": list(self.tiebreaks),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ScoringRules:
        known = {"points", "top_points", "bye_points", "bye_rank", "tiebreaks"}
        unknown = set(data) - known
        if unknown:
            raise SettingProblem(reason(TC.SCORING_KEY, keys=", ".join(sorted(unknown))))
        points = {int(k): tuple(int(x) for x in v) for k, v in dict(data.get("points", {})).items()}
        return cls(
            points=points,
            top_points=int(data.get("top_points", 6)),
            bye_points=int(data.get("bye_points", 3)),
            bye_rank=int(data.get("bye_rank", 3)),
            tiebreaks=tuple(data.get("tiebreaks", cls.tiebreaks)),
        )


TIEBREAKS = ("rank_score", "head_to_head", "opposition", "largest_prime")
"""rank_score: each game's rank as (rank - 1) / (seats - 1), summed, lower first (a third
place at a table of three and a fourth at a table of four count alike; raw rank sums
favoured whoever lost at a smaller table). head_to_head: games between the tied players.
opposition: the points of every opponent met, summed (Buchholz), higher first.
largest_prime: the largest prime played, larger first."""


@dataclass(frozen=True)
class PlayerInfo:
    id: int
    name: str
    reading: str = ""
    affiliation: str = ""
    withdrawn_from: int | None = None  # the round from which the player withdrew


@dataclass(frozen=True)
class Placing:
    """One player's result in one game."""

    player_id: int
    rank: int
    largest_prime: str | None = None


@dataclass(frozen=True)
class GameResult:
    round: int
    table: int
    placings: tuple[Placing, ...]

    @property
    def size(self) -> int:
        return len(self.placings)


@dataclass(frozen=True)
class StandingRow:
    place: int
    player_id: int
    name: str
    reading: str
    affiliation: str
    points: int
    games: int
    wins: int
    rank_sum: int
    head_to_head: int
    largest_prime: str | None
    byes: int
    rank_score: float = 0.0  # ranks normalised by table size, summed (lower is better)
    opposition: int = 0  # Buchholz: points of all opponents met
    # Per round: the rank (1…), 0 for a bye, None when the player had no result.
    round_ranks: tuple[int | None, ...] = ()
    note: str = ""  # knock-out: how far the player got
    # Per round: how many sat at the player's table (None for a bye or no result), so a
    # 2nd of 4 and a 2nd of 3 are told apart.
    round_sizes: tuple[int | None, ...] = ()
    withdrawn_from: int | None = None  # withdrew from this round on

    def to_dict(self) -> dict[str, Any]:
        return {
            "place": self.place,
            "name": self.name,
            "reading": self.reading,
            "affiliation": self.affiliation,
            "points": self.points,
            "games": self.games,
            "wins": self.wins,
            "rank_sum": self.rank_sum,
            "rank_score": self.rank_score,
            "head_to_head": self.head_to_head,
            "opposition": self.opposition,
            "largest_prime": self.largest_prime,
            "byes": self.byes,
            "round_ranks": list(self.round_ranks),
            "note": self.note,
            "round_sizes": list(self.round_sizes),
            "withdrawn_from": self.withdrawn_from,
        }


@dataclass
class _Tally:
    info: PlayerInfo
    order: int
    points: int = 0
    games: int = 0
    wins: int = 0
    rank_sum: int = 0
    rank_score: float = 0.0
    byes: int = 0
    largest_prime: str | None = None
    round_ranks: dict[int, int] = field(default_factory=dict)
    round_sizes: dict[int, int] = field(default_factory=dict)


def head_to_head(group: Sequence[int], games: Iterable[GameResult]) -> dict[int, int]:
    """+1/−1 per game for each pair of ``group`` players who sat at the same table."""
    members = set(group)
    score = {pid: 0 for pid in group}
    for game in games:
        met = [p for p in game.placings if p.player_id in members]
        for i, a in enumerate(met):
            for b in met[i + 1 :]:
                if a.rank < b.rank:
                    score[a.player_id] += 1
                    score[b.player_id] -= 1
                elif b.rank < a.rank:
                    score[b.player_id] += 1
                    score[a.player_id] -= 1
    return score


def tally(
    players: Sequence[PlayerInfo],
    games: Sequence[GameResult],
    byes: Iterable[tuple[int, int]],
    rules: ScoringRules,
) -> dict[int, _Tally]:
    tallies = {p.id: _Tally(p, i) for i, p in enumerate(players)}
    rows: dict[int, tuple[int, ...]] = {}
    for game in games:
        size = game.size
        if size not in rows:
            rows[size] = rules.row(size)
        for placing in game.placings:
            t = tallies.get(placing.player_id)
            if t is None:
                continue
            t.points += rows[size][placing.rank - 1]
            t.games += 1
            t.wins += placing.rank == 1
            t.rank_sum += placing.rank
            t.rank_score += (placing.rank - 1) / (size - 1) if size > 1 else 0.0
            t.round_ranks[game.round] = placing.rank
            t.round_sizes[game.round] = size
            if placing.largest_prime is not None and (
                t.largest_prime is None
                or prime_key(placing.largest_prime) > prime_key(t.largest_prime)
            ):
                t.largest_prime = placing.largest_prime
    for round_number, pid in byes:
        t = tallies.get(pid)
        if t is None:
            continue
        t.points += rules.bye_points
        t.rank_sum += rules.bye_rank
        t.rank_score += (rules.bye_rank - 1) / 3  # a bye counts as that rank at a table of four
        t.byes += 1
        t.round_ranks[round_number] = 0
    return tallies


def _prime_sort(digits: str | None) -> tuple[int, tuple[int, str]]:
    # Negated by the caller's reverse logic: larger prime sorts first.
    return (0, (0, "")) if digits is None else (1, prime_key(digits))


def compute_standings(
    players: Sequence[PlayerInfo],
    games: Sequence[GameResult],
    byes: Iterable[tuple[int, int]],
    rules: ScoringRules,
    rounds: int | None = None,
) -> list[StandingRow]:
    """The standings after ``games`` (swiss format), ordered and placed."""
    tallies = tally(players, games, byes, rules)
    n_rounds = rounds if rounds is not None else max((g.round for g in games), default=0)
    opposition = {pid: 0 for pid in tallies}
    for game in games:
        met = [p.player_id for p in game.placings if p.player_id in tallies]
        for pid in met:
            opposition[pid] += sum(tallies[o].points for o in met if o != pid)
    score = {pid: round(t.rank_score, 6) for pid, t in tallies.items()}  # equal scores compare equal
    order = rules.tiebreaks
    # Head-to-head is computed only inside groups tied on everything ranked before it.
    before_h2h = order[: order.index("head_to_head")] if "head_to_head" in order else order

    def early(t: _Tally) -> tuple[Any, ...]:
        return (-t.points, *(_tiebreak(name, t, score, opposition, {}) for name in before_h2h))

    primary = sorted(tallies.values(), key=lambda t: (early(t), t.order))
    games_of: dict[int, list[int]] = {}
    for index, game in enumerate(games):
        for placing in game.placings:
            games_of.setdefault(placing.player_id, []).append(index)
    h2h: dict[int, int] = {}
    i = 0
    while i < len(primary):
        j = i
        while j < len(primary) and early(primary[j]) == early(primary[i]):
            j += 1
        group = [t.info.id for t in primary[i:j]]
        if len(group) > 1:
            shared = Counter(i for pid in group for i in games_of.get(pid, ()))
            h2h.update(head_to_head(group, [games[i] for i, n in shared.items() if n > 1]))
        else:
            h2h[group[0]] = 0
        i = j

    def key(t: _Tally) -> tuple[Any, ...]:
        return (-t.points, *(_tiebreak(name, t, score, opposition, h2h) for name in order))

    ordered = sorted(tallies.values(), key=lambda t: (key(t), t.order))
    rows: list[StandingRow] = []
    previous: tuple[Any, ...] | None = None
    place = 0
    for index, t in enumerate(ordered, start=1):
        k = key(t)
        if k != previous:
            place = index
            previous = k
        rows.append(
            StandingRow(
                place=place,
                player_id=t.info.id,
                name=t.info.name,
                reading=t.info.reading,
                affiliation=t.info.affiliation,
                points=t.points,
                games=t.games,
                wins=t.wins,
                rank_sum=t.rank_sum,
                head_to_head=h2h[t.info.id],
                largest_prime=t.largest_prime,
                byes=t.byes,
                rank_score=score[t.info.id],
                opposition=opposition[t.info.id],
                round_ranks=tuple(t.round_ranks.get(r) for r in range(1, n_rounds + 1)),
                round_sizes=tuple(t.round_sizes.get(r) for r in range(1, n_rounds + 1)),
                withdrawn_from=t.info.withdrawn_from,
            )
        )
    return rows


def _tiebreak(name: str, t: _Tally, score: Mapping[int, float], opposition: Mapping[int, int],
              h2h: Mapping[int, int]) -> Any:
    """One tie-break's sort value (smaller sorts first)."""
    if name == "rank_score":
        return score[t.info.id]
    if name == "head_to_head":
        return -h2h.get(t.info.id, 0)
    if name == "opposition":
        return -opposition[t.info.id]
    present, prime = _prime_sort(t.largest_prime)
    return (-present, _neg(prime))


class _neg:
    """Reverse the order of a comparable value inside a sort key."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __lt__(self, other: _neg) -> bool:
        return bool(self.value > other.value)

    def __gt__(self, other: _neg) -> bool:
        return bool(self.value < other.value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _neg) and self.value == other.value

    def __hash__(self) -> int:
        return hash(self.value)
