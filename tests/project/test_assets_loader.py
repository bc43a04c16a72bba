"""The shipped images and sounds: present, valid, drawn as intended, loaded by ui/widgets/assets.py."""

from __future__ import annotations

import importlib.util
import re
import struct
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer

from daifugo_gui.paths import resource
from daifugo_gui.rules.cards import JOKER, Card, Suit, parse_tokens, standard_deck
from daifugo_gui.ui.widgets import assets
from daifugo_gui.ui.widgets.assets import CardImages, ClockCall, ClockSounds, card_image_name, card_svg

ROOT = Path(__file__).resolve().parents[2]


def _load_script(name: str):
    path = ROOT / "packaging" / f"{name}.py"
    sys.path.insert(0, str(path.parent))
    try:
        spec = importlib.util.spec_from_file_location(f"_packaging_{name}", path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses look their module up while building
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(path.parent))
    return module


def _every_face() -> list[Card | None]:
    suitless = [Card(rank) for rank in range(1, 14)]
    return [*dict.fromkeys(standard_deck()), *suitless, None]


def test_card_image_names_follow_the_card_text() -> None:
    assert card_image_name(Card(13, Suit.SPADES)) == "SK"
    assert card_image_name(Card(10, Suit.HEARTS)) == "H10"
    assert card_image_name(Card(1)) == "A"
    assert card_image_name(JOKER) == "X"
    assert card_image_name(JOKER, red_joker=True) == "X_red"
    assert card_image_name(parse_tokens("X=7")[0]) == "X"
    assert card_image_name(None) == "back"


def test_every_face_ships_as_a_valid_svg_of_card_shape(qapp) -> None:
    faces = _every_face()
    assert len(faces) == 52 + 1 + 13 + 1
    for card in [*faces, JOKER]:
        path = card_svg(card)
        assert path.is_file(), path
        renderer = QSvgRenderer(str(path))
        assert renderer.isValid(), path
        box = renderer.viewBoxF()
        assert (box.width(), box.height()) == (250, 350), path
    assert QSvgRenderer(str(card_svg(JOKER, red_joker=True))).isValid()


def _colour_counts(image: QImage) -> dict[str, int]:
    counts = {"red": 0, "blue": 0, "dark": 0}
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = QColor(image.pixel(x, y))
            if c.red() > 150 and c.green() < 90 and c.blue() < 90:
                counts["red"] += 1
            elif c.blue() > 80 and c.red() < 80 and c.blue() > c.red() + 30:
                counts["blue"] += 1
            elif c.red() < 60 and c.green() < 60 and c.blue() < 70:
                counts["dark"] += 1
    return counts


def test_faces_draw_in_their_suit_colour(qapp) -> None:
    images = CardImages()
    heart = _colour_counts(images.pixmap(Card(10, Suit.HEARTS), 140).toImage())
    spade = _colour_counts(images.pixmap(Card(13, Suit.SPADES), 140).toImage())
    back = _colour_counts(images.pixmap(None, 140).toImage())
    assert heart["red"] > 300 and heart["dark"] < 50
    assert spade["dark"] > 300 and spade["red"] == 0
    assert back["blue"] > 1000


def test_pixmap_size_ratio_and_cache(qapp) -> None:
    images = CardImages()
    first = images.pixmap(Card(7, Suit.CLUBS), 210)
    assert (first.width(), first.height()) == (150, 210)
    assert images.pixmap(Card(7, Suit.CLUBS), 210) is first
    sharp = images.pixmap(Card(7, Suit.CLUBS), 210, device_pixel_ratio=2.0)
    assert (sharp.width(), sharp.height()) == (300, 420)
    assert sharp.devicePixelRatio() == 2.0
    with pytest.raises(ValueError, match="positive"):
        images.pixmap(Card(7), 0)


def test_declared_joker_shows_its_value(qapp) -> None:
    images = CardImages()
    bare = images.pixmap(JOKER, 140).toImage()
    declared = images.pixmap(parse_tokens("X=7")[0], 140).toImage()
    assert bare != declared
    assert _colour_counts(declared)["dark"] > _colour_counts(bare)["dark"] + 200


def test_missing_face_names_the_file(qapp, tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="SA.svg"):
        CardImages(tmp_path).pixmap(Card(1, Suit.SPADES), 100)


def test_app_icon_has_every_size(qapp) -> None:
    icon = assets.app_icon()
    assert not icon.isNull()
    sizes = {s.width() for s in icon.availableSizes()}
    assert {16, 32, 48, 256, 512} <= sizes
    for name in ("daifugo_gui.svg", "daifugo_gui.ico", "daifugo_gui.icns"):
        assert resource("icons", name).stat().st_size > 1000
    assert resource("icons", "daifugo_gui.icns").read_bytes()[:4] == b"icns"
    assert struct.unpack("<HHH", resource("icons", "daifugo_gui.ico").read_bytes()[:6])[:2] == (0, 1)


def _read_wave(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames = w.readframes(params.nframes)
    return params, list(struct.unpack(f"<{len(frames) // 2}h", frames))


def test_clock_sounds_are_short_clean_and_distinct() -> None:
    seen = set()
    for call in ClockCall:
        params, data = _read_wave(resource("sounds", call.value))
        assert (params.nchannels, params.sampwidth) == (1, 2)
        seconds = params.nframes / params.framerate
        assert 0.3 < seconds < 2.0, (call, seconds)
        assert max(abs(v) for v in data) > 10000  # audible
        assert abs(data[0]) < 200 and abs(data[-1]) < 200  # fades: no click
        seen.add(tuple(data[:5000]))
    assert len(seen) == len(ClockCall)


def test_committed_sounds_match_their_script() -> None:
    script = _load_script("make_sounds")
    for name, make in script.SOUNDS.items():
        _, data = _read_wave(resource("sounds", name))
        assert data == [round(s * script.PEAK) for s in make()], name


def test_committed_faces_match_their_script(qapp) -> None:
    if not Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf").is_file():
        pytest.skip("the faces were drawn with DejaVu Sans Bold, not installed here")
    script = _load_script("make_cards")
    fonts = script.load_fonts()
    _assert_same_drawing(script.face(fonts, 1, "S"), card_svg(Card(1, Suit.SPADES)).read_text(encoding="utf-8"))
    _assert_same_drawing(script.face(fonts, 12, None), card_svg(Card(12)).read_text(encoding="utf-8"))


def _assert_same_drawing(made: str, committed: str) -> None:
    """Same markup, same numbers to within half a unit (Qt versions round outlines a little differently)."""
    number = re.compile(r"-?\d+(?:\.\d+)?")
    assert number.sub("#", made) == number.sub("#", committed)
    pairs = list(zip(map(float, number.findall(made)), map(float, number.findall(committed))))
    assert max(abs(a - b) for a, b in pairs) < 0.5


def test_clock_sounds_fall_back_to_beep(qapp) -> None:
    beeps: list[int] = []
    sounds = ClockSounds(use_multimedia=False, beep=lambda: beeps.append(1), player=None)
    heard: list[ClockCall] = []
    sounds.played.connect(heard.append)
    assert sounds.backend == "beep"
    sounds.play(ClockCall.TEN_SECONDS)
    sounds.muted = True
    sounds.play(ClockCall.TIME_UP)
    assert beeps == [1]
    assert heard == [ClockCall.TEN_SECONDS, ClockCall.TIME_UP]
    assert sounds.sound_file(ClockCall.TIME_UP).name == "clock_alarm.wav"


def test_clock_sounds_use_qtmultimedia_when_present(qapp, monkeypatch) -> None:
    played: list[str] = []

    class FakeEffect:
        def __init__(self, parent) -> None:
            self.source = None

        def setSource(self, url) -> None:
            self.source = url.toLocalFile()

        def play(self) -> None:
            played.append(Path(self.source).name)

    monkeypatch.setattr(assets, "_sound_effect_class", lambda: FakeEffect)
    sounds = ClockSounds(beep=lambda: pytest.fail("must not beep"))
    assert sounds.backend == "qtmultimedia"
    sounds.play(ClockCall.THIRTY_SECONDS)
    assert played == ["clock_30s.wav"]


def test_clock_sounds_play_through_the_system_player(qapp) -> None:
    """Issue 16: without QtMultimedia the WAV files go to the platform's own player
    (winsound, afplay, pw-play/paplay/aplay); the mute switch and the chosen calls hold."""
    started: list[str] = []
    player = assets.SystemPlayer("fake", lambda path: started.append(Path(path).name))
    sounds = ClockSounds(use_multimedia=False, beep=lambda: pytest.fail("must not beep"), player=player)
    assert sounds.backend == "fake"
    for call in ClockCall:
        sounds.play(call)
    assert started == ["clock_30s.wav", "clock_10s.wav", "clock_alarm.wav"]
    assert all(sounds.sound_file(call).stat().st_size > 1000 for call in ClockCall)
    sounds.enabled = {ClockCall.TIME_UP}
    sounds.play(ClockCall.THIRTY_SECONDS)
    sounds.play(ClockCall.TIME_UP)
    sounds.muted = True
    sounds.play(ClockCall.TIME_UP)
    assert started[3:] == ["clock_alarm.wav"]


def test_system_player_is_found_on_the_path(monkeypatch, tmp_path) -> None:
    if sys.platform in ("win32", "darwin"):
        pytest.skip("Linux player lookup")
    fake = tmp_path / "paplay"
    fake.write_text("#!/bin/sh\nexit 0\n")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    player = assets.system_player()
    assert player is not None and player.name == "paplay"
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert assets.system_player() is None


@pytest.mark.parametrize(
    "kind, seconds, call",
    [("call", 30, ClockCall.THIRTY_SECONDS), ("call", 10, ClockCall.TEN_SECONDS), ("alarm", 0, ClockCall.TIME_UP),
     ("call", 300, None), ("bank_out", 15, None)],
)
def test_clock_events_map_to_calls(kind: str, seconds: int, call) -> None:
    from daifugo_gui.timing.clocks import ClockEvent

    assert assets.call_for(ClockEvent(kind, "turn", seconds)) is call


def test_preferences_mute_and_choose_calls(qapp, tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from daifugo_gui.ui.preferences import PreferencesDialog, apply_sound_preferences, load_preferences

    settings = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    dialog = PreferencesDialog(settings)
    dialog.call_ten.setChecked(False)
    dialog.accept()
    sounds = ClockSounds(use_multimedia=False, player=None, beep=lambda: None)
    apply_sound_preferences(sounds, load_preferences(settings))
    assert sounds.enabled == {ClockCall.THIRTY_SECONDS, ClockCall.TIME_UP} and not sounds.muted
    dialog = PreferencesDialog(settings)
    dialog.sound_muted.setChecked(True)
    assert not dialog.call_thirty.isEnabled()
    dialog.accept()
    apply_sound_preferences(sounds, load_preferences(settings))
    assert sounds.muted


def test_windows_branch_plays_through_winsound_asynchronously(monkeypatch) -> None:
    """Issue 28: the Windows branch, run here with a stand-in for the standard library's
    winsound (same names and flags): a file name, played asynchronously, and silence
    rather than Windows' default sound when the file is missing."""
    import types

    calls: list[tuple[str, int]] = []
    winsound = types.SimpleNamespace(
        SND_FILENAME=0x20000, SND_ASYNC=0x1, SND_NODEFAULT=0x2,
        PlaySound=lambda name, flags: calls.append((name, flags)),
    )
    monkeypatch.setitem(sys.modules, "winsound", winsound)
    monkeypatch.setattr(assets.sys, "platform", "win32")
    player = assets.system_player()
    assert player is not None and player.name == "winsound"
    wav = assets.resource("sounds", "clock_alarm.wav")
    player.start(wav)
    assert calls == [(str(wav), 0x20000 | 0x1 | 0x2)]


def test_macos_branch_plays_through_afplay_only(monkeypatch, tmp_path) -> None:
    """Issue 28: on macOS only afplay is looked for (a Linux player on the PATH is not)."""
    for name in ("afplay", "paplay"):
        fake = tmp_path / name
        fake.write_text("#!/bin/sh\nexit 0\n")
        fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(assets.sys, "platform", "darwin")
    started: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(
        assets.QProcess, "startDetached", lambda program, args: started.append((program, args)) or True
    )
    player = assets.system_player()
    assert player is not None and player.name == "afplay"
    player.start(Path("/x/clock_10s.wav"))
    assert started == [(str(tmp_path / "afplay"), ["/x/clock_10s.wav"])]
    (tmp_path / "afplay").unlink()
    assert assets.system_player() is None
