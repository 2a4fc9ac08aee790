#!/usr/bin/env python3
"""Writes N numeric lines from a fixed seed, for tools/bench.

    generate-lines.py N                 one mixed number a line (integers, decimals, negatives, exponents)
    generate-lines.py N --series K      K such numbers a line, separated by blanks
    generate-lines.py N --pairs K       K key=value pairs a line (k1=… k2=…)
    generate-lines.py N --json          JSON log lines ({"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":46.18,"status":200})
    generate-lines.py N --csv K         a header, then K comma-separated numbers a line
    generate-lines.py N --csv K --quoted    the same with every field quoted, as spreadsheets export
    generate-lines.py N --repeat FILE   FILE's lines over and over (a metric scrape), N lines in all
    generate-lines.py N --timestamped   one number a line after an ISO 8601 timestamp, a millisecond
                                        apart (2026-11-22T10:00:00.001Z 46.18)
    generate-lines.py N --timestamped FORM --series K   K numbers after a timestamp of FORM: iso
                                        (2026-11-22T10:00:00.001Z), iso-offset (2026-11-22T11:00:00.001+01:00),
                                        syslog (Nov 22 10:00:01, a line every 1/1000 s as well), clock
                                        (10:00:00.001)
    generate-lines.py N --json --json-shape SHAPE   other JSON lines of the same four fields: spaced
                                        ({"ts": "…", "level": …} as Python's json.dumps writes), fraction (ts
                                        2026-11-22T10:00:01.123+00:00, latency_ms with 0–3 places), reordered
                                        (status, latency_ms, level, ts)

Number shapes (--shape, for one or several numbers a line, pairs, CSV and timestamped lines): mixed (the
default: integers, 3-place decimals, negatives, exponents in turn), ints, short (positive decimals with 0–3
places), long (decimals with 6–9 places), exp (1.2345e-3), neg (negative decimals). --sep space|tab|comma
separates several numbers a line (space by default), and a timestamp from the numbers after it.
    generate-lines.py N --ping          ping's lines (64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.198 ms),
                                        as iputils ping prints them here
    generate-lines.py N --access        nginx access log lines with the request time (… rt=0.012 …)
    generate-lines.py N --access --paths 1000   … with 1,000 distinct paths, the first most often
    generate-lines.py N --table         a table with a label column, as `iostat -dx 1` prints it: its banner,
                                        then blocks of a header (Device r/s w/s rkB/s wkB/s %util), a row a
                                        device (sda, sdb, nvme0n1, dm-0: sda  134.36 …, two places) and a blank
                                        line; N lines in all
    generate-lines.py N --table --no-labels   the same lines without the label column: the same numbers,
                                        headers and blank lines
    generate-lines.py N --app-log status   an application's log lines after an ISO timestamp, key=value, the
                                        code named status= or code= (or state=, which no pattern takes)
    generate-lines.py N --app-log took  log lines with a level (ERROR WARN INFO DEBUG), a component, a message,
                                        and most with `took 123ms` near the end
"""
import argparse
import random
import sys

parser = argparse.ArgumentParser()
parser.add_argument("count", type=int, nargs="?", default=10_000_000)
parser.add_argument("--series", type=int, default=1)
parser.add_argument("--pairs", type=int, default=0)
parser.add_argument("--json", action="store_true")
parser.add_argument("--csv", type=int, default=0)
parser.add_argument("--quoted", action="store_true")
parser.add_argument("--repeat")
parser.add_argument("--timestamped", nargs="?", const="iso", choices=["iso", "iso-offset", "syslog", "clock"])
parser.add_argument("--json-shape", default="bench", choices=["bench", "spaced", "fraction", "reordered"])
parser.add_argument("--shape", default="mixed", choices=["mixed", "ints", "short", "long", "exp", "neg"])
parser.add_argument("--sep", default="space", choices=["space", "tab", "comma"])
parser.add_argument("--ping", action="store_true")
parser.add_argument("--access", action="store_true")
parser.add_argument("--paths", type=int, default=0)
parser.add_argument("--table", action="store_true")
parser.add_argument("--no-labels", action="store_true")
parser.add_argument("--app-log", choices=["status", "took"])
args = parser.parse_args()

random.seed(20261121)
out = sys.stdout
kinds = {
    "mixed": [
        lambda r: str(r.randint(0, 100000)),
        lambda r: f"{r.uniform(-1000, 1000):.3f}",
        lambda r: f"-{r.randint(0, 5000)}",
        lambda r: f"{r.uniform(1, 10):.4f}e{r.randint(-5, 8)}",
    ],
    "ints": [lambda r: str(r.randint(0, 100000)), lambda r: str(r.randint(0, 99)), lambda r: str(r.randint(0, 5000)),
             lambda r: str(r.randint(0, 10 ** 9))],
    "short": [lambda r, places=places: f"{r.uniform(0, 1000):.{places}f}" for places in (0, 1, 2, 3)],
    "long": [lambda r, places=places: f"{r.uniform(0, 100):.{places}f}" for places in (6, 7, 8, 9)],
    "exp": [lambda r: f"{r.uniform(1, 10):.4f}e{r.randint(-9, 9)}", lambda r: f"{r.uniform(1, 10):.2f}E+{r.randint(0, 20):02d}"],
    "neg": [lambda r, places=places: f"-{r.uniform(0, 1000):.{places}f}" for places in (1, 2, 3)],
}[args.shape]
separator = {"space": " ", "tab": "\t", "comma": ","}[args.sep]
def numbers(index, count):
    return separator.join(kinds[(index + k) % len(kinds)](random) for k in range(count))
if args.repeat:
    scrape = open(args.repeat).read().splitlines()
    line = lambda index: scrape[index % len(scrape)]
elif args.json:
    levels, statuses = ["info", "info", "info", "warn", "error"], [200, 200, 200, 404, 503]
    def clock(index):
        return f"2026-11-22T{10 + index // 3600 % 14:02d}:{index // 60 % 60:02d}:{index % 60:02d}"
    if args.json_shape == "bench":
        line = lambda index: (f'{{"ts":"{clock(index)}Z",'
                              f'"level":"{levels[index % 5]}","latency_ms":{random.uniform(1, 500):.2f},"status":{statuses[index % 5]}}}')
    elif args.json_shape == "spaced":
        line = lambda index: (f'{{"ts": "{clock(index)}Z", "level": "{levels[index % 5]}", '
                              f'"latency_ms": {random.uniform(1, 500):.2f}, "status": {statuses[index % 5]}}}')
    elif args.json_shape == "fraction":
        line = lambda index: (f'{{"ts":"{clock(index)}.{index * 7 % 1000:03d}+00:00","level":"{levels[index % 5]}",'
                              f'"latency_ms":{random.uniform(1, 500):.{index % 4}f},"status":{statuses[index % 5]}}}')
    else:
        line = lambda index: (f'{{"status":{statuses[index % 5]},"latency_ms":{random.uniform(1, 500):.2f},'
                              f'"level":"{levels[index % 5]}","ts":"{clock(index)}Z"}}')
elif args.csv:
    quote = (lambda field: f'"{field}"') if args.quoted else (lambda field: field)
    out.write(",".join(quote(f"column {k + 1}") for k in range(args.csv)) + "\n")
    line = lambda index: ",".join(quote(kinds[(index + k) % len(kinds)](random)) for k in range(args.csv))
elif args.pairs:
    line = lambda index: " ".join(f"k{k + 1}={kinds[(index + k) % len(kinds)](random)}" for k in range(args.pairs))
elif args.app_log:
    def stamp(index):
        seconds = 10 + index // 1000
        return f"2026-11-22T10:{seconds // 60 % 60:02d}:{seconds % 60:02d}.{index % 1000:03d}Z"
    if args.app_log == "status":
        keys, codes = ["status", "code", "status", "state"], [200, 200, 200, 201, 204, 301, 404, 500, 503]
        line = lambda index: (f"{stamp(index)} host=web-{index % 7} method=GET path=/api/v1/items/{random.randint(1, 9999)} "
                              f"{random.choice(keys)}={random.choice(codes)} bytes={random.randint(100, 99999)} "
                              f'dur={random.random() * 2:.3f}s ua="curl/8.5.0"')
    else:
        levels = ["ERROR", "WARN", "INFO", "DEBUG"]
        parts = ["db.pool", "http.handler", "cache", "auth.session", "worker-3", "scheduler"]
        messages = ["request finished", "query done", "flushed batch of 42 items", "retry attempt 2 of 5", "user=alice id=5512 session ok", "tick"]
        def line(index):
            took = f" took {random.randint(1, 2500)}ms" if random.random() < 0.8 else ""
            return (f"{stamp(index)} {random.choice(levels)} [{random.choice(parts)}] {random.choice(messages)} "
                    f"trace=a{random.randint(0, 1 << 40):x}{took} thread=t{random.randint(1, 16)}")
elif args.ping:
    line = lambda index: f"64 bytes from 127.0.0.1: icmp_seq={index + 1} ttl=64 time={random.lognormvariate(-3, 0.8):.3f} ms"
elif args.access:
    methods, paths = ["GET", "GET", "GET", "POST", "PUT", "DELETE"], ["/", "/api/items", "/api/items/42", "/login", "/static/app.js"]
    # --paths N: that many distinct paths (for --by), the first ones most often (Zipf-like), as endpoints are.
    if args.paths:
        paths = [f"/api/items/{k}" for k in range(args.paths)]
    statuses = [200, 200, 200, 200, 201, 204, 301, 404, 500]
    agents = ["curl/7.88.1", "Mozilla/5.0 (X11; Linux x86_64; rv:115.0) Gecko/20100101 Firefox/115.0", "Go-http-client/1.1"]
    # With --paths, a line in four walks every path in turn, the others pick the first ones most often.
    path = (lambda index: paths[index // 4 % len(paths)] if index % 4 == 0
            else paths[min(len(paths) - 1, int(random.paretovariate(1.0)) - 1 + index % 7)]) if args.paths \
        else (lambda index: paths[index % 5])
    def line(index):
        seconds = index // 20
        return (f'10.0.{index % 7}.{index % 251} - - [22/Nov/2026:{10 + seconds // 3600 % 14:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d} +0000] '
                f'"{methods[index % 6]} {path(index)} HTTP/1.{index % 2}" {statuses[index % 9]} {random.randint(0, 60000)} '
                f'"-" "{agents[index % 3]}" rt={random.lognormvariate(-4, 1):.3f} uct="0.000" uht="0.001" urt="0.002"')
elif args.table:
    # iostat's columns: a label left-aligned, then numbers right-aligned in fixed widths; each column's
    # numbers in its own range (rates in hundreds, kB/s in tens of thousands, %util up to 100).
    label = (lambda text: "") if args.no_labels else (lambda text: f"{text:<12}")
    columns = [("r/s", 9, 500), ("w/s", 9, 500), ("rkB/s", 11, 60000), ("wkB/s", 11, 60000), ("%util", 8, 100)]
    devices = ["sda", "sdb", "nvme0n1", "dm-0"]
    banner = ["Linux 6.1.0-27-amd64 (host) \t11/26/26 \t_x86_64_\t(2 CPU)", ""]
    header = label("Device") + "".join(f"{name:>{width}}" for name, width, _ in columns)
    def line(index):
        if index < len(banner):
            return banner[index]
        position = (index - len(banner)) % (len(devices) + 2)
        if position == 0:
            return header
        if position > len(devices):
            return ""
        return label(devices[position - 1]) + "".join(f"{random.uniform(0, top):{width}.2f}" for _, width, top in columns)
elif args.timestamped:
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    def stamp(index):
        seconds, millisecond = divmod(index, 1000)
        hour, minute, second = 10 + seconds // 3600 % 14, seconds // 60 % 60, seconds % 60
        if args.timestamped == "iso":
            return f"2026-11-22T{hour:02d}:{minute:02d}:{second:02d}.{millisecond:03d}Z"
        if args.timestamped == "iso-offset":
            return f"2026-11-22T{hour + 1:02d}:{minute:02d}:{second:02d}.{millisecond:03d}+01:00"
        if args.timestamped == "syslog":
            return f"{months[10]} 22 {hour:02d}:{minute:02d}:{second:02d}"
        return f"{hour:02d}:{minute:02d}:{second:02d}.{millisecond:03d}"
    # The stamp is a field as the numbers are: tab- or comma-separated lines have it before a tab or comma.
    line = lambda index: stamp(index) + separator + numbers(index, args.series)
else:
    line = lambda index: numbers(index, args.series)
batch = []
for index in range(args.count):
    batch.append(line(index))
    if len(batch) == 100_000:
        out.write("\n".join(batch) + "\n")
        batch = []
if batch:
    out.write("\n".join(batch) + "\n")
