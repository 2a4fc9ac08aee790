/// The table of producer profiles (`ProducerProfile`): the programs people pipe into liveplot, each as
/// it is told from its first lines and, where the rules every stream follows would read it wrong, how
/// its lines are read. A new producer is a row here, not a branch in a reader.
///
/// Three read their lines by their own profile: ping (the round-trip `time` in ms, not `icmp_seq` or
/// `ttl`), `/proc/loadavg` and `uptime` (the three load averages, `load1 load5 load15`). The others are
/// tables the generic rules read (banners, time-led headers, label columns, blocks); their profiles
/// only name them for `--explain`.
///
/// ```swift
/// ProducerProfiles.all.map(\.name)   // ["ping", "/proc/loadavg", "uptime", "iostat", …]
/// ```
enum ProducerProfiles {
    static let all: [ProducerProfile] = [ping, loadavg, uptime, accessLog, caddy] + tables

    /// Caddy's JSON access log (`log { output file … }`): `"logger":"http.log.access…"`, `"msg":"handled
    /// request"`, the request's `duration` in seconds, the response's `size` and `status`. The duration
    /// is plotted; the status is a label (`--by status`); the port Caddy writes as a string and the
    /// headers' `Content-Length` are no series of their own.
    static let caddy = ProducerProfile("Caddy's access log", signatures: [
        ProducerSignature("its \"handled request\" line", LinePattern(needle: "\"msg\":\"handled request\"",
            #"^\{.*"logger":"http\.log\.access[^"]*","msg":"handled request","request":\{"#)),
    ], jsonFields: [ProducerField("duration", unit: "s", isDefault: true), ProducerField("size", unit: "B"), ProducerField("status")])

    /// nginx's and Apache's access log, the common and combined formats and any `key=value` pairs a
    /// `log_format` adds: `127.0.0.1 - - [26/Nov/2026:08:42:03 +0000] "GET / HTTP/1.1" 200 512 …`.
    /// Read field by field (`AccessLogReader`): the status is a label, not a measurement.
    static let accessLog = ProducerProfile("access log", signatures: [
        ProducerSignature("a request line", LinePattern(needle: "] \"",
            #"^\S+ \S+ \S+ \[\d\d/[A-Z][a-z][a-z]/\d{4}:\d\d:\d\d:\d\d [+-]\d{4}\] "(?:[^"\\]|\\.)*" \d\d\d (?:\d+|-)(?: |$)"#)),
    ], readsAccessLog: true)

    /// nvidia-smi's `--query-gpu=… --format=csv` header: query fields, a unit in brackets after some,
    /// one of its own among them (`name, utilization.gpu [%], memory.used [MiB]`).
    private static let nvidiaHeader = #"^(?:[a-z_.]+(?: \[[^\]]+\])?, )*(?:utilization\.gpu|utilization\.memory|temperature\.gpu|memory\.used|memory\.total|memory\.free|power\.draw|fan\.speed|clocks\.[a-z]+)(?: \[[^\]]+\])?(?:, [a-z_.]+(?: \[[^\]]+\])?)*$"#

    /// A sysstat report's header begins with the time of its row (`00:11:07`, `12:11:07 AM`).
    private static let sysstatTime = #"^\d\d:\d\d:\d\d(?: [AP]M)? +"#

    /// iputils', BSD's, macOS's and BusyBox's ping: `64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.05 ms`
    /// (`time<1 ms` as some write it, `seq=` as BusyBox does, `hlim=` for IPv6 on BSD); iputils' `-D`
    /// leads each line with its time, epoch seconds in brackets (`stamp`): x.
    static let ping = ProducerProfile("ping", signatures: [
        ProducerSignature("its banner", LinePattern(needle: "PING ", #"^PING \S+ ?\([^)]*\):? \d+(?:\(\d+\))? (?:data bytes|bytes of data)"#)),
        ProducerSignature("a reply line", LinePattern(needle: " bytes from ",
            stamp + #"\d+ bytes from .+[:,] (?:icmp_)?seq=\d+ (?:ttl|hlim)=\d+ time[=<]\d+(?:\.\d+)? ?ms"#)),
    ], reading: ProducerReading(
        pattern: #"(?:icmp_)?seq=(?<icmp_seq>\d+) (?:ttl|hlim)=(?<ttl>\d+) time[=<](?<time>\d+(?:\.\d+)?) ?ms"#,
        fields: [ProducerField("icmp_seq"), ProducerField("ttl"), ProducerField("time", unit: "ms", isDefault: true)],
        otherLines: [
            ProducerLineRule(LinePattern(needle: "PING ", "^PING "), .banner),
            ProducerLineRule(LinePattern("^ *$"), .blank),
            ProducerLineRule(LinePattern(needle: "ping statistics", "^--- .* ping statistics ---$"), .summaryRow),
            ProducerLineRule(LinePattern(needle: "packets transmitted", #"^\d+ packets transmitted, "#), .summaryRow),
            ProducerLineRule(LinePattern(needle: "min/avg/max/", "^(?:rtt|round-trip) min/avg/max/"), .summaryRow),
            // Replies that never came: lost samples, counted.
            ProducerLineRule(LinePattern(needle: "Request timeout", stamp + "Request timeout for "), .notice, isCounted: true),
            ProducerLineRule(LinePattern(needle: "From ", stamp + #"From \S+.* (?:icmp_)?seq=\d+ "#), .notice, isCounted: true),
            ProducerLineRule(LinePattern(needle: "no answer yet", stamp + #"no answer yet for icmp_seq=\d+"#), .notice, isCounted: true),
            ProducerLineRule(LinePattern(needle: "ping: ", "^ping: "), .notice, isCounted: true),
        ], leadsWithEpochSeconds: true))

    /// The start of a ping line: its time as `ping -D` writes it, `[1795823478.370818] `, or nothing.
    private static let stamp = #"^(?:\[\d+(?:\.\d+)?\] )?"#

    /// `cat /proc/loadavg` in a loop: `0.22 1.50 1.76 2/81 15222`, the loads written with two decimals
    /// (the kernel's `%lu.%02lu`), then runnable/existing scheduling entities and the last PID.
    static let loadavg = ProducerProfile("/proc/loadavg", signatures: [
        ProducerSignature("its line of load averages", LinePattern(needle: "/", #"^\d+\.\d\d \d+\.\d\d \d+\.\d\d \d+/\d+ \d+$"#)),
    ], reading: ProducerReading(
        pattern: #"^(?<load1>\d+\.\d+) (?<load5>\d+\.\d+) (?<load15>\d+\.\d+) (?<runnable>\d+)/(?<entities>\d+) (?<last_pid>\d+)$"#,
        fields: [ProducerField("load1", isDefault: true), ProducerField("load5", isDefault: true), ProducerField("load15", isDefault: true),
                 ProducerField("runnable"), ProducerField("entities"), ProducerField("last_pid")],
        otherLines: [ProducerLineRule(LinePattern("^ *$"), .blank)]))

    /// `uptime` (or `w`'s first line) in a loop: ` 00:13:20 up  6:03,  0 user,  load average: 0.13, 1.12, 1.60`,
    /// macOS's and BSD's `load averages: 1.50 1.60 1.70`. Its clock time leads the line: x, as any
    /// leading time is.
    static let uptime = ProducerProfile("uptime", signatures: [
        ProducerSignature("its line", LinePattern(needle: "load average",
            #"^ *\d{1,2}:\d\d(?::\d\d)?(?:[AP]M)? +up .*load averages?: \d+\.\d+,? \d+\.\d+,? \d+\.\d+ *$"#)),
    ], reading: ProducerReading(
        pattern: #"load averages?: (?<load1>\d+\.\d+),? (?<load5>\d+\.\d+),? (?<load15>\d+\.\d+) *$"#,
        fields: [ProducerField("load1", isDefault: true), ProducerField("load5", isDefault: true), ProducerField("load15", isDefault: true)],
        otherLines: [ProducerLineRule(LinePattern("^ *$"), .blank)]))

    /// Tables the generic rules read, named for `--explain` by their headers (their banners alone,
    /// sysstat's `Linux … (host)  11/26/26  _x86_64_  (2 CPU)`, are shared by several). vmstat's,
    /// iostat's and dstat's first report is since boot (`SinceBootReport`); mpstat's, sar's and
    /// pidstat's with an interval each cover their interval, free's and ifstat's are instants or intervals.
    static let tables: [ProducerProfile] = [
        ProducerProfile("iostat", signatures: [
            ProducerSignature("its avg-cpu header", LinePattern(needle: "avg-cpu:", "^avg-cpu: +%user +%nice +%system +%iowait")),
            ProducerSignature("its Device header", LinePattern(needle: "Device", #"^Device:? +(?:tps|r/s|rrqm/s) "#)),
        ], sinceBoot: SinceBootReport(.untilHeaderAgain, blankLinesAfterBanner: 1)),
        ProducerProfile("mpstat", signatures: [
            ProducerSignature("its header", LinePattern(needle: "%usr", sysstatTime + "CPU +%usr +%nice +%sys +%iowait +%irq ")),
        ]),
        ProducerProfile("sar", signatures: [
            ProducerSignature("its -u header", LinePattern(needle: "%user", sysstatTime + "CPU +%user +%nice +%system +%iowait ")),
            ProducerSignature("its -u ALL header", LinePattern(needle: "%usr", sysstatTime + "CPU +%usr +%nice +%sys +%iowait +%steal ")),
            ProducerSignature("its -n DEV header", LinePattern(needle: "IFACE", sysstatTime + "IFACE +rxpck/s +txpck/s ")),
            ProducerSignature("its -r header", LinePattern(needle: "kbmemfree", sysstatTime + "kbmemfree +kbavail ")),
            ProducerSignature("its -q header", LinePattern(needle: "runq-sz", sysstatTime + "runq-sz +plist-sz ")),
            ProducerSignature("its -w header", LinePattern(needle: "cswch/s", sysstatTime + "proc/s +cswch/s")),
        ]),
        // A series a process and column: by default the column that says most of each report's (its CPU,
        // memory, disk or switches), for every process there is room for, once it is busy (`-p ALL` lists
        // the idle ones too).
        ProducerProfile("pidstat", signatures: [
            ProducerSignature("its header", LinePattern(needle: "UID", sysstatTime + "UID +(?:TGID +TID|PID) +")),
            ProducerSignature("its -U header", LinePattern(needle: "USER", sysstatTime + "USER +(?:TGID +TID|PID) +")),
            // -h: a line a process, under a header of its own whose time is a column, `# Time`.
            ProducerSignature("its -h header", LinePattern(needle: "# Time", "^# Time +(?:UID|USER) +(?:TGID +TID|PID) +")),
        ], tableDefaults: ["%CPU", "%MEM", "kB_rd/s", "kB_wr/s", "cswch/s", "nvcswch/s"], makesSeriesOnceNonZero: true),
        // top -b: each report its summary (its time, tasks, CPUs, memory) above a table of every process;
        // a series a process once it is busy (as pidstat lists them), its %CPU; x the summary's time.
        ProducerProfile("top", signatures: [
            ProducerSignature("its summary line", LinePattern(needle: "top - ", #"^top - \d\d:\d\d:\d\d up "#), namesColumns: false),
        ], tableDefaults: ["%CPU"], reportLines: [
            ProducerLineRule(LinePattern(needle: "top - ", #"^top - \d\d:\d\d:\d\d "#), .reportTime, timeAt: 6),
            ProducerLineRule(LinePattern(needle: ":", #"^(?:Tasks|Threads): +\d+ total,"#), .summaryRow),
            // (procps 3's `Cpu(s):  1.2%us`, `Mem:`, `Swap:` too.)
            ProducerLineRule(LinePattern(needle: "Cpu", #"^%?Cpu[\d(]"#), .summaryRow),
            ProducerLineRule(LinePattern(needle: ":", #"^(?:[KMGTPE]iB )?(?:Mem|Swap) *:"#), .summaryRow),
        ], makesSeriesOnceNonZero: true),
        ProducerProfile("vmstat", signatures: [
            ProducerSignature("its group header", LinePattern(needle: "procs", "^procs -+memory-+ -+swap-+ -+io-+ -+system-+ -+cpu-+")),
            ProducerSignature("its header", LinePattern(needle: "swpd", "^ *r +b +swpd +free +")),
            // -w: each group's title within dashes (`--procs-- ---…memory…---`); before dstat's, whose
            // groups this line's `--procs--` would match.
            ProducerSignature("its wide group header", LinePattern(needle: "procs", "^-+procs-+ +-+memory-+ +-+swap-+ +-+io-+ +-+system-+ +-+cpu-+")),
        ], sinceBoot: SinceBootReport(.firstRow)),
        ProducerProfile("free", signatures: [
            ProducerSignature("its header", LinePattern(needle: "shared", "^ +total +used +free +shared +(?:buff/cache|buffers) ")),
        ]),
        ProducerProfile("dstat", signatures: [
            ProducerSignature("its notice", LinePattern(needle: "You did not select", "^You did not select any stats, using -[a-z]+ by default")),
            ProducerSignature("its group header", LinePattern(needle: "-",
                "^-+(?:total-cpu-usage|total-usage|dsk/total|net/total|memory-usage|load-avg|paging|system|procs)-*(?: |$)")),
            ProducerSignature("its header", LinePattern(needle: "idl", "^usr +sys +idl +wai ")),
        ], sinceBoot: SinceBootReport(.firstRow), barsSeparateGroups: true),
        ProducerProfile("ifstat", signatures: [
            ProducerSignature("its header", LinePattern(needle: " in ", "^ *(?:HH:MM:SS +)?(?:KB/s|kB/s|Kbps|MB/s|Mbps) in +(?:KB/s|kB/s|Kbps|MB/s|Mbps) out")),
        ]),
        ProducerProfile("docker stats", signatures: [
            ProducerSignature("its header", LinePattern(needle: "CONTAINER", "^CONTAINER(?: ID)? +NAME +CPU % +MEM USAGE / LIMIT ")),
        ]),
        // Told by a query field of its own in the header (`utilization.gpu [%]`), each its literal.
        ProducerProfile("nvidia-smi", signatures: ["utilization.", "memory.", "temperature.", "power.draw", "clocks.", "fan.speed"].map { needle in
            ProducerSignature("its --format=csv header", LinePattern(needle: needle, nvidiaHeader))
        }),
    ]
}
