import LivePlotStore

/// The text of `liveplot --help`, the flags as the README lists them.
public enum Usage {
    public static let text = """
        liveplot \(Options.version): plot numbers streaming on standard input as a live chart

        liveplot [options]            read samples from standard input
        liveplot --demo [options]     plot a built-in demo signal (no input needed)

        Input
          -f, --fields LIST     plot only these fields: 1-based positions or names (2 · 1,3 · time ·
                                cpu,mem); fields are split on whitespace, commas, semicolons or tabs
              --match REGEX     take the numbers from REGEX's capture groups (or the whole match when it
                                has none); lines that do not match are skipped
                                Series are named by the keys of key=value / key:value pairs when a
                                line has them (cpu=12 mem=40; bare numbers on such a line are not
                                series), else by a first line of names (a CSV header), else by
                                position (1, 2, …)
        Transform
          -c, --cumulative      plot running totals
          -d, --delta           plot the difference between successive values
          -r, --rate            plot a counter's rate per second (difference ÷ seconds between arrivals);
                                a counter that goes backwards (a reset) starts again, no negative spike
        Scale
          -m, --max V           fix the top of the y axis
          -M, --min V           fix the bottom of the y axis
          -n, --history N       samples kept per series for scrolling back (default 100000)
        Display
          -t, --title TEXT      title above the chart
          -u, --unit TEXT       unit shown with the labels and figures
          -s, --style NAME      braille | blocks | ascii   (default: braille on a UTF-8 locale, else ascii)
              --color WHEN      auto | always | never      (auto: only on a terminal, never with NO_COLOR set)
              --fps N           redraw at most N times a second (default 30)
              --no-animation    no draw-in animation
              --time            label the x axis with arrival time instead of sample number
              --width N, --height N   chart size (default: the terminal's; 80×20 when not a terminal)
              --once            read to end of input, print one chart, exit (the default when stdout is not
                                a terminal; on a terminal that cannot move its cursor, TERM=dumb, a
                                chart every 5 seconds as samples arrive, and one at the end)
          -h, --help            this text
              --version         version

        Keys (live mode, read from the terminal):
          q, Ctrl-C     quit
          space         pause or resume (samples keep arriving while paused)
          ←, →          move the cursor; the status line reads the samples under it
          PgUp, PgDn    scroll through the history kept
          +, -          zoom in, zoom out (to the whole history)
          Home, End     go to the start, or back to the live end

        Pipes: most programs buffer their output when it goes to a pipe. Use `stdbuf -oL cmd`,
        `grep --line-buffered` or `python3 -u` so lines reach liveplot as they are written.

        """
}
