import Synchronization
import Testing
@testable import LivePlotScreen
@testable import LivePlotLive

/// Pictures drawn by a test: a pixel a cell, lit where a path's point falls, so the picture changes as
/// the plot does (the rasterizer's stub draws every plot as the same blank).
enum FakePictures {
    static let draw: PixelFrames.Rasterize = { plot, _, background, _ in
        var image = IndexedImage(width: plot.columns, height: plot.rows, background: background)
        let ink = image.index(of: PixelColor(red: 255, green: 255, blue: 255))
        for path in plot.paths {
            for run in path.runs {
                for point in run {
                    let x = Int(point.x) - plot.x, y = Int(point.y) - plot.y
                    if x >= 0, x < plot.columns, y >= 0, y < plot.rows { image[x, y] = ink }
                }
            }
        }
        return image
    }

    /// A plot of 10×4 cells at (2, 1) with a point at (`x`, `y`) of the grid.
    static func plot(point: (x: Double, y: Double), at place: (x: Int, y: Int) = (2, 1), kept: Set<Int> = []) -> VectorPlot {
        var plot = VectorPlot(x: place.x, y: place.y, columns: 10, rows: 4)
        plot.paths = [VectorPath(kind: .data, style: .plain, runs: [[point]])]
        plot.keptCells = kept
        return plot
    }
}

/// `PixelFrames`, the state machine of the pictures a terminal shows (issue 46, cli.md ★ "Pixels"): a
/// picture only when it changed; kitty's under a slot's two ids in turn, the new placed before the old
/// is deleted; sixel's at the plot's top left, drawn again when the text wrote into it, its kept cells
/// written after it.
@Suite struct PixelFramesTests {
    static let grid = CellGrid(width: 20, height: 8)
    static let whole = GridDiff(from: nil, to: grid)
    static let none = GridDiff(from: grid, to: grid)

    static func frames(_ graphics: GraphicsProtocol) -> PixelFrames {
        PixelFrames(graphics: PixelGraphics(protocol: graphics, cell: .fallback), colored: true, rasterize: FakePictures.draw)
    }

    static func image(_ plot: VectorPlot, background: PixelColor = .clear) -> IndexedImage {
        FakePictures.draw(plot, .fallback, background, true)
    }

    @Test func kittyAlternatesTheIdsAndDeletesTheOldAfterTheNewIsPlaced() {
        var pixels = Self.frames(.kitty)
        let place = PixelPlace(x: 2, y: 1, columns: 10, rows: 4)
        let a = FakePictures.plot(point: (3.5, 1.5)), b = FakePictures.plot(point: (4.5, 2.5)), c = FakePictures.plot(point: (5.5, 3.5))
        #expect(pixels.update(plots: [a], after: Self.whole) == [.place(Self.image(a), id: 1, at: place)])
        // Nothing changed: nothing sent.
        #expect(pixels.update(plots: [a], after: Self.none) == [])
        #expect(pixels.update(plots: [b], after: Self.none) == [.place(Self.image(b), id: 2, at: place), .delete(id: 1)])
        #expect(pixels.update(plots: [c], after: Self.none) == [.place(Self.image(c), id: 1, at: place), .delete(id: 2)])
        #expect(pixels.update(plots: [c], after: Self.none) == [])
        // The screen drawn whole (a resize, fg): the picture sent again, the old one deleted after.
        #expect(pixels.update(plots: [c], after: Self.whole) == [.place(Self.image(c), id: 2, at: place), .delete(id: 1)])
        #expect(pixels.needsFullRedraw(for: []) == false, "kitty deletes by id")
    }

    /// kitty's pictures lie over the text: a kept cell (a reference line's label) has its pixels clear, so
    /// the label shows whatever is drawn there (the cursor's bar covered it: attacker); sixel's are not
    /// touched (its kept cells are written again after the picture).
    @Test func kittyLeavesTheKeptCellsClear() {
        // One pixel a cell (FakePictures): the kept cell (5, 2) of a grid 20 wide is the plot's (3, 1).
        let kept = FakePictures.plot(point: (5.5, 2.5), kept: [5 + 2 * 20])
        var kitty = Self.frames(.kitty)
        guard case .place(let image, _, _) = kitty.update(plots: [kept], after: Self.whole, gridWidth: 20).first else {
            Issue.record("no picture")
            return
        }
        #expect(image[3, 1] == 0, "the kept cell cleared")
        #expect(Self.image(kept)[3, 1] != 0, "where the point was drawn")
        var sixel = Self.frames(.sixel)
        guard case .sixel(let drawn, _, _) = sixel.update(plots: [kept], after: Self.whole, gridWidth: 20).first else {
            Issue.record("no picture")
            return
        }
        #expect(drawn[3, 1] != 0)
    }

    /// Two panels, then one (`--split` paged, the histogram, every series hidden): the second's picture
    /// deleted, the first left as it is; then none.
    @Test func kittyDeletesThePicturesNoLongerWanted() {
        var pixels = Self.frames(.kitty)
        let top = FakePictures.plot(point: (3.5, 1.5)), bottom = FakePictures.plot(point: (3.5, 5.5), at: (2, 5))
        #expect(pixels.update(plots: [top, bottom], after: Self.whole) == [
            .place(Self.image(top), id: 1, at: PixelPlace(top)), .place(Self.image(bottom), id: 3, at: PixelPlace(bottom)),
        ])
        #expect(pixels.update(plots: [top], after: Self.none) == [.delete(id: 3)])
        #expect(pixels.update(plots: [], after: Self.none) == [.delete(id: 1)])
        #expect(pixels.slots.isEmpty)
        // Back: a slot starts again at its first id.
        #expect(pixels.update(plots: [top], after: Self.none) == [.place(Self.image(top), id: 1, at: PixelPlace(top))])
    }

    @Test func sixelIsDrawnAgainWhenTheTextWroteIntoItsCells() {
        var pixels = Self.frames(.sixel)
        let black = PixelColor(red: 0, green: 0, blue: 0)
        let plot = FakePictures.plot(point: (3.5, 1.5), kept: [2 + 2 * 20])
        let first = pixels.update(plots: [plot], after: Self.whole)
        #expect(first == [.sixel(Self.image(plot, background: black), at: PixelPlace(plot), kept: [42])], "opaque: black unless told")
        #expect(pixels.update(plots: [plot], after: Self.none) == [])
        // A label outside the plot changed: nothing to draw again.
        var beside = Self.grid
        beside.write("9", x: 15, y: 2)
        #expect(pixels.update(plots: [plot], after: GridDiff(from: Self.grid, to: beside)) == [])
        // The kept cell changed: the text wrote into the picture, which is drawn again.
        var inside = beside
        inside.write("R", x: 2, y: 2)
        #expect(pixels.update(plots: [plot], after: GridDiff(from: beside, to: inside)) == first)
    }

    /// A sixel stays until something is drawn over it: one no longer wanted, or moved, needs the screen
    /// drawn whole.
    @Test func sixelNeedsTheScreenDrawnWholeWhenAPictureGoesOrMoves() {
        var pixels = Self.frames(.sixel)
        let top = FakePictures.plot(point: (3.5, 1.5)), bottom = FakePictures.plot(point: (3.5, 5.5), at: (2, 5))
        _ = pixels.update(plots: [top, bottom], after: Self.whole)
        #expect(!pixels.needsFullRedraw(for: [top, bottom]))
        #expect(pixels.needsFullRedraw(for: [top]))
        #expect(pixels.needsFullRedraw(for: [FakePictures.plot(point: (3.5, 1.5), at: (3, 1)), bottom]))
        #expect(!pixels.needsFullRedraw(for: [top, bottom, FakePictures.plot(point: (3.5, 1.5), at: (2, 7))]))
    }

    /// The sixel's bytes: the cursor to the plot's top left, the picture, the kept cells written again
    /// (the opaque picture covered them), the encoder told the cursor moved.
    @Test func sixelBytesGoAtThePlotThenTheKeptCells() {
        var text = Self.grid
        text.write("R", x: 3, y: 2)
        let plot = FakePictures.plot(point: (3.5, 1.5), kept: [3 + 2 * 20])
        let image = Self.image(plot)
        var encoder = ANSIEncoder(colors: .none)
        _ = encoder.encode(GridDiff(from: nil, to: text), of: text)
        let bytes = PixelFrames.bytes(of: [.sixel(image, at: PixelPlace(plot), kept: plot.keptCells)], text: text, encoder: &encoder)
        #expect(bytes == Array("\u{1B}[2;3H".utf8) + SixelEncoder.encode(image) + Array("\u{1B}[3;4H\u{1B}[0mR".utf8))
        // Without kept cells the cursor is the terminal's after a sixel: the next change is placed by CUP,
        // not moved to from where the encoder last wrote.
        var encoder2 = ANSIEncoder(colors: .none)
        _ = encoder2.encode(GridDiff(from: nil, to: text), of: text)
        _ = PixelFrames.bytes(of: [.sixel(image, at: PixelPlace(plot), kept: [])], text: text, encoder: &encoder2)
        var next = text
        next.write("S", x: 4, y: 2)
        #expect(encoder2.encode(GridDiff(from: text, to: next), of: next)
            == EscapeSequence.beginSynchronizedUpdate + Array("\u{1B}[3;5H\u{1B}[0mS".utf8) + EscapeSequence.endSynchronizedUpdate)
    }

    /// kitty's picture is placed with the cursor at its top left: the next change is placed by CUP.
    @Test func kittyPicturesLeaveTheCursorUnknownToo() {
        var text = Self.grid
        text.write("R", x: 3, y: 2)
        var encoder = ANSIEncoder(colors: .none)
        _ = encoder.encode(GridDiff(from: nil, to: text), of: text)
        let plot = FakePictures.plot(point: (3.5, 1.5))
        _ = PixelFrames.bytes(of: [.place(Self.image(plot), id: 1, at: PixelPlace(plot))], text: text, encoder: &encoder)
        var next = text
        next.write("S", x: 4, y: 2)
        #expect(encoder.encode(GridDiff(from: text, to: next), of: next)
            == EscapeSequence.beginSynchronizedUpdate + Array("\u{1B}[3;5H\u{1B}[0mS".utf8) + EscapeSequence.endSynchronizedUpdate)
    }

    @Test func theTextHasThePlotsCellsBlankButTheKeptOnes() {
        var grid = CellGrid(width: 6, height: 3)
        grid.write("abcdef", x: 0, y: 0)
        grid.write("ghijkl", x: 0, y: 1)
        grid.write("mnopqr", x: 0, y: 2)
        var plot = VectorPlot(x: 1, y: 0, columns: 3, rows: 2)
        plot.keptCells = [2 + 1 * 6]
        #expect(PixelFrames.text(of: grid, covering: [plot]).plainText() == """
            a   ef
            g i kl
            mnopqr

            """)
    }

    @Test func textAndPicturesGoInOneSynchronizedUpdate() {
        let begin = EscapeSequence.beginSynchronizedUpdate, end = EscapeSequence.endSynchronizedUpdate
        let picture = Array("\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\".utf8)
        #expect(PixelFrames.joined(text: begin + Array("x".utf8) + end, pictures: picture) == begin + Array("x".utf8) + picture + end)
        #expect(PixelFrames.joined(text: [], pictures: picture) == begin + picture + end)
        #expect(PixelFrames.joined(text: begin + Array("x".utf8) + end, pictures: []) == begin + Array("x".utf8) + end)
    }

    @Test func theBudgetHoldsTheFrameAfterALargeOne() {
        var pacer = FramePacer(framesPerSecond: 30, bytesPerSecond: 1_500_000)
        pacer.frameDrawn(at: .zero, bytes: 300_000)
        #expect(pacer.earliestNextFrame == .milliseconds(200))
        #expect(!pacer.mayDraw(at: .milliseconds(199)) && pacer.mayDraw(at: .milliseconds(200)))
        // A small one waits the frame interval only.
        pacer.frameDrawn(at: .seconds(1), bytes: 1_000)
        #expect(pacer.earliestNextFrame == .seconds(1) + .seconds(1) / 30)
        #expect(PixelFrames.framesPerSecond(30, for: .sixel) == 15 && PixelFrames.framesPerSecond(10, for: .sixel) == 10)
        #expect(PixelFrames.framesPerSecond(30, for: .kitty) == 30)
    }

    /// A frame whose plots are as they were drawn (only the text changed: the status line) draws no
    /// picture; a plot changed, a resize of the cells, or another grid width (kitty's kept cells) draws again.
    @Test func aPlotAsItWasIsNotDrawnAgain() {
        final class Count: Sendable { let drawn = Atomic<Int>(0) }
        let count = Count()
        var pixels = PixelFrames(graphics: PixelGraphics(protocol: .kitty, cell: .fallback), colored: true) { plot, cell, background, colored in
            count.drawn.add(1, ordering: .relaxed)
            return FakePictures.draw(plot, cell, background, colored)
        }
        let a = FakePictures.plot(point: (3.5, 1.5)), b = FakePictures.plot(point: (4.5, 2.5))
        _ = pixels.update(plots: [a], after: Self.whole, gridWidth: 20)
        #expect(count.drawn.load(ordering: .relaxed) == 1)
        #expect(pixels.update(plots: [a], after: Self.none, gridWidth: 20) == [])
        // Drawn whole: the picture sent again, from the one kept.
        #expect(pixels.update(plots: [a], after: Self.whole, gridWidth: 20).count == 2)
        #expect(count.drawn.load(ordering: .relaxed) == 1, "the same plot is not drawn again")
        _ = pixels.update(plots: [b], after: Self.none, gridWidth: 20)
        #expect(count.drawn.load(ordering: .relaxed) == 2, "a plot changed is drawn")
        _ = pixels.update(plots: [b], after: Self.none, gridWidth: 30)
        #expect(count.drawn.load(ordering: .relaxed) == 3, "another grid width numbers the kept cells otherwise")
        // The same picture (no kept cells to clear) is kept as the new drawing's: not drawn again after.
        _ = pixels.update(plots: [b], after: Self.none, gridWidth: 30)
        #expect(count.drawn.load(ordering: .relaxed) == 3, "the drawing kept with its picture")
        pixels.resize(cell: CellPixels(width: 8, height: 16)!)
        _ = pixels.update(plots: [b], after: Self.whole, gridWidth: 30)
        #expect(count.drawn.load(ordering: .relaxed) == 4, "cells of another size draw another picture")
    }

    @Test func plotsAreEqualWhenTheyDrawTheSame() {
        let a = FakePictures.plot(point: (3.5, 1.5))
        var moved = a
        moved.paths[0].runs[0][0].y = 1.5000001
        var clipped = a
        clipped.paths[0].beyond = (y: 2, isBelow: false)
        var labelled = a
        labelled.labelRows = [(row: 2, y: 2.5)]
        var kept = a
        kept.keptCells = [3]
        #expect(a == FakePictures.plot(point: (3.5, 1.5)))
        #expect(a != moved && a != clipped && a != labelled && a != kept)
    }
}
