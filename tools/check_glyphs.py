#!/usr/bin/env python3
"""Every character the game can show is a glyph of its embedded font.

Scans the translations and the window's sources for characters beyond ASCII
and checks each against the cmap of assets/fonts/Inter-Regular.otf (the
other faces are the same family). Needs fontTools (`pip install fonttools`).
Exit 1 with the file, line and characters when one is missing.
"""
import glob
import sys

from fontTools.ttLib import TTFont

cmap = TTFont("assets/fonts/Inter-Regular.otf").getBestCmap()
missing = []
for path in sorted(glob.glob("assets/locale/*/*.ftl") + glob.glob("src/**/*.rs", recursive=True)):
    with open(path, encoding="utf8") as text:
        for number, line in enumerate(text, 1):
            if line.lstrip().startswith("//") or line.lstrip().startswith("#"):
                continue
            absent = sorted({c for c in line if ord(c) > 126 and ord(c) not in cmap})
            if absent:
                missing.append(f"{path}:{number}: {''.join(absent)}")
if missing:
    print("characters the font cannot draw:\n" + "\n".join(missing))
    sys.exit(1)
print("every character shown has a glyph in Inter")
