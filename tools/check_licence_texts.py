#!/usr/bin/env python3
"""Checks the licence texts a package ships (tools/check_package.sh):

    check_licence_texts.py THIRD-PARTY-LICENCES.txt DOC_DIR

- every crate listed in the third-party file is covered by a text of a
  licence its SPDX expression allows: for `A OR B` a text of A or of B, for
  `A AND B` texts of both. The texts that count are those printed under the
  crate in the file and, for the crates that ship no file, the MIT and
  Apache texts beside it in DOC_DIR;
- a licence is recognised by words of its own text, not by its name, so a
  file that names a licence without holding it fails;
- DOC_DIR's LICENSE-MIT, LICENSE-APACHE and LICENSE-Inter.txt are the
  repository's own files, byte for byte.

Exits 1 naming each crate or file that fails.
"""

import filecmp
import os
import re
import sys

# Words every copy of each licence's text holds (compared lower-case, with
# runs of white space as one space).
MARKERS = {
    "MIT": ["permission is hereby granted, free of charge", "without warranty of any kind"],
    "MIT-0": ["permission is hereby granted, free of charge", "without warranty of any kind"],
    "Apache-2.0": ["apache license", "version 2.0", "terms and conditions for use, reproduction, and distribution"],
    "BSD-2-Clause": ["redistribution and use in source and binary forms"],
    "BSD-3-Clause": ["redistribution and use in source and binary forms", "endorse or promote products"],
    "0BSD": ["permission to use, copy, modify, and/or distribute this software for any purpose"],
    "ISC": ["permission to use, copy, modify, and/or distribute this software for any purpose"],
    "Zlib": ["provided 'as-is'", "altered source versions must be plainly marked"],
    "Unicode-3.0": ["unicode", "permission is hereby granted, free of charge"],
    "MPL-2.0": ["mozilla public license", "version 2.0"],
    "Unlicense": ["this is free and unencumbered software released into the public domain"],
    # Public-domain dedications ask for no text to be shipped.
    "CC0-1.0": [],
    "BSL-1.0": ["boost software license"],
}

OWN = ["LICENSE-MIT", "LICENSE-APACHE", ("LICENSE-Inter.txt", "assets/fonts/LICENSE-Inter.txt")]


def normal(text):
    return re.sub(r"\s+", " ", text.lower().replace("\u2018", "'").replace("\u2019", "'"))


def holds(text, licence):
    markers = MARKERS.get(licence)
    return markers is not None and all(marker in text for marker in markers)


def satisfied(expression, text):
    """Whether `text` holds a licence `expression` (SPDX, also the old
    `A/B` form) allows. `WITH` exceptions need the base licence."""
    expression = expression.replace("/", " OR ").strip()
    if expression.startswith("(") and expression.endswith(")") and expression.count("(") == 1:
        expression = expression[1:-1]
    # AND binds tighter than OR; parentheses only as in "(A OR B) AND C".
    groups = re.split(r"\s+OR\s+(?![^(]*\))", expression)
    for group in groups:
        parts = re.split(r"\s+AND\s+", group.strip())
        if all(satisfied(part[1:-1], text) if part.startswith("(") else
               holds(text, re.split(r"\s+WITH\s+", part.strip())[0].strip())
               for part in parts):
            return True
    return False


def main(third_party, doc_dir):
    problems = []
    for own in OWN:
        shipped, source = (own, own) if isinstance(own, str) else own
        path = os.path.join(doc_dir, shipped)
        if not os.path.isfile(path) or not filecmp.cmp(path, source, shallow=False):
            problems.append(f"{shipped} is not the repository's {source}")
    with open(third_party, encoding="utf-8") as file:
        content = file.read()
    beside = "".join(open(os.path.join(doc_dir, name), encoding="utf-8").read()
                     for name in ("LICENSE-MIT", "LICENSE-APACHE")
                     if os.path.isfile(os.path.join(doc_dir, name)))
    label = re.compile(r"^ *([A-Za-z0-9_.-]+) (\d[^ ]*) \((.*)\)$")
    blocks = content.split("\n" + "-" * 72 + "\n")
    texts = {}      # crate -> its texts
    expressions = {}
    head = blocks[0]
    for line in head.splitlines():
        match = label.match(line)
        if match:
            crate = f"{match.group(1)} {match.group(2)}"
            expressions[crate] = match.group(3)
            texts.setdefault(crate, []).append(beside)
    for block in blocks[1:]:
        lines = block.split("\n")
        names = []
        while lines and label.match(lines[0]):
            match = label.match(lines.pop(0))
            names.append((f"{match.group(1)} {match.group(2)}", match.group(3)))
        body = "\n".join(lines)
        if not names or not body.strip():
            problems.append(f"a block without crates or without a text: {block[:80]!r}")
        for crate, expression in names:
            expressions[crate] = expression
            texts.setdefault(crate, []).append(body)
    if len(expressions) < 100:
        problems.append(f"only {len(expressions)} crates listed")
    for crate, expression in sorted(expressions.items()):
        text = normal("\n".join(texts[crate]))
        if expression == "see text":
            # No SPDX expression: the crate's own file must be a licence we know.
            if not any(holds(text, licence) for licence in MARKERS):
                problems.append(f"{crate}: no licence text recognised")
        elif not satisfied(expression, text):
            problems.append(f"{crate} ({expression}): no text of a licence it allows")
    for problem in problems:
        print(f"licence texts: {problem}", file=sys.stderr)
    print(f"licence texts: {len(expressions)} crates checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
