"""Prints what a screen reader sees of Pilefire over AT-SPI, and fails unless
the focus's name matches FOCUS_PATTERN (a regular expression), every BUTTON
named after it is there, and for each "label:PATTERN" some text's name
matches PATTERN (a regular expression searched in it).
  screen_reader_tree.py FOCUS_PATTERN [BUTTON | label:PATTERN ...]
Run by tools/check_screen_reader.sh with Debian's python3-pyatspi."""
import re
import sys

import pyatspi

focus_pattern = re.compile(sys.argv[1])
required = [arg for arg in sys.argv[2:] if not arg.startswith("label:")]
label_patterns = [re.compile(arg[len("label:"):]) for arg in sys.argv[2:] if arg.startswith("label:")]
buttons, focused, labels = [], [], []


def walk(node, depth=0):
    role, name = node.getRoleName(), node.name
    is_focused = node.getState().contains(pyatspi.STATE_FOCUSED)
    print("  " * depth + f"{role}: {name!r}" + (" [focused]" if is_focused else ""))
    if role == "label":
        labels.append(name)
    if role == "push button":
        buttons.append(name)
        if is_focused:
            focused.append(name)
    for index in range(node.childCount):
        walk(node.getChildAtIndex(index), depth + 1)


apps = [app for app in pyatspi.Registry.getDesktop(0) if app is not None and app.name == "pilefire"]
if not apps:
    sys.exit("pilefire is not on the accessibility bus")
walk(apps[0])
for wanted in required:
    if wanted not in buttons:
        sys.exit(f"no button {wanted!r} for the screen reader")
for pattern in label_patterns:
    if not any(pattern.search(label) for label in labels):
        sys.exit(f"no text matching {pattern.pattern!r} for the screen reader")
if len(focused) != 1 or not focus_pattern.fullmatch(focused[0]):
    sys.exit(f"focus reported on {focused}, expected one matching {focus_pattern.pattern!r}")
print(f"screen reader: {len(buttons)} buttons, focus on {focused[0]!r}")
