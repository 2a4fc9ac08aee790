#!/usr/bin/env python3
"""Soak: liveplot in a 120×40 pseudo-terminal fed at a steady rate for a long time, CPU and RSS sampled
every second; prints the samples' summary (first minute against last minute) as JSON.

    tools/soak.py --rate 100000 --minutes 10 [-- command …]
"""
import argparse, importlib.util, json, os, sys, time

spec = importlib.util.spec_from_file_location("ptydrive", os.path.join(os.path.dirname(__file__), "ptydrive.py"))
ptydrive = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ptydrive)

def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(next(line for line in f if line.startswith("VmRSS")).split()[1])

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rate", type=int, default=100_000)
    parser.add_argument("--minutes", type=float, default=10)
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:split])
    command = argv[split + 1:] or [os.path.join(os.path.dirname(__file__), "..", ".build", "release", "liveplot")]
    process, master = ptydrive.spawn(command, 120, 40)
    terminal = ptydrive.Terminal(master)
    feeder = ptydrive.Feeder(process, args.rate)
    start = feeder.start
    samples = []
    next_sample = start + 1
    last_cpu = ptydrive.cpu_seconds(process.pid)
    while time.monotonic() < start + args.minutes * 60 and feeder.feed():
        now = time.monotonic()
        terminal.pump(0.0005)
        if now >= next_sample:
            cpu = ptydrive.cpu_seconds(process.pid)
            samples.append({"t": round(now - start), "cpu": (cpu - last_cpu) * 100, "rss_kb": rss_kb(process.pid)})
            last_cpu = cpu
            next_sample += 1
    sent = feeder.sent
    alive = process.poll() is None
    ptydrive.finish(process, master, terminal)
    first = samples[:60]
    last = samples[-60:]
    summary = {
        "rate": args.rate, "minutes": args.minutes, "lines_fed": sent, "alive_at_end": alive,
        "cpu_first_minute": round(sum(s["cpu"] for s in first) / len(first), 2),
        "cpu_last_minute": round(sum(s["cpu"] for s in last) / len(last), 2),
        "rss_first_minute_kb": max(s["rss_kb"] for s in first),
        "rss_last_minute_kb": max(s["rss_kb"] for s in last),
        "rss_max_kb": max(s["rss_kb"] for s in samples),
        "exit_status": process.returncode,
    }
    print(json.dumps(summary))

if __name__ == "__main__":
    main()
