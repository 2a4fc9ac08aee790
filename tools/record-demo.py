#!/usr/bin/env python3
"""Records a live liveplot session as an asciicast v2 file, and makes termtosvg's SVG of it smaller.

    record [--columns C] [--rows R] -- COMMAND…   the session, on stdout
    compact SVG                                   the SVG rewritten in place, drawing the same

Recording:
The command runs at COLUMNS×ROWS (ptydrive.spawn: TERM=xterm-256color, its own controlling terminal);
every byte it draws is kept with the time it came. Keys are pressed on a script, as a person would, and
the recording stops before the last key (q): the loop of the animation ends on the chart, not on the
shell the terminal goes back to.

    tools/record-demo.py record --columns 100 --rows 26 -- .build/release/liveplot --demo > demo.cast

Compacting: termtosvg writes a <text> for every run of one style, spaces included, its glyphs spread by
textLength over the run's cells, and each character past ASCII as an entity (`&#10368;`, 8 bytes for 3).
liveplot leaves the colour as it is over a space (a space shows no colour), so a grid of dots between
spaces drawn in the line's colour becomes a <text> a cell. Here, on each screen line, the braille of one
style becomes one run, the cells between its dots (up to a long gap) filled with the blank braille
pattern (U+2800): it draws nothing, and being of the same font as the dots, every glyph of the run has
the same advance, so textLength puts each on its cell exactly (a space, often of another font, would
not). Other runs keep their place, their spaces made no-break (rsvg collapses spaces despite
`white-space: pre`). Characters are written as themselves.
"""
import argparse, codecs, html, json, os, re, select, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ptydrive import spawn  # noqa: E402

# (seconds from the start, keys): watch it draw in and stream, read back a few values with the cursor,
# zoom out to the whole history, and back to live.
SCRIPT = [(7.0 + 0.1 * k, b"\x1b[D") for k in range(12)] + [
    (9.5, b"-"),
    (11.5, b" "),
    (13.0, b"q"),
]


# A text run of termtosvg's: <text x="…" textLength="…" STYLE>CONTENT</text>, a cell CELL pixels wide.
TEXT = re.compile(r'<text x="(\d+)" textLength="(\d+)"([^>]*)>([^<]*)</text>')
CELL = 8
NBSP = "\u00a0"
BLANK = "\u2800"
LONG_GAP = 16


def is_braille(character):
    return "\u2800" <= character <= "\u28ff"


def compact_line(match):
    """One screen line: a braille run per style, other runs as they were, spaces no-break."""
    braille = {}  # style → {column: character}, styles in the order they first appear
    texts = []
    for x, length, style, content in TEXT.findall(match.group(0)):
        characters = html.unescape(content)
        column = int(x) // CELL
        if len(characters) * CELL == int(length) and all(is_braille(c) or c == " " for c in characters):
            for index, character in enumerate(characters):
                if character != " ":
                    braille.setdefault(style, {})[column + index] = character
        elif characters.strip(" "):
            text = html.escape(characters.replace(" ", NBSP), quote=False)
            texts.append(f'<text x="{x}" textLength="{length}"{style}>{text}</text>')
    for style, cells in braille.items():
        columns = sorted(cells)
        # A gap of more blanks than a <text> of its own costs (3 bytes each) starts a new run.
        runs = [[columns[0]]]
        for column in columns[1:]:
            if column - runs[-1][-1] > LONG_GAP:
                runs.append([])
            runs[-1].append(column)
        for run in runs:
            first, last = run[0], run[-1]
            glyphs = "".join(cells.get(column, BLANK) for column in range(first, last + 1))
            texts.append(f'<text x="{first * CELL}" textLength="{len(glyphs) * CELL}"{style}>{glyphs}</text>')
    group = match.group(0)
    return group[: group.index(">") + 1] + "".join(texts) + "</g>"


def compact(path):
    with open(path, encoding="utf-8") as file:
        svg = file.read()
    # Each screen line is a <g id="…"> of runs, referred to by <use> in every frame that shows it.
    svg = re.sub(r'<g id="g\d+">(?:<text[^>]*>[^<]*</text>)+</g>', compact_line, svg)
    with open(path, "w", encoding="utf-8") as file:
        file.write(svg)
    return 0


def record(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--columns", type=int, default=100)
    parser.add_argument("--rows", type=int, default=26)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args(argv)
    command = options.command[1:] if options.command[:1] == ["--"] else options.command

    process, master = spawn(command, options.columns, options.rows)
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    start = time.monotonic()
    events = []
    pending = list(SCRIPT)
    recording = True
    while process.poll() is None:
        now = time.monotonic() - start
        while pending and pending[0][0] <= now:
            _, keys = pending.pop(0)
            if keys == b"q":
                recording = False
            os.write(master, keys)
        try:
            ready, _, _ = select.select([master], [], [], 0.01)
            data = os.read(master, 1 << 16) if ready else b""
        except OSError:
            break
        text = decoder.decode(data)
        if text and recording:
            events.append([round(time.monotonic() - start, 4), "o", text])
        if not pending and not recording and time.monotonic() - start > SCRIPT[-1][0] + 5:
            process.terminate()
    header = {"version": 2, "width": options.columns, "height": options.rows,
              "env": {"TERM": "xterm-256color", "SHELL": "/bin/sh"}}
    print(json.dumps(header))
    for event in events:
        print(json.dumps(event, ensure_ascii=False))
    return 0 if process.wait() == 0 else 1


if __name__ == "__main__":
    if sys.argv[1:2] == ["record"]:
        sys.exit(record(sys.argv[2:]))
    if sys.argv[1:2] == ["compact"] and len(sys.argv) == 3:
        sys.exit(compact(sys.argv[2]))
    sys.exit(__doc__)
