"""The hands file (two lines: the mover's strengths, then the opponent's), one parser
for the tab and ``daifugo tanhinmin --hands-file``."""

from __future__ import annotations

from pathlib import Path

import pytest

from daifugo_gui.analysis.reasons import AnalysisCode
from daifugo_gui.analysis.tanhinmin import Hands, TanhinminError, parse_hands, read_hands


def test_two_lines_with_notes_and_blank_lines() -> None:
    text = "# from game 12, after round 3\n\n1 3, 5\n\n  2 4 \n# end\n"
    assert parse_hands(text) == Hands([1, 3, 5], [2, 4])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1 2 3\n", "this one has 1 line with strengths"),
        ("1\n2\n3\n", "this one has 3 lines with strengths"),
        ("", "this one has 0 lines with strengths"),
        ("1 2\n3 x\n", "line 2: 'x' (token 2) is not a whole number"),
        ("# note\n1 0\n3\n", "line 2: strength '0' (token 2) must be at least 1"),
        ("1 2\n,\n", "both hands must hold at least one card"),
    ],
)
def test_bad_files_name_the_line_and_token(text: str, message: str) -> None:
    with pytest.raises(TanhinminError) as caught:
        parse_hands(text)
    assert message in str(caught.value)


def test_line_errors_carry_the_token_reason_inside() -> None:
    with pytest.raises(TanhinminError) as caught:
        parse_hands("1 2\n3 x\n")
    reason = caught.value.reason
    assert reason.code is AnalysisCode.TANHINMIN_FILE_LINE and reason["line"] == 2
    assert reason["problem"].code is AnalysisCode.TANHINMIN_NOT_WHOLE


def test_read_hands_from_disk(tmp_path: Path) -> None:
    path = tmp_path / "hands.txt"
    path.write_bytes("\ufeff1 3 5\r\n2 4\r\n".encode("utf-8"))
    assert read_hands(path) == Hands([1, 3, 5], [2, 4])
    with pytest.raises(TanhinminError, match="no such file"):
        read_hands(tmp_path / "missing.txt")
    with pytest.raises(TanhinminError, match="is a folder"):
        read_hands(tmp_path)
    (tmp_path / "latin1.txt").write_bytes(b"1 2\n\xe9\n")
    with pytest.raises(TanhinminError, match=r"not UTF-8 text \(byte 4\)"):
        read_hands(tmp_path / "latin1.txt")
    with pytest.raises(TanhinminError, match="larger than 1 MB"):
        (tmp_path / "big.txt").write_text("1 " * 600_000 + "\n2\n", encoding="utf-8")
        read_hands(tmp_path / "big.txt", limit=1024 * 1024)
