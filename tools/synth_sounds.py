#!/usr/bin/env python3
"""Synthesises Pilefire's sound effects and music loop into assets/sounds/.

Only the standard library: every sound is built from sine waves, noise and
envelopes, so the files are original and can be regenerated exactly
(the noise generator is seeded). Run from the repository root:

    python3 tools/synth_sounds.py
"""

import math
import os
import random
import struct
import wave

RATE = 22050
OUT = os.path.join(os.path.dirname(__file__), "..", "assets", "sounds")


def envelope(i, n, attack=0.01, release=0.2):
    """Linear attack, exponential-ish release, as a gain 0..1."""
    t = i / RATE
    length = n / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    r = max(0.0, (length - t) / (length * release)) if release > 0 else 1.0
    return a * min(1.0, r)


def tone(freq, seconds, volume=0.5, attack=0.005, release=0.6, harmonics=(1.0,)):
    n = int(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(h * math.sin(2 * math.pi * freq * (k + 1) * t) for k, h in enumerate(harmonics))
        out.append(volume * v / sum(harmonics) * envelope(i, n, attack, release))
    return out


def sweep(f0, f1, seconds, volume=0.5, release=0.7):
    n = int(seconds * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        f = f0 + (f1 - f0) * i / n
        phase += 2 * math.pi * f / RATE
        out.append(volume * math.sin(phase) * envelope(i, n, 0.005, release))
    return out


def noise(seconds, volume=0.5, smooth=0.0, release=0.8, seed=1):
    rng = random.Random(seed)
    n = int(seconds * RATE)
    out = []
    last = 0.0
    for i in range(n):
        x = rng.uniform(-1, 1)
        last = smooth * last + (1 - smooth) * x
        out.append(volume * last * envelope(i, n, 0.003, release))
    return out


def mix(*tracks):
    n = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(n)]


def delay(track, seconds):
    return [0.0] * int(seconds * RATE) + track


def write(name, samples):
    os.makedirs(OUT, exist_ok=True)
    peak = max(1e-9, max(abs(s) for s in samples))
    gain = min(1.0, 0.9 / peak)
    with wave.open(os.path.join(OUT, name), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(s * gain * 32767)) for s in samples))


def note(semitones_from_a4):
    return 440.0 * 2 ** (semitones_from_a4 / 12)


def music():
    """An 8-bar calm loop: soft pads and a plucked arpeggio, 96 bpm."""
    beat = 60 / 96
    bars = [(-9, [0, 4, 7, 11]), (-4, [0, 3, 7, 10]), (-7, [0, 4, 7, 9]), (-2, [0, 4, 7, 10])]
    length = int(len(bars) * 4 * beat * RATE)
    out = [0.0] * length
    for b, (root, chord) in enumerate(bars):
        start = b * 4 * beat
        pad = mix(*[tone(note(root + c - 12), 4 * beat, 0.06, attack=0.4, release=0.5) for c in chord[:3]])
        for i, s in enumerate(pad):
            j = int(start * RATE) + i
            if j < length:
                out[j] += s
        for step in range(8):
            c = chord[[0, 1, 2, 3, 2, 1, 2, 3][step]]
            pluck = tone(note(root + c), beat * 0.9, 0.12, attack=0.003, release=0.95, harmonics=(1.0, 0.4, 0.15))
            for i, s in enumerate(pluck):
                j = int((start + step * beat / 2) * RATE) + i
                if j < length:
                    out[j] += s
    return out


def main():
    write("pickup.wav", mix(noise(0.06, 0.4, 0.6), sweep(500, 900, 0.07, 0.25)))
    write("slide.wav", noise(0.22, 0.5, 0.85, release=0.9, seed=2))
    write("place.wav", mix(noise(0.05, 0.7, 0.3, seed=3), tone(180, 0.09, 0.5, release=0.9)))
    write("trick.wav", mix(*[delay(tone(note(n), 0.25, 0.35, release=0.8, harmonics=(1, 0.3)), k * 0.06)
                             for k, n in enumerate([3, 7, 10, 15, 19])]))
    write("ignite.wav", mix(noise(0.7, 0.6, 0.5, release=0.7, seed=4), sweep(120, 380, 0.5, 0.35)))
    write("extinguish.wav", mix(noise(0.6, 0.55, 0.2, release=0.95, seed=5), sweep(600, 150, 0.35, 0.25)))
    write("win.wav", mix(*[delay(tone(note(n), 0.5, 0.35, release=0.7, harmonics=(1, 0.5, 0.2)), k * 0.14)
                           for k, n in enumerate([3, 7, 10, 15])]))
    write("loss.wav", mix(*[delay(tone(note(n), 0.6, 0.35, release=0.8, harmonics=(1, 0.4)), k * 0.22)
                            for k, n in enumerate([3, 2, 0, -2])]))
    write("click.wav", mix(tone(1200, 0.03, 0.4, release=0.9), noise(0.015, 0.2, seed=6)))
    write("music.wav", music())


if __name__ == "__main__":
    main()
