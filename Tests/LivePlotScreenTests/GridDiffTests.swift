import Testing
@testable import LivePlotText
@testable import LivePlotInput
@testable import LivePlotScreen
@testable import LivePlotTestSupport

@Suite struct GridDiffTests {
    static func randomGrid(_ random: inout SplitMix64, width: Int, height: Int, from base: CellGrid? = nil) -> CellGrid {
        var grid = base ?? CellGrid(width: width, height: height)
        let glyphs: [Unicode.Scalar] = [" ", "a", "⣿", "⠁", "│", "温"]
        let styles: [CellStyle] = [.plain, .axis, .line, .newest, .title]
        for _ in 0..<Int(random.next() % UInt64(width * height + 1)) {
            let x = Int(random.next() % UInt64(width))
            let y = Int(random.next() % UInt64(height))
            let text = String(glyphs[Int(random.next() % UInt64(glyphs.count))])
            // Overwriting half of a wide glyph would leave an orphan; the renderer never does, nor does this.
            if grid[x, y].isContinuation || (x + 1 < width && grid[x + 1, y].isContinuation) { continue }
            if TerminalText.isWide(text.unicodeScalars.first!), x + 2 < width, grid[x + 2, y].isContinuation { continue }
            grid.write(text, x: x, y: y, style: styles[Int(random.next() % UInt64(styles.count))])
        }
        return grid
    }

    /// The runs are the cells that differ, as comparing every cell field by field finds them (issue 47:
    /// the diff compares cells by their bytes first): for cells of every colour case and payload (the
    /// heat's, the palette's, backgrounds), bold, dim, reverse and combining marks, in grids drawn anew
    /// each frame as the renderer draws them.
    @Test func theRunsAreTheCellsThatDifferFieldByField() {
        var random = SplitMix64(seed: 47)
        let colors: [TerminalColor] = [.standard, .gridGrey, .axisGrey, .palette(9), .palette(1), .series(0), .series(3),
                                       .heat(1), .heat(2), .heat(8)]
        func randomCell() -> Cell {
            var style = CellStyle(foreground: colors.randomElement(using: &random)!, background: colors.randomElement(using: &random)!)
            (style.isBold, style.isDim, style.isReverse) = (Bool.random(using: &random), Bool.random(using: &random), Bool.random(using: &random))
            var marks = CombiningMarks()
            if Int.random(in: 0..<4, using: &random) == 0 { marks.append("\u{301}") }
            return Cell(["a", "▀", "▄", "⣿"].randomElement(using: &random)!, style: style, marks: marks)
        }
        for _ in 0..<200 {
            let (width, height) = (Int.random(in: 1...30, using: &random), Int.random(in: 1...6, using: &random))
            var old = CellGrid(width: width, height: height)
            var new = CellGrid(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    old[x, y] = randomCell()
                    // Most cells as they were, some changed in one field only.
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0: new[x, y] = randomCell()
                    case 1: new[x, y] = Cell(old[x, y].scalar, style: CellStyle(foreground: colors.randomElement(using: &random)!,
                                                                                  background: old[x, y].style.background))
                    default: new[x, y] = Cell(old[x, y].scalar, style: old[x, y].style, marks: old[x, y].marks)
                    }
                }
            }
            var expected: [GridDiff.Run] = []
            for y in 0..<height {
                for x in 0..<width where old[x, y] != new[x, y] {
                    if let last = expected.last, last.row == y, last.column + last.count == x {
                        expected[expected.count - 1].count += 1
                    } else {
                        expected.append(GridDiff.Run(row: y, column: x, count: 1))
                    }
                }
            }
            #expect(GridDiff(from: old, to: new).runs == expected)
        }
    }

    /// A cell changed in one field only, whichever (the glyph, either colour's case or payload, bold, dim,
    /// reverse, the marks), is a run of its own, and a cell written anew unchanged is none (issue 48: the
    /// diff compares a cell's three words unrolled, each by its own mask: a word left out would miss
    /// the fields it holds).
    @Test func aChangeInAnyOneFieldIsARun() {
        let base = Cell("⣿", style: CellStyle(foreground: .series(2), background: .heat(3)), marks: CombiningMarks())
        let changes: [(String, (inout Cell) -> Void)] = [
            ("glyph", { $0.scalar = "⣾" }), ("foreground's payload", { $0.style.foreground = .series(3) }),
            ("foreground's case", { $0.style.foreground = .heat(2) }), ("background's payload", { $0.style.background = .heat(4) }),
            ("background's case", { $0.style.background = .standard }), ("bold", { $0.style.isBold = true }),
            ("dim", { $0.style.isDim = true }), ("reverse", { $0.style.isReverse = true }), ("marks", { $0.marks.append("\u{301}") }),
        ]
        for (name, change) in changes {
            // Every column of a row of seven: the cells of a step of four (first or second pair, first or
            // second cell of it), of a pair left after the steps, and the one cell left after that.
            for x in 0..<7 {
                var old = CellGrid(width: 7, height: 2)
                for y in 0..<2 { for column in 0..<7 { old[column, y] = base } }
                var new = old
                for y in 0..<2 { for column in 0..<7 { new[column, y] = base } }
                var changed = base
                change(&changed)
                new[x, 1] = changed
                #expect(GridDiff(from: old, to: new).runs == [GridDiff.Run(row: 1, column: x, count: 1)], "\(name) at \(x)")
            }
        }
    }

    /// Replaying the encoded bytes of any sequence of frames on a terminal model gives exactly each frame.
    @Test func encodedChangesReproduceEveryFrame() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let width = 1 + Int(random.next() % 12)
            let height = 1 + Int(random.next() % 6)
            var encoder = ANSIEncoder(colors: .basic)
            var screen = VirtualScreen(width: width, height: height)
            var previous: CellGrid?
            var frame = Self.randomGrid(&random, width: width, height: height)
            for _ in 0..<5 {
                screen.apply(encoder.encode(GridDiff(from: previous, to: frame), of: frame))
                #expect(screen.failures.isEmpty, "\(screen.failures)")
                #expect(screen.grid == VirtualScreen.asShown(frame))
                previous = frame
                frame = Self.randomGrid(&random, width: width, height: height, from: frame)
            }
        }
    }

    @Test func nothingChangedMeansNoBytes() {
        var grid = CellGrid(width: 5, height: 2)
        grid.write("ab", x: 1, y: 1)
        var encoder = ANSIEncoder(colors: .basic)
        #expect(!encoder.encode(GridDiff(from: nil, to: grid), of: grid).isEmpty)
        #expect(GridDiff(from: grid, to: grid).isEmpty)
        #expect(encoder.encode(GridDiff(from: grid, to: grid), of: grid).isEmpty)
    }

    @Test func movesTheCursorOnlyWhenNeededAndSendsStylesOnlyWhenTheyChange() {
        let old = CellGrid(width: 20, height: 1)
        var new = old
        new.write("ab", x: 0, y: 0, style: .line)
        new.write("c", x: 15, y: 0, style: .line)
        var encoder = ANSIEncoder(colors: .basic)
        _ = encoder.encode(GridDiff(from: nil, to: old), of: old)
        let bytes = String(decoding: encoder.encode(GridDiff(from: old, to: new), of: new), as: UTF8.self)
        // After the clear the cursor is known to be home: no move before `ab`, one before `c`, and on the
        // same row a forward move is shorter than a position.
        #expect(bytes == "\u{1B}[?2026h\u{1B}[0;36mab\u{1B}[13Cc\u{1B}[?2026l")
    }

    /// A short hop over unchanged cells in the same style rewrites them: fewer bytes than any move.
    @Test func shortHopsRewriteTheCellsBetween() {
        var old = CellGrid(width: 20, height: 2)
        old.write("abcdef", x: 0, y: 1, style: .line)
        var new = old
        new.write("X", x: 0, y: 1, style: .line)
        new.write("Y", x: 2, y: 1, style: .line)
        new.write("Z", x: 0, y: 0, style: .line)
        var encoder = ANSIEncoder(colors: .basic)
        _ = encoder.encode(GridDiff(from: nil, to: old), of: old)
        let bytes = String(decoding: encoder.encode(GridDiff(from: old, to: new), of: new), as: UTF8.self)
        #expect(bytes == "\u{1B}[?2026h\u{1B}[1;1HZ\u{1B}[2;1HXbY\u{1B}[?2026l", "`b` rewritten: 1 byte, where a move takes 3")
    }

    /// A hop over unchanged blanks rewrites them while they are fewer bytes than a forward move, and is the
    /// move from the length where it is not (the encoder then looks at no cell between): every hop up to
    /// twelve, on one row.
    @Test func aHopIsTheFewerBytesOfTheCellsBetweenAndAForwardMove() {
        for gap in 1...12 {
            let old = CellGrid(width: 20, height: 1)
            var new = old
            new.write("X", x: 0, y: 0, style: .line)
            new.write("Y", x: 1 + gap, y: 0, style: .line)
            var encoder = ANSIEncoder(colors: .basic)
            _ = encoder.encode(GridDiff(from: nil, to: old), of: old)
            let bytes = String(decoding: encoder.encode(GridDiff(from: old, to: new), of: new), as: UTF8.self)
            let forward = gap > 1 ? "\u{1B}[\(gap)C" : "\u{1B}[C"
            let hop = gap < forward.utf8.count ? String(repeating: " ", count: gap) : forward
            #expect(bytes == "\u{1B}[?2026h\u{1B}[0;36mX\(hop)Y\u{1B}[?2026l", "a hop of \(gap)")
        }
    }

    @Test func withoutColorsNoStyleIsSent() {
        var grid = CellGrid(width: 4, height: 1)
        grid.write("ab", x: 0, y: 0, style: .newest)
        var encoder = ANSIEncoder(colors: .none)
        let bytes = String(decoding: encoder.encode(GridDiff(from: nil, to: grid), of: grid), as: UTF8.self)
        #expect(!bytes.contains("\u{1B}[0;"), "no style beyond the reset of a full redraw")
        #expect(ANSIEncoder.staticText(grid, colors: .none) == "ab\n")
        #expect(ANSIEncoder.staticText(grid, colors: .basic) == "\u{1B}[0;1;93mab\u{1B}[0m\n")
    }
}
