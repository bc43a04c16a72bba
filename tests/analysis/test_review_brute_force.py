"""The review's counts, going-out and notes against a brute force (issue 41; R2-R10, R9a, R9b).

The brute force knows nothing of the review's search: it lays down every order of every
subset of the hand as the field, every joker value, and for the cards left every order of
every subset split by ``*`` and ``^`` in every way, and asks the rules engine about each.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from daifugo_gui.analysis.review import Situation, review_position
from daifugo_gui.rules.cards import JOKER, Card, FactorField, Group, Token, card_of, parse_cards
from daifugo_gui.rules.judge import Verdict, judge
from daifugo_gui.rules.settings import Settings

SETTINGS = Settings()


def _tokens(values: list[tuple[Card, int | None]]) -> tuple[Token, ...]:
    return tuple(Token(card, declared) for card, declared in values)


def _with_values(cards: tuple[Card, ...], alone_bare: bool) -> list[list[tuple[Card, int | None]]]:
    """Every way to give the jokers among ``cards`` a value (a lone joker stays bare: ∞)."""
    if alone_bare and len(cards) == 1 and cards[0].is_joker:
        return [[(cards[0], None)]]
    slots = [range(14) if card.is_joker else [None] for card in cards]
    return [list(zip(cards, values)) for values in itertools.product(*slots)]


def _factor_fields(cards: tuple[Card, ...]) -> list[FactorField | None]:
    """Every factor field the cards can make: each order of each subset, split every way."""
    out: list[FactorField | None] = [None]
    for size in range(1, len(cards) + 1):
        for order in set(itertools.permutations(cards, size)):
            for valued in _with_values(order, alone_bare=False):
                for cuts in itertools.product(" *^", repeat=size - 1):
                    groups: list[Group] = []
                    parts: list[list[tuple[Card, int | None]]] = [[valued[0]]]
                    for cut, item in zip(cuts, valued[1:]):
                        if cut == " ":
                            parts[-1].append(item)
                        elif cut == "^":
                            parts.append([item])
                        else:
                            groups.append(Group(_tokens(parts[0]), tuple(_tokens(p) for p in parts[1:])))
                            parts = [[item]]
                    groups.append(Group(_tokens(parts[0]), tuple(_tokens(p) for p in parts[1:])))
                    out.append(FactorField(tuple(groups)))
    return out


def _key(field: tuple[Token, ...], factors: FactorField | None) -> tuple[object, ...]:
    if all(t.card.is_joker and t.declared is None for t in field):
        return (-1, len(field), ())
    number = int("".join(str(t.value) for t in field))
    groups = tuple(sorted(
        tuple((int("".join(str(t.value) for t in part)), len(part)) for part in group.parts)
        for group in (factors.groups if factors else ())
    ))
    return (number, len(field), groups)


def brute_force(hand: list[Card], last_value: int | None, last_count: int | None, revolution: bool):
    legal: dict[tuple[object, ...], Verdict] = {}
    going_out = False
    indexes = range(len(hand))
    for size in range(1, len(hand) + 1):
        if last_count is not None and size != last_count:
            continue
        for chosen in itertools.permutations(indexes, size):
            field_cards = tuple(hand[i] for i in chosen)
            rest = tuple(hand[i] for i in indexes if i not in chosen)
            for valued in _with_values(field_cards, alone_bare=True):
                tokens = _tokens(valued)
                for factors in _factor_fields(rest):
                    used = size + (len(factors) if factors else 0)
                    j = judge(tokens, factors, last_value=last_value, last_count=last_count, revolution=revolution,
                              settings=SETTINGS, finishing=used == len(hand))
                    if j.verdict.is_valid_play:
                        legal[_key(tokens, factors)] = j.verdict
                        going_out = going_out or used == len(hand)
    return legal, going_out


def _check(hand: list[Card], last_value: int | None = None, last_count: int | None = None, revolution: bool = False) -> None:
    legal, going_out = brute_force(hand, last_value, last_count, revolution)
    found = review_position(Situation(tuple(hand), last_value, last_count, revolution, SETTINGS), seconds=None)
    assert found.exhaustive
    assert found.legal_plays == len(legal)
    assert (found.going_out is not None) == going_out
    assert (found.cut is not None) == (Verdict.GROTHENDIECK_CUT in legal.values())
    assert (found.revolution is not None) == (Verdict.RAMANUJAN_REVOLUTION in legal.values())
    if found.going_out is not None:
        assert found.going_out.cards == len(hand)
    if found.best is not None:
        assert found.best.key in legal


@pytest.mark.parametrize(
    "text, last_value, last_count, revolution",
    [
        ("8 2 2 3", None, None, False),  # 8 = 2 ^ 3 = 2 * 2 * 2 ... 2 * 2 ^ 2 needs a third 2
        ("2 2 2 8", 5, 1, False),  # 8 over 5: 2 * 2 * 2 goes out, 2 ^ 2 * 2 too
        ("5 7 A 3", 13, 2, False),  # 57 cuts a two-card 13
        ("A 7 2 9", None, None, False),  # 1729 alone goes out (R8)
        ("X 4 6", None, None, False),  # ∞ alone; X inside a play takes 0..13
        ("3 6 X", 40, 2, True),  # revolution: below 40
        ("Q 2 2 3", None, None, False),  # 12 = 2 ^ 2 * 3 = 2 * 2 * 3: towers and splits
        ("K 2 A 3", 100, 2, False),  # 13 as K or 1 3
        ("2 3 X 6 4", None, None, False),  # five cards and a joker: every field size
        ("X X 5 7", 20, 2, False),  # two jokers: X X is no value (D16 off), X=5 7 cuts
        ("2 2 2 4 6", 60, 2, False),  # 64 = 2 ^ 6 = 2 ^ 2 ^ ... : towers, splits, spellings
    ],
)
def test_fixed_positions_agree_with_brute_force(text: str, last_value: int | None, last_count: int | None,
                                                revolution: bool) -> None:
    _check(list(parse_cards(text)), last_value, last_count, revolution)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.sampled_from([1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]), min_size=1, max_size=4),
    st.booleans(),
    st.sampled_from([(None, None), (5, 1), (30, 2), (200, 2), (1000, 3)]),
    st.booleans(),
)
def test_random_hands_agree_with_brute_force(ranks: list[int], joker: bool, field: tuple[int | None, int | None],
                                              revolution: bool) -> None:
    hand = [card_of(r) for r in ranks] + ([JOKER] if joker and len(ranks) < 4 else [])
    last_value, last_count = field
    _check(hand, last_value, last_count, revolution and last_value is not None)


def test_the_notes_of_whole_games_agree_with_the_brute_force() -> None:
    """Each decision's notes, derived again from the brute force of that position."""
    from daifugo_gui.analysis.review import review_game
    from daifugo_gui.rules.record import load_record

    records = [
        {"players": ["Aki", "Ben"], "hands": {"Aki": "5 7 4 2", "Ben": "3 A 6"},
         "events": [{"player": "Aki", "action": "play", "field": "4", "penalty_cards": "8"},
                    {"player": "Ben", "action": "pass"},
                    {"player": "Aki", "action": "play", "field": "2"},
                    {"player": "Ben", "action": "play", "field": "3"},
                    {"player": "Aki", "action": "pass"},
                    {"player": "Ben", "action": "play", "field": "6 A"}]},
        {"players": ["Aki", "Ben"], "hands": {"Aki": "A 7 2 9", "Ben": "5 7 X"},
         "events": [{"player": "Aki", "action": "play", "field": "7"},
                    {"player": "Ben", "action": "play", "field": "X"},  # ∞: Ben leads again
                    {"player": "Ben", "action": "play", "field": "5"},
                    {"player": "Aki", "action": "play", "field": "9"},
                    {"player": "Ben", "action": "play", "field": "7"}]},
    ]
    for written in records:
        record = {"format": "prime-daifugo-record/1",
                  "settings": {"short_deck": "draw_what_is_left", "on_timeout": "pass"}, **written}
        review = review_game(record, seconds=None)
        loaded = load_record(record)
        for turn in review.turns:
            game = loaded.new_game()
            for raw in loaded.events[: turn.event]:
                game.apply_json(raw)
            legal, going_out = brute_force(list(game.hand(turn.player)), game.value_to_beat, game.count_to_match,
                                           game.revolution)
            decided = turn.action != "draw" and turn.verdict != "cannot_play"
            expected = set()
            if decided and going_out and not turn.went_out:
                expected.add("missed_going_out")
            if turn.verdict == "foul" and legal:
                expected.add("foul_with_a_legal_play")
            if turn.action == "pass" and legal:
                expected.add("pass_with_a_legal_play")
            if decided and not turn.went_out:
                if Verdict.GROTHENDIECK_CUT in legal.values() and turn.verdict not in ("grothendieck_cut", "infinity"):
                    expected.add("missed_cut_57")
                if Verdict.RAMANUJAN_REVOLUTION in legal.values() and turn.verdict != "ramanujan_revolution":
                    expected.add("missed_revolution_1729")
            assert set(turn.notes) == expected, (turn.event, turn.notes, expected)
            assert turn.legal_plays == len(legal) and turn.could_go_out == going_out
