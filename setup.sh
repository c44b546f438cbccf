#!/usr/bin/env bash
# Installs the system packages a fresh Debian machine lacks for building and
# testing Pilefire: headers Bevy links against (udev, ALSA, Wayland,
# xkbcommon), Xvfb with Mesa's software Vulkan for rendered checks, and
# xdotool and xclip to press keys in that window and read its clipboard,
# xprop (x11-utils) to read the window's title and icon, and
# the AT-SPI bus with its Python client to read what a screen reader gets,
# Pillow to read the X screen's pixels in the checks that play as a
# person does (tools/play_as_a_person.py), and fontTools for the glyph check
# (tools/check_glyphs.py), all for Debian's /usr/bin/python3; and the
# validators of the packages' desktop entry and metainfo, and lintian for
# the .deb (tools/check_package.sh).
set -euo pipefail
packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev
          xvfb xauth mesa-vulkan-drivers libvulkan1 xdotool xclip x11-utils
          dbus-daemon dbus-bin at-spi2-core python3-pyatspi python3-pil python3-fonttools
          desktop-file-utils appstream lintian)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
