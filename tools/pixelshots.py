#!/usr/bin/env python3
"""Pixel screenshots of liveplot in kitty and in xterm (sixel) under Xvfb, with braille beside them.

    tools/screenshot --pixels OUT [-- LIVEPLOT ARGUMENTS...]      (this script, through tools/screenshot)
    tools/pixelshots.py shots OUT [LIVEPLOT ARGUMENTS...]
    tools/pixelshots.py exits OUT [LIVEPLOT ARGUMENTS...]

`shots` runs the same arguments (default --demo) in three terminals of 120x36 cells, each an interactive
bash into which the command is typed (TIOCSTI on the terminal's own pty: as root, no xdotool needed):
kitty 0.26 (`LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE`), `xterm -ti vt340` with 256 colour registers
(DA1 says 4: sixel), and a plain xterm (no 4: braille). It writes OUT/kitty.png, OUT/sixel.png,
OUT/braille.png, and OUT/NAME-trace.txt: the probe's decision, which liveplot prints on standard error
when LIVEPLOT_GRAPHICS_TRACE is set (`GraphicsProbe`).

`exits` takes every way out in kitty and in xterm -ti vt340: q, Ctrl-C, SIGTERM, SIGHUP, the end of
input, Ctrl-Z then fg then q, and a crash (SIGSEGV, the crash handler's path). After each, a shot of the
terminal (OUT/exit-TERMINAL-WAY.png) and a check: no picture is left and the screen is the shell's, i.e.
below the first lines (the command typed, the prompt) every pixel is the background (at the end of input
the final chart stays there in characters, as always: that shot is to look at). It prints one line a case
and exits 1 if any failed.
"""
import fcntl, os, subprocess, sys, tempfile, termios, time

BINARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "release", "liveplot")
DISPLAY = ":" + os.environ.get("SCREENSHOT_DISPLAY", "97")
SETTLE = float(os.environ.get("SCREENSHOT_SETTLE", "6"))
COLUMNS, ROWS = 120, 36
BACKGROUND = "#000000"
PROMPT = "shell$ "


class Terminal:
    """One terminal window running an interactive bash, typed into through its pty."""

    def __init__(self, name, kind, work):
        self.name, self.kind, self.work = name, kind, work
        self.tty_file = os.path.join(work, f"{name}.tty")
        rc = os.path.join(work, f"{name}.rc")
        with open(rc, "w") as f:
            f.write(f"PS1='{PROMPT}'\ntty > {self.tty_file}\n")
        shell = ["bash", "--noprofile", "--rcfile", rc, "-i"]
        env = dict(os.environ, DISPLAY=DISPLAY, LANG="C.UTF-8")
        env.pop("TMUX", None)
        if kind == "kitty":
            env["LIBGL_ALWAYS_SOFTWARE"] = "1"
            command = ["kitty", "--config", "NONE", "-o", "font_size=10", "-o", "remember_window_size=no",
                       "-o", f"initial_window_width={COLUMNS}c", "-o", f"initial_window_height={ROWS}c",
                       "-o", f"background={BACKGROUND}", "-o", "foreground=#d0d0d0", "-o", "cursor_blink_interval=0",
                       "--title", name] + shell
        else:
            command = ["xterm", "-geometry", f"{COLUMNS}x{ROWS}+0+0", "-bg", BACKGROUND, "-fg", "#d0d0d0",
                       "-fa", "DejaVu Sans Mono", "-fs", "10", "-title", name, "-xrm", "XTerm*allowTitleOps: false"]
            if kind == "sixel":
                # DA1 answers with 4 only as a VT340; 256 colour registers rather than its 16.
                command += ["-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340",
                            "-xrm", "XTerm*numColorRegisters: 256", "-xrm", "XTerm*sixelScrolling: true"]
            command += ["-e"] + shell
        self.process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: os.path.exists(self.tty_file) and open(self.tty_file).read().strip(), f"{name}'s shell", 30)
        self.tty = open(self.tty_file).read().strip()
        time.sleep(1)
        # By id from now on: the title changes (liveplot's -t, the command run).
        info = subprocess.run(["xwininfo", "-display", DISPLAY, "-name", name], capture_output=True, text=True).stdout
        self.window = next(line for line in info.splitlines() if "Window id:" in line).split()[3]

    def type(self, text):
        """Types `text` as if at the keyboard (Ctrl-C, Ctrl-Z included: the line discipline sees them)."""
        fd = os.open(self.tty, os.O_RDWR | os.O_NOCTTY)
        try:
            for byte in text.encode():
                fcntl.ioctl(fd, termios.TIOCSTI, bytes([byte]))
        finally:
            os.close(fd)

    def geometry(self):
        info = subprocess.run(["xwininfo", "-display", DISPLAY, "-id", self.window], capture_output=True, text=True).stdout
        field = lambda label: int(next(line for line in info.splitlines() if label in line).split(":")[1])
        return field("Absolute upper-left X"), field("Absolute upper-left Y"), field("Width"), field("Height")

    def shoot(self, path):
        x, y, width, height = self.geometry()
        root = subprocess.run(["xwd", "-display", DISPLAY, "-root", "-silent"], capture_output=True, check=True).stdout
        subprocess.run(["convert", "xwd:-", "-crop", f"{width}x{height}+{x}+{y}", "+repage", path], input=root, check=True)
        return path

    def close(self):
        self.process.kill()
        self.process.wait()


def wait_for(condition, what, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            if condition():
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"pixelshots: timed out waiting for {what}")


def liveplot_pid(marker):
    found = subprocess.run(["pgrep", "-f", f"liveplot -t {marker}"], capture_output=True, text=True).stdout.split()
    return int(found[0]) if found else None


def quoted(arguments):
    return " ".join("'" + a.replace("'", "'\\''") + "'" for a in arguments)


def command_line(marker, arguments, trace, input_command=None):
    run = f"LIVEPLOT_GRAPHICS_TRACE=1 {BINARY} -t {marker} {quoted(arguments)} 2> {trace}"
    return (f"{input_command} | {run}" if input_command else run) + "\r"


TERMINALS = [("kitty", "kitty"), ("sixel", "sixel"), ("braille", "xterm")]


def shots(out, arguments):
    work = tempfile.mkdtemp(prefix="pixelshots-")
    for name, kind in TERMINALS:
        terminal = Terminal(f"liveplot-{name}", kind, work)
        try:
            marker = f"shot-{name}-{os.getpid()}"
            terminal.type(command_line(marker, arguments or ["--demo"], os.path.join(out, f"{name}-trace.txt")))
            time.sleep(SETTLE)
            print(terminal.shoot(os.path.join(out, f"{name}.png")))
            print("   ", open(os.path.join(out, f"{name}-trace.txt")).read().strip())
            terminal.type("q")
            time.sleep(1)
        finally:
            terminal.close()


# The ways out: what is typed or sent once the chart is up.
WAYS = ["q", "ctrl-c", "sigterm", "sighup", "end-of-input", "ctrl-z-fg", "crash"]


def take(way, terminal, marker, shot_after_fg):
    pid = liveplot_pid(marker)
    if way == "q":
        terminal.type("q")
    elif way == "ctrl-c":
        terminal.type("\x03")
    elif way in ("sigterm", "sighup", "crash"):
        os.kill(pid, {"sigterm": 15, "sighup": 1, "crash": 11}[way])
    elif way == "ctrl-z-fg":
        terminal.type("\x1a")
        time.sleep(1.5)
        terminal.type("fg\r")
        time.sleep(2)
        # The chart drawn whole again after fg (the live chart resends its pictures on a full redraw).
        terminal.shoot(shot_after_fg)
        terminal.type("q")
    # end-of-input: the input is a few lines, ended by itself (see exits).


def background_only_below(path, top_rows):
    """Whether every pixel below the first `top_rows` text rows is the background (no picture left)."""
    width, height = map(int, subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True).stdout.split())
    skip = height * top_rows // ROWS
    crop = subprocess.run(["convert", path, "-crop", f"{width}x{height - skip - 4}+0+{skip}", "+repage", "-fill", "black",
                           "-opaque", BACKGROUND, "-format", "%[fx:maxima.r+maxima.g+maxima.b]", "info:"],
                          capture_output=True, text=True).stdout.strip()
    return float(crop or "1") == 0


def exits(out, arguments):
    work = tempfile.mkdtemp(prefix="pixelshots-")
    failures = 0
    for name, kind in TERMINALS[:2]:
        for way in os.environ.get("PIXELSHOTS_WAYS", " ".join(WAYS)).split():
            terminal = Terminal(f"liveplot-{name}-{way}", kind, work)
            try:
                marker = f"exit-{name}-{way}-{os.getpid()}"
                trace = os.path.join(out, f"exit-{name}-{way}-trace.txt")
                if way == "end-of-input":
                    # A producer that ends: --demo never does, so the arguments given go without it.
                    given = [a for a in arguments if a != "--demo"]
                    line = command_line(marker, given, trace, f"{{ seq 1 40; sleep {SETTLE + 2}; }}")
                else:
                    line = command_line(marker, arguments or ["--demo"], trace)
                terminal.type("clear\r")
                time.sleep(0.5)
                terminal.type(line)
                time.sleep(SETTLE)
                take(way, terminal, marker, os.path.join(out, f"exit-{name}-{way}-after-fg.png"))
                wait_for(lambda: liveplot_pid(marker) is None, f"liveplot to end ({name}, {way})", 15)
                time.sleep(1)
                shot = terminal.shoot(os.path.join(out, f"exit-{name}-{way}.png"))
                # The first rows: `clear`'s prompt, the command typed (two rows at 120 columns), the prompt;
                # after Ctrl-Z and fg, bash's "Stopped" and the command again (five more, the cursor's row).
                # At the end of input the final chart stays on the main screen, in characters: looked at, not
                # checked here.
                clean = way == "end-of-input" or background_only_below(shot, 10 if way == "ctrl-z-fg" else 5)
                failures += 0 if clean else 1
                verdict = "look" if way == "end-of-input" else "ok  " if clean else "FAIL"
                print(f"{verdict} {name:6} {way:13} {shot}  {open(trace).read().strip()}")
            finally:
                terminal.close()
    return failures


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("shots", "exits"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    mode, out, arguments = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(out, exist_ok=True)
    xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        if mode == "shots":
            shots(out, arguments)
            return 0
        return 1 if exits(out, arguments) else 0
    finally:
        xvfb.kill()
        xvfb.wait()


if __name__ == "__main__":
    sys.exit(main())
