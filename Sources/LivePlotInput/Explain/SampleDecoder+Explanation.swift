/// The facts `--explain` says, gathered from a decoder that read the input's first lines with
/// `explains: true`.
extension SampleDecoder {
    /// How the lines read so far were read.
    ///
    /// - Parameters:
    ///   - end: why the reading stopped.
    ///   - arrivalAxis: x is arrival time when the lines give none (`--time`, `--window 30s`).
    public func explanation(end: ReadingEnd, arrivalAxis: Bool = false) -> InputExplanation {
        let log = log ?? LineLog()
        let catalog = matcher == nil ? fields.catalog : matchedSeries
        var explanation = InputExplanation(
            linesRead: log.lineCount, end: end, format: formatText, labelColumns: labelColumnsText,
            x: xText(origin: log.xOrigin, arrivalAxis: arrivalAxis), producer: producerText,
            series: countsLines && (matcher != nil || fields.context.picks.selection == nil)
                ? [SeriesSource(name: "count", source: matcher == nil ? "the lines, each an event (--count)" : "the lines --match matches (--count)")]
                : catalog.names.indices.map { SeriesSource(name: catalog.names[$0], source: source(ofColumn: $0)) },
            unused: log.unused, moreUnusedCount: log.moreUnusedCount)
        if matcher == nil, let line = log.headerLine {
            explanation.headerLine = line
            // A table's columns are its header's names as the table reads them (`MEM USAGE / LIMIT`);
            // a header no row came under, its words (not the banner's the reading by position took).
            let names = fields.tableReading?.columns ?? fields.waitingTableHeader ?? fields.catalog.header
            explanation.headerNames = names.map { UnusedLine.visible($0.utf8) }
        }
        explanation.producerName = producer?.name
        explanation.groups = groupsText
        if let notice = checks.xNotice { explanation.notices.append(notice.message) }
        if !checks.saidMissing.isEmpty, let notice = checks.fieldsNotice { explanation.notices.append(notice.message) }
        return explanation
    }

    /// The producer recognised (its profile's name), nil for none: the one place `--explain` asks.
    private var producerText: String? { producer?.summary }

    /// The columns whose words label their rows, as the table's reading describes them: the one place
    /// `--explain` asks.
    private var labelColumnsText: String {
        guard matcher == nil, let table = fields.tableReading else { return "none" }
        // Names from the input are text a person reads, escapes made visible, as every line here.
        let groups = table.groups.isEmpty ? "" : "; groups " + table.groups.map { UnusedLine.visible($0.utf8) }.joined(separator: ", ")
        switch table.rowLabel {
        case nil: return "none" + groups
        case ""?: return "the row's first word (under no name): series `label name`" + groups
        case let column? where !table.labelIdentifiers.isEmpty:
            let identifiers = table.labelIdentifiers.map { UnusedLine.visible($0.utf8) }.joined(separator: " or ")
            return "\(UnusedLine.visible(column.utf8)) with its row's \(identifiers) (two rows of one name are two series: `label \(identifiers) name`)" + groups
        case let column?: return "\(UnusedLine.visible(column.utf8)) (its words label the rows: series `label name`)" + groups
        }
    }

    /// The stream's format and separator.
    private var formatText: String {
        if let matcher { return "lines read by --match '\(UnusedLine.visible(matcher.pattern.utf8))'" }
        if let producer, case .byProfile = producer.reading { return "\(producer.name)'s lines, read by its profile" }
        if let producer, case .byFieldNames = producer.reading { return "an \(producer.name): each field by its name" }
        if let table = fields.tableReading {
            let time = table.leadsWithTime ? ", each row led by its time" : ""
            return "a table aligned by blanks: a header names its columns\(time)"
        }
        let keyed = fields.catalog.names.indices.contains { fields.catalog.key(ofColumn: $0) != nil }
        switch fields.format {
        case .undecided:
            return log?.lineCount == 0 ? "nothing read" : "one field a line (no line of several fields yet)"
        case .alignedColumns: return keyed ? "key=value pairs, or columns aligned by blanks" : "columns aligned by blanks"
        case .delimited(let byte): return Self.delimitedText(byte)
        case .jsonLines: return "JSON lines: an object a line"
        case .metricLines: return "metric lines (Prometheus or Graphite text)"
        case .prometheusAPI: return "Prometheus API responses: a series per result"
        }
    }

    /// Delimited text by its separator: `CSV, separated by ','`.
    private static func delimitedText(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: ","): "CSV, separated by ','"
        case 0x09: "TSV, separated by tabs"
        case UInt8(ascii: ";"): "delimited text, separated by ';' (a decimal comma is read)"
        default: "delimited text, separated by '\(UnusedLine.visible([byte]))'"
        }
    }

    /// Where the numbers of a table's series come from: its column, and its row's label when rows have one
    /// (not sar -q's, ifstat's).
    private var tableSource: String {
        fields.tableReading?.rowLabel == nil ? "a table's column" : "a table's column and its row's label"
    }

    /// Where a series' numbers come from.
    private func source(ofColumn column: Int) -> String {
        if let matcher { return "group \(matcher.group(ofSeries: column)) of --match" }
        let catalog = fields.catalog
        var position = catalog.position(ofColumn: column)
        let picks = fields.context.picks
        if let selection = picks.selection, column < selection.count {
            if checks.saidMissing.contains(Self.written(selection[column])) { return "-f: no such field" }
            if position == 0 { position = picks.position(ofSelected: column) }
        }
        if position > 0 {
            let named = position <= catalog.header.count && !catalog.header[position - 1].isEmpty
            // A table's series is its row's label and column (`yes 22866 %CPU`), wherever `-f`'s name
            // (here pidstat's default, `%CPU`) was placed by the header first.
            if named, fields.tableReading != nil, catalog.header[position - 1] != catalog.names[column] { return tableSource }
            return "field \(position)" + (named ? ", named by the header" : "")
        }
        guard let key = catalog.key(ofColumn: column).map({ UnusedLine.visible($0.utf8) }) else { return "-f" }
        if let source = producer?.source(ofField: key) { return source }
        if fields.tableReading != nil { return tableSource }
        switch fields.format {
        case .jsonLines: return "JSON path " + key
        case .metricLines: return "metric " + key
        case .prometheusAPI: return "result " + key
        default: return "key " + key + " (" + key + "=…)"
        }
    }

    /// `--by`'s field: where its values come from and the first one, or why none was found.
    ///
    /// ```
    /// --by 9: field 9, e.g. 304; 6 values in the lines read
    /// --by statuz: no such field in the first lines (fields: time status bytes)
    /// ```
    private var groupsText: String? {
        guard let tagger else { return nil }
        let field = "--by " + Self.written(tagger.field) + ": "
        if tagger.metMetricLines { return field + "metric lines are a series per label set already: no row is split" }
        let values = "\(tagger.valueCount) value\(tagger.valueCount == 1 ? "" : "s") in the lines read"
        if let example = tagger.example { return field + groupSource + ", e.g. " + UnusedLine.visible(example.utf8) + "; " + values }
        if let matcher {
            let group = if case .name(let name) = tagger.field { "no group named " + UnusedLine.visible(name.utf8) } else { "no such group" }
            return field + (matcher.capturedGroup == nil ? group + " in --match's pattern" : "the group took part in no line matched")
        }
        let what = fields.format == .jsonLines ? "no such JSON path" : "no such field"
        return field + what + " in the first lines "
            + InputNotice.among(OptionChecks.fieldNames(of: fields), askedFor: [Self.written(tagger.field)])
    }

    /// Where `--by`'s values come from, once one was found.
    private var groupSource: String {
        guard let tagger else { return "" }
        if let group = matcher?.capturedGroup { return "group \(group) of --match" }
        switch tagger.field {
        case .position(let position): return "field \(position)"
        case .name(let name):
            if fields.format == .jsonLines { return "JSON path " + UnusedLine.visible(name.utf8) }
            if fields.readsAccessLog { return "the access log's field " + UnusedLine.visible(name.utf8) }
            if let position = fields.catalog.headerPosition(of: name) { return "field \(position), named by the header" }
            return "key \(UnusedLine.visible(name.utf8)) (\(UnusedLine.visible(name.utf8))=…)"
        }
    }

    /// A `--by` field as the user wrote it.
    static func written(_ field: GroupField) -> String {
        switch field {
        case .position(let position): String(position)
        case .name(let name): UnusedLine.visible(name.utf8)
        }
    }

    /// Where x comes from.
    private func xText(origin: XOrigin?, arrivalAxis: Bool) -> String {
        let x = fields.context.x
        let none = arrivalAxis ? "arrival time" : "sample numbers"
        guard x.findsTimes else { return none + " (-x none)" }
        if let field = x.xField {
            let name = "-x " + Self.written(field)
            switch origin {
            case .xFieldTime: return "times from field \(x.xPosition.map(String.init) ?? "?") (\(name))"
            case .xFieldNumber: return "numbers from field \(x.xPosition.map(String.init) ?? "?") (\(name))"
            case .leadingTimestamp: return "the timestamp each line leads with (\(name))"
            case .writtenTime: return "the time key \(Self.written(field)) (\(name))"
            case nil: return none + " (\(name) found no time or number)"
            }
        }
        if let table = fields.tableReading, origin == .writtenTime {
            if table.endsWithTime { return "the time each row ends with" }
            if table.leadsWithTime { return "the time each row leads with" }
            if table.hasReportTimes { return "the time line before each report: its rows share it" }
        }
        if let table = fields.tableReading, !table.leadsWithTime, table.rowLabel != nil {
            return "steps: a report's rows share one (a table's rows until a label or the header comes again)"
        }
        switch origin {
        case .leadingTimestamp: return "the timestamp each line leads with"
        case .writtenTime:
            if producer?.leadsWithEpochSeconds == true { return "the epoch seconds in brackets each line leads with (ping -D's)" }
            switch matcher == nil ? fields.format : .undecided {
            case .jsonLines: return "each object's time key (time, ts, timestamp, @timestamp, date, datetime)"
            case .metricLines: return "each metric line's timestamp"
            case .prometheusAPI: return "each result's timestamps"
            default: return "each line's time (a time key, a bracketed log time)"
            }
        case .xFieldTime, .xFieldNumber, nil: return none + " (no time found in the lines)"
        }
    }

    /// A field as the user wrote it.
    static func written(_ field: XField) -> String {
        switch field {
        case .position(let position): String(position)
        case .name(let name): UnusedLine.visible(name.utf8)
        }
    }

    /// A field of `-f` as the user wrote it.
    static func written(_ field: FieldSelection.Field) -> String {
        switch field {
        case .position(let position): String(position)
        case .name(let name): UnusedLine.visible(name.utf8)
        case .pattern(let pattern): UnusedLine.visible(pattern.text.utf8)
        }
    }
}
