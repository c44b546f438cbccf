#!/usr/bin/env python3
"""Synthesises Pilefire's sound effects and music loop into assets/sounds/.

Python standard library only. Card sounds are filtered noise bursts with a
paper or felt body; chimes, chords and plucks are additive and Karplus-Strong
tones with slight detune; everything that rings goes through a Freeverb-style
room (eight damped combs, four allpasses). Every noise source is seeded, so a
run rewrites the same bytes. Run from anywhere:

    python3 tools/synth_sounds.py [name.wav ...]   (default: all of them)

Effects are 44.1 kHz mono, the music loop 22.05 kHz mono (it is the largest
file, and its brushes and plucks sit well under 11 kHz). Each file is normalised to a loudness
by kind (see LOUDNESS) with its peak at most -1.5 dBFS; tools/check_sounds.py
checks the result.
"""

import math
import os
import random
import struct
import sys
import wave

# The check's loudness measure, so the levels set here are the ones it prints
# (imported without leaving a __pycache__ in tools/).
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_sounds import SHORT_WINDOW, loudness  # noqa: E402

FX_RATE = 44100
MUSIC_RATE = 22050
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "sounds")
PEAK_CEILING_DB = -1.5

# Target loudness in LUFS (K-weighted, as tools/check_sounds.py measures):
# effects by their loudest 100 ms, the music as a whole. A UI tick is quiet,
# card sounds medium, fire sounds, results and tricks a little louder, the
# music well below the effects.
LOUDNESS = {
    "click.wav": -29.0,
    "pickup.wav": -24.0,
    "slide.wav": -23.0,
    "place.wav": -22.0,
    "extinguish.wav": -21.0,
    "ignite.wav": -20.0,
    "loss.wav": -20.0,
    "trick.wav": -18.0,
    "win.wav": -17.0,
    "music.wav": -30.0,
}


# ---------------------------------------------------------------- basics

def samples(seconds, rate):
    return int(round(seconds * rate))


def white(n, rng):
    r = rng.random
    return [2.0 * r() - 1.0 for _ in range(n)]


def mul(a, b):
    return [x * y for x, y in zip(a, b)]


def scale(a, gain):
    return [x * gain for x in a]


def add(into, track, at=0, gain=1.0):
    """Mixes `track` into `into` from sample `at`, growing `into` if needed."""
    end = at + len(track)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    into[at:end] = [a + gain * b for a, b in zip(into[at:end], track)]
    return into


def midi(note):
    return 440.0 * 2.0 ** ((note - 69) / 12.0)


# ------------------------------------------------------------- envelopes

def closed(env, rate, seconds=0.01):
    """Brings an envelope to exact zero over its last `seconds`, so a note cut
    at the end of its buffer does not click."""
    m = min(len(env), samples(seconds, rate))
    for i in range(m):
        env[len(env) - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / m)
    return env


def attack_decay(n, rate, attack, decay):
    """Raised-cosine attack over `attack` s, then an exponential decay with
    time constant `decay` s."""
    na = max(1, samples(attack, rate))
    out = [0.5 - 0.5 * math.cos(math.pi * i / na) for i in range(min(na, n))]
    k = math.exp(-1.0 / (decay * rate))
    g = 1.0
    for _ in range(n - len(out)):
        out.append(g)
        g *= k
    return closed(out, rate)


def adsr(n, rate, attack, decay, sustain, release, hold):
    """Attack (raised cosine), decay towards `sustain` (time constant), held
    until `hold` s, then an exponential release (time constant)."""
    na = max(1, samples(attack, rate))
    nh = samples(hold, rate)
    kd = math.exp(-1.0 / (decay * rate))
    kr = math.exp(-1.0 / (release * rate))
    out = []
    level = 0.0
    for i in range(n):
        if i >= nh:
            level *= kr
        elif i < na:
            level = 0.5 - 0.5 * math.cos(math.pi * i / na)
        else:
            level = sustain + (level - sustain) * kd
        out.append(level)
    return closed(out, rate)


def swell(n, rate, peak_at, decay):
    """Rises as a squared ramp to 1 at `peak_at` s, then decays (time constant)."""
    npk = max(1, samples(peak_at, rate))
    out = [(i / npk) ** 2 for i in range(min(npk, n))]
    k = math.exp(-1.0 / (decay * rate))
    g = 1.0
    for _ in range(n - len(out)):
        out.append(g)
        g *= k
    return closed(out, rate)


# --------------------------------------------------------------- filters

def svf(x, rate, freq, q=0.707, mode="low"):
    """Topology-preserving state-variable filter (Simper). `freq` is Hz or a
    function of time in seconds (updated every 16 samples, which the
    structure tolerates without zipper noise). Band output has unity peak."""
    k = 1.0 / q
    cl, cb, ch = {"low": (1.0, 0.0, 0.0), "band": (0.0, k, 0.0), "high": (0.0, 0.0, 1.0)}[mode]
    vary = callable(freq)
    ic1 = ic2 = 0.0
    a1 = a2 = a3 = 0.0
    out = [0.0] * len(x)
    tan = math.tan
    pi_over_rate = math.pi / rate
    nyquist_guard = 0.45 * rate
    for i, v0 in enumerate(x):
        if i & 15 == 0 and (vary or i == 0):
            f = freq(i / rate) if vary else freq
            g = tan(pi_over_rate * min(f, nyquist_guard))
            a1 = 1.0 / (1.0 + g * (g + k))
            a2 = g * a1
            a3 = g * a2
        v3 = v0 - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2.0 * v1 - ic1
        ic2 = 2.0 * v2 - ic2
        out[i] = cl * v2 + cb * v1 + ch * (v0 - k * v1 - v2)
    return out


def dc_block(x, rate, cutoff=20.0):
    """One-pole high-pass: removes any offset the noise bursts leave."""
    r = math.exp(-2.0 * math.pi * cutoff / rate)
    out = [0.0] * len(x)
    px = py = 0.0
    for i, v in enumerate(x):
        py = v - px + r * py
        px = v
        out[i] = py
    return out


def _comb(x, length, feedback, damp):
    buf = [0.0] * length
    out = [0.0] * len(x)
    idx = 0
    store = 0.0
    keep = 1.0 - damp
    for i, s in enumerate(x):
        y = buf[idx]
        store = y * keep + store * damp
        buf[idx] = s + store * feedback
        out[i] = y
        idx += 1
        if idx == length:
            idx = 0
    return out


def _allpass(x, length):
    buf = [0.0] * length
    out = [0.0] * len(x)
    idx = 0
    for i, s in enumerate(x):
        b = buf[idx]
        out[i] = b - s
        buf[idx] = s + b * 0.5
        idx += 1
        if idx == length:
            idx = 0
    return out


COMB_LENGTHS = (1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617)
ALLPASS_LENGTHS = (556, 441, 341, 225)


def reverb(x, rate, room=0.5, damp=0.5, tail=1.0, predelay=0.01):
    """Freeverb's mono tank (Jezar's tunings, scaled to `rate`): the wet
    signal only, `tail` s longer than the input."""
    stretch = rate / 44100.0
    feedback = 0.7 + 0.28 * room
    x = [0.0] * samples(predelay, rate) + [0.015 * s for s in x] + [0.0] * samples(tail, rate)
    wet = [0.0] * len(x)
    for length in COMB_LENGTHS:
        wet = [a + b for a, b in zip(wet, _comb(x, int(length * stretch), feedback, 0.4 * damp))]
    for length in ALLPASS_LENGTHS:
        wet = _allpass(wet, int(length * stretch))
    return scale(wet, 3.0)


def with_room(dry, rate, wet_gain, **room):
    out = list(dry)
    return add(out, reverb(dry, rate, **room), 0, wet_gain)


# ----------------------------------------------------------- oscillators

def sine(freq, n, rate, phase=0.0):
    w = 2.0 * math.pi * freq / rate
    s = math.sin
    return [s(phase + w * i) for i in range(n)]


def glide(f0, f1, seconds, n, rate):
    """A sine whose pitch falls or rises exponentially from f0 to f1."""
    out = []
    phase = 0.0
    ratio = f1 / f0
    steps = max(1, samples(seconds, rate))
    for i in range(n):
        f = f0 * ratio ** min(1.0, i / steps)
        phase += 2.0 * math.pi * f / rate
        out.append(math.sin(phase))
    return out


def partials(freq, n, rate, spec, attack=0.002):
    """Additive tone: `spec` lists (ratio, amplitude, decay time constant)."""
    out = [0.0] * n
    for ratio, amp, decay in spec:
        f = freq * ratio
        if f >= 0.45 * rate:
            continue
        add(out, mul(sine(f, n, rate), attack_decay(n, rate, attack, decay)), 0, amp)
    return out


def wavetable(harmonics, size=4096):
    """One cycle of a band-limited wave with the given harmonic amplitudes."""
    table = [0.0] * size
    for k, amp in enumerate(harmonics, 1):
        w = 2.0 * math.pi * k / size
        for i in range(size):
            table[i] += amp * math.sin(w * i)
    peak = max(abs(v) for v in table)
    return [v / peak for v in table]


SOFT_SAW = wavetable([1.0 / k ** 1.6 for k in range(1, 13)])


def table_voice(table, freq, n, rate, phase=0.0):
    size = len(table)
    inc = freq * size / rate
    p = (phase % 1.0) * size
    out = [0.0] * n
    for i in range(n):
        out[i] = table[int(p)]
        p += inc
        if p >= size:
            p -= size
    return out


def pluck(freq, n, rate, rng, t60=2.0, bright=0.5):
    """Karplus-Strong string: a filtered noise burst circulating in a delay
    line with a two-point average, tuned by a first-order allpass."""
    period = rate / freq - 0.5
    length = int(period)
    frac = period - length
    if frac < 0.15:
        length -= 1
        frac += 1.0
    c = (1.0 - frac) / (1.0 + frac)
    loss = 10.0 ** (-3.0 / (t60 * freq))
    burst = svf(white(length, rng), rate, 500.0 + 6000.0 * bright, 0.6)
    mean = sum(burst) / length
    line = [v - mean for v in burst]
    out = [0.0] * n
    idx = 0
    prev = ax = ay = 0.0
    for i in range(n):
        v = line[idx]
        out[i] = v
        lp = 0.5 * (v + prev)
        prev = v
        ay = c * lp + ax - c * ay
        ax = lp
        line[idx] = ay * loss
        idx += 1
        if idx == length:
            idx = 0
    return out


# ------------------------------------------------------------- the sounds

def pickup(rng):
    """A short soft swish: noise through a band rising 1.4 -> 4.5 kHz, with a
    faint low paper body."""
    rate = FX_RATE
    n = samples(0.16, rate)
    swish = svf(white(n, rng), rate, lambda t: 1400.0 * 3.2 ** min(1.0, t / 0.1), 0.9, "band")
    out = mul(swish, attack_decay(n, rate, 0.018, 0.03))
    body = svf(white(n, rng), rate, 450.0, 0.7)
    return add(out, mul(body, attack_decay(n, rate, 0.006, 0.02)), 0, 0.5)


def place(rng):
    """A card laid down: a paper snap (two bands of noise, a few ms) over a
    low felt thump (a falling sine and low noise)."""
    rate = FX_RATE
    n = samples(0.22, rate)
    out = mul(svf(white(n, rng), rate, 2800.0, 1.1, "band"), attack_decay(n, rate, 0.0008, 0.007))
    add(out, mul(svf(white(n, rng), rate, 6500.0, 0.8, "high"), attack_decay(n, rate, 0.0004, 0.003)), 0, 0.5)
    add(out, mul(glide(190.0, 105.0, 0.05, n, rate), attack_decay(n, rate, 0.002, 0.035)), 0, 0.35)
    add(out, mul(svf(white(n, rng), rate, 450.0, 0.8), attack_decay(n, rate, 0.002, 0.025)), 0, 0.9)
    return out


def slide(rng):
    """A card sliding over felt: a longer swish whose band rises and falls,
    its grain modulated by slow noise, over a low felt rub."""
    rate = FX_RATE
    length = 0.42
    n = samples(length, rate)
    centre = lambda t: 900.0 + 1900.0 * math.sin(math.pi * min(1.0, t / length)) ** 1.5
    swish = svf(white(n, rng), rate, centre, 0.75, "band")
    grain = svf(white(n, rng), rate, 35.0, 0.7)
    depth = 0.5 / max(1e-9, max(abs(g) for g in grain))
    shape = [((i / n) ** 0.6 * (1.0 - i / n) ** 1.4) for i in range(n)]
    peak = max(shape)
    env = [(s / peak) * (1.0 + depth * g) for s, g in zip(shape, grain)]
    out = mul(swish, env)
    rub = svf(white(n, rng), rate, 380.0, 0.7)
    return add(out, mul(rub, env), 0, 0.35)


def click(rng):
    """A soft interface tick: a short high blip on a small wooden body."""
    rate = FX_RATE
    n = samples(0.06, rate)
    out = mul(sine(1900.0, n, rate), attack_decay(n, rate, 0.0006, 0.005))
    add(out, mul(sine(3850.0, n, rate), attack_decay(n, rate, 0.0004, 0.0025)), 0, 0.25)
    add(out, mul(sine(720.0, n, rate), attack_decay(n, rate, 0.001, 0.011)), 0, 0.35)
    add(out, mul(svf(white(n, rng), rate, 5000.0, 1.0, "band"), attack_decay(n, rate, 0.0003, 0.002)), 0, 0.3)
    return out


CHIME = ((1.0, 1.0, 0.55), (2.0, 0.22, 0.3), (2.76, 0.3, 0.2), (5.4, 0.1, 0.07), (8.93, 0.04, 0.035))


def trick(rng):
    """A bright two-note chime (A5 then E6, tuned-bar partials) in a short
    room."""
    rate = FX_RATE
    n = samples(1.4, rate)
    dry = []
    for k, note in enumerate((81, 88)):
        tone = partials(midi(note) * (1.0 + 0.0008 * k), n, rate, CHIME, 0.0015)
        ting = mul(svf(white(n, rng), rate, 7000.0, 1.5, "band"), attack_decay(n, rate, 0.0003, 0.004))
        add(dry, add(tone, ting, 0, 0.25), samples(0.085 * k, rate), 1.0 if k == 0 else 0.9)
    return with_room(dry, rate, 0.4, room=0.45, damp=0.45, tail=0.7, predelay=0.012)


def ignite(rng):
    """A fire catching: a whoosh of band-passed noise rising 220 Hz -> 4 kHz,
    a low roar that flickers, and crackles that thicken as it grows."""
    rate = FX_RATE
    n = samples(1.45, rate)
    whoosh = svf(white(n, rng), rate, lambda t: 220.0 * 18.0 ** min(1.0, t / 0.7), 1.8, "band")
    out = mul(whoosh, swell(n, rate, 0.5, 0.22))
    out = scale(out, 1.6)
    flicker = svf(white(n, rng), rate, 12.0, 0.7)
    depth = 0.6 / max(1e-9, max(abs(v) for v in flicker))
    roar = svf(white(n, rng), rate, 220.0, 0.9)
    roar_env = [e * (1.0 + depth * f) for e, f in zip(swell(n, rate, 0.35, 0.3), flicker)]
    add(out, mul(roar, roar_env), 0, 1.1)
    # Crackles: short high bursts, more of them as the flame grows.
    t = 0.18
    while t < 0.95:
        t += 0.012 + rng.random() * 0.09 * (1.2 - t)
        m = samples(0.012, rate)
        burst = svf(white(m, rng), rate, 2000.0 + 4000.0 * rng.random(), 1.2, "band")
        add(out, mul(burst, attack_decay(m, rate, 0.0003, 0.0012 + 0.002 * rng.random())),
            samples(t, rate), 0.25 + 0.4 * rng.random())
    return with_room(out, rate, 0.25, room=0.3, damp=0.5, tail=0.3)


def extinguish(rng):
    """A fire covered: a soft low 'pff', then a hiss whose band falls from
    7 kHz to 700 Hz as it dies, with a little sizzle."""
    rate = FX_RATE
    n = samples(1.25, rate)
    hiss = svf(white(n, rng), rate, lambda t: 7000.0 * (700.0 / 7000.0) ** min(1.0, t / 0.75), 1.4, "band")
    out = mul(hiss, adsr(n, rate, 0.012, 0.12, 0.6, 0.16, 0.38))
    add(out, mul(svf(white(n, rng), rate, 300.0, 0.8), attack_decay(n, rate, 0.004, 0.05)), 0, 1.0)
    sizzle = svf(white(n, rng), rate, 4500.0, 0.7, "high")
    gate = [1.0 if rng.random() < 0.04 else 0.0 for _ in range(n)]
    gate = svf(gate, rate, 900.0, 0.7)
    add(out, mul(mul(sizzle, gate), attack_decay(n, rate, 0.01, 0.25)), 0, 2.5)
    return with_room(out, rate, 0.2, room=0.3, damp=0.5, tail=0.3)


def electric_piano(freq, n, rate, decay):
    """A warm struck tone: decaying harmonics, doubled 3 cents apart."""
    spec = ((1.0, 1.0, decay), (2.0, 0.35, decay * 0.35), (3.0, 0.12, decay * 0.18), (4.0, 0.05, decay * 0.1))
    out = partials(freq, n, rate, spec, 0.004)
    return add(out, partials(freq * 2.0 ** (3 / 1200), n, rate, spec, 0.004), 0, 0.7)


def pad_note(freq, n, rate, hold, attack=0.4, release=0.5, detune=(-6.0, 0.0, 6.0), phases=(0.0, 0.33, 0.71)):
    """A soft-saw pad: three voices a few cents apart under one envelope."""
    out = [0.0] * n
    for cents, phase in zip(detune, phases):
        add(out, table_voice(SOFT_SAW, freq * 2.0 ** (cents / 1200), n, rate, phase), 0, 1.0 / len(detune))
    return mul(out, adsr(n, rate, attack, 0.6, 0.8, release, hold))


def win(rng):
    """A warm D major 9 arpeggio over a soft pad, with high sparkles and a
    long room tail."""
    rate = FX_RATE
    n = samples(3.0, rate)
    dry = []
    for k, note in enumerate((62, 66, 69, 73, 76, 81)):
        add(dry, electric_piano(midi(note), n, rate, 1.1), samples(0.085 * k, rate), 0.55)
    pad = [0.0] * n
    for note in (50, 57, 66):
        add(pad, pad_note(midi(note), n, rate, 1.1, attack=0.25, release=0.35), 0, 0.22)
    add(dry, svf(pad, rate, 1800.0, 0.7))
    for _ in range(18):
        note = rng.choice((86, 90, 93, 97, 98, 102))
        m = samples(0.5, rate)
        sparkle = partials(midi(note), m, rate, ((1.0, 1.0, 0.12), (2.76, 0.3, 0.04)), 0.001)
        add(dry, sparkle, samples(0.3 + 1.3 * rng.random(), rate), 0.1 + 0.12 * rng.random())
    return with_room(dry, rate, 0.45, room=0.75, damp=0.35, tail=1.0, predelay=0.02)


def loss(rng):
    """A gentle descending figure in D minor (A, G, F, D) on a muted
    electric piano, settling on a soft minor chord."""
    rate = FX_RATE
    n = samples(2.0, rate)
    dry = []
    for k, note in enumerate((69, 67, 65, 62)):
        last = k == 3
        tone = electric_piano(midi(note), n, rate, 0.9 if last else 0.6)
        # Each note lets go as the next begins: a whole tone held under the
        # next one would beat roughly.
        env = adsr(n, rate, 0.02, 1.0, 1.0, 0.3 if last else 0.06, 0.9 if last else 0.31)
        add(dry, svf(mul(tone, env), rate, 1300.0, 0.7), samples(0.3 * k, rate), 0.6)
    pad = [0.0] * n
    for note in (50, 53, 57):
        add(pad, pad_note(midi(note), samples(1.6, rate), rate, 0.75, attack=0.35, release=0.3), 0, 0.2)
    add(dry, svf(pad, rate, 900.0, 0.7), samples(0.85, rate))
    return with_room(dry, rate, 0.4, room=0.65, damp=0.5, tail=1.0, predelay=0.02)


# ------------------------------------------------------------------ music

BPM = 80.0
# Two bars per chord: (bass note, pad voicing), MIDI numbers, in D major.
PROGRESSION = (
    (38, (54, 57, 61, 64)),  # Dmaj9
    (47, (54, 57, 62, 64)),  # Bm11
    (43, (54, 57, 59, 62)),  # Gmaj9
    (45, (52, 57, 59, 64)),  # A(add9) sus
    (42, (52, 57, 61, 64)),  # F#m7
    (47, (54, 57, 62, 66)),  # Bm7
    (40, (55, 59, 62, 66)),  # Em9
    (45, (55, 57, 62, 64)),  # A9sus4, leading back to D
)
# Eighth-note slots per bar where the plucked arpeggio plays (1 = a note).
PLUCK_BARS = ((1, 0, 1, 1, 0, 1, 0, 1), (1, 0, 0, 1, 0, 1, 1, 0))


def fold(track, length):
    """Wraps what rings past the loop's end onto its start, as the next pass
    of the loop would hear it."""
    out = track[:length] + [0.0] * max(0, length - len(track))
    for i in range(length, len(track)):
        out[i % length] += track[i]
    return out


def looped(process, track):
    """Runs a filter or room over two passes of a loop and keeps the second,
    so its state at the loop point is the one a looping player meets."""
    n = len(track)
    return process(track + track)[n:2 * n]


def music(rng):
    """A calm 48 s loop at 80 bpm: soft-saw pads, a sine bass, a sparse
    Karplus-Strong arpeggio and a breath of filtered noise with brushes, in a
    room; every tail wraps round so the loop point cannot be heard."""
    rate = MUSIC_RATE
    beat = 60.0 / BPM
    bar = 4 * beat
    chord_len = 2 * bar
    length = samples(len(PROGRESSION) * chord_len, rate)
    pads, bass, plucks = [], [], []
    for c, (root, voicing) in enumerate(PROGRESSION):
        start = c * chord_len
        n = samples(chord_len + 2.5, rate)
        for v, note in enumerate(voicing):
            tone = pad_note(midi(note), n, rate, chord_len + 0.2, attack=1.2, release=0.8,
                            phases=(0.1 * v, 0.37 + 0.1 * v, 0.71 + 0.1 * v))
            add(pads, tone, samples(start, rate), 0.12)
        for b in range(2):
            m = samples(bar + 1.5, rate)
            low = add(sine(midi(root), m, rate), sine(2 * midi(root), m, rate), 0, 0.18)
            env = adsr(m, rate, 0.06, 0.8, 0.55, 0.35, bar - 0.1)
            add(bass, mul(low, env), samples(start + b * bar, rate), 0.22)
            pattern = PLUCK_BARS[(2 * c + b) % 2]
            tones = sorted(set(voicing + tuple(v + 12 for v in voicing)))
            walk = rng.randrange(len(tones))
            for slot, on in enumerate(pattern):
                if not on:
                    continue
                walk = max(0, min(len(tones) - 1, walk + rng.choice((-2, -1, 1, 1, 2))))
                m = samples(2.2, rate)
                tone = pluck(midi(tones[walk]), m, rate, rng, t60=1.8, bright=0.25 + 0.2 * rng.random())
                velocity = (0.7 if slot % 2 else 1.0) * (0.75 + 0.25 * rng.random())
                add(plucks, tone, samples(start + b * bar + slot * beat / 2, rate), 0.3 * velocity)
    pads = fold(pads, length)
    bass = fold(bass, length)
    plucks = fold(svf(plucks, rate, 2600.0, 0.7), length)
    # The pad's filter opens and closes twice per loop.
    sweep = lambda t: 900.0 + 500.0 * math.sin(2.0 * math.pi * 2.0 * t * rate / length)
    pads = looped(lambda x: svf(x, rate, sweep, 0.8), pads)
    # Air: band-passed noise swelling over each chord, and soft brushes on 2 and 4.
    air = looped(lambda x: svf(x, rate, 700.0, 0.5, "band"), white(length, rng))
    breathe = [0.5 - 0.5 * math.cos(2.0 * math.pi * i * len(PROGRESSION) / length) for i in range(length)]
    air = mul(air, breathe)
    brushes = []
    for b in range(2 * len(PROGRESSION)):
        for beat_in_bar in (1, 3):
            m = samples(0.25, rate)
            hit = svf(white(m, rng), rate, 5500.0, 0.9, "band")
            at = samples(b * bar + beat_in_bar * beat, rate)
            add(brushes, mul(hit, attack_decay(m, rate, 0.008, 0.045)), at, 0.7 + 0.3 * rng.random())
    brushes = fold(brushes, length)
    mix = [p + b + k + 0.035 * a + 0.05 * h for p, b, k, a, h in zip(pads, bass, plucks, air, brushes)]
    send = [0.5 * p + 1.0 * k + 0.03 * a + 0.08 * h for p, k, a, h in zip(pads, plucks, air, brushes)]
    wet = looped(lambda x: reverb(x, rate, room=0.82, damp=0.45, tail=0.0, predelay=0.0), send)
    return add(mix, wet, 0, 0.55)


# ---------------------------------------------------------------- writing

def finish_effect(x, rate, longest):
    """Trims the inaudible tail (and anything past `longest` s), then fades
    both ends to exact silence so nothing clicks."""
    peak = max(abs(v) for v in x)
    floor = peak * 10.0 ** (-66.0 / 20.0)
    end = len(x)
    while end > 1 and abs(x[end - 1]) < floor:
        end -= 1
    x = x[:min(len(x), end + samples(0.005, rate), samples(longest, rate))]
    fade_in = samples(0.001, rate)
    fade_out = min(len(x) // 5, samples(0.3, rate))
    for i in range(fade_in):
        x[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_in)
    for i in range(fade_out):
        x[len(x) - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_out)
    x[-1] = 0.0
    return x


def write(name, x, rate, loop=False, longest=None):
    if loop:
        x = looped(lambda y: dc_block(y, rate), x)
        loud = loudness(x, rate)
    else:
        x = finish_effect(dc_block(x, rate), rate, longest)
        loud = loudness(x, rate, SHORT_WINDOW)
    gain = 10.0 ** ((LOUDNESS[name] - loud) / 20.0)
    ceiling = 10.0 ** (PEAK_CEILING_DB / 20.0)
    peak = max(abs(v) for v in x)
    if peak * gain > ceiling:
        short = 20 * math.log10(ceiling / (peak * gain))
        print(f"{name}: peak limits the gain ({short:.1f} dB short of the target)")
        gain = ceiling / peak
    frames = [int(round(v * gain * 32767.0)) for v in x]
    os.makedirs(OUT, exist_ok=True)
    with wave.open(os.path.join(OUT, name), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(rate)
        f.writeframes(struct.pack(f"<{len(frames)}h", *frames))


def main():
    # Name, recipe and the longest it may ring (seconds).
    effects = (
        ("pickup.wav", pickup, 0.2), ("place.wav", place, 0.25), ("slide.wav", slide, 0.45),
        ("click.wav", click, 0.06), ("trick.wav", trick, 1.3), ("ignite.wav", ignite, 1.3),
        ("extinguish.wav", extinguish, 1.1), ("win.wav", win, 3.0), ("loss.wav", loss, 2.6),
    )
    only = set(sys.argv[1:])
    for seed, (name, make, longest) in enumerate(effects, 1):
        if not only or name in only:
            write(name, make(random.Random(seed)), FX_RATE, longest=longest)
    if not only or "music.wav" in only:
        write("music.wav", music(random.Random(100)), MUSIC_RATE, loop=True)


if __name__ == "__main__":
    main()
