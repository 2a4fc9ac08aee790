#!/usr/bin/env python3
"""Writes N numeric lines from a fixed seed, for tools/bench.

    generate-lines.py N                 one mixed number a line (integers, decimals, negatives, exponents)
    generate-lines.py N --series K      K such numbers a line, separated by blanks
    generate-lines.py N --pairs K       K key=value pairs a line (k1=… k2=…)
"""
import argparse
import random
import sys

parser = argparse.ArgumentParser()
parser.add_argument("count", type=int, nargs="?", default=10_000_000)
parser.add_argument("--series", type=int, default=1)
parser.add_argument("--pairs", type=int, default=0)
args = parser.parse_args()

random.seed(20261121)
out = sys.stdout
kinds = [
    lambda r: str(r.randint(0, 100000)),
    lambda r: f"{r.uniform(-1000, 1000):.3f}",
    lambda r: f"-{r.randint(0, 5000)}",
    lambda r: f"{r.uniform(1, 10):.4f}e{r.randint(-5, 8)}",
]
if args.pairs:
    line = lambda index: " ".join(f"k{k + 1}={kinds[(index + k) % 4](random)}" for k in range(args.pairs))
elif args.series == 1:
    line = lambda index: kinds[index % 4](random)
else:
    line = lambda index: " ".join(kinds[(index + k) % 4](random) for k in range(args.series))
batch = []
for index in range(args.count):
    batch.append(line(index))
    if len(batch) == 100_000:
        out.write("\n".join(batch) + "\n")
        batch = []
if batch:
    out.write("\n".join(batch) + "\n")
