#!/usr/bin/env python3
"""Writes N mixed numeric lines (integers, decimals, negatives, exponents) from a fixed seed."""
import random
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000_000
random.seed(20261121)
out = sys.stdout
kinds = [
    lambda r: str(r.randint(0, 100000)),
    lambda r: f"{r.uniform(-1000, 1000):.3f}",
    lambda r: f"-{r.randint(0, 5000)}",
    lambda r: f"{r.uniform(1, 10):.4f}e{r.randint(-5, 8)}",
]
batch = []
for index in range(count):
    batch.append(kinds[index % 4](random))
    if len(batch) == 100_000:
        out.write("\n".join(batch) + "\n")
        batch = []
if batch:
    out.write("\n".join(batch) + "\n")
