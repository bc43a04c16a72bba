"""Numbers the hexad-game paper (seeds/004) prints, shared by the tests that check them."""

#: Theorem 2.5: how many labelings have each game size.
THEOREM_2_5 = {
    905: 1, 906: 10, 907: 42, 908: 150, 909: 351, 910: 650,
    911: 1012, 912: 1237, 913: 939, 914: 532, 915: 115, 916: 1,
}  # fmt: skip
