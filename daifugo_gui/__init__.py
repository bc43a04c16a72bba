"""daifugo_gui: the prime judge's console for Prime Daifugo (素数大富豪)."""

from __future__ import annotations

import functools

DISTRIBUTION = "daifugo-gui"
ISSUES_URL = "https://github.com/daifugo-gui/daifugo_gui/issues"


@functools.cache
def version() -> str:
    """The version, written once in pyproject.toml (issue 28).

    Installed (wheel, editable, bundle) it comes from the package metadata; a bare
    checkout on ``PYTHONPATH`` with no install reads pyproject.toml beside the package.
    """
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        pass
    from pathlib import Path

    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        import tomllib

        with pyproject.open("rb") as handle:
            return str(tomllib.load(handle)["project"]["version"])
    except (OSError, KeyError, ValueError):
        return "0+unknown"


def __getattr__(name: str) -> str:
    # Computed on first use: `daifugo judge` starts without importing importlib.metadata.
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
