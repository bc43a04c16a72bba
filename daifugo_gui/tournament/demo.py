"""Example games and tournaments: for trying the tournament tab, docs and benchmarks.

:func:`finished_record` writes a genuine ``prime-daifugo-record/1`` whose replay ends
with the players ranked in the given order, so demos exercise the real engine path.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

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
    events = [
        {"player": name, "action": "play", "field": card}
        for name, card in zip(ranking[:-1], _RISING_PRIMES)
    ]
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
        "events": [
            {"player": a, "action": "play", "field": "8"},
            {"player": b, "action": "timeout"},
            {"player": c, "action": "play", "field": "K"},
            {"player": d, "action": "play", "field": "X"},
            {"player": d, "action": "play", "field": "10 9"},
            {"player": a, "action": "play", "field": "K 7"},
            {"player": c, "action": "pass"},
            {"player": d, "action": "pass"},
            {"action": "stop", "reason": "time"},
        ],
        "meta": {"started_at": "2026-11-22T10:00:00+09:00", "ended_at": "2026-11-22T10:15:00+09:00"},
    }


def random_ranking(names: Sequence[str], rng: random.Random) -> list[str]:
    order = list(names)
    rng.shuffle(order)
    return order
