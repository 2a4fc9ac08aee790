#!/usr/bin/env python3
"""The pixel rows of tools/bench (issue 46): the plot as pictures, forced, at 1,000 lines/s in a 120×40
pseudo-terminal whose cells are 10×20 px (its window size says 1200×800 px), beside braille measured the
same way; and the first frame after start with --graphics auto on a terminal that answers nothing (the
probe's wait, then the frame).

    python3 tools/pixelbench.py      these rows alone (after `swift build -c release`)
"""
import json, subprocess, sys

BIN = ".build/release/liveplot"
CELL = "10x20"

def drive(mode, *args, command=(BIN,)):
    for attempt in range(3):
        result = subprocess.run(["python3", "tools/ptydrive.py", mode, *map(str, args), "--", *command],
                                stdout=subprocess.PIPE, text=True)
        if result.returncode == 0:
            return json.loads(result.stdout)
    sys.exit(f"ptydrive {mode} {command} failed three times")

def rows(seconds=10):
    """(figure, liveplot, beside, ratio, target, met) for each pixel row."""
    found = []
    steady = lambda *flags: drive("steady", "--rate", 1000, "--seconds", seconds, "--cell", CELL, command=(BIN, *flags))
    braille = steady()
    for graphics in ("kitty", "sixel"):
        shown = steady("--graphics", graphics)
        cpu, mb = shown["cpu_percent"], shown["bytes_per_second"] / 1e6
        found.append((f"CPU at 1,000 lines/s, --graphics {graphics}, 120×40 cells of 10×20 px", f"{cpu:.1f}%",
                      f"braille {braille['cpu_percent']:.1f}%", f"{cpu / max(braille['cpu_percent'], 0.01):.2f}", "≤ 5%", cpu <= 5.0))
        found.append((f"bytes to the terminal, --graphics {graphics} ({shown['frames_per_second']:.1f} frames/s)",
                      f"{mb:.2f} MB/s", f"braille {braille['bytes_per_second'] / 1e6:.3f} MB/s",
                      f"{shown['bytes_per_second'] / max(braille['bytes_per_second'], 1):.1f}", "≤ 1.5 MB/s", mb <= 1.5))
    first = drive("startup", "--repeat", 9, "--cell", CELL, command=(BIN, "--graphics", "auto"))
    braille_first = drive("startup", "--repeat", 9, "--cell", CELL, command=(BIN, "--graphics", "none"))
    found.append(("first frame, --graphics auto, a terminal that answers nothing", f"{first['first_update_ms_median']:.1f} ms",
                  f"--graphics none {braille_first['first_update_ms_median']:.1f} ms", "-", "≤ 300 ms",
                  first["first_update_ms_median"] <= 300))
    return found

if __name__ == "__main__":
    for row in rows():
        print(" | ".join(str(cell) if not isinstance(cell, bool) else ("met" if cell else "NOT met") for cell in row))
