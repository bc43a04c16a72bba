"""Figures for languages, resources and packaging (plain script, prints a table).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_i18n.py [--bundle] [--repeat 2000]

--bundle also builds the PyInstaller bundle into a temporary folder and reports its
build time and size (about 30–60 s); --no-catalogs skips rebuilding the catalogs
(which rewrites the .qm files: the test suite's tiny run skips it).
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

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.common import Figure, cpu_of, emit  # noqa: E402


def timed(fn, repeat: int = 1) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> list[Figure]:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bundle", action="store_true", help="also build the PyInstaller bundle")
    parser.add_argument("--no-catalogs", action="store_true", help="do not rebuild the catalogs")
    parser.add_argument("--repeat", type=int, default=2000)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])

    from daifugo_gui.rules.cards import Card, Suit, standard_deck
    from daifugo_gui.ui.widgets import i18n
    from daifugo_gui.ui.widgets.assets import CardImages, app_icon
    from daifugo_gui.rules import Game, Settings
    from daifugo_gui.ui.widgets.reason_text import render_sentences

    rows: list[tuple[str, str]] = []
    rows.append(("install_language('ja') (console + Qt catalogs)", f"{timed(lambda: i18n.install_language(app, 'ja'), 20) * 1e3:.2f} ms"))
    game = Game(["Aki", "Ben"], Settings(), {"Aki": list(standard_deck()[:5]), "Ben": list(standard_deck()[5:10])})
    foul = game.play("Aki", game.hand("Aki")[0].text() + " " + game.hand("Aki")[1].text()).sentences
    per = cpu_of(lambda: [render_sentences(foul) for _ in range(args.repeat)], 3) / args.repeat
    bare = cpu_of(lambda: [QCoreApplication.translate("Verdict", "FOUL") for _ in range(args.repeat)], 3) / args.repeat
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

    if not args.no_catalogs:
        build = [sys.executable, str(ROOT / "packaging" / "build_translations.py")]
        rows.append(("build_translations.py (lupdate + lrelease, 2 languages)",
                     f"{timed(lambda: subprocess.run(build, check=True, capture_output=True)):.2f} s"))
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
    return [emit(Figure("bench_i18n.py", "a foul's sentences rendered in Japanese, per verdict", per,
                        "one Qt translation look-up", bare,
                        # ×2-45 (a handful of renders to 2,000: the look-up's cost falls the more it
                        # repeats); a sentence costs a user nothing to wait for, so CPU only
                        limit=150.0))]


if __name__ == "__main__":
    main()
