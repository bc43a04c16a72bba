"""Issue 27: the console under a judge's hands — keys, focus, refusals, undo and clocks.

Each test does what the judge did at the table, with real key events on the real
widgets (pytest-qt), on a fake monotonic clock the tests advance.
"""

from __future__ import annotations

from collections import Counter

import pytest

from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules import Phase, Settings, parse_cards, standard_deck


class FakeClock:
    def __init__(self) -> None:
        self.t = 5000.0

    def __call__(self) -> float:
        return self.t


def short_deck_deal() -> tuple[dict, list]:
    """Aki holds four even spades, Ben one card, the deck one card, Chie all the rest."""
    aki, ben, deck = list(parse_cards("S2 S4 S6 S8")), list(parse_cards("H2")), list(parse_cards("DK"))
    chie = sorted((Counter(standard_deck(jokers=0)) - Counter(aki + ben + deck)).elements())
    return {"Aki": aki, "Ben": ben, "Chie": chie}, deck


def test_game_time_running_out_during_discards_stops_once_they_are_done(qapp, tmp_path) -> None:
    """D11 reaches zero while short-deck discards are owed: the stop waits for them (R10)."""
    clock = FakeClock()
    live = LiveGame(tmp_path / "j.jsonl", now=clock)
    hands, deck = short_deck_deal()
    live.new_game(NewGame(["Aki", "Ben", "Chie"], Settings(jokers=0, game_limit_s=300), hands, deck))
    live.begin_play()
    live.play("S2 S4 S6 S8")  # 2468: a foul of 4 cards, 1 left in the deck
    assert live.game.phase is Phase.DISCARDING
    clock.t += 301
    live.poll_clocks()
    assert live.game.phase is Phase.DISCARDING and not live.game.finished
    live.discard("Ben", "H2")  # Ben goes out by the discards
    live.discard("Chie", "SA S3 S5")
    assert live.game.finished and live.game.stop_reason == "time"
    assert live.game.ranking()[0] == "Ben"
    assert live.game.results[-1] == "stopped"
