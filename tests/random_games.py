"""Random games with known hands for the rules' property tests (R19: no card lost or
duplicated), and the Hypothesis strategy for the settings they are played under."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from daifugo_gui.rules import Game, Phase, Settings, standard_deck

NAMES = ["Aki", "Ben", "Chie", "Dai"]

SETTINGS = st.builds(
    Settings,
    hand_size=st.integers(3, 11),
    on_timeout=st.sampled_from(["disqualify", "pass"]),
    penalty=st.sampled_from(["played", "field", "one"]),
    flush=st.sampled_from(["bottom_in_order", "shuffle_bottom", "shuffle_all"]),
    flush_on_finish=st.booleans(),
    thousand_day=st.booleans(),
    double_joker_strongest=st.booleans(),
    finish_with_infinity=st.sampled_from(["allowed", "forbidden", "foul"]),
    burst_at=st.sampled_from([None, 15]),
    seed=st.integers(0, 5),
)


def random_game(seed: int, players: int, rules: Settings, steps: int) -> Game:
    """Play a random game with known hands: draws, random plays from hand, passes, time-outs."""
    rng = random.Random(seed)
    deck = standard_deck(rules.decks, rules.jokers, rules.remove_even)
    rng.shuffle(deck)
    names = NAMES[:players]
    size = rules.hand_size
    hands = {p: deck[i * size : (i + 1) * size] for i, p in enumerate(names)}
    game = Game(names, rules, hands, deck[players * size :])
    for _ in range(steps):
        if game.finished or game.phase is Phase.DECLARING:
            break
        player = game.to_move
        assert player is not None
        if game.phase is Phase.DISCARDING:
            count = dict(game.pending_discards)[player]
            hand = list(game.hand(player))
            rng.shuffle(hand)
            game.discard(player, " ".join(c.text() for c in hand[:count]))
        else:
            roll = rng.random()
            if roll < 0.25 and game.can_draw(player):
                game.draw(player)
            elif roll < 0.75:
                hand = list(game.hand(player))
                n = game.count_to_match or rng.randint(1, min(4, len(hand)))
                if n > len(hand):
                    game.pass_turn(player)
                    continue
                chosen = rng.sample(hand, n)
                tokens = []
                for i, card in enumerate(chosen):
                    if card.is_joker and n > 1:
                        tokens.append(f"X={rng.randint(1 if i == 0 else 0, 13)}")
                    else:
                        tokens.append(card.text())
                factors = None
                rest = [c for c in hand if c not in chosen]
                if rest and rng.random() < 0.2:
                    factor = rng.choice(rest)
                    factors = factor.text() if not factor.is_joker else "X=2"
                game.play(player, " ".join(tokens), factors)
            elif roll < 0.95:
                game.pass_turn(player)
            else:
                game.timeout(player)
    return game
