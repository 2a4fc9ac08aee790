#!/usr/bin/env python3
"""Nothing lost: LINES lines (one in 100,000 bad, a partial last line) through `liveplot --once`,
written in one burst, in random chunks, and byte by byte (the first BYTEWISE lines, then random chunks);
and through live mode in a 120×40 pseudo-terminal: a trickle of single lines every half millisecond (the
reader paces itself, the loop holds them between frames), then chunks from one byte to 70 KB with pauses
of up to 5 ms between them (floods it takes at once). The count shown must be exact. Prints one line per way, and exits 1 if any count is off.

    tools/nothing-lost.py [LINES] [BYTEWISE]      default 10,000,000 and 200,000
"""
import fcntl, os, random, re, select, struct, subprocess, sys, termios, time

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

def live():
    """Live mode in a pseudo-terminal: the figures of the final chart, which stays on the normal screen."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    def child():
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
    process = subprocess.Popen([BIN], stdin=subprocess.PIPE, stdout=slave, stderr=slave, preexec_fn=child,
                               env=dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", NO_COLOR="1"))
    os.close(slave)
    fd = process.stdin.fileno()
    os.set_blocking(fd, False)
    drawn = []
    def pump(timeout):
        ready, _, _ = select.select([master], [], [], timeout)
        if ready:
            try:
                drawn.append(os.read(master, 1 << 16))
            except OSError:
                pass
    rng = random.Random(7)
    offset = 0
    # First a trickle, a line or two every half millisecond: read, paced and held between frames.
    trickle = len("".join(parts[:4000]).encode())
    while offset < trickle:
        end = data.index(b"\n", offset) + 1
        offset += os.write(fd, data[offset:end])
        time.sleep(0.0005)
        pump(0)
    while offset < len(data):
        size = rng.choice([1, 2, 14, 100, 4096, 70_000])
        end = min(len(data), offset + rng.randint(1, size))
        while offset < end:
            try:
                offset += os.write(fd, data[offset:end])
            except BlockingIOError:
                pump(0.001)
        if rng.random() < 0.02:
            time.sleep(rng.random() * 0.005)
        pump(0)
    process.stdin.close()
    while process.poll() is None:
        pump(0.01)
    pump(0.1)
    os.close(master)
    output = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", b"".join(drawn).decode(errors="replace"))
    shown = re.findall(r"(?:^|\s)n=(\d+)(?: skipped=(\d+))?", output)[-1]
    return int(shown[0]), int(shown[1] or 0)

def feed(way):
    if way == "live":
        return live()
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
for way in ["burst", "random", "bytewise", "live"]:
    n, skipped = feed(way)
    exact = n == good and skipped == bad
    ok = ok and exact
    print(f"{way:9} lines={lines} shown n={n} skipped={skipped} expected n={good} skipped={bad} {'exact' if exact else 'LOST'}")
sys.exit(0 if ok else 1)
