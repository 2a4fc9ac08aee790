/// A scrape's row still open when a chunk's lines ran out, held by the decoder until its step ends
/// (`SampleDecoder`): the batch is handed on after each chunk, and a row left in it could take no more
/// of its scrape's lines, so a scrape cut by a read would be drawn as two steps.
///
/// ```swift
/// let held = batch.removeLastRow()            // lo: 4101183, ifb0: 0 (eth0's line not read yet)
/// next.appendRow(held, names: catalog.names)  // the next chunk's batch: eth0's line joins it
/// ```
struct HeldRow: Sendable {
    /// The row's values, as wide as its batch was.
    let values: [Double]
    /// Its x from the data, nil when it has none.
    let x: Double?
    /// Its `--by` tag (`SampleBatch.groups`), nil when the batch has none.
    var group: Int32?
    /// `--rate`: when the read that last added to it returned, its arrival for `ArrivalTiming`.
    var at = 0.0

    /// Whether `values` are this row's, as wide or wider (the new columns empty): no line joined it.
    func isAsItWas(_ values: some Collection<Double>) -> Bool {
        values.count >= self.values.count
            && zip(self.values, values).allSatisfy { $0.bitPattern == $1.bitPattern }
            && values.dropFirst(self.values.count).allSatisfy(\.isNaN)
    }
}
