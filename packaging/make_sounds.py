"""Synthesize the clock calls into daifugo_gui/resources/sounds/ (Python's wave module, no samples).

    python packaging/make_sounds.py

- ``clock_30s.wav``: two mid beeps, "30 seconds left".
- ``clock_10s.wav``: three higher, quicker beeps, "10 seconds left".
- ``clock_alarm.wav``: a harsh two-tone alarm, "time is up".

The calls differ in pitch, count and timbre so a judge across the room tells them apart
without looking. Every beep fades in and out over a few milliseconds: a tone that
starts or stops at full level clicks on most speakers.
"""

from __future__ import annotations

import math
import struct
import wave
from dataclasses import dataclass
from pathlib import Path

RESOURCES = Path(__file__).resolve().parent.parent / "daifugo_gui" / "resources"
RATE = 22050
PEAK = 0.6 * 32767
FADE_S = 0.008


@dataclass(frozen=True)
class Beep:
    frequency: float
    seconds: float
    harmonics: tuple[float, ...] = (1.0,)  # weights of the 1st, 3rd, 5th … partials


def samples(beep: Beep) -> list[float]:
    count = int(beep.seconds * RATE)
    fade = int(FADE_S * RATE)
    norm = sum(beep.harmonics)
    out = []
    for i in range(count):
        t = i / RATE
        value = sum(
            weight * math.sin(2 * math.pi * beep.frequency * (2 * k + 1) * t)
            for k, weight in enumerate(beep.harmonics)
        ) / norm
        envelope = min(1.0, i / fade, (count - 1 - i) / fade)
        out.append(value * envelope)
    return out


def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def write(path: Path, signal: list[float]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(s * PEAK)) for s in signal))


def thirty_seconds() -> list[float]:
    beep = Beep(880.0, 0.16)
    return samples(beep) + silence(0.12) + samples(beep) + silence(0.05)


def ten_seconds() -> list[float]:
    beep = Beep(1318.5, 0.10, (1.0, 0.25))
    signal: list[float] = []
    for _ in range(3):
        signal += samples(beep) + silence(0.07)
    return signal


def alarm() -> list[float]:
    high = Beep(987.8, 0.18, (1.0, 0.33, 0.2))
    low = Beep(784.0, 0.18, (1.0, 0.33, 0.2))
    signal: list[float] = []
    for _ in range(4):
        signal += samples(high) + samples(low)
    return signal + silence(0.05)


SOUNDS = {"clock_30s.wav": thirty_seconds, "clock_10s.wav": ten_seconds, "clock_alarm.wav": alarm}


def main() -> int:
    out = RESOURCES / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(out / name, make())
    print(f"wrote {len(SOUNDS)} sounds to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
