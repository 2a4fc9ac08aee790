#!/usr/bin/env python3
"""Nothing lost: LINES lines (one in 100,000 bad, a partial last line) through `liveplot --once`,
written in one burst, in random chunks, and byte by byte (the first BYTEWISE lines, then random chunks);
the count shown must be exact. Prints one line per way, and exits 1 if any count is off.

    tools/nothing-lost.py [LINES] [BYTEWISE]      default 10,000,000 and 200,000
"""
import os, random, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "release", "liveplot")
lines = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000_000
bytewise = int(sys.argv[2]) if len(sys.argv) > 2 else 200_000

random.seed(11)
parts = []
good = bad = 0
for index in range(1, lines):
    if index % 100_000 == 0:
        parts.append("bad line\n")
        bad += 1
    else:
        parts.append(f"{index % 9973}.{index % 7}\n")
        good += 1
parts.append("42")  # a partial last line
good += 1
data = "".join(parts).encode()
split = len("".join(parts[:bytewise]).encode())

def feed(way):
    process = subprocess.Popen([BIN, "--once", "--height", "6"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    fd = process.stdin.fileno()
    offset = 0
    if way == "burst":
        while offset < len(data):
            offset += os.write(fd, data[offset:])
    else:
        rng = random.Random(5)
        if way == "bytewise":
            while offset < split:
                offset += os.write(fd, data[offset:offset + 1])
        while offset < len(data):
            offset += os.write(fd, data[offset:offset + rng.randint(1, 70_000)])
    process.stdin.close()
    output = process.stdout.read().decode()
    process.wait()
    shown = re.search(r"(?:^|\s)n=(\d+)(?: skipped=(\d+))?", output)
    return int(shown.group(1)), int(shown.group(2) or 0)

ok = True
for way in ["burst", "random", "bytewise"]:
    n, skipped = feed(way)
    exact = n == good and skipped == bad
    ok = ok and exact
    print(f"{way:9} lines={lines} shown n={n} skipped={skipped} expected n={good} skipped={bad} {'exact' if exact else 'LOST'}")
sys.exit(0 if ok else 1)
