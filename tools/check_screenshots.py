#!/usr/bin/env python3
"""Checks autoplay screenshots: each PNG must decode and must not be blank
(a single colour, or nearly so), and each picture a folder is expected to
hold must be there. Standard library only.

    python3 tools/check_screenshots.py DIR[=NAME,NAME...] ...

Autoplay names its pictures `NN-NAME.png` (src/dev/autoplay.rs); with
`=NAME,...` the folder must hold a picture of each NAME.
Exits 1 naming every bad or missing file; prints one line per good one.
"""

import struct
import sys
import zlib
from pathlib import Path


def pixels(path):
    """Yields (r, g, b) of every 7th pixel of an 8-bit RGB/RGBA PNG."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos = 8
    idat = b""
    width = height = channels = None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour})")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    row_start = 0
    for _ in range(height):
        kind = raw[row_start]
        line = bytearray(raw[row_start + 1:row_start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upleft = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - upleft
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upleft)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upleft)
                line[i] = (line[i] + predictor) & 255
        for x in range(0, width, 7):
            yield tuple(line[x * channels:x * channels + 3])
        previous = line
        row_start += 1 + stride


def check(path):
    colours = {}
    for pixel in pixels(path):
        colours[pixel] = colours.get(pixel, 0) + 1
    total = sum(colours.values())
    commonest = max(colours.values())
    if len(colours) < 16 or commonest / total > 0.999:
        return f"blank: {len(colours)} colours, the commonest covers {100 * commonest / total:.1f}%"
    return None


def main(folders):
    bad = 0
    if not folders:
        print("usage: check_screenshots.py FOLDER[=NAME,...]...", file=sys.stderr)
        return 1
    files = []
    for argument in folders:
        folder, _, names = argument.partition("=")
        found = sorted(Path(folder).glob("*.png"))
        # Every run must have saved pictures: one that saved none failed.
        if not found:
            print(f"BAD  {folder}: no screenshots", file=sys.stderr)
            bad += 1
        # Each expected screen's picture.
        taken = [path.stem.split("-", 1)[1] for path in found if "-" in path.stem]
        for name in filter(None, names.split(",")):
            if name not in taken:
                print(f"BAD  {folder}: no picture of {name!r} (taken: {taken})", file=sys.stderr)
                bad += 1
        files += found
    for path in files:
        try:
            problem = check(path)
        except Exception as error:  # a file that does not decode is a failure too
            problem = f"unreadable: {error}"
        if problem:
            bad += 1
            print(f"BAD  {path}: {problem}", file=sys.stderr)
        else:
            print(f"ok   {path}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
