"""Where the players' web view keeps a player's own page, for the prints to point at
(plain text: no reportlab, so the web view imports it too)."""

from __future__ import annotations

PLAYER_PATH = "players/{id}"
"""A player's own page under the web view's address (issue 36): the id never changes, so
the link printed for round 1 still leads to the player's seat in round 5."""


def player_url(base: str, player_id: int) -> str:
    """The address of a player's own page on the web view served at ``base``
    (``http://192.168.1.20:8765/`` gives ``http://192.168.1.20:8765/players/7``)."""
    return base.rstrip("/") + "/" + PLAYER_PATH.format(id=int(player_id))
