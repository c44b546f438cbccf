"""Prints what a screen reader sees of Pilefire over AT-SPI, and fails unless
the menu's buttons are there and the keyboard focus is on EXPECTED_FOCUS.
Run by tools/check_screen_reader.sh with Debian's python3-pyatspi."""
import sys

import pyatspi

expected_focus = sys.argv[1]
buttons, focused = [], []


def walk(node, depth=0):
    role, name = node.getRoleName(), node.name
    is_focused = node.getState().contains(pyatspi.STATE_FOCUSED)
    print("  " * depth + f"{role}: {name!r}" + (" [focused]" if is_focused else ""))
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
for wanted in ("New game", "Rules", "Settings", "Quit [Esc]"):
    if wanted not in buttons:
        sys.exit(f"no button {wanted!r} for the screen reader")
if focused != [expected_focus]:
    sys.exit(f"focus reported on {focused}, expected [{expected_focus!r}]")
print(f"screen reader: {len(buttons)} buttons, focus on {expected_focus!r}")
