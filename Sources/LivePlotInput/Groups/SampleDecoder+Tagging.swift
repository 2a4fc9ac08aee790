/// `--by`'s reading of field lines (`GroupTagger`): apart from the plain loop, which pays nothing for it.
extension SampleDecoder {
    /// `--by`: each line read whole (no run read at once), its row tagged with its value of the field.
    mutating func readTaggedLines(_ chunk: UnsafeRawBufferPointer?, reader: inout FieldRowReader, into batch: inout SampleBatch) {
        // Moved out while it tags, so its tables are written in place, not copied.
        var tagger = self.tagger.take()!
        forEachLine(chunk) { line in
            Self.read(line, reader: &reader, into: &batch)
            tagger.tag(line, reader: &reader, into: &batch)
        }
        if chunk == nil { Self.endInput(of: &reader, into: &batch) }
        self.tagger = tagger
    }
}
