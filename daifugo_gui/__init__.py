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


@functools.cache
def build_version() -> str:
    """The version a user is shown (``--version``, Help → About, the log, faults.log).

    A release is its plain version. Run from a git checkout, it says which commit, so a
    bug report from a build that is not a release identifies the code (the rule is in
    CONTRIBUTING.md, "Releases"):

    - ``0.2.0`` at the annotated tag ``v0.2.0``, nothing changed;
    - ``0.2.0.dev3+g1a2b3c4``: 3 commits after the last tag, on the way to 0.2.0 (not
      tagged yet);
    - ``0.2.0.post3+g1a2b3c4``: 3 commits after the tag ``v0.2.0``;
    - ``….dirty`` at the end: with changes not committed.

    An installed wheel or bundle has no checkout beside it: it says the version stamped
    into it when it was built from a checkout that was not a release (``BUILD_VERSION``),
    else its plain version.
    """
    from daifugo_gui.build_info import describe_checkout, stamped_version

    declared = version()
    return describe_checkout(declared) or stamped_version() or declared


def __getattr__(name: str) -> str:
    # Computed on first use: `daifugo judge` starts without importing importlib.metadata.
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
