"""Points per rank, totals and the documented tie-breaks (pure, no database).

Order of the standings (swiss format), by default:

1. total points, most first;
2. rank score (each rank as (rank - 1) / (seats - 1), summed), smallest first (a bye
   counts as ``bye_rank`` at a table of four);
3. head-to-head among the players still tied: every game two of them played at the
   same table scores +1 for the one ranked higher and −1 for the other; highest first;
4. opposition (Buchholz), then the largest prime played (none played ranks last);
5. still equal: the players share the place, listed in registration order.

The organiser may choose and order the tie-breaks (:data:`TIEBREAKS`). Each one is
applied to a group of tied players; where it leaves a smaller group still tied, it is
applied again to that group alone before the next one is tried (FIDE's rule): a player
who beat another directly stays above her even when a third player, tied with both,
made head-to-head over the three of them come out even.
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
            # A worse rank never earns more than a better one (issue 26).
            for rank in range(1, len(row)):
                if row[rank] > row[rank - 1]:
                    raise SettingProblem(reason(TC.POINTS_ORDER, seats=int(size), rank=rank + 1, worse=row[rank],
                                                better=rank, points=row[rank - 1]))

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


TIEBREAKS = ("rank_score", "head_to_head", "opposition", "largest_prime", "buchholz_cut1", "median_buchholz",
             "progressive", "most_wins", "game_points")
"""rank_score: each game's rank as (rank - 1) / (seats - 1), summed, lower first (a third
place at a table of three and a fourth at a table of four count alike; raw rank sums
favoured whoever lost at a smaller table). head_to_head: games between the tied players.
opposition: the points of every opponent met, summed (Buchholz), higher first; a bye
meets virtual opponents scoring what the player scored. buchholz_cut1: the same without
the weakest round's opponents; median_buchholz: without the weakest and the strongest.
progressive: the running total after each round, summed, higher first. most_wins: most
first places. game_points: games won in matches (tables of two), most first.
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
    buchholz_cut1: int = 0  # opposition without the weakest round's
    median_buchholz: int = 0  # opposition without the weakest and the strongest round's
    progressive: int = 0  # the running total after each round, summed
    game_points: int = 0  # games won in matches at tables of two

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
            "buchholz_cut1": self.buchholz_cut1,
            "median_buchholz": self.median_buchholz,
            "progressive": self.progressive,
            "game_points": self.game_points,
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


def _buchholz(tallies: Mapping[int, _Tally], games: Sequence[GameResult], byes: Iterable[tuple[int, int]],
              seats: int) -> dict[int, list[int]]:
    """Each player's opposition per round: the points of the opponents at the table. A
    bye meets a virtual table of ``seats - 1`` opponents scoring what the player scored
    (so a bye neither lifts nor sinks a Buchholz, as FIDE's virtual opponent)."""
    per_round: dict[int, list[int]] = {pid: [] for pid in tallies}
    for game in games:
        met = [p.player_id for p in game.placings if p.player_id in tallies]
        for pid in met:
            per_round[pid].append(sum(tallies[o].points for o in met if o != pid))
    for _round, pid in byes:
        if pid in tallies:
            per_round[pid].append(tallies[pid].points * max(1, seats - 1))
    return per_round


def _cut(values: Sequence[int], low: int, high: int) -> int:
    """The sum of ``values`` without the ``low`` smallest and ``high`` largest (while
    anything would be left)."""
    ordered = sorted(values)
    if len(ordered) <= low + high:
        return 0
    return sum(ordered[low:len(ordered) - high])


def compute_standings(
    players: Sequence[PlayerInfo],
    games: Sequence[GameResult],
    byes: Iterable[tuple[int, int]],
    rules: ScoringRules,
    rounds: int | None = None,
    seats: int = 4,
    game_points: Mapping[int, int] | None = None,
) -> list[StandingRow]:
    """The standings after ``games`` (swiss format), ordered and placed.

    Players equal on points are separated by ``rules.tiebreaks`` in order; a tie-break
    that splits a group but leaves some of it still tied is applied again to the players
    still tied (head-to-head among fewer players can separate them), and only then does
    the next one (FIDE's tie-break rules do the same). ``seats``: the tournament's table
    size, which a bye's virtual opponents stand for. ``game_points``: games won in
    matches, by player (tables of two playing several games).
    """
    byes = list(byes)
    tallies = tally(players, games, byes, rules)
    n_rounds = rounds if rounds is not None else max((g.round for g in games), default=0)
    per_round = _buchholz(tallies, games, byes, seats)
    progressive = _progressive(tallies, games, byes, rules, n_rounds)
    ties = _TieBreaks(tallies, games, rules.tiebreaks,
                      _fixed_values(tallies, per_round, progressive, game_points or {}))
    by_points: dict[int, list[int]] = {}
    for t in sorted(tallies.values(), key=lambda t: (-t.points, t.order)):
        by_points.setdefault(t.points, []).append(t.info.id)
    ranked = [run for points in sorted(by_points, reverse=True) for run in ties.split(by_points[points], 0)]
    rows: list[StandingRow] = []
    for run in ranked:
        place = len(rows) + 1
        for pid in sorted(run, key=lambda pid: tallies[pid].order):
            rows.append(_standing_row(place, tallies[pid], n_rounds, per_round[pid], progressive[pid],
                                      ties.h2h.get(pid, 0), (game_points or {}).get(pid, 0)))
    return rows


def _fixed_values(tallies: Mapping[int, _Tally], per_round: Mapping[int, list[int]], progressive: Mapping[int, int],
                  game_points: Mapping[int, int]) -> dict[str, Mapping[int, Any]]:
    """Each tie-break that does not depend on who is tied, as a sort value per player
    (smaller sorts first: the "higher first" ones are negated)."""
    return {
        "rank_score": {pid: _score(t) for pid, t in tallies.items()},
        "opposition": {pid: -sum(v) for pid, v in per_round.items()},
        "buchholz_cut1": {pid: -_cut(v, 1, 0) for pid, v in per_round.items()},
        "median_buchholz": {pid: -_cut(v, 1, 1) for pid, v in per_round.items()},
        "progressive": {pid: -v for pid, v in progressive.items()},
        "most_wins": {pid: -t.wins for pid, t in tallies.items()},
        "game_points": {pid: -game_points.get(pid, 0) for pid in tallies},
        "largest_prime": {pid: _prime_value(t.largest_prime) for pid, t in tallies.items()},
    }


def _score(t: _Tally) -> float:
    """The rank score as compared and printed: rounded, so equal scores compare equal."""
    return round(t.rank_score, 6)


class _TieBreaks:
    """Splits a group tied on points by the tie-breaks in order (FIDE's way: a tie-break
    that leaves a smaller group still tied is applied again to that group alone)."""

    def __init__(self, tallies: Mapping[int, _Tally], games: Sequence[GameResult], order: Sequence[str],
                 fixed: Mapping[str, Mapping[int, Any]]) -> None:
        self.tallies = tallies
        self.games = games
        self.order = order
        self.fixed = fixed
        self.games_of: dict[int, list[int]] = {}
        for index, game in enumerate(games):
            for placing in game.placings:
                self.games_of.setdefault(placing.player_id, []).append(index)
        self.h2h: dict[int, int] = {}  # as first worked out, in the largest group it separated

    def value(self, name: str, group: Sequence[int]) -> dict[int, Any]:
        """Tie-break ``name``'s sort value for each player of ``group``."""
        if name != "head_to_head":
            return {pid: self.fixed[name][pid] for pid in group}
        shared = Counter(i for pid in group for i in self.games_of.get(pid, ()))
        among = head_to_head(group, [self.games[i] for i, n in shared.items() if n > 1])
        for pid, v in among.items():
            self.h2h.setdefault(pid, v)
        return {pid: -v for pid, v in among.items()}

    def split(self, group: list[int], at: int) -> list[list[int]]:
        """``group`` (tied so far) in order, as the runs of players still tied."""
        if len(group) == 1 or at >= len(self.order):
            return [group]
        values = self.value(self.order[at], group)
        runs: dict[Any, list[int]] = {}
        for pid in sorted(group, key=lambda pid: (values[pid], self.tallies[pid].order)):
            runs.setdefault(values[pid], []).append(pid)
        out: list[list[int]] = []
        for key in sorted(runs):
            run = runs[key]
            # Smaller than before: the same tie-break again (among fewer players it may
            # separate them); the whole group still tied: the next tie-break.
            out.extend(self.split(run, at if len(run) < len(group) else at + 1))
        return out


def _standing_row(place: int, t: _Tally, n_rounds: int, per_round: list[int], progressive: int, h2h: int,
                  game_points: int) -> StandingRow:
    """One player's line of the standings."""
    return StandingRow(
        place=place,
        player_id=t.info.id,
        name=t.info.name,
        reading=t.info.reading,
        affiliation=t.info.affiliation,
        points=t.points,
        games=t.games,
        wins=t.wins,
        rank_sum=t.rank_sum,
        head_to_head=h2h,
        largest_prime=t.largest_prime,
        byes=t.byes,
        rank_score=_score(t),
        opposition=sum(per_round),
        round_ranks=tuple(t.round_ranks.get(r) for r in range(1, n_rounds + 1)),
        round_sizes=tuple(t.round_sizes.get(r) for r in range(1, n_rounds + 1)),
        withdrawn_from=t.info.withdrawn_from,
        buchholz_cut1=_cut(per_round, 1, 0),
        median_buchholz=_cut(per_round, 1, 1),
        progressive=progressive,
        game_points=game_points,
    )


def _progressive(tallies: Mapping[int, _Tally], games: Sequence[GameResult], byes: Sequence[tuple[int, int]],
                 rules: ScoringRules, n_rounds: int) -> dict[int, int]:
    """Progressive score: the running total after each round, summed (early points weigh
    more)."""
    by_round: dict[int, Counter[int]] = {}
    for game in games:
        row = rules.row(game.size)
        for placing in game.placings:
            by_round.setdefault(game.round, Counter())[placing.player_id] += row[placing.rank - 1]
    for round_number, pid in byes:
        by_round.setdefault(round_number, Counter())[pid] += rules.bye_points
    last = max([n_rounds, *by_round], default=0)
    out = {pid: 0 for pid in tallies}
    running = Counter[int]()
    for r in range(1, last + 1):
        running.update(by_round.get(r, Counter()))
        for pid in out:
            out[pid] += running[pid]
    return out


def _prime_value(digits: str | None) -> tuple[int, _neg]:
    """Largest prime as a sort value: larger first, none played last."""
    present, prime = _prime_sort(digits)
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
