"""Issue 29: the replay's fast paths give the answers of the plain code they stand for.

Cards compare by one integer key, each face is one shared object, the hand is searched by
those keys, and a single wanted card skips the general assignment. Each is checked here
against the straightforward version on random hands mixing suited, suitless, joker and
hidden cards, so a verdict cannot drift with them."""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys

from hypothesis import given, settings, strategies as st

from daifugo_gui.rules import HIDDEN
from daifugo_gui.rules.cards import JOKER, Card, Suit, card_of, parse_cards
from daifugo_gui.rules.holding import assign_cards, remove_cards, replace_cards
from plain_rules import plain_assign

FACES = [Card(rank, suit) for rank in range(1, 14) for suit in (*Suit, None)] + [JOKER, HIDDEN]


def fresh(card: Card) -> Card:
    """An equal card that is not the shared object, as a hand may hold after a copy."""
    return Card(card.rank, card.suit)


cards = st.sampled_from(FACES).flatmap(lambda c: st.sampled_from([c, fresh(c)]))


@settings(max_examples=400, deadline=None)
@given(hand=st.lists(cards, max_size=30), wanted=st.lists(cards.filter(lambda c: c != HIDDEN), min_size=1, max_size=4))
def test_assigning_cards_agrees_with_the_plain_loop(hand: list[Card], wanted: list[Card]) -> None:
    assert assign_cards(hand, wanted) == plain_assign(hand, wanted)


def test_a_counted_hand_serves_with_hidden_cards_until_they_run_out() -> None:
    hand = [HIDDEN] * 3
    assert assign_cards(hand, [Card(5), Card(7, Suit.SPADES)]) == ([HIDDEN, HIDDEN], None)
    wanted = [Card(5), Card(7, Suit.SPADES), Card(2), Card(9, Suit.HEARTS)]
    assert assign_cards(hand, wanted) == plain_assign(hand, wanted) == ([], 2)


@settings(max_examples=200, deadline=None)
@given(hand=st.lists(cards, min_size=1, max_size=20), data=st.data())
def test_removing_and_replacing_cards_acts_as_list_remove_and_index(hand: list[Card], data: st.DataObject) -> None:
    chosen = data.draw(st.lists(st.integers(0, len(hand) - 1), unique=True, max_size=len(hand)))
    gone = [fresh(hand[i]) for i in chosen]
    expected = list(hand)
    for card in gone:
        expected.remove(card)
    removed = list(hand)
    remove_cards(removed, gone)
    assert removed == expected
    new = [random.Random(i).choice(FACES) for i in chosen]
    expected = list(hand)
    for old, card in zip(gone, new):
        expected[expected.index(old)] = card
    replaced = list(hand)
    replace_cards(replaced, gone, new)
    assert replaced == expected


def test_cards_compare_and_hash_as_their_rank_and_suit() -> None:
    assert Card(13, Suit.SPADES) == card_of(13, Suit.SPADES) == parse_cards("SK")[0]
    assert Card(13, Suit.SPADES) != Card(13) and Card(13) != Card(13, Suit.HEARTS) and JOKER != HIDDEN
    assert parse_cards("SK 7")[0] is card_of(13, Suit.SPADES)  # one object per face
    assert len({fresh(c) for c in FACES} | set(FACES)) == len(FACES)
    assert Card(7, "S") == Card(7, Suit.SPADES)  # type: ignore[arg-type]  # the suit's letter is the suit
    assert Card(7, Suit.SPADES).__eq__("S7") is NotImplemented


def test_a_card_pickled_in_another_process_keeps_its_hash() -> None:
    """The hash is an integer of the card's own, not the process's string hash: a card sent
    from a worker process must still find its count in a dictionary here."""
    code = (
        "import pickle, sys; from daifugo_gui.rules.cards import Card, Suit; "
        "sys.stdout.buffer.write(pickle.dumps(Card(12, Suit.DIAMONDS)))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True,
                          env={**os.environ, "PYTHONHASHSEED": "123"})
    card = pickle.loads(done.stdout)
    assert {Card(12, Suit.DIAMONDS): "here"}[card] == "here"


def test_a_suit_that_is_none_of_the_four_is_refused() -> None:
    try:
        Card(3, "Z")  # type: ignore[arg-type]
    except ValueError as refused:
        assert "Z" in str(refused)
    else:
        raise AssertionError("Card(3, 'Z') was accepted")


def test_a_foul_headline_is_the_plain_reason_and_never_another_rulings() -> None:
    """R10's headline is shared per ruling, looked up by the ruling's identity: the same
    words as Reason.of every time, and a stale entry left under a recycled id is not used."""
    from daifugo_gui.rules import Game, Settings
    from daifugo_gui.rules.reasons import Code, Reason

    game = Game(["Aki", "Ben"], Settings(hand_size=5))
    why = Reason.of(Code.VERBATIM, text="12 is not prime")
    first = game._foul_headline(why)
    assert first == Reason.of(Code.R10_FOUL, why=why)
    assert game._foul_headline(why) is first  # shared, not made again
    twin = Reason.of(Code.VERBATIM, text="12 is not prime")
    assert game._foul_headline(twin) == first  # an equal ruling: the same words
    other = Reason.of(Code.VERBATIM, text="15 is not prime")
    game._headlines[id(other)] = (why, first)  # as if ``other`` took a gone ruling's id
    assert game._foul_headline(other) == Reason.of(Code.R10_FOUL, why=other)


def test_fouls_in_a_game_say_the_same_sentences_as_before() -> None:
    """Two fouls with the same ruling: the second shares the first's headline, and both
    say the plain sentences."""
    from daifugo_gui.rules import Game, Settings
    from daifugo_gui.rules.reasons import Code, Reason

    hands = {"Aki": parse_cards("S4 H4 D4 C4 S6"), "Ben": parse_cards("S8 H8 D8 C8 S9")}
    game = Game(["Aki", "Ben"], Settings(hand_size=5), hands)
    first = game.play("Aki", "S4")
    game.pass_turn("Ben")
    second = game.play("Aki", "S4")  # the card came back: the same play, the same ruling
    assert first.sentences[0] == second.sentences[0] == Reason.of(Code.R10_FOUL, why=first.judgement.why)
    assert first.sentences[0] is second.sentences[0]
    assert [r.code for r in second.sentences] == [Code.R10_FOUL, Code.R10_TAKE_BACK_AND_DRAW]


@settings(max_examples=200, deadline=None)
@given(words=st.lists(st.sampled_from(["A", "7", "10", "SK", "h3", "X", "X=0", "X=13", "x=q", "Z9", "*", "^",
                                       "X=99", "S10", "1" * 30]), min_size=1, max_size=12))
def test_tokens_kept_by_text_and_place_read_as_parsing_them_anew(words: list[str]) -> None:
    """Issue 40: a long play's tokens come from a memo of (text, index, column); each is the
    token parse_token makes there, and a text that is refused is refused alike, whether
    the memo held its neighbours or not (the long text goes past the texts' own cache)."""
    from daifugo_gui.rules.cards import CardTextError, _parse_tokens, parse_token

    text = "  ".join(words) + " " * 90  # past _CACHED_TEXT: the token memo's path
    expected: list[object] = []
    column = 1
    for index, word in enumerate(words, start=1):
        if word in ("*", "^"):
            expected = ["refused", index, column]
            break
        try:
            expected.append(parse_token(word, index, column))
        except CardTextError as bad:
            expected = ["refused", bad.index, bad.column]
            break
        column += len(word) + 2
    for _ in range(2):  # the second read is served by the memo
        try:
            got: list[object] = list(_parse_tokens(text))
        except CardTextError as bad:
            got = ["refused", bad.index, bad.column]
        assert got == expected


def _regex_lex(text: str) -> list[tuple[str, int]]:
    """The lexer as it was before issue 40: every token found by the regex."""
    from daifugo_gui.rules.cards import _TOKEN_RE

    return [(m.group(0), m.start() + 1) for m in _TOKEN_RE.finditer(text)]


@settings(max_examples=400, deadline=None)
@given(text=st.text(alphabet=st.sampled_from([" ", "\t", "\n", "\u3000", "\x1c", "\xa0", "\u2028", "S", "K", "1",
                                               "0", "X", "=", "h", "*", "^", "é"]), max_size=40))
def test_card_text_split_without_the_regex_gives_the_regex_tokens(text: str) -> None:
    """Issue 40: text of cards only is split by str.split, not the regex; the words and
    their columns are the regex's for every kind of whitespace (ideographic, no-break,
    separators), and text with ``*`` or ``^`` still goes to the regex."""
    from daifugo_gui.rules.cards import _lex

    assert _lex(text) == _regex_lex(text)


@settings(max_examples=200, deadline=None)
@given(words=st.lists(st.sampled_from(["A", "7", "10", "SK", "sk", "h3", "X", "X=3", "Z9", "3*4", "S10", "C12"]),
                      max_size=10))
def test_hands_read_through_the_memo_of_card_words_read_as_parsing_them_anew(words: list[str]) -> None:
    """Issue 40: a hand or deck whose words were all read before as cards is served from
    the memo of card words; the cards, and any refusal, are those of parsing it anew."""
    from daifugo_gui.rules import cards

    text = " ".join(words)
    answers = []
    for memo in ({}, None, None):  # first with the memo emptied, then twice as it fills
        if memo is not None:
            cards._PLAIN_CARDS.clear()
        try:
            answers.append(cards.parse_cards(text))
        except cards.CardTextError as bad:
            answers.append(("refused", bad.index, bad.column, bad.reason))
    assert answers[0] == answers[1] == answers[2]
    if not isinstance(answers[0], tuple) or answers[0][:1] != ("refused",):
        assert all(a is b for a, b in zip(answers[0], answers[2]))  # the shared card objects

