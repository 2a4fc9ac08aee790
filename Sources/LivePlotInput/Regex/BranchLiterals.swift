/// The literals the branches of a choice begin with, one a branch (`GET ` and `POST `, `status=` and
/// `code=`): a match can only begin where one of them stands, so the search skips to the leftmost such
/// place, and a branch is tried only where its own literal stands. Rust's regex and Hyperscan prefilter
/// a set of literals the same way (Teddy: the first bytes of every literal compared a block at a time);
/// here the first three bytes of each (`GET`, `POS`; `sta`, `cod`; fewer when a literal is shorter),
/// sixteen places at once (`ByteSearch.firstIndex(ofPrefixes:…)`), then the literals compared where a
/// prefix stands. Three bytes let through far fewer places than one or two (`s` and `c` stand all over a
/// log line, and `st` in every `host=`; `sta` and `cod` seldom but in the literals), and the places come
/// in order, so the leftmost is the first (a search for the first bytes alone, `G` or `P` of `GET |POST `,
/// stopped at every `PUT`, `HTTP` and `Gecko` of an access log's lines). The literals
/// are the few of the choices `DeterministicMatcher` takes (`maximumBranches`).
///
/// Which literals stand at the place found is written to the caller's `places` (one a literal), so that a
/// search keeps nothing of its own.
///
/// ```swift
/// let starts = BranchLiterals([Array("GET ".utf8), Array("POST ".utf8)])!
/// var places = [-1, -1]
/// places.withUnsafeMutableBufferPointer { starts.nextStart(in: line, from: 0, places: $0) }  // the first "GET " or "POST "
/// starts.begins(0, at: 43, places: places)   // whether "GET " stands there
/// ```
///
/// - Complexity: O(n × k) a line of n bytes for k literals.
struct BranchLiterals: Sendable {
    /// The literals one after another as words of eight bytes (`LiteralWord`), literal k at
    /// `words[bounds[k]]`: one array, not one each.
    private let words: [LiteralWord]
    private let bounds: [Range<Int>]
    /// Each literal's first `prefixWidth` bytes (three, or the shortest literal's length), each in a
    /// block's sixteen lanes (`ByteSearch.prefixLanes`).
    private let prefixLanes: [SIMD16<UInt8>]
    private let prefixWidth: Int

    /// Nil when a literal is empty (its branch could begin anywhere) or there are none.
    init?(_ literals: [[UInt8]]) {
        guard !literals.isEmpty, literals.allSatisfy({ !$0.isEmpty }) else { return nil }
        words = literals.flatMap { LiteralWord.words(of: $0) }
        var start = 0
        bounds = literals.map { literal in
            let count = (literal.count + 7) / 8
            defer { start += count }
            return start..<(start + count)
        }
        prefixWidth = min(3, literals.map(\.count).min()!)
        prefixLanes = ByteSearch.prefixLanes(literals, width: prefixWidth)
    }

    /// The first index at or after `start` where one of the literals stands, or nil; `places` (one a
    /// literal) tells which stand there: `start` where one does, -1 where it does not.
    @inline(__always)
    func nextStart(in line: UnsafeRawBufferPointer, from start: Int, places: UnsafeMutableBufferPointer<Int>) -> Int? {
        var from = start
        while let candidate = candidate(in: line, from: from) {
            var found = false
            for index in bounds.indices {
                let stands = stands(bounds[index], in: line, at: candidate)
                places[index] = stands ? candidate : -1
                found = found || stands
            }
            if found { return candidate }
            from = candidate + 1
        }
        return nil
    }

    /// The next place at or after `from` where a literal may stand: where one of the prefixes does.
    @inline(__always)
    private func candidate(in line: UnsafeRawBufferPointer, from: Int) -> Int? {
        return prefixLanes.withUnsafeBufferPointer { ByteSearch.firstIndex(ofPrefixes: $0, width: prefixWidth, in: line, from: from) }
    }

    /// Whether branch `branch`'s literal stands at `position`, the start `nextStart` gave last.
    @inline(__always)
    func begins(_ branch: Int, at position: Int, places: UnsafeMutableBufferPointer<Int>) -> Bool {
        places[branch] == position
    }

    /// Whether the literal at `words[literal]` stands in `line` at `position`: a word compare for eight
    /// bytes.
    @inline(__always)
    private func stands(_ literal: Range<Int>, in line: UnsafeRawBufferPointer, at position: Int) -> Bool {
        var at = position
        for index in literal {
            guard words[index].stands(in: line, at: at) else { return false }
            at &+= 8
        }
        return true
    }
}
