"""Figures for languages, resources and packaging (plain script, prints a table).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_i18n.py [--bundle]

--bundle also builds the PyInstaller bundle into a temporary folder and reports its
build time and size (about 30–60 s).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402


def timed(fn, repeat: int = 1) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bundle", action="store_true", help="also build the PyInstaller bundle")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])

    from daifugo_gui.rules.cards import Card, Suit, standard_deck
    from daifugo_gui.ui.widgets import i18n
    from daifugo_gui.ui.widgets.assets import CardImages, app_icon
    from daifugo_gui.ui.engine_text import translate_engine_text

    rows: list[tuple[str, str]] = []
    rows.append(("install_language('ja') (console + Qt catalogs)", f"{timed(lambda: i18n.install_language(app, 'ja'), 20) * 1e3:.2f} ms"))
    foul = "FOUL: 81 is not prime and no factor field was given. Aki: take back 2 cards and draw 2."
    per = timed(lambda: translate_engine_text(foul), 2000)
    rows.append(("translate_engine_text (a two-sentence foul)", f"{per * 1e6:.0f} µs ({1 / per:,.0f}/s)"))
    i18n.install_language(app, "en")

    faces = list(dict.fromkeys(standard_deck()))
    images = CardImages()
    first = timed(lambda: [images.pixmap(card, 200) for card in faces]) / len(faces)
    cached = timed(lambda: [images.pixmap(card, 200) for card in faces], 50) / len(faces)
    rows.append(("card face, first render at 200 px (parse + paint)", f"{first * 1e3:.2f} ms"))
    rows.append(("card face, cached", f"{cached * 1e6:.1f} µs"))
    big = CardImages()
    rows.append(("card face, first render at 600 px", f"{timed(lambda: big.pixmap(Card(10, Suit.HEARTS), 600)) * 1e3:.2f} ms"))
    rows.append(("app_icon() (8 PNG sizes)", f"{timed(app_icon, 20) * 1e3:.2f} ms"))

    rows.append(("build_translations.py (lupdate + lrelease, 2 languages)",
                 f"{timed(lambda: subprocess.run([sys.executable, str(ROOT / 'packaging' / 'build_translations.py')], check=True, capture_output=True)):.2f} s"))
    for qm in sorted((ROOT / "daifugo_gui" / "translations").glob("*.qm")):
        rows.append((f"{qm.name}", f"{qm.stat().st_size / 1024:.1f} KiB"))
    rows.append(("daifugo_gui/resources/cards (68 SVG)", f"{folder_size(ROOT / 'daifugo_gui' / 'resources' / 'cards') / 1024:.0f} KiB"))
    rows.append(("daifugo_gui/resources/sounds (3 WAV)", f"{folder_size(ROOT / 'daifugo_gui' / 'resources' / 'sounds') / 1024:.0f} KiB"))
    rows.append(("daifugo_gui/resources/icons", f"{folder_size(ROOT / 'daifugo_gui' / 'resources' / 'icons') / 1024:.0f} KiB"))

    if args.bundle:
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath",
                 f"{tmp}/dist", "--workpath", f"{tmp}/build", str(ROOT / "packaging" / "daifugo_gui.spec")],
                check=True, capture_output=True, cwd=tmp,
            )
            rows.append(("PyInstaller one-folder build", f"{time.perf_counter() - start:.0f} s"))
            rows.append(("bundle size", f"{folder_size(Path(tmp) / 'dist') / 2**20:.0f} MiB"))
            env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": tmp, "XDG_CONFIG_HOME": tmp}
            start = time.perf_counter()
            subprocess.run([f"{tmp}/dist/daifugo_gui/daifugo_gui", "--smoke"], check=True, capture_output=True, env=env)
            rows.append(("bundle start to first window and quit (--smoke)", f"{time.perf_counter() - start:.2f} s"))

    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
