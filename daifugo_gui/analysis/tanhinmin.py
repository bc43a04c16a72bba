"""Two-player Tanhinmin with (c0, c1) winning conditions, solved in linear time.

Tanhinmin is single-card Daifugo for two players with perfect information. A position
``(X, X̄, r)`` holds the mover's hand X, the opponent's hand X̄ (multisets of integer
strengths >= 1) and the field r (the strength to beat; 0 when the field is empty).
The mover either plays one card stronger than r (it becomes the field and the turn
passes) or passes (the field empties and the turn passes).

Under the (c0, c1) winning condition the mover wins as soon as it holds c0 cards or
fewer while the opponent still holds more than c1, and the other way round; (0, 0) is
the ordinary game. Conditions stay attached to players, so after any move the new
mover's condition is the old opponent's: ``(c0, c1)`` becomes ``(c1, c0)``.

The theory follows the Tanhinmin paper in ``shared/seeds/001_*`` (Ohto and Kiya): the
mover wins exactly when ``delta = mu0 - mu1 > 0`` (Theorem 1), where mu0 and mu1 are
sizes of maximum "downward" matchings between the hands with the bottom c0 / c1 cards
ignored. Everything here runs in O(N) on the sorted hands; docs/tanhinmin.md explains the
definitions and how they were checked against an exhaustive minimax search.
"""

from __future__ import annotations

import bisect
import os
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from enum import Enum
from typing import Iterable, Sequence

from daifugo_gui.analysis.reasons import AnalysisCode
from daifugo_gui.rules.errors import Explained
from daifugo_gui.rules.reasons import Param, Reason

PASS = 0
"""A move is the strength of the card played, or PASS (0) for passing."""

EMPTY_FIELD = 0
"""The empty field behaves like a card of strength 0: every card beats it."""


class TanhinminError(Explained, ValueError):
    """A position, condition or move that does not make sense; the reason says which."""

    def __init__(self, code: AnalysisCode, **params: Param) -> None:
        super().__init__(Reason.of(code, **params))


class Player(str, Enum):
    """Who wins, seen from the position: the player to move or the other one."""

    MOVER = "mover"
    OPPONENT = "opponent"


@dataclass(frozen=True)
class Position:
    """``(X, X̄, r)``: sorted hands of the mover and the opponent, and the field."""

    mover: tuple[int, ...]
    opponent: tuple[int, ...]
    field: int = EMPTY_FIELD

    @classmethod
    def of(
        cls, mover: Iterable[int], opponent: Iterable[int], field: int | None = None
    ) -> Position:
        """Build a position from hands in any order; ``field=None`` is the empty field."""
        mover_t = tuple(sorted(mover))
        opponent_t = tuple(sorted(opponent))
        for name, hand in (("mover", mover_t), ("opponent", opponent_t)):
            if hand and hand[0] < 1:
                raise TanhinminError(AnalysisCode.TANHINMIN_HAND_BELOW_ONE, name=name, strength=hand[0])
        r = EMPTY_FIELD if field is None else field
        if r < 0:
            raise TanhinminError(AnalysisCode.TANHINMIN_FIELD_NEGATIVE, strength=r)
        return cls(mover_t, opponent_t, r)

    def legal_plays(self) -> list[int]:
        """The distinct strengths the mover may play (passing is always allowed too)."""
        start = bisect.bisect_right(self.mover, self.field)
        return sorted(set(self.mover[start:]))

    def after(self, move: int) -> Position:
        """The position after ``move``, seen by the new mover (the old opponent)."""
        if move == PASS:
            return Position(self.opponent, self.mover, EMPTY_FIELD)
        if move <= self.field:
            raise TanhinminError(AnalysisCode.TANHINMIN_CANNOT_BEAT, move=move, field=self.field)
        index = bisect.bisect_left(self.mover, move)
        if index == len(self.mover) or self.mover[index] != move:
            raise TanhinminError(AnalysisCode.TANHINMIN_NOT_HELD, move=move)
        rest = self.mover[:index] + self.mover[index + 1 :]
        return Position(self.opponent, rest, move)

    def swapped(self) -> Position:
        """The same hands with the other player to move on an empty field."""
        return Position(self.opponent, self.mover, EMPTY_FIELD)


@dataclass(frozen=True)
class WinCondition:
    """(c0, c1): the mover wins on reaching c0 cards, the opponent on reaching c1."""

    c0: int = 0
    c1: int = 0

    def check(self, position: Position) -> None:
        """Raise unless ``0 <= c0 < |X|`` and ``0 <= c1 < |X̄|`` (the paper's domain)."""
        if not 0 <= self.c0 < len(position.mover):
            raise TanhinminError(AnalysisCode.TANHINMIN_C0_RANGE, value=self.c0, cards=len(position.mover))
        if not 0 <= self.c1 < len(position.opponent):
            raise TanhinminError(AnalysisCode.TANHINMIN_C1_RANGE, value=self.c1, cards=len(position.opponent))

    def swapped(self) -> WinCondition:
        return WinCondition(self.c1, self.c0)


STANDARD = WinCondition(0, 0)
"""The paper's ordinary game: whoever empties their hand first wins."""


def parse_strengths(text: str) -> list[int]:
    """Strengths written as whole numbers separated by spaces or commas.

    Raises TanhinminError naming the first bad token and its position (1-based), or the
    first empty field between commas ("1,3,,5": a strength left out is refused, not
    skipped). An empty text is an empty list; callers decide whether that is allowed.
    """
    if "," in text and text.replace(",", " ").split():  # only commas: an empty hand, as before
        fields = [field.strip() for field in text.split(",")]
        position = 0
        for field in fields:
            if not field:
                raise TanhinminError(AnalysisCode.TANHINMIN_EMPTY_FIELD, index=position + 1)
            position += len(field.split())
    hand = []
    for i, token in enumerate(text.replace(",", " ").split(), 1):
        try:
            value = int(token, 10)
        except ValueError:
            raise TanhinminError(AnalysisCode.TANHINMIN_NOT_WHOLE, token=repr(token), index=i) from None
        if value < 1:
            raise TanhinminError(AnalysisCode.TANHINMIN_BELOW_ONE, token=repr(token), index=i)
        hand.append(value)
    return hand


@dataclass(frozen=True)
class Hands:
    """The two hands of a hands file: the mover's (first line) and the opponent's."""

    mover: list[int]
    opponent: list[int]


def parse_hands(text: str) -> Hands:
    """A hands file: the mover's strengths on one line, the opponent's on the next.

    Blank lines and lines starting with ``#`` (notes about where the hands came from)
    are skipped; any other count of lines than two is refused, as is an empty hand.
    The tab's "Load hands from file…" and ``daifugo tanhinmin --hands-file`` both read
    this, so a file written for one works in the other.
    """
    lines = [
        (number, line)
        for number, line in enumerate(text.splitlines(), 1)
        if line.strip() and not line.lstrip().startswith("#")
    ]
    if len(lines) != 2:
        raise TanhinminError(AnalysisCode.TANHINMIN_FILE_LINES, count=len(lines))
    hands = []
    for number, line in lines:
        try:
            hand = parse_strengths(line)
        except TanhinminError as exc:
            raise TanhinminError(AnalysisCode.TANHINMIN_FILE_LINE, line=number, problem=exc.reason) from None
        if not hand:
            raise TanhinminError(AnalysisCode.TANHINMIN_EMPTY_HAND)
        hands.append(hand)
    return Hands(hands[0], hands[1])


MAX_HANDS_FILE = 64 * 1024 * 1024
"""Room for about 10^7 strengths; a larger file is a mistake, not a position."""


def read_hands(path: str | os.PathLike[str], limit: int = MAX_HANDS_FILE) -> Hands:
    """:func:`parse_hands` of a UTF-8 file (a BOM is fine); every failure is a
    TanhinminError naming the file."""
    name = os.fspath(path)
    try:
        with open(name, "rb") as handle:
            data = handle.read(limit + 1)
    except FileNotFoundError:
        raise TanhinminError(AnalysisCode.TANHINMIN_FILE_MISSING, name=name) from None
    except IsADirectoryError:
        raise TanhinminError(AnalysisCode.TANHINMIN_FILE_FOLDER, name=name) from None
    except OSError as exc:
        raise TanhinminError(AnalysisCode.TANHINMIN_FILE_UNREADABLE, name=name, why=exc.strerror or str(exc)) from None
    if len(data) > limit:
        raise TanhinminError(AnalysisCode.TANHINMIN_FILE_TOO_LARGE, name=name, megabytes=limit // (1024 * 1024))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise TanhinminError(AnalysisCode.TANHINMIN_FILE_NOT_TEXT, name=name, offset=exc.start) from None
    return parse_hands(text)


# --- matchings ------------------------------------------------------------------------


def mu(upper: Sequence[int], lower: Sequence[int]) -> int:
    """mu(V0, V1): size of a maximum downward matching (v0 > v1) between sorted lists.

    Greedy from the small end: each upper element takes the weakest unmatched lower
    element, if that one is strictly weaker. O(len(upper)) time, O(1) extra space.
    """
    j = 0
    n = len(lower)
    for a in upper:
        if j < n and lower[j] < a:
            j += 1
    return j


def gamma(upper: Sequence[int], lower: Sequence[int]) -> int | None:
    """gamma(V0, V1): the strongest upper element left unmatched by some maximum matching.

    None stands for the paper's minus infinity (every upper element is always matched).
    The greedy of :func:`mu` leaves exactly the candidates unmatched; the strongest of
    them is the answer (checked against an enumeration of all matchings in the tests).
    """
    j = 0
    n = len(lower)
    best: int | None = None
    for a in upper:
        if j < n and lower[j] < a:
            j += 1
        else:
            best = a
    return best


def _mu_plus(upper: Sequence[int], lower: Sequence[int], extra: int) -> int:
    """mu(upper, lower + {extra}) without building the merged list."""
    j = 0
    n = len(lower)
    pending = True  # ``extra`` is still unmatched
    for a in upper:
        # The weakest unmatched lower card is ``extra`` or lower[j]; match it if weaker.
        if pending and extra < a and (j >= n or extra <= lower[j]):
            pending = False
        elif j < n and lower[j] < a:
            j += 1
    return j + (0 if pending else 1)


def _mu0(x: Sequence[int], y: Sequence[int], r: int, c0: int, c1: int) -> int:
    return _mu_plus(x[c0:], y[c1 + 1 :], r)


def _mu1(x: Sequence[int], y: Sequence[int], c0: int, c1: int) -> int:
    return mu(y[c1:], x[c0 + 1 :])


def mu0(position: Position, cond: WinCondition = STANDARD) -> int:
    """mu0 = mu(X without its c0 weakest, X̄ without its c1+1 weakest plus {r})."""
    return _mu0(position.mover, position.opponent, position.field, cond.c0, cond.c1)


def mu1(position: Position, cond: WinCondition = STANDARD) -> int:
    """mu1 = mu(X̄ without its c1 weakest, X without its c0+1 weakest)."""
    return _mu1(position.mover, position.opponent, cond.c0, cond.c1)


@dataclass(frozen=True)
class Evaluation:
    """The matching numbers of a position and who wins (Theorem 1: delta > 0)."""

    mu0: int
    mu1: int

    @property
    def delta(self) -> int:
        return self.mu0 - self.mu1

    @property
    def winner(self) -> Player:
        return Player.MOVER if self.delta > 0 else Player.OPPONENT


def evaluate(position: Position, cond: WinCondition = STANDARD) -> Evaluation:
    """mu0, mu1 and delta of ``position`` under ``cond`` in O(N)."""
    cond.check(position)
    return Evaluation(mu0(position, cond), mu1(position, cond))


def winner(position: Position, cond: WinCondition = STANDARD) -> Player:
    """Who wins with best play (Theorem 1)."""
    return evaluate(position, cond).winner


# --- Algorithm 1: the exact range of optimal plays ------------------------------------


@dataclass(frozen=True)
class OptimalMoves:
    """Algorithm 1's answer: optimal card plays and whether passing is optimal.

    In a lost position every move is optimal (all lose), and in a position with
    delta >= 2 every move keeps the win; only delta == 1 narrows the choice.
    ``low``/``high`` bound the optimal strengths (an interval, empty when None);
    ``plays`` lists the distinct strengths in hand that it contains.
    """

    low: int | None
    high: int | None
    plays: tuple[int, ...]
    pass_optimal: bool
    # How Algorithm 1 got there, for showing the derivation next to the answer:
    # gamma = γ(X_{-[c0]}, X̄_{-[c1+1]}) (None for minus infinity), the bound of line 6;
    # weak / strong = the pieces of lines 3-4 and 5-6 after clipping to the playable
    # strengths (None when a line adds nothing; both None when δ != 1, see line 2).
    gamma: int | None = None
    weak: tuple[int, int] | None = None
    strong: tuple[int, int] | None = None


def _hull(intervals: list[tuple[int, int]]) -> tuple[int, int] | None:
    if not intervals:
        return None
    return min(lo for lo, _ in intervals), max(hi for _, hi in intervals)


def optimal_moves(position: Position, cond: WinCondition = STANDARD) -> OptimalMoves:
    """Algorithm 1: the necessary and sufficient range of optimal plays, in O(N)."""
    ev = evaluate(position, cond)
    x, y, r = position.mover, position.opponent, position.field
    c0, c1 = cond.c0, cond.c1
    m = len(x)
    pieces: list[tuple[int, int]] = []
    weak: tuple[int, int] | None = None
    strong: tuple[int, int] | None = None
    g = gamma(x[c0:], y[c1 + 1 :])
    if ev.delta != 1:
        pieces.append((x[0], x[-1]))
        pass_ok = True
    else:
        # Weak plays (the c0+1 weakest cards) cost the mover nothing; they are optimal
        # when they do not give the opponent one more matching (Table 2).
        if m == c0 + 1 or ev.mu1 == mu(y[c1:], x[c0 + 2 :]) + 1:
            pieces.append((x[0], x[c0]))
        else:
            # Otherwise a weak card is safe when no opponent card (bottom c1 ignored)
            # lies above it and at or below x[c0+1]. The extracted paper also asks
            # min X <= max Y here; the exhaustive check shows that drops optimal plays
            # when every such opponent card is below the whole hand, so it is left out.
            k = bisect.bisect_right(y, x[c0 + 1], lo=c1)
            low = y[k - 1] if k > c1 else x[0]
            if low <= x[c0]:
                pieces.append((low, x[c0]))
        weak = pieces[-1] if pieces else None
        # Strong plays (from the (c0+2)-th weakest up) must cost the mover only one
        # matching (Table 1): any of them if the field is not needed, else up to gamma.
        without_field = mu(x[c0:], y[c1 + 1 :])
        if m >= c0 + 2:
            if ev.mu0 == without_field:
                strong = (x[c0 + 1], x[-1])
            elif g is not None and g >= x[c0 + 1]:
                strong = (x[c0 + 1], g)
            if strong is not None:
                pieces.append(strong)
        pass_ok = ev.mu0 == without_field
    # Clip to the playable range, then collect the hand's strengths in any piece. The
    # paper notes the pieces form one interval; low/high report their hull (the tests
    # check that the hull holds no other playable card).
    pieces = [clipped for piece in pieces if (clipped := _clip(piece, r)) is not None]
    weak, strong = _clip(weak, r), _clip(strong, r)
    values: set[int] = set()
    for lo, hi in pieces:
        values.update(x[bisect.bisect_left(x, lo) : bisect.bisect_right(x, hi)])
    span = _hull(pieces)
    if span is None:
        return OptimalMoves(None, None, (), pass_ok, g, weak, strong)
    return OptimalMoves(span[0], span[1], tuple(sorted(values)), pass_ok, g, weak, strong)


def _clip(piece: tuple[int, int] | None, field: int) -> tuple[int, int] | None:
    """A piece of Algorithm 1 cut to the strengths that beat the field (line 8)."""
    if piece is None or max(piece[0], field + 1) > piece[1]:
        return None
    return max(piece[0], field + 1), piece[1]


# --- Algorithms 2-7: optimal strategies -----------------------------------------------


class Strategy(str, Enum):
    """The optimal strategies of Algorithms 2-7 (Theorem 5)."""

    PREFER_C0_PLUS_1 = "prefer_c0_plus_1"  # Algorithm 2
    PREFER_C0_PLUS_2 = "prefer_c0_plus_2"  # Algorithm 3
    SWITCH_ON_MU0 = "switch_on_mu0"  # Algorithm 4
    SWITCH_ON_MU1 = "switch_on_mu1"  # Algorithm 5
    MU0_FROM_TOP = "mu0_from_top"  # Algorithm 6
    MU1_PLUS_1_FROM_TOP = "mu1_plus_1_from_top"  # Algorithm 7

    @property
    def algorithm(self) -> int:
        return list(Strategy).index(self) + 2

    @property
    def parameter_side(self) -> int | None:
        """Which condition bounds the strategy's free parameter c: 0 -> c0, 1 -> c1."""
        return _PARAMETER_SIDE[self]


_PARAMETER_SIDE: dict[Strategy, int | None] = {
    Strategy.PREFER_C0_PLUS_1: None,
    Strategy.PREFER_C0_PLUS_2: 0,
    Strategy.SWITCH_ON_MU0: 0,
    Strategy.SWITCH_ON_MU1: 1,
    Strategy.MU0_FROM_TOP: 0,
    Strategy.MU1_PLUS_1_FROM_TOP: 1,
}


def parameter_bound(strategy: Strategy, cond: WinCondition) -> int | None:
    """The largest value of ``strategy``'s free c under ``cond`` (None: it has no c)."""
    side = _PARAMETER_SIDE[strategy]
    if side is None:
        return None
    return cond.c0 if side == 0 else cond.c1


def _parameter(strategy: Strategy, cond: WinCondition, param: int | None) -> int:
    side = _PARAMETER_SIDE[strategy]
    if side is None:
        return 0
    bound = cond.c0 if side == 0 else cond.c1
    if param is None:
        return bound
    if not 0 <= param <= bound:
        name = "c0" if side == 0 else "c1"
        raise TanhinminError(AnalysisCode.TANHINMIN_PARAMETER, value=param, name=name, bound=bound)
    return param


def strategy_move(
    position: Position,
    cond: WinCondition = STANDARD,
    strategy: Strategy = Strategy.PREFER_C0_PLUS_1,
    param: int | None = None,
) -> int:
    """The move ``strategy`` makes (a strength, or PASS when nothing can be played).

    ``param`` is the free c of Algorithms 3-7 (0 <= c <= c0 or c1); by default the
    bound itself. Each strategy is optimal (Theorem 5): from a won position it keeps it.
    """
    # The branches below compare members by identity; a plain str value (as a Qt combo box
    # hands it back) would silently fall through to Algorithm 7.
    strategy = Strategy(strategy)
    x, y, r = position.mover, position.opponent, position.field
    c0, c1 = cond.c0, cond.c1
    m = len(x)
    if not (0 <= c0 < m and 0 <= c1 < len(y)):
        cond.check(position)  # raises with the reason
    c = _parameter(strategy, cond, param)
    first = bisect.bisect_right(x, r)  # index of the weakest playable card
    if first == m:
        return PASS
    # Every branch plays the weakest playable card at or above some index ("skip the
    # bottom k cards"), except Algorithms 6 and 7, which may play a stronger one.
    if strategy is Strategy.PREFER_C0_PLUS_1:
        keeps = m == c0 + 1 or mu(y[c1:], x[c0 : c0 + 1] + x[c0 + 2 :]) == _mu1(x, y, c0, c1)
        skip = c0 if keeps else c0 + 1
    elif strategy is Strategy.PREFER_C0_PLUS_2:
        costs_one = m >= c0 + 2 and mu(x[c0 : c0 + 1] + x[c0 + 2 :], y[c1 + 1 :]) == (
            _mu0(x, y, r, c0, c1) - 1
        )
        skip = c0 + 1 if costs_one else c
    elif strategy is Strategy.SWITCH_ON_MU0:
        skip = 0 if _mu0(x, y, r, c, c1) >= m - c0 else c0 + 1
    elif strategy is Strategy.SWITCH_ON_MU1:
        skip = 0 if _mu1(x, y, c0, c) == m - c0 - 1 else c0 + 1
    else:
        if strategy is Strategy.MU0_FROM_TOP:
            rank = _mu0(x, y, r, c, c1)
        else:
            rank = _mu1(x, y, c0, c) + 1
        low = x[first]
        return low if rank < 1 else max(x[m - rank], low)
    i = max(first, skip)
    return x[i] if i < m else PASS


# --- Corollary 4: winners under every condition at once -------------------------------


class _SuffixMatcher:
    """mu(U without its p weakest, L without its q weakest [+ {extra}]) in O(1) per query.

    Hall's theorem for downward matchings: the worst set of lower cards is every lower
    card from some threshold t up, whose neighbours are the upper cards above t, so
    mu = |L'| - max(0, max_t (#L' >= t - #U' > t)). With suffixes of sorted lists every
    term is an O(1) expression of p, q and a few prefix/suffix maxima built in O(N).
    """

    def __init__(self, upper: Sequence[int], lower: Sequence[int], extra: int | None) -> None:
        self.m = len(upper)
        self.n = len(lower)
        self.extra = extra
        # below[j] = how many upper cards are <= lower[j] (nondecreasing in j).
        below = []
        i = 0
        for v in lower:
            while i < self.m and upper[i] <= v:
                i += 1
            below.append(i)
        # first_above[p] = first j with below[j] > p, for p = 0..m.
        first_above = [0] * (self.m + 1)
        j = 0
        for p in range(self.m + 1):
            while j < self.n and below[j] <= p:
                j += 1
            first_above[p] = j
        self.first_above = first_above
        # The lower cards <= extra get one more lower card (extra) above the threshold.
        self.j_extra = bisect.bisect_right(lower, extra) if extra is not None else 0
        self.n_below_extra = bisect.bisect_left(lower, extra) if extra is not None else 0
        self.upper_le_extra = bisect.bisect_right(upper, extra) if extra is not None else 0
        # suffix maxima of below[j] - j, over all j and over j < j_extra only.
        neg = -(self.m + self.n + 2)
        self.suf_all = [neg] * (self.n + 1)
        self.suf_extra = [neg] * (self.n + 1)
        for jj in range(self.n - 1, -1, -1):
            val = below[jj] - jj
            self.suf_all[jj] = max(val, self.suf_all[jj + 1])
            self.suf_extra[jj] = (
                max(val, self.suf_extra[jj + 1]) if jj < self.j_extra else self.suf_extra[jj + 1]
            )
        self._neg = neg

    def mu(self, p: int, q: int) -> int:
        m, n = self.m, self.n
        s = self.first_above[p]
        # best = max over thresholds lower[j], j >= q, of (#lower' >= t) - (#upper' > t)
        #      = n - m + max_j (max(p, below[j]) - j + [j < j_extra]).
        best = self._neg
        if q < n:
            if q < s:
                best = p - q + (1 if q < self.j_extra else 0)
            k = max(q, s)
            if k < n:
                best = max(best, self.suf_all[k])
                if k < self.j_extra:
                    best = max(best, self.suf_extra[k] + 1)
        deficiency = max(0, n - m + best) if q < n else 0
        size = n - q
        if self.extra is not None:
            size += 1
            # threshold at the extra card itself
            term = 1 + n - max(q, self.n_below_extra) - (m - max(p, self.upper_le_extra))
            deficiency = max(deficiency, term)
        return size - deficiency


@dataclass(frozen=True)
class WinnerTable:
    """Corollary 4: who wins under every (c0, c1), from O(N) numbers.

    ``best_c1[c0]`` is the largest c1 with which the mover still wins under (c0, c1),
    or -1 when the mover loses for every c1. Winning is monotone (a larger c0 or a
    smaller c1 only helps the mover), so one number per c0 decides every condition.
    """

    mover_cards: int
    opponent_cards: int
    best_c1: tuple[int, ...] = dataclass_field(repr=False)

    def winner(self, cond: WinCondition) -> Player:
        if not (0 <= cond.c0 < self.mover_cards and 0 <= cond.c1 < self.opponent_cards):
            raise TanhinminError(AnalysisCode.TANHINMIN_CONDITION_OUTSIDE, c0=cond.c0, c1=cond.c1)
        return Player.MOVER if cond.c1 <= self.best_c1[cond.c0] else Player.OPPONENT

    def rows(self) -> list[list[Player]]:
        """winner for every condition: rows[c0][c1] (quadratic; for display)."""
        return [
            [Player.MOVER if c1 <= best else Player.OPPONENT for c1 in range(self.opponent_cards)]
            for best in self.best_c1
        ]


def winner_table(position: Position) -> WinnerTable:
    """The winners under every (c0, c1) in O(N): a staircase walk over the conditions."""
    x, y = position.mover, position.opponent
    m, n = len(x), len(y)
    if m == 0 or n == 0:
        raise TanhinminError(AnalysisCode.TANHINMIN_EMPTY_HAND)
    first = _SuffixMatcher(x, y, position.field)  # mu0 = first.mu(c0, c1 + 1)
    second = _SuffixMatcher(y, x, None)  # mu1 = second.mu(c1, c0 + 1)
    best = [-1] * m
    c1 = n - 1
    for c0 in range(m - 1, -1, -1):
        while c1 >= 0 and first.mu(c0, c1 + 1) - second.mu(c1, c0 + 1) <= 0:
            c1 -= 1
        best[c0] = c1
    return WinnerTable(m, n, tuple(best))


# --- playing a game out ----------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One moment of a played-out game, with hands named by seat (first/second)."""

    position: Position
    cond: WinCondition
    to_move: int  # seat 0 or 1
    move: int | None = None  # the move made from here, None for the current step
    winner_seat: int | None = None  # set once a seat has reached its target


def ends_game(position: Position, cond: WinCondition, move: int) -> bool:
    """Whether ``move`` ends the game at once, the mover reaching its c0 cards."""
    return move != PASS and len(position.mover) - 1 <= cond.c0


@dataclass
class Playthrough:
    """A game played move by move with a cursor for stepping back and forward.

    Seat 0 starts as the mover of the initial position. Making a move after stepping
    back drops the later steps, like an editor's undo history.
    """

    steps: list[Step]
    cursor: int = 0

    @classmethod
    def start(cls, position: Position, cond: WinCondition = STANDARD) -> Playthrough:
        cond.check(position)
        return cls([Step(position, cond, 0)])

    @property
    def current(self) -> Step:
        return self.steps[self.cursor]

    @property
    def finished(self) -> bool:
        return self.current.winner_seat is not None

    def play(self, move: int) -> Step:
        step = self.current
        if step.winner_seat is not None:
            raise TanhinminError(AnalysisCode.TANHINMIN_GAME_OVER)
        if move != PASS and move not in step.position.legal_plays():
            raise TanhinminError(AnalysisCode.TANHINMIN_ILLEGAL, move=move)
        nxt = step.position.after(move)
        won = ends_game(step.position, step.cond, move)
        del self.steps[self.cursor + 1 :]
        self.steps[self.cursor] = Step(step.position, step.cond, step.to_move, move, None)
        new = Step(nxt, step.cond.swapped(), 1 - step.to_move, None, step.to_move if won else None)
        self.steps.append(new)
        self.cursor += 1
        return new

    def can_back(self) -> bool:
        return self.cursor > 0

    def can_forward(self) -> bool:
        return self.cursor + 1 < len(self.steps)

    def back(self) -> None:
        if self.can_back():
            self.cursor -= 1

    def forward(self) -> None:
        if self.can_forward():
            self.cursor += 1
