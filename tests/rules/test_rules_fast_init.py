"""Issue 29: the values a replay makes for every event write their own ``__init__``
(speed, see ``Outcome``'s note); each must stay the dataclass it stands for: the same
fields in the same order with the same defaults, equality, repr, ``replace`` and no
change afterwards."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from daifugo_gui.rules.game import Outcome
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.results import Result
from daifugo_gui.rules import Verdict


def _signature_matches_fields(cls: type) -> None:
    parameters = list(inspect.signature(cls.__init__).parameters.values())[1:]
    wanted = [(f.name, f.default) for f in dataclasses.fields(cls)]
    given = [(p.name, p.default if p.default is not p.empty else dataclasses.MISSING) for p in parameters]
    assert given == wanted


def test_outcome_init_takes_the_dataclass_fields_and_stays_frozen() -> None:
    _signature_matches_fields(Outcome)
    said = (Reason.of(Code.R11_PASSES, player="Aki"),)
    outcome = Outcome(Result.PASS, "Aki", sentences=said, flushed=True)
    # every field is set, positional or by name, defaults included
    assert {f.name: getattr(outcome, f.name) for f in dataclasses.fields(Outcome)} == {
        "result": Result.PASS, "player": "Aki", "verdict": None, "value": None, "sentences": said,
        "returned": 0, "drew": 0, "owed": (), "went_out": (), "flushed": True, "leads_again": False,
        "revolution": False, "disclose_factors": False, "stopped": None, "judgement": None,
    }
    assert outcome == Outcome(Result.PASS, "Aki", None, None, said, flushed=True)
    assert outcome != Outcome(Result.PASS, "Aki", None, None, said)
    assert repr(outcome).startswith("Outcome(result=<Result.PASS")
    assert outcome.message == "Aki passes."
    stopped = dataclasses.replace(outcome, stopped="thousand_day", verdict=Verdict.PRIME)
    assert (stopped.stopped, stopped.verdict, stopped.flushed, outcome.stopped) == (
        "thousand_day", Verdict.PRIME, True, None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        outcome.flushed = False  # type: ignore[misc]
    with pytest.raises(TypeError):
        Outcome(Result.PASS, "Aki", colour="red")  # type: ignore[call-arg]


def test_the_replays_outcome_maker_takes_the_fields_in_order() -> None:
    """Issue 40: game._outcome makes an Outcome without the class call; it must take the
    dataclass's fields in their order and make the outcome __init__ makes."""
    from daifugo_gui.rules.game import _outcome

    names = list(inspect.signature(_outcome).parameters)
    assert names == [f.name for f in dataclasses.fields(Outcome)]
    said = (Reason.of(Code.R11_PASSES, player="Aki"),)
    values = (Result.FOUL, "Aki", Verdict.FOUL, "8", said, 1, 2, (("Ben", 1),), ("Ben",), True, True, True,
              True, "time", None)
    made = _outcome(*values)  # type: ignore[arg-type]
    assert made == Outcome(*values)  # type: ignore[arg-type]
    assert vars(made) == vars(Outcome(*values))  # type: ignore[arg-type]
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.flushed = False  # type: ignore[misc]


def test_reason_and_field_play_init_take_their_fields_and_stay_frozen() -> None:
    from daifugo_gui.rules.cards import Card
    from daifugo_gui.rules.game import FieldPlay

    _signature_matches_fields(Reason)
    _signature_matches_fields(FieldPlay)
    reason = Reason.of(Code.R4_DRAWS, player="Aki")
    assert reason == Reason(Code.R4_DRAWS, (("player", "Aki"),))
    assert hash(reason) == hash(Reason(Code.R4_DRAWS, (("player", "Aki"),)))
    assert Reason(Code.R11_ALL_PASSED).params == ()
    assert reason.english() == "Aki draws a card"
    assert repr(reason) == "Reason(code=<Code.R4_DRAWS: '{player} draws a card'>, params=(('player', 'Aki'),))"
    with pytest.raises(dataclasses.FrozenInstanceError):
        reason.params = ()  # type: ignore[misc]
    play = FieldPlay("Aki", "7", 1, 7, (Card(7),))
    assert (play.player, play.text, play.count, play.value, play.cards) == ("Aki", "7", 1, 7, (Card(7),))
    assert play == FieldPlay("Aki", "7", 1, 7, (Card(7),))
    with pytest.raises(dataclasses.FrozenInstanceError):
        play.count = 2  # type: ignore[misc]


def plain_take_from_hand(game: object, player: str, tokens: tuple) -> tuple:
    """Game._take_from_hand without its shortcut for cards held as themselves: every
    card's shown face worked out, and R19 checked by a full recount of the cards."""
    from daifugo_gui.rules.holding import assign_cards, more_specific

    hand = game._hands[player]  # type: ignore[attr-defined]
    used, unmatched = assign_cards(hand, [t.card for t in tokens])
    if unmatched is not None:
        return "not held"
    shown = [more_specific(t.card, u) for t, u in zip(tokens, used)]
    too_many = game._overflow_recounted(used, shown)  # type: ignore[attr-defined]
    if too_many is not None:
        return "R19", too_many
    return used, shown


def test_take_from_hand_shortcut_answers_as_the_plain_code_on_random_hands() -> None:
    """Known and partly known games at random points: plays of cards from the hand (held
    as themselves), of other faces (suitless, jokers, cards not held) and mixes."""
    import random

    from daifugo_gui.rules import Game, Settings
    from daifugo_gui.rules.cards import JOKER, Card, Suit, parse_tokens
    from random_games import random_game

    faces = [Card(rank, suit) for rank in range(1, 14) for suit in (*Suit, None)] + [JOKER]
    rng = random.Random(29)
    checked = shortcut = 0
    for seed in range(40):
        decks = rng.choice([1, 2, 3])
        rules = Settings(decks=decks, hand_size=rng.randint(3, 11), thousand_day=False)
        known = random_game(seed, rng.randint(2, 4), rules, rng.randint(0, 60))
        partial = Game(known.players, rules, {p: known.hand(p) for p in known.players})
        for game in (known, partial):
            for player in game.players:
                hand = game._hands[player]
                for _ in range(12):
                    picked = rng.sample(hand, min(len(hand), rng.randint(1, 3))) if hand else []
                    picked += rng.sample(faces, rng.choice([0, 0, 1, 2]))
                    if not picked:
                        continue
                    tokens = parse_tokens(" ".join(c.text() if not c.is_joker else "X" for c in picked))
                    used, shown, missing = game._take_from_hand(player, tokens)
                    plain = plain_take_from_hand(game, player, tokens)
                    if missing is None:
                        assert (used, shown) == plain
                        assert all(a is b for a, b in zip(shown, plain[1]))
                        shortcut += all(u is t.card for u, t in zip(used, tokens))
                    elif missing.code is Code.R19_TOO_MANY_OF_CARD:
                        assert plain[0] == "R19" and missing["card"] == plain[1].text()
                    else:
                        assert plain == "not held"
                    checked += 1
    assert checked > 1000 and shortcut > 300  # both paths were taken many times


def test_assigning_cards_each_named_by_its_face_agrees_with_the_plain_loop() -> None:
    """assign_cards' shortcut for wishes that all name their own face (suited cards,
    jokers: an open hand's discard), on random hands: wishes mostly taken from the hand,
    sometimes one more than it holds, equal copies that are not the shared object mixed in."""
    import random

    from daifugo_gui.rules import HIDDEN
    from daifugo_gui.rules.cards import JOKER, Card, Suit
    from daifugo_gui.rules.holding import assign_cards
    from plain_rules import plain_assign

    faces = [Card(rank, suit) for rank in range(1, 14) for suit in (*Suit, None)] + [JOKER, HIDDEN]
    exact = [c for c in faces if c.suit is not None or c == JOKER]
    rng = random.Random(2029)
    served_by_shortcut = 0
    for _ in range(3000):
        hand = [rng.choice(faces) for _ in range(rng.randint(0, 40))]
        hand = [Card(c.rank, c.suit) if rng.random() < 0.2 else c for c in hand]
        held = [c for c in hand if c.suit is not None or c == JOKER]
        wanted = rng.sample(held, min(len(held), rng.randint(2, 5)))
        if rng.random() < 0.3 or len(wanted) < 2:
            wanted.append(rng.choice(exact))
        got = assign_cards(hand, wanted)
        assert got == plain_assign(hand, wanted), (hand, wanted)
        served_by_shortcut += got == (wanted, None)
    assert served_by_shortcut > 1000


def test_judgement_init_takes_the_dataclass_fields_and_stays_frozen() -> None:
    """Issue 40: the judge's verdict writes its own ``__init__`` too."""
    from daifugo_gui.rules.judge import Judgement, judge_play

    _signature_matches_fields(Judgement)
    why = Reason.of(Code.R6_PRIME, number=7)
    judgement = Judgement(Verdict.PRIME, "7", 7, why, 0, 1, 0)
    assert {f.name: getattr(judgement, f.name) for f in dataclasses.fields(Judgement)} == {
        "verdict": Verdict.PRIME, "value": "7", "number": 7, "why": why, "penalty": 0,
        "field_count": 1, "factor_count": 0, "more": (),
    }
    assert judgement == judge_play("7") == Judgement(Verdict.PRIME, "7", 7, why, 0, 1, 0, ())
    assert hash(judgement) == hash(judge_play("7"))
    assert repr(judgement).startswith("Judgement(verdict=<Verdict.PRIME")
    assert dataclasses.replace(judgement, penalty=2).penalty == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        judgement.penalty = 3  # type: ignore[misc]
