"""The realistic record mix the replay is measured on (issue 40).

The first replay figures came from long records of single-card plays, which flattered the
engine: a real game has multi-card plays, jokers standing for numbers, composite plays with
factor fields, fouls with penalty draws, time-outs, short-deck discards and revolutions.
The mix is made of three kinds of game, the same ones every run (fixed seeds):

- **corpus**: real tournament games (``tests/data/primeqk``), read from their 数譜 — hands
  known, deck hidden, as a score sheet knows them. They are short (about eleven events), so
  the record's loading and the deal weigh in them as they do in a real replay;
- **played**: long games of players who mostly play what they hold well — a single prime,
  or two to four cards making a prime, of the count the field asks for — and else draw or
  pass, with a foul now and then (an even number played, a bad factor field) and the odd
  time-out; the deal known (1-2 decks, 2-4 players);
- **fuzzed**: games of the engine's own fuzzer (``random_game`` of
  ``tests/random_games.py``, the property tests' generator) under settings
  drawn over the same choices it is tested with: random cards, jokers as any number,
  random factor fields, most plays fouls.

Half the played and half the fuzzed games are kept with the deal (known hands); the other
half, other games from other seeds, as a console without the deal records them (counted
hands: no hands, no deck, no discards). Other games, not the same ones counted: a replay
may remember what it judged, and the same game twice would flatter it.

Nothing here is timed; :func:`record_mix` returns the records and :func:`describe` says
what they hold, for the README's table.
"""

from __future__ import annotations

import importlib.util
import json
import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "primeqk"
FUZZER = ROOT / "tests" / "random_games.py"


@cache
def _fuzzer() -> ModuleType:
    """The property tests' module, loaded from its file (tests/ is not a package)."""
    spec = importlib.util.spec_from_file_location("_record_mix_fuzzer", FUZZER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _settings(rng: random.Random) -> Any:
    """Settings over the choices the property tests draw from (their ``SETTINGS``)."""
    from daifugo_gui.rules import Settings

    return Settings(
        decks=rng.choice([1, 1, 1, 2]),
        hand_size=rng.randint(5, 11),
        on_timeout=rng.choice(["disqualify", "pass"]),
        penalty=rng.choice(["played", "field", "one"]),
        flush=rng.choice(["bottom_in_order", "shuffle_bottom", "shuffle_all"]),
        flush_on_finish=rng.random() < 0.5,
        thousand_day=rng.random() < 0.5,
        double_joker_strongest=rng.random() < 0.5,
        finish_with_infinity=rng.choice(["allowed", "forbidden", "foul"]),
        burst_at=rng.choice([None, 15]),
        seed=rng.randint(0, 5),
    )


def fuzzed_records(count: int, seed: int = 40) -> list[dict[str, Any]]:
    """``count`` known-hands records of the engine's fuzzer, each played until it ends (or
    400 actions)."""
    random_game: Callable[..., Any] = _fuzzer().random_game
    rng = random.Random(seed)
    records = []
    while len(records) < count:
        game = random_game(rng.randrange(10**6), rng.randint(2, 4), _settings(rng), 400)
        if len(game.events) >= 20:  # a game over in a few moves says little about a replay
            records.append(game.to_record())
    return records


def _prime_play(hand: tuple[Any, ...], count: int | None, beat: int | None, rng: random.Random) -> str | None:
    """A play of ``count`` cards (1 to 4 when the field is empty) from ``hand`` making a prime
    above ``beat``, found by a few random tries, as a player looks for one."""
    from daifugo_gui.rules.primality import is_prime

    cards = [c for c in hand if not c.is_joker]
    sizes = [count] if count else [1, 1, 1, 2, 2, 3, 4]
    for _ in range(30):
        size = rng.choice(sizes)
        if size > len(cards):
            continue
        chosen = rng.sample(cards, size)
        number = int("".join(str(c.rank) for c in chosen))
        if (beat is None or number > beat) and is_prime(number):
            return " ".join(c.text() for c in chosen)
    return None


def played_records(count: int, seed: int = 41) -> list[dict[str, Any]]:
    """``count`` known-hands records of players who mostly play primes they hold (see the
    module's note), each played until it ends (or 600 actions)."""
    from daifugo_gui.rules import Game, Phase, Settings, standard_deck

    rng = random.Random(seed)
    records = []
    names = ["Aki", "Ben", "Chie", "Dai"]
    while len(records) < count:
        rules = Settings(decks=rng.choice([1, 1, 2]), hand_size=11, on_timeout="pass",
                         short_deck="draw_what_is_left", thousand_day=rng.random() < 0.5)
        deck = standard_deck(rules.decks, rules.jokers, rules.remove_even)
        rng.shuffle(deck)
        players = names[: rng.randint(2, 4)]
        hands = {p: deck[i * 11:(i + 1) * 11] for i, p in enumerate(players)}
        game = Game(players, rules, hands, deck[len(players) * 11:])
        for _ in range(600):
            if game.finished or game.phase is Phase.DECLARING:
                break
            player = game.to_move
            hand = game.hand(player)
            if game.phase is Phase.DISCARDING:
                game.discard(player, " ".join(c.text() for c in hand[: dict(game.pending_discards)[player]]))
                continue
            roll = rng.random()
            if roll < 0.01:
                game.timeout(player)
                continue
            play = _prime_play(hand, game.count_to_match, game.value_to_beat, rng)
            if roll < 0.05 and len(hand) > 1:  # a foul: an even last card makes a composite
                even = [c for c in hand if not c.is_joker and c.rank % 2 == 0]
                if even:
                    rest = [c for c in hand if c is not even[0] and not c.is_joker]
                    play = " ".join(c.text() for c in rest[: (game.count_to_match or 2) - 1] + [even[0]])
            if play is not None and rng.random() < 0.9:
                game.play(player, play)
            elif game.can_draw(player) and rng.random() < 0.7:
                game.draw(player)
            else:
                game.pass_turn(player)
        records.append(game.to_record())
    return records


def counted(record: dict[str, Any]) -> dict[str, Any]:
    """The record as a console without the deal keeps it: no hands, no deck, and no
    discards (counted hands discard by count at the foul, R10)."""
    events = [e for e in record["events"] if e["action"] != "discard"]
    return {**{k: v for k, v in record.items() if k not in ("hands", "deck")}, "events": events}


def corpus_records(count: int) -> list[dict[str, Any]]:
    """``count`` real games from the corpus, spread over all its matches, skipping the few
    whose score sheet is itself wrong (tests/data/primeqk_record_errors.json)."""
    from daifugo_gui.rules.suhu import parse_suhu, to_record

    errors = json.loads((CORPUS.parent / "primeqk_record_errors.json").read_text(encoding="utf-8"))["games"]
    games = []
    for path in sorted(CORPUS.glob("*.json")):
        match = json.loads(path.read_text(encoding="utf-8"))
        for game in match["games"]:
            if f"{match['match_id']}#{game['game_no']}" not in errors:
                games.append(game["raw_block"])
    step = max(1, len(games) // count)
    return [to_record(parse_suhu(raw)[0]) for raw in games[::step][:count]]


@cache
def _mix(corpus: int, played: int, fuzzed: int) -> tuple[str, ...]:
    known = played_records(played) + fuzzed_records(fuzzed)
    unknown = played_records(played, seed=42) + fuzzed_records(fuzzed, seed=43)
    records = corpus_records(corpus) + known + [counted(r) for r in unknown]
    return tuple(json.dumps(r, ensure_ascii=False) for r in records)  # kept as text: no caller can change them


def record_mix(records: int = 300) -> list[dict[str, Any]]:
    """``records`` records: a third corpus games, a third played games and a third fuzzed
    games (each of the last two half with the deal, half counted). Fresh objects on every
    call; the same records on every run."""
    sixth = max(1, records // 6)
    return [json.loads(text) for text in _mix(records - 4 * sixth, sixth, sixth)]


def describe(records: list[dict[str, Any]]) -> str:
    """What the mix holds, in a line: the records of each kind and the events of each action."""
    kinds = Counter(
        "corpus" if "deck" not in r and "hands" in r else "known" if "hands" in r else "counted" for r in records
    )
    actions = Counter(e["action"] for r in records for e in r["events"])
    plays = [e for r in records for e in r["events"] if e["action"] == "play"]
    multi = sum(1 for e in plays if len(e["field"].split()) > 1)
    factored = sum(1 for e in plays if e.get("factors"))
    jokers = sum(1 for e in plays if "X" in e["field"])
    total = sum(actions.values())
    return (
        f"{len(records)} records ({kinds['corpus']} corpus 数譜; played and fuzzed games, {kinds['known']} with "
        f"known hands, {kinds['counted']} counted), {total:,} events: "
        + ", ".join(f"{n:,} {a}" for a, n in actions.most_common())
        + f"; of the plays {multi:,} multi-card, {factored:,} with factors, {jokers:,} with jokers"
    )
