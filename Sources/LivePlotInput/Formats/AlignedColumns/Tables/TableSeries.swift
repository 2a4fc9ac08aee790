/// The series a table's value slot gives for a row's label (`vda` and `%util`: `vda %util`), found once
/// per label and slot: by its name, made on first use; with `-f`, the name selected (`-f 'vda %util'`),
/// or the column's name across labels (`-f %util`: the first label takes the series `-f` made, renamed
/// `vda %util`, each other label one of its own; `-f 'NET I/O'`: `NET I/O in` and `NET I/O out`), or a
/// pattern's match.
///
/// ```swift
/// TableSeries.column(slot: 21, layout: 1, label: 0, context: &context)   // the column of `vda %util`
/// ```
enum TableSeries {
    static func column(slot: Int, layout index: Int, label: Int, context: inout RowContext) -> Int {
        let slotName = context.table.layouts[index].slotNames[slot]
        let columnName = context.table.layouts[index].columnName(ofSlot: slot)
        let labelBytes = context.table.layouts[index].labels[label].bytes
        let name = labelBytes.isEmpty || context.table.layouts[index].hidesLoneLabel && context.table.layouts[index].labels.count == 1
            ? slotName : String(decoding: labelBytes, as: UTF8.self) + " " + slotName
        guard let selection = context.picks.selection else { return keyed(name, context: &context) }
        if context.table.claims.count < selection.count {
            context.table.claims += Array(repeating: nil, count: selection.count - context.table.claims.count)
        }
        for (column, field) in selection.enumerated() {
            guard case .name(let written) = field else { continue }
            let selected = QuotedName.unquoted(written) ?? written
            if selected == name {
                if written != name { context.catalog.rename(column: column, to: name) }
                // Claimed too: a lone label unsaid (`%usr` of `all`) is still this label's series.
                if context.table.claims[column] == nil { context.table.claims[column] = TableClaim(label: labelBytes, slot: slot) }
                return column
            }
            guard selected == slotName || selected == columnName else { continue }
            guard context.table.claims[column] == nil else {
                // Taken: this label's other slots, and other labels', are series of their own.
                return context.table.claims[column] == TableClaim(label: labelBytes, slot: slot) ? column : keyed(name, context: &context)
            }
            context.table.claims[column] = TableClaim(label: labelBytes, slot: slot)
            if name != written { context.catalog.rename(column: column, to: name) }
            return column
        }
        var bytes = Array(name.utf8)
        let matches = bytes.withUnsafeMutableBytes { key in context.picks.patterns.contains { $0.matches(UnsafeRawBufferPointer(key)) } }
        return matches ? keyed(name, context: &context) : TableLabel.notSelected
    }

    /// A second label came to a layout whose lone label went unsaid (`LabelPreference.namedWhenSeveral`):
    /// the first label's series take its name (`%usr` becomes `all %usr`).
    static func nameFirstLabel(layout index: Int, context: inout RowContext) {
        let layout = context.table.layouts[index]
        guard layout.hidesLoneLabel, layout.labels.count == 2 else { return }
        let first = String(decoding: layout.labels[0].bytes, as: UTF8.self)
        guard !first.isEmpty else { return }
        for (slot, column) in layout.labels[0].columns.enumerated() where column >= 0 {
            context.catalog.rename(column: column, to: first + " " + layout.slotNames[slot])
        }
    }

    /// The column of the series named `name`, made on first use; `dropped` past the most series kept.
    private static func keyed(_ name: String, context: inout RowContext) -> Int {
        var name = name
        return name.withUTF8 { key in
            let key = UnsafeRawBufferPointer(key)
            if let column = context.catalog.existingSeries(forKey: key) { return column }
            return context.catalog.addSeries(named: String(decoding: key, as: UTF8.self), key: key) ?? TableLabel.dropped
        }
    }
}
