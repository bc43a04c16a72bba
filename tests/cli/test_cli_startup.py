"""Start-up cost per subcommand (issue 16): each imports only what it needs.

The figures live in benchmarks/bench_startup.py and the README; this checks the cause
(which modules load), which does not depend on the machine's speed.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from daifugo_gui.cli import SUBCOMMANDS, main

HEAVY = ("reportlab", "sqlalchemy", "sympy", "PySide6")

PROBE = """
import json, sys
from daifugo_gui.cli import main
code = main(sys.argv[1:])
sys.stdout.flush()
print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})), file=sys.stderr)
"""


def _modules_after(argv: list[str]) -> set[str]:
    result = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return set(json.loads(result.stderr.strip().splitlines()[-1]))


def test_judge_loads_no_heavy_library() -> None:
    loaded = _modules_after(["judge", "5 7", "--json"])
    assert "daifugo_gui" in loaded
    assert not loaded & set(HEAVY), loaded & set(HEAVY)


def test_judge_of_a_large_prime_still_needs_none_of_them() -> None:
    # 108 digits: above 2**64 the primality test is flint's, not sympy's
    loaded = _modules_after(["judge", "K Q J 10 9 8 7 6 5 4 3 2 A " * 4 + "X=1 X=3", "--json"])
    assert not loaded & set(HEAVY)


def test_every_subcommand_is_listed_with_its_module() -> None:
    for name, (module, help_text) in SUBCOMMANDS.items():
        assert module == f"daifugo_gui.cli.{name}" and help_text


@pytest.mark.parametrize("argv", [[], ["--help"]])
def test_help_lists_every_subcommand_without_importing_them(argv: list[str], capsys) -> None:
    before = set(sys.modules)
    code = main(argv) if argv == [] else None
    if argv:
        with pytest.raises(SystemExit):
            main(argv)
    out = capsys.readouterr().out
    for name in SUBCOMMANDS:
        assert name in out
    if code is not None:
        assert code == 2
    newly = {m for m in set(sys.modules) - before if m.startswith("daifugo_gui.cli.")}
    assert not newly - {"daifugo_gui.cli.common"}
