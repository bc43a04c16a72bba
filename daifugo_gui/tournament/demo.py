"""Example games and tournaments: for trying the tournament tab, docs and benchmarks.

:func:`finished_record` writes a genuine ``prime-daifugo-record/1`` whose replay ends
with the players ranked in the given order, so demos exercise the real engine path.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from daifugo_gui.rules.events import Pass, Play, Stop, StopReason, Timeout, events_to_json

# Single cards rising in value, every one a prime: each player in turn plays one and,
# holding a one-card hand, goes out.
_RISING_PRIMES = ("2", "3", "5", "7", "J", "K")


def finished_record(
    ranking: Sequence[str],
    *,
    started_at: str | None = None,
    ended_at: str | None = None,
) -> dict[str, Any]:
    """A record of a finished game in which the players go out in ``ranking`` order."""
    if not 2 <= len(ranking) <= len(_RISING_PRIMES):
        raise ValueError(f"{len(ranking)} players: demo games seat 2 to {len(_RISING_PRIMES)}")
    events = events_to_json(Play(name, card) for name, card in zip(ranking[:-1], _RISING_PRIMES))
    record: dict[str, Any] = {
        "format": "prime-daifugo-record/1",
        "settings": {"hand_size": 1},
        "players": list(ranking),
        "events": events,
    }
    meta = {k: v for k, v in (("started_at", started_at), ("ended_at", ended_at)) if v}
    if meta:
        record["meta"] = meta
    return record


def eventful_record(players: Sequence[str]) -> dict[str, Any]:
    """A stopped 4-player game with a foul, a time-out and several primes (for score sheets).

    Turn order is ``players``; the first commits a foul (8 is not prime), the second times
    out (disqualified, D8), the third plays 13, the fourth a joker (∞, leads again) and 109,
    the first 137; then the judge stops the game on time (D11), ranking the rest by cards
    left (D12).
    """
    a, b, c, d = players
    return {
        "format": "prime-daifugo-record/1",
        "settings": {"hand_size": 5},
        "players": [a, b, c, d],
        "events": events_to_json([
            Play(a, "8"),
            Timeout(b),
            Play(c, "K"),
            Play(d, "X"),
            Play(d, "10 9"),
            Play(a, "K 7"),
            Pass(c),
            Pass(d),
            Stop(StopReason.TIME),
        ]),
        "meta": {"started_at": "2026-11-22T10:00:00+09:00", "ended_at": "2026-11-22T10:15:00+09:00"},
    }


def random_ranking(names: Sequence[str], rng: random.Random) -> list[str]:
    order = list(names)
    rng.shuffle(order)
    return order


# What long, awkward names are made of: rare kanji that need the fallback font, wide and
# narrow Latin, a long word with no place to break, spaces.
_LONG_PIECES = ("𠮷", "髙", "﨑", "山", "田", "素数大富豪", "W", "m", "Ｗ", "ー", " ")


def long_text(rng: random.Random, length: int) -> str:
    """``length`` characters of awkward text (never empty)."""
    text = ""
    while len(text) < length:
        text += rng.choice(_LONG_PIECES)
    return text[:length].strip() or "名"


def fill_long_names_event(tournament: Any, players: int = 7, rounds: int = 2, length: int = 100) -> None:
    """The prints' worst case: ``players`` with names, readings and clubs of ``length``
    characters (100 is the most a name may have), ``rounds`` played from paper sheets with
    a 31-digit prime, the first player withdrawn after round 1."""
    from daifugo_gui.tournament.paper import PaperRow

    rng = random.Random(14)
    names = []
    for i in range(players):
        name = (f"{i}" + long_text(rng, length))[:length]
        names.append(name)
        tournament.add_player(name, long_text(rng, length), long_text(rng, length))
    for number in range(1, rounds + 1):
        view = tournament.seat_round()
        for table in view.tables:
            seated = [p.name for p in table.players]
            rows = [PaperRow(n, k + 1, 0 if k == 0 else 10 + k, k % 2, 0, False,
                             "1000000000000000000000000000057" if k == 0 else None)
                    for k, n in enumerate(seated)]
            tournament.record_paper_result(number, table.number, rows)
        if number == 1:
            tournament.drop_player(names[0])


def play_round(tournament: Any, rng: random.Random) -> Any:
    """Seat the next round and record every table from a demo game, in a random order of
    finish; returns the round."""
    view = tournament.seat_round()
    for table in view.tables:
        names = [p.name for p in table.players]
        rng.shuffle(names)
        tournament.record_game(view.number, table.number, finished_record(names))
    return view
