#!/usr/bin/env python3
"""Writes the manual page (section 6, games) from the command line's own
help, so the two never disagree (tools/package.sh):

    man_page.py BINARY VERSION > pilefire.6

The first line of `BINARY --help` is the page's one-line description, its
`Usage:` line the synopsis, and each `Commands:` and `Options:` entry an
item of the page's COMMANDS and OPTIONS sections.
"""

import re
import subprocess
import sys


def roff(text):
    """Text safe in a roff line: backslashes and hyphens escaped, no line
    starting with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text[:1] in (".", "'") else text


def sections(help_text):
    """The help's blocks: (heading, lines) with the heading without its
    colon; the text before the first heading under ''."""
    found = [("", [])]
    for line in help_text.splitlines():
        heading = re.fullmatch(r"([A-Z][A-Za-z ]*):(?: (.*))?", line)
        if heading and not line.startswith(" "):
            found.append((heading.group(1), [heading.group(2)] if heading.group(2) else []))
        else:
            found[-1][1].append(line)
    return found


def items(lines):
    """An entry's name and its description, continuation lines joined."""
    entries = []
    for line in lines:
        if not line.strip():
            continue
        entry = re.fullmatch(r" {2,}(\S.*?)(?: {2,}(\S.*))?", line)
        indent = len(line) - len(line.lstrip())
        if entry and (not entries or indent <= entries[-1][2]):
            entries.append([entry.group(1), entry.group(2) or "", indent])
        elif entries:
            entries[-1][1] = (entries[-1][1] + " " + line.strip()).strip()
    return [(name, description) for name, description, _ in entries]


def main(binary, version):
    help_text = subprocess.run([binary, "--help"], capture_output=True, text=True, check=True).stdout
    blocks = sections(help_text)
    about = [line.strip() for line in blocks[0][1] if line.strip()]
    if not about:
        sys.exit("the help has no description")
    usage = dict(blocks).get("Usage")
    if not usage:
        sys.exit("the help has no Usage line")
    out = [
        f'.TH PILEFIRE 6 "" "pilefire {roff(version)}" "Games"',
        ".SH NAME",
        "pilefire \\- " + roff(about[0][0].lower() + about[0][1:].rstrip(".")),
        ".SH SYNOPSIS",
        ".B " + roff(usage[0].strip()),
        ".SH DESCRIPTION",
        roff(" ".join(about).rstrip(".") + "."),
        "Started without a command, it opens the game's window.",
    ]
    for heading, lines in blocks[1:]:
        if heading == "Usage":
            continue
        entries = items(lines)
        if not entries:
            continue
        out.append(".SH " + roff(heading.upper()))
        for name, description in entries:
            out += [".TP", ".B " + roff(name), roff(description) if description else ""]
    out += [
        ".SH FILES",
        "Settings, statistics and kept games in",
        ".IR $XDG_CONFIG_HOME/pilefire",
        "(by default",
        ".IR ~/.config/pilefire );",
        ".B PILEFIRE_CONFIG_DIR",
        "names another folder.",
        ".SH SEE ALSO",
        "/usr/share/doc/pilefire/",
    ]
    print("\n".join(line for line in out if line != ""))


if __name__ == "__main__":
    main(*sys.argv[1:])
