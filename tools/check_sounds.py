#!/usr/bin/env python3
"""Every sound in assets/sounds/ is a clean 16-bit mono PCM WAV.

Fails (exit 1, naming file and problem) on a peak above -1 dBFS, a clipped
run, a DC offset, a wrong format, an effect that starts or ends off silence
(a click), a loop (music*.wav) whose end does not join its start smoothly,
or a folder over the size budget (the sounds are embedded in the binary).
Prints peak and RMS per file as a Markdown table (docs/SOUND.md has it).
Standard library only. It first checks itself on made-up good and bad files.

    python3 tools/check_sounds.py [folder]
"""
import glob
import math
import os
import random
import struct
import sys
import tempfile
import wave

CEILING_DB = -1.0
EFFECT_RATES = (44100,)
LOOP_RATES = (22050, 44100)
MAX_TOTAL_BYTES = 6_000_000
# |mean| above this fraction of full scale is an offset, not a sound's shape.
DC_LIMIT = 0.002
# An effect's first and last samples must be this close to silence.
EDGE_LIMIT = 0.001
# This many equal samples in a row near the peak is a flat top.
CLIP_RUN = 4
FULL = 32768.0
# Effects are levelled by their loudest stretch this long, the music as a whole.
SHORT_WINDOW = 0.1


def is_loop(name):
    return os.path.basename(name).startswith("music")


def read(path):
    """(rate, samples as floats) or raises ValueError naming the format."""
    try:
        with wave.open(path, "rb") as f:
            channels, width, rate = f.getnchannels(), f.getsampwidth(), f.getframerate()
            frames = f.readframes(f.getnframes())
    except (wave.Error, EOFError) as error:
        raise ValueError(f"not a PCM WAV ({error})") from error
    if width != 2:
        raise ValueError(f"{8 * width}-bit samples, not 16-bit")
    if channels != 1:
        raise ValueError(f"{channels} channels, not mono")
    rates = LOOP_RATES if is_loop(path) else EFFECT_RATES
    if rate not in rates:
        raise ValueError(f"{rate} Hz, not {' or '.join(map(str, rates))} Hz")
    if len(frames) < 2 * 64:
        raise ValueError("fewer than 64 samples")
    ints = struct.unpack(f"<{len(frames) // 2}h", frames)
    return rate, [v / FULL for v in ints]


def db(value):
    return 20.0 * math.log10(max(value, 1e-9))


def rms(x):
    return math.sqrt(sum(v * v for v in x) / len(x))


def _biquad(x, b0, b1, b2, a0, a1, a2):
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    out = [0.0] * len(x)
    x1 = x2 = y1 = y2 = 0.0
    for i, v in enumerate(x):
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out[i] = y
    return out


def k_weighted(x, rate):
    """ITU-R BS.1770's K-weighting: a +4 dB shelf above about 1.7 kHz (the
    head) and a high-pass at 38 Hz, as RBJ biquads for any sample rate with
    pyloudnorm's parameters (the standard gives coefficients at 48 kHz only;
    these read a full-scale 997 Hz sine as -3.05 LUFS; the standard says
    -3.01)."""
    gain, q, fc = 4.0, 1.0 / math.sqrt(2.0), 1500.0
    a = 10.0 ** (gain / 40.0)
    w = 2.0 * math.pi * fc / rate
    cos, alpha = math.cos(w), math.sin(w) / (2.0 * q)
    root = 2.0 * math.sqrt(a) * alpha
    x = _biquad(x, a * ((a + 1) + (a - 1) * cos + root), -2 * a * ((a - 1) + (a + 1) * cos),
                a * ((a + 1) + (a - 1) * cos - root), (a + 1) - (a - 1) * cos + root,
                2 * ((a - 1) - (a + 1) * cos), (a + 1) - (a - 1) * cos - root)
    q, fc = 0.5, 38.0
    w = 2.0 * math.pi * fc / rate
    cos, alpha = math.cos(w), math.sin(w) / (2.0 * q)
    return _biquad(x, (1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha)


def loudness(x, rate, window=None, weighted=None):
    """K-weighted loudness in LUFS (mono): of the whole of `x`, or of its
    loudest `window` s (hop a fifth of it). `weighted`: `x` already
    K-weighted, when the caller measures it twice."""
    y = weighted or k_weighted(x, rate)
    if window is None:
        power = sum(v * v for v in y) / len(y)
    else:
        w = max(1, int(window * rate))
        hop = max(1, w // 5)
        power = max(sum(v * v for v in y[i:i + w]) / w for i in range(0, max(1, len(y) - w + 1), hop))
    return -0.691 + 10.0 * math.log10(max(power, 1e-20))


def clipped_run(x):
    """The start of the first flat top: CLIP_RUN equal samples at the peak
    (a clipped sound keeps its flat tops at its peak when scaled down; slow
    waves may linger a few samples elsewhere)."""
    peak = max(abs(v) for v in x)
    level = max(0.98 * peak, 1000 / FULL)
    run = 1
    for i in range(1, len(x)):
        run = run + 1 if x[i] == x[i - 1] and abs(x[i]) >= level else 1
        if run >= CLIP_RUN:
            return i - run + 1
    return None


def seam_problem(x, rate):
    """A loop's join: the bend (second difference) across the end-to-start
    step must look like the bends in the 20 ms around it (at most 1.5 times
    the sharpest, 5 times their RMS: at 200 points inside the music loop
    these ratios reach 0.9 and 3.4), and the level must carry on."""
    problems = []
    w = int(0.02 * rate)
    ring = x[-w:] + x[:w]

    def bend(i):
        return abs(ring[i + 1] - 2 * ring[i] + ring[i - 1])

    bends = [bend(i) for i in list(range(1, w - 2)) + list(range(w + 2, 2 * w - 1))]
    sharpest = max(bends)
    typical = math.sqrt(sum(b * b for b in bends) / len(bends))
    at_seam = max(bend(w - 1), bend(w))
    if at_seam > min(1.5 * sharpest, 5.0 * typical) + 2 / FULL:
        problems.append(f"loop point jumps (bend {at_seam * FULL:.0f} LSB, at most {sharpest * FULL:.0f} "
                        f"around it)")
    half = int(0.5 * rate)
    ratio = db(rms(x[-half:])) - db(rms(x[:half]))
    if abs(ratio) > 10.0:
        problems.append(f"loop's last and first 0.5 s differ by {ratio:+.1f} dB")
    return problems


def check(path):
    """(problems, stats) of one file."""
    name = os.path.basename(path)
    try:
        rate, x = read(path)
    except ValueError as error:
        return [f"{name}: {error}"], None
    problems = []
    peak = max(abs(v) for v in x)
    if db(peak) > CEILING_DB:
        problems.append(f"{name}: peak {db(peak):.2f} dBFS is above {CEILING_DB} dBFS")
    start = clipped_run(x)
    if start is not None:
        problems.append(f"{name}: clipped run of {CLIP_RUN}+ equal samples at {start / rate:.3f} s")
    mean = sum(x) / len(x)
    if abs(mean) > DC_LIMIT:
        problems.append(f"{name}: DC offset {mean:+.4f} of full scale")
    if is_loop(name):
        problems += [f"{name}: {seam}" for seam in seam_problem(x, rate)]
    elif abs(x[0]) > EDGE_LIMIT or abs(x[-1]) > EDGE_LIMIT:
        problems.append(f"{name}: starts or ends off silence ({x[0]:+.4f} ... {x[-1]:+.4f}), a click")
    weighted = k_weighted(x, rate)
    stats = (name, rate, len(x) / rate, db(peak), db(rms(x)), loudness(x, rate, SHORT_WINDOW, weighted),
             loudness(x, rate, None, weighted), mean, os.path.getsize(path))
    return problems, stats


def check_folder(folder, budget=MAX_TOTAL_BYTES):
    paths = sorted(glob.glob(os.path.join(folder, "*.wav")))
    problems, rows = [], []
    if not paths:
        problems.append(f"no WAV files in {folder}")
    for path in paths:
        found, stats = check(path)
        problems += found
        if stats:
            rows.append(stats)
    total = sum(os.path.getsize(p) for p in paths)
    if total > budget:
        problems.append(f"{total} bytes of sounds, over the {budget} budget")
    return problems, rows, total


# ------------------------------------------------------------ self-test

def write(path, x, rate=44100, width=2, channels=1):
    with wave.open(path, "wb") as f:
        f.setnchannels(channels)
        f.setsampwidth(width)
        f.setframerate(rate)
        if width == 1:
            f.writeframes(bytes(int(128 + 127 * v) for v in x for _ in range(channels)))
        else:
            f.writeframes(struct.pack(f"<{len(x) * channels}h",
                                      *[int(round(v * 32767)) for v in x for _ in range(channels)]))


def burst(n=8820, amp=0.5, freq=440.0, rate=44100):
    """A sine with smooth fades: a clean effect."""
    return [amp * math.sin(2 * math.pi * freq * i / rate) * math.sin(math.pi * i / (n - 1)) for i in range(n)]


def self_test():
    """Each made-up fault is caught with its own message; clean files pass."""
    loop = [0.3 * math.sin(2 * math.pi * 441 * i / 22050) for i in range(22050)]
    noise = random.Random(1)
    rough = [v + 0.03 * (2 * noise.random() - 1) for v in loop]
    cases = {
        "good.wav": (burst(), {}, None),
        "music-good.wav": (loop, {"rate": 22050}, None),
        "loud.wav": (burst(amp=0.95), {}, "peak"),
        "clipped.wav": ([max(-0.6, min(0.6, v)) for v in burst(amp=1.0)], {}, "clipped run"),
        "offset.wav": ([v + 0.01 * math.sin(math.pi * i / 8819) for i, v in enumerate(burst())], {}, "DC offset"),
        "eight-bit.wav": (burst(), {"width": 1}, "8-bit"),
        "stereo.wav": (burst(), {"channels": 2}, "not mono"),
        "rate.wav": (burst(), {"rate": 48000}, "48000 Hz"),
        "cut.wav": (burst()[:6000], {}, "off silence"),
        "music-seam.wav": (loop[:22025], {"rate": 22050}, "loop point jumps"),
        "music-rough.wav": (rough, {"rate": 22050}, None),
        "music-splice.wav": (rough[:22037], {"rate": 22050}, "loop point jumps"),
        "music-gap.wav": ([v * min(1.0, max(0.0, (12000 - i) / 4000)) for i, v in enumerate(loop)],
                          {"rate": 22050}, "differ by"),
    }
    failures = []
    tone = loudness([math.sin(2 * math.pi * 997 * i / 44100) for i in range(44100)], 44100)
    if abs(tone + 3.01) > 0.1:
        failures.append(f"a full-scale 997 Hz sine reads {tone:.2f} LUFS, not -3.01")
    with tempfile.TemporaryDirectory() as folder:
        for name, (x, options, expected) in cases.items():
            path = os.path.join(folder, name)
            write(path, x, **options)
            problems, _ = check(path)
            if expected is None and problems:
                failures.append(f"clean {name} flagged: {problems}")
            elif expected is not None and not any(expected in p for p in problems):
                failures.append(f"{name} not flagged for '{expected}': {problems}")
        # The files above hold a few hundred kB: over a 100 kB budget.
        problems, _, _ = check_folder(folder, budget=100_000)
        if not any("budget" in p for p in problems):
            failures.append("a folder over its size budget not flagged")
    return failures


def main():
    failures = self_test()
    if failures:
        print("check_sounds.py's own test failed:\n" + "\n".join(failures))
        sys.exit(1)
    folder = sys.argv[1] if len(sys.argv) > 1 else "assets/sounds"
    problems, rows, total = check_folder(folder)
    print("| file | rate (Hz) | seconds | peak (dBFS) | RMS (dBFS) | loudest 100 ms (LUFS) | whole (LUFS) "
          "| DC | kB |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, rate, seconds, peak, whole, short, integrated, mean, size in rows:
        print(f"| {name} | {rate} | {seconds:.2f} | {peak:.1f} | {whole:.1f} | {short:.1f} | {integrated:.1f} "
              f"| {mean:+.5f} | {size / 1000:.0f} |")
    print(f"total {total / 1e6:.2f} MB (budget {MAX_TOTAL_BYTES / 1e6:.0f} MB)")
    if problems:
        print("sound problems:\n" + "\n".join(problems))
        sys.exit(1)
    print("every sound is clean")


if __name__ == "__main__":
    main()
