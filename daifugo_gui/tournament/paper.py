"""Results typed from the paper score sheet, and what a correction changes (pure).

A table judged on paper has no game record: the organiser types what the sheet says
(ranks, cards left, fouls, time-outs, a disqualification, the largest prime). The result
is stored like a console's, with a small record that says where it came from, so the
standings, the prints and a later correction treat both alike.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Mapping, Sequence

from daifugo_gui.rules.primality import is_prime
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.summary import GameSummary
from daifugo_gui.tournament.views import same_name

PAPER_FORMAT = "daifugo-paper-result/1"


@dataclass(frozen=True)
class PaperRow:
    """One player's line of a score sheet."""

    player: str
    rank: int
    cards_left: int = 0
    fouls: int = 0
    timeouts: int = 0
    disqualified: bool = False
    largest_prime: str | None = None  # digits, as written on the sheet

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def check_sheet(rows: Sequence[PaperRow], seated: Sequence[str], where: Any) -> None:
    """Raise :class:`TournamentError` unless ``rows`` are exactly the seated players, ranked
    1..n once each, with counts that make sense and primes that are prime."""
    named = sorted(same_name(r.player) for r in rows)
    if named != sorted(same_name(s) for s in seated):
        raise TournamentError(reason(TC.PAPER_PLAYERS_DIFFER, players=", ".join(r.player for r in rows),
                                     where=where, seated=", ".join(seated)))
    ranks = sorted(r.rank for r in rows)
    if ranks != list(range(1, len(rows) + 1)):
        raise TournamentError(reason(TC.PAPER_RANKS, where=where, count=len(rows),
                                     ranks=", ".join(str(r.rank) for r in rows)))
    for row in rows:
        for what, value in (("cards_left", row.cards_left), ("fouls", row.fouls), ("timeouts", row.timeouts)):
            if value < 0:
                raise TournamentError(reason(TC.PAPER_NEGATIVE, player=row.player, what=what))
        if row.largest_prime is not None:
            digits = row.largest_prime.strip()
            if not digits.isdigit() or not is_prime(int(digits)):
                raise TournamentError(reason(TC.PAPER_PRIME, player=row.player, digits=digits))


def sheet_summary(rows: Sequence[PaperRow], players: Sequence[str]) -> GameSummary:
    """The :class:`GameSummary` a sheet stands for (players in seat order)."""
    ordered = sorted(rows, key=lambda r: r.rank)
    primes = {r.player: r.largest_prime.strip() for r in rows if r.largest_prime}
    best = max(primes.items(), key=lambda kv: (len(kv[1]), kv[1]), default=None)
    return GameSummary(
        players=tuple(players),
        ranking=tuple(r.player for r in ordered),
        cards_left={r.player: r.cards_left for r in rows},
        fouls={r.player: r.fouls for r in rows},
        timeouts={r.player: r.timeouts for r in rows},
        disqualified=tuple(r.player for r in ordered if r.disqualified),
        largest_prime=best[1] if best else None,
        largest_prime_by=best[0] if best else None,
        primes=primes,
    )


def sheet_record(rows: Sequence[PaperRow], players: Sequence[str], settings: Mapping[str, Any]) -> dict[str, Any]:
    """The small record kept for a paper result: where it came from and what it said."""
    return {
        "format": PAPER_FORMAT,
        "players": list(players),
        "settings": dict(settings),
        "paper": [r.to_dict() for r in sorted(rows, key=lambda r: r.rank)],
        "events": [],
    }


def rows_of(summary: GameSummary) -> list[PaperRow]:
    """A stored result as the lines of a sheet (what a correction starts from)."""
    return [
        PaperRow(name, rank, int(summary.cards_left.get(name, 0)), int(summary.fouls.get(name, 0)),
                 int(summary.timeouts.get(name, 0)), name in summary.disqualified, summary.primes.get(name))
        for rank, name in enumerate(summary.ranking, start=1)
    ]
