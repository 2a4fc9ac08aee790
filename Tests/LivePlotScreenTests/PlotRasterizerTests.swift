import Testing
@testable import LivePlotInput
@testable import LivePlotScreen
@testable import LivePlotTestSupport

/// The plot area as pixels (`--graphics`, issue 46 point 2): each kind of line as the SVG draws it, in
/// tiny golden images (a character a pixel: `.` the background, `1`… the palette's colours in order).
@Suite struct PlotRasterizerTests {
    static let cyan = CellStyle(foreground: .series(0))
    static let black = PixelColor(red: 0, green: 0, blue: 0)

    /// A plot of `columns × rows` cells at the origin holding `paths`, rasterized.
    static func image(_ paths: [VectorPath], columns: Int, rows: Int, cell: (Int, Int), background: PixelColor = .clear,
                      colored: Bool = true) -> IndexedImage {
        var plot = VectorPlot(x: 0, y: 0, columns: columns, rows: rows)
        plot.paths = paths
        return PlotRasterizer.image(of: plot, cell: CellPixels(width: cell.0, height: cell.1)!, background: background, colored: colored)
    }

    /// A level line on a pixel row's centre covers that row whole, end to end, and nothing else; its
    /// colour is the series' own, opaque.
    @Test func aLevelLine() {
        let image = Self.image([VectorPath(kind: .data, style: Self.cyan, runs: [[(0, 4.5 / 8), (3, 4.5 / 8)]])],
                               columns: 3, rows: 1, cell: (4, 8))
        expectFrame(PixelPicture.text(of: image), """
            ............
            ............
            ............
            ............
            111111111111
            ............
            ............
            ............

            """)
        #expect(image.palette == [.clear, PixelColor(red: 0, green: 215, blue: 215)])
    }

    /// A diagonal, anti-aliased: whole pixels along its middle, quarters of the colour at its edges.
    @Test func aDiagonal() {
        let image = Self.image([VectorPath(kind: .data, style: Self.cyan, runs: [[(0, 0), (3, 1)]])],
                               columns: 3, rows: 1, cell: (4, 4))
        expectFrame(PixelPicture.text(of: image), """
            1213........
            ..31213.....
            .....31213..
            ........3121

            """)
    }

    /// A run of one point is a round dot, twice the line's width across.
    @Test func aDot() {
        let image = Self.image([VectorPath(kind: .data, style: Self.cyan, runs: [[(1, 0.5)]])], columns: 2, rows: 1, cell: (10, 20))
        expectFrame(PixelPicture.text(of: image), """
            ....................
            ....................
            ....................
            ....................
            ....................
            ....................
            ....................
            ....................
            ........1221........
            ........2332........
            ........2332........
            ........1221........
            ....................
            ....................
            ....................
            ....................
            ....................
            ....................
            ....................
            ....................

            """)
    }

    /// The dot's edge fades: its corners a little of the colour, its middle all of it.
    @Test func theDotFadesAtItsEdge() {
        let image = Self.image([VectorPath(kind: .data, style: Self.cyan, runs: [[(1, 0.5)]])], columns: 2, rows: 1, cell: (10, 20))
        #expect(image.palette.map(\.alpha) == [0, 64, 191, 255])
        #expect(image.palette.dropFirst().allSatisfy { $0.red == 0 && $0.green == 215 && $0.blue == 215 })
    }

    /// A band is filled by the nonzero rule at a fifth of its colour, whole pixels (centre inside), over
    /// an opaque background: one blend.
    @Test func aBand() {
        let band = VectorPath(kind: .band, style: Self.cyan, runs: [[(0, 0.25), (3, 0), (3, 1), (0, 0.75)]])
        let image = Self.image([band], columns: 3, rows: 1, cell: (4, 8), background: Self.black)
        expectFrame(PixelPicture.text(of: image), """
            .........111
            ...111111111
            111111111111
            111111111111
            111111111111
            111111111111
            ...111111111
            .........111

            """)
        #expect(image.palette == [Self.black, PixelColor(red: 0, green: 43, blue: 43)])
    }

    /// A reference line: 1 px, on whole pixels, dashed 6 on, 4 off from its start; the grid dotted 1 on, 3 off.
    @Test func dashedAndDottedLines() {
        let reference = VectorPath(kind: .reference, style: .reference, runs: [[(0, 0.3), (3, 0.3)]])
        let grid = VectorPath(kind: .grid, style: .grid, runs: [[(0, 0.8), (3, 0.8)]])
        let image = Self.image([reference, grid], columns: 3, rows: 1, cell: (8, 6))
        expectFrame(PixelPicture.text(of: image), """
            ........................
            111111....111111....1111
            ........................
            ........................
            2...2...2...2...2...2...
            ........................

            """)
    }

    /// Heatmap bins meet exactly: at a half cell of 2.5 px and at the cells' edges, no pixel is left
    /// between neighbours and none is drawn twice; each bin is opaque in its step's colour.
    @Test func heatmapCellsHaveNoSeam() {
        func bin(_ step: UInt8, _ x: Double, _ y: Double) -> VectorPath {
            VectorPath(kind: .cells, style: CellStyle(foreground: .heat(step)), runs: [[(x, y), (x + 1, y), (x + 1, y + 0.5), (x, y + 0.5)]])
        }
        let image = Self.image([bin(1, 0, 0), bin(8, 0, 0.5), bin(3, 1, 0), bin(5, 1, 0.5), bin(8, 2, 0.5)], columns: 3, rows: 1, cell: (3, 5))
        expectFrame(PixelPicture.text(of: image), """
            111333...
            111333...
            222444222
            222444222
            222444222

            """)
    }

    /// The alert's line is drawn only above its threshold, in red, over the series' line.
    @Test func theAlertClip() {
        let run: [(x: Double, y: Double)] = [(0, 1), (1, 0), (2, 1)]
        let paths = [VectorPath(kind: .data, style: Self.cyan, runs: [run]),
                     VectorPath(kind: .data, style: .alert, runs: [run], beyond: (y: 0.5, isBelow: false))]
        let image = Self.image(paths, columns: 2, rows: 1, cell: (5, 10))
        expectFrame(PixelPicture.text(of: image), """
            ....33....
            ...4334...
            ...3443...
            ..43..34..
            ..34..43..
            .21....12.
            .12....21.
            21......12
            12......21
            1........1

            """)
    }

    /// Without colour everything is the foreground grey; a heatmap's bins are its shades, a quarter to all.
    @Test func withoutColour() {
        let paths = [VectorPath(kind: .data, style: Self.cyan, runs: [[(0, 0.625), (1, 0.625)]]),
                     VectorPath(kind: .cells, style: CellStyle(foreground: .heat(8)), runs: [[(0, 0), (1, 0), (1, 0.25), (0, 0.25)]]),
                     VectorPath(kind: .cells, style: CellStyle(foreground: .heat(1)), runs: [[(0, 0.75), (1, 0.75), (1, 1), (0, 1)]])]
        let image = Self.image(paths, columns: 1, rows: 1, cell: (2, 4), background: Self.black, colored: false)
        let grey = PixelColor(red: 208, green: 208, blue: 208)
        #expect(image.palette == [Self.black, grey, PixelColor(red: 52, green: 52, blue: 52)])
    }

    /// The distance from (x, y) to the segment a–b.
    static func distance(_ x: Double, _ y: Double, _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let squared = dx * dx + dy * dy
        let t = squared == 0 ? 0 : Swift.min(1, Swift.max(0, ((x - a.x) * dx + (y - a.y) * dy) / squared))
        let (ox, oy) = (x - a.x - t * dx, y - a.y - t * dy)
        return (ox * ox + oy * oy).squareRoot()
    }

    /// For random polylines (a brute-force model of the distance to each segment): every pixel drawn lies
    /// within half the line's width and half a pixel of a segment, and every pixel a segment passes
    /// through is drawn: no stray pixels, no gaps along a line.
    @Test func linesCoverTheirPixelsAndNoOthers() {
        var generator = SplitMix64(seed: 46)
        let cell = CellPixels(width: 10, height: 20)!
        let width = 1.6 * 20 / SVGDocument.cellHeight
        for _ in 0..<200 {
            let count = Int.random(in: 2...8, using: &generator)
            let run = (0..<count).map { _ in (x: Double.random(in: -1...7, using: &generator), y: Double.random(in: -0.5...3.5, using: &generator)) }
            let image = Self.image([VectorPath(kind: .data, style: Self.cyan, runs: [run])], columns: 6, rows: 3, cell: (cell.width, cell.height))
            let pixels = run.map { (x: $0.x * 10, y: $0.y * 20) }
            let segments = Array(zip(pixels, pixels.dropFirst()))
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y] != 0 {
                    let nearest = segments.map { Self.distance(Double(x) + 0.5, Double(y) + 0.5, $0.0, $0.1) }.min()!
                    #expect(nearest < width / 2 + 0.5, "pixel \(x),\(y) drawn \(nearest) px from \(run)")
                }
            }
            for (a, b) in segments {
                let steps = Int((Self.distance(a.x, a.y, b, b) * 4).rounded(.up))
                for step in 0...steps {
                    let t = steps == 0 ? 0 : Double(step) / Double(steps)
                    let (x, y) = (Int((a.x + (b.x - a.x) * t).rounded(.down)), Int((a.y + (b.y - a.y) * t).rounded(.down)))
                    guard x >= 0, x < image.width, y >= 0, y < image.height else { continue }
                    #expect(image[x, y] != 0, "a gap at \(x),\(y) on \(a)–\(b)")
                }
            }
        }
    }

    /// Coordinates far beyond the image (a line from −1e12 to 1e12 px, dashed, a band, a bin) are clipped
    /// first: the picture is drawn at once, the line crossing it, and nothing not finite is drawn.
    @Test func hugeCoordinatesFinish() {
        let far = 1e11
        let paths = [VectorPath(kind: .data, style: Self.cyan, runs: [[(-far, -far), (far, far)], [(.nan, 0), (1, .infinity)]]),
                     VectorPath(kind: .reference, style: .reference, runs: [[(-far, 1.5), (far, 1.5)]]),
                     VectorPath(kind: .band, style: Self.cyan, runs: [[(-far, 0), (far, 0), (far, far), (-far, -far / 2)]]),
                     VectorPath(kind: .cells, style: CellStyle(foreground: .heat(3)), runs: [[(-far, -far), (far, -far), (far, 0.5), (-far, 0.5)]])]
        let image = Self.image(paths, columns: 4, rows: 3, cell: (10, 20))
        #expect(image.width == 40 && image.height == 60)
        // The diagonal y = x in cells: pixel (x, 2x) lies on it (below the bin, which covers the top 10 rows).
        for x in stride(from: 7, to: 30, by: 3) { #expect(image.color(x: x, y: 2 * x) == PixelColor(red: 0, green: 215, blue: 215)) }
        #expect(image.color(x: 39, y: 0) == PixelColor(red: 147, green: 38, blue: 103), "the bin over the top half row")
    }

    /// A long line's rows beside its middle, drawn without asking how far along each pixel lies, cover
    /// exactly what the general sum covers: the same line under a dash longer than itself.
    @Test func aLongLinesMiddleRowsAreTheGeneralSums() {
        let lines = [((3.3, 2.1), (57.6, 171.4)), ((2.5, 90.2), (118.9, 80.7)), ((60.2, 5.5), (12.8, 150.25))]
        for (from, to) in lines {
            func drawn(dashes: [Double]) -> IndexedImage {
                var canvas = PixelCanvas(width: 120, height: 180, background: .clear)
                CoverageLine(from: from, to: to, width: 1.88, dashes: dashes).stroke(into: &canvas)
                canvas.paint(PixelColor(red: 0, green: 215, blue: 215), opacity: 1, rows: 0..<180, isStroke: true)
                return canvas.image
            }
            let solid = drawn(dashes: [])
            #expect(solid.pixels.filter { $0 != 0 }.count > 200 && solid.palette.count == 5, "a long line, soft edges")
            #expect(solid == drawn(dashes: [1e9, 1]), "\(from) to \(to)")
        }
    }
}
