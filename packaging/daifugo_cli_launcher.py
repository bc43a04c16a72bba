"""Entry point of the bundle's ``daifugo`` command (see daifugo_gui.spec): the same command
line as an installed ``daifugo``, beside the console in the bundle's folder."""

from __future__ import annotations

import sys

from daifugo_gui.cli import main

if __name__ == "__main__":
    sys.exit(main())
