"""Final ranking (R13, R14, R16 and D12 with its MathPower 2016 variant)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence


@dataclass(frozen=True)
class Declaration:
    """A remaining player's number at a MathPower 2016 stop (D12 variant)."""

    player: str
    text: str
    value: int | float  # float("inf") for a lone joker
    is_prime: bool
    cards: int


def seat_distance(players: Sequence[str], start: str | None, name: str) -> int:
    """How many seats after ``start`` (in turn order) ``name`` sits; 0 for ``start`` itself."""
    if start is None:
        return players.index(name)
    return (players.index(name) - players.index(start)) % len(players)


def disqualified_order(disqualified: Sequence[str]) -> list[str]:
    """R14: the disqualified rank last, the latest disqualified highest."""
    return list(reversed(disqualified))


def rank_by_going_out(out: Sequence[str], remaining: Sequence[str], disqualified: Sequence[str]) -> list[str]:
    """R13: the order of going out, the last player left, then the disqualified."""
    return [*out, *remaining, *disqualified_order(disqualified)]


def rank_at_stop_by_cards(
    players: Sequence[str],
    out: Sequence[str],
    remaining: dict[str, int],
    disqualified: Sequence[str],
    to_move: str | None,
) -> list[str]:
    """R16 (D12 default): fewer cards first, ties in turn order from the player to move."""
    still_in = sorted(remaining, key=lambda p: (remaining[p], seat_distance(players, to_move, p)))
    return [*out, *still_in, *disqualified_order(disqualified)]


def rank_at_stop_mathpower(
    players: Sequence[str],
    out: Sequence[str],
    declarations: dict[str, Declaration],
    disqualified: Sequence[str],
    to_move: str | None,
) -> list[str]:
    """D12 MathPower 2016: primes by size (B), then the rest by fewer cards (C).

    A lone joker (∞) counts as the strongest number of group B, as it is in a prime play.
    """
    group_b = [d for d in declarations.values() if d.is_prime]
    group_c = [d for d in declarations.values() if not d.is_prime]
    group_b.sort(key=lambda d: (-d.value, seat_distance(players, to_move, d.player)))
    group_c.sort(key=lambda d: (d.cards, seat_distance(players, to_move, d.player)))
    return [*out, *(d.player for d in group_b), *(d.player for d in group_c), *disqualified_order(disqualified)]
