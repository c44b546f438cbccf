#!/usr/bin/env python3
"""Writes the licences of every crate compiled into the game binary, for the
packages: each distinct licence file once, under the crates that carry it.
Crates are those the `pilefire` package reaches through normal dependencies
on this machine's platform (not dev- or build-only ones).
    tools/third_party_licences.py OUT_FILE
"""
import hashlib
import json
import os
import subprocess
import sys


def main(out_path):
    triple = next(line.split()[1] for line in subprocess.run(
        ["rustc", "-vV"], capture_output=True, text=True, check=True).stdout.splitlines()
        if line.startswith("host:"))
    meta = json.loads(subprocess.run(
        ["cargo", "metadata", "--format-version", "1",
         "--filter-platform", triple],
        capture_output=True, text=True, check=True).stdout)
    packages = {package["id"]: package for package in meta["packages"]}
    nodes = {node["id"]: node for node in meta["resolve"]["nodes"]}
    root = next(id for id, package in packages.items() if package["name"] == "pilefire")
    reached, todo = set(), [root]
    while todo:
        id = todo.pop()
        if id in reached:
            continue
        reached.add(id)
        for dep in nodes[id]["deps"]:
            if any(kind["kind"] is None for kind in dep["dep_kinds"]):
                todo.append(dep["pkg"])
    ours = {"pilefire", "pilefire-engine"}
    texts = {}      # digest -> (text, [crate names])
    bare = []       # crates that ship no licence file: their SPDX expression
    for id in sorted(reached, key=lambda id: (packages[id]["name"], packages[id]["version"])):
        package = packages[id]
        if package["name"] in ours:
            continue
        label = f'{package["name"]} {package["version"]} ({package.get("license") or "see text"})'
        folder = os.path.dirname(package["manifest_path"])
        files = sorted(name for name in os.listdir(folder)
                       if name.upper().startswith(("LICENSE", "LICENCE", "COPYING", "NOTICE"))
                       and os.path.isfile(os.path.join(folder, name)))
        if package.get("license_file"):
            files.append(package["license_file"])
        if not files:
            bare.append(label)
        for name in dict.fromkeys(files):
            with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as file:
                text = file.read().strip()
            digest = hashlib.sha256(text.encode()).hexdigest()
            texts.setdefault(digest, (text, []))[1].append(label)
    with open(out_path, "w", encoding="utf-8") as out:
        out.write("Third-party licences\n====================\n\n")
        out.write(f"Pilefire is built from {len(reached) - len(ours & {packages[id]['name'] for id in reached})} "
                  "Rust crates besides its own. Each licence text below is given once, "
                  "after the crates that carry it.\n")
        if bare:
            out.write("\nCrates that ship no licence file, under the licence they name "
                      "(the MIT and Apache-2.0 texts are LICENSE-MIT and LICENSE-APACHE beside this file):\n")
            out.writelines(f"  {label}\n" for label in bare)
        for text, labels in sorted(texts.values(), key=lambda entry: entry[1][0]):
            out.write("\n" + "-" * 72 + "\n")
            out.writelines(f"{label}\n" for label in labels)
            out.write("\n" + text + "\n")
    print(f"{out_path}: {len(reached) - 2} crates, {len(texts)} licence texts, {len(bare)} without a file")


if __name__ == "__main__":
    main(sys.argv[1])
