import LivePlotScreen

/// What the terminal shows of the plots as pictures (`--graphics`), as a state machine: each frame's
/// plots go in with the text diff sent before them, the pictures to send come out (`PixelCommand`).
/// A picture is sent only when it changed (or the screen was redrawn whole); kitty's replace each other
/// under a slot's two ids, the new placed before the old is deleted, so no frame is blank; sixel's are
/// opaque and drawn over the text, their plot's kept cells written again after.
///
/// ```swift
/// var pixels = PixelFrames(graphics: PixelGraphics(protocol: .kitty, cell: .fallback), colored: true)
/// let text = PixelFrames.text(of: grid, covering: plots)        // the plots' cells blank
/// let diff = GridDiff(from: shown, to: text)
/// let commands = pixels.update(plots: plots, after: diff)        // [.place(…, id: 1, …)]
/// let bytes = PixelFrames.bytes(of: commands, text: text, encoder: &encoder)
/// ```
struct PixelFrames: Sendable {
    /// Draws a plot as pixels: `PlotRasterizer.image`, or a test's own.
    typealias Rasterize = @Sendable (_ plot: VectorPlot, _ cell: CellPixels, _ background: PixelColor, _ colored: Bool) -> IndexedImage

    private(set) var graphics: PixelGraphics
    /// Whether the pictures are in colour (not with `NO_COLOR`, `--color never`).
    let colored: Bool
    var rasterize: Rasterize
    /// The pictures shown, a slot per plot, top to bottom.
    private(set) var slots: [PixelSlot] = []

    /// The most frames a second a protocol is sent at, when below `--fps`: a sixel frame is drawn whole
    /// by the terminal (no id to swap), and costs it more.
    static let mostFramesPerSecond: [GraphicsProtocol: Int] = [.sixel: 15]
    /// The most bytes of pictures a second: a frame after a large one waits until these have paid for it.
    static let bytesPerSecond = 1_500_000
    /// An opaque picture's background when the terminal did not say its own (OSC 11).
    static let defaultBackground = PixelColor(red: 0, green: 0, blue: 0)

    /// The frames a second with pictures: `--fps`, or fewer for sixel.
    static func framesPerSecond(_ asked: Int, for graphics: GraphicsProtocol) -> Int {
        min(asked, mostFramesPerSecond[graphics] ?? asked)
    }

    init(graphics: PixelGraphics, colored: Bool, rasterize: @escaping Rasterize = PlotRasterizer.image) {
        self.graphics = graphics
        self.colored = colored
        self.rasterize = rasterize
    }

    /// The colour of the pixels nothing is drawn on: the terminal's own for kitty (clear), opaque for sixel.
    var background: PixelColor {
        graphics.protocol == .kitty ? .clear : graphics.background ?? Self.defaultBackground
    }

    /// The most cells across and down one sixel covers in a terminal that shows no larger picture
    /// (xterm's `maxGraphicSize`, `PixelGraphics.largestImage`): a plot larger goes as tiles; nil: any.
    var sixelTile: (columns: Int, rows: Int)? {
        guard graphics.protocol == .sixel, let largest = graphics.largestImage else { return nil }
        return (max(1, largest.width / graphics.cell.width), max(1, largest.height / graphics.cell.height))
    }

    /// slot's two kitty ids: 1 and 2 for the first plot, 3 and 4 for the second… (0 is no id in kitty's
    /// protocol).
    static func ids(slot: Int) -> (UInt32, UInt32) { (UInt32(2 * slot + 1), UInt32(2 * slot + 2)) }

    /// The terminal says a cell has other pixels now (a font changed): the next pictures are drawn at it.
    mutating func resize(cell: CellPixels) {
        graphics.cell = cell
    }

    /// `grid` with each plot's cells blank but its kept ones (a reference line's label, the marks of
    /// clipped values): the text the pictures go under (kitty) or over (sixel), whose diff never writes
    /// a glyph a picture covers.
    ///
    /// - Complexity: O(the plots' cells).
    static func text(of grid: CellGrid, covering plots: [VectorPlot]) -> CellGrid {
        var text = grid
        for plot in plots {
            for y in plot.y..<plot.y + plot.rows {
                for x in plot.x..<plot.x + plot.columns where !plot.keptCells.contains(x + y * grid.width) {
                    text[x, y] = .blank
                }
            }
        }
        return text
    }

    /// Whether the text must be drawn whole before `plots`' pictures: sixel's pictures stay on the screen
    /// until something is drawn over them, so a picture no longer wanted, or one that moved, is cleared
    /// with the screen (kitty deletes by id instead).
    func needsFullRedraw(for plots: [VectorPlot]) -> Bool {
        guard graphics.protocol == .sixel else { return false }
        let places = plots.map(PixelPlace.init)
        return places.count < slots.count || zip(places, slots).contains { $0 != $1.place }
    }

    /// The pictures to send for `plots`, after the text's `diff` was sent: each plot's drawn, and sent
    /// when it differs from the one shown, when the screen was drawn whole, or (sixel) when the text
    /// wrote into its cells; a slot left without a plot is deleted (kitty).
    ///
    /// - Complexity: O(points) when each plot is as it was drawn (compared, not drawn again); else O(pixels)
    ///   for the drawing and the comparing.
    /// - Parameter gridWidth: the text grid's width, by which `VectorPlot.keptCells` are numbered: kitty's
    ///   pictures lie over the text, so the kept cells' pixels are left clear and their labels show (the
    ///   cursor's bar would cover them); nil: none cleared.
    mutating func update(plots: [VectorPlot], after diff: GridDiff, gridWidth: Int? = nil) -> [PixelCommand] {
        var commands: [PixelCommand] = []
        let drawn = plots.filter { $0.columns > 0 && $0.rows > 0 }
        for (slot, plot) in drawn.enumerated() {
            let place = PixelPlace(plot)
            let old = slot < slots.count ? slots[slot] : nil
            let drawing = PixelSlot.Drawing(plot: plot, cell: graphics.cell, gridWidth: gridWidth)
            // A frame that changed only its text (the status line) draws no picture: the plot is compared first.
            let image = old.map { $0.drawing == drawing } == true ? old!.image : picture(of: plot, gridWidth: gridWidth)
            let touched = graphics.protocol == .sixel && diff.runs.contains { place.meets(row: $0.row, column: $0.column, count: $0.count) }
            if let old, old.image == image, old.place == place, !diff.isFullRedraw, !touched {
                // The same picture from another plot: kept as this plot's, so the next frame compares plots.
                slots[slot].drawing = drawing
                continue
            }
            let ids = Self.ids(slot: slot)
            let id = old?.id == ids.0 ? ids.1 : ids.0
            switch graphics.protocol {
            case .kitty:
                commands.append(.place(image, id: id, at: place))
                if let old { commands.append(.delete(id: old.id)) }
            case .sixel:
                commands.append(.sixel(image, at: place, kept: plot.keptCells))
            }
            let shown = PixelSlot(place: place, image: image, id: id, drawing: drawing)
            if old == nil { slots.append(shown) } else { slots[slot] = shown }
        }
        for gone in slots.dropFirst(drawn.count) where graphics.protocol == .kitty {
            commands.append(.delete(id: gone.id))
        }
        slots.removeSubrange(drawn.count...)
        return commands
    }

    /// `plot` drawn in pixels, its kept cells left clear over kitty's text.
    private func picture(of plot: VectorPlot, gridWidth: Int?) -> IndexedImage {
        var image = rasterize(plot, graphics.cell, background, colored)
        if graphics.protocol == .kitty, let gridWidth { Self.clearKeptCells(of: plot, gridWidth: gridWidth, in: &image) }
        return image
    }

    /// The pixels of each kept cell of `plot` (a label, a mark: text to show) set to the background.
    static func clearKeptCells(of plot: VectorPlot, gridWidth: Int, in image: inout IndexedImage) {
        let (cellWidth, cellHeight) = (image.width / max(1, plot.columns), image.height / max(1, plot.rows))
        for index in plot.keptCells {
            let (column, row) = (index % gridWidth - plot.x, index / gridWidth - plot.y)
            guard column >= 0, column < plot.columns, row >= 0, row < plot.rows else { continue }
            for y in (row * cellHeight)..<((row + 1) * cellHeight) {
                let start = y * image.width + column * cellWidth
                image.pixels.replaceSubrange(start..<(start + cellWidth), with: repeatElement(0, count: cellWidth))
            }
        }
    }

    /// The bytes of `commands`, to follow the text's: kitty's as they are; sixel's each at its plot's top
    /// left, its kept cells of `text` written again after; the encoder told the cursor has moved after
    /// either picture.
    /// - Parameter tile: the most cells across and down one sixel may cover (`sixelTile`); nil: any.
    static func bytes(of commands: [PixelCommand], text: CellGrid, encoder: inout ANSIEncoder,
                      tile: (columns: Int, rows: Int)? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        for command in commands {
            switch command {
            case .place(let image, let id, let place):
                bytes += KittyGraphics.place(image, id: id, column: place.x, row: place.y, columns: place.columns, rows: place.rows)
                // It moves the cursor to the picture's top left first.
                encoder.invalidate()
            case .delete(let id):
                bytes += KittyGraphics.delete(id: id)
            case .sixel(let image, let place, let kept):
                // A picture larger than the terminal shows goes as tiles of whole cells that it does show.
                let (tileColumns, tileRows) = tile ?? (place.columns, place.rows)
                for top in stride(from: 0, to: place.rows, by: max(1, tileRows)) {
                    for left in stride(from: 0, to: place.columns, by: max(1, tileColumns)) {
                        EscapeSequence.cursorPosition(row: place.y + top, column: place.x + left, into: &bytes)
                        let (columns, rows) = (min(tileColumns, place.columns - left), min(tileRows, place.rows - top))
                        let whole = columns == place.columns && rows == place.rows
                        let (cellWidth, cellHeight) = (image.width / max(1, place.columns), image.height / max(1, place.rows))
                        bytes += SixelEncoder.encode(whole ? image : image.cropped(x: left * cellWidth, y: top * cellHeight,
                                                                                   width: columns * cellWidth, height: rows * cellHeight))
                    }
                }
                // The sixel leaves the cursor where the terminal puts it: below the picture, or not.
                encoder.invalidate()
                var under = text
                for index in kept { under[index % text.width, index / text.width] = .blank }
                bytes += unwrapped(encoder.encode(GridDiff(from: under, to: text), of: text))
            }
        }
        return bytes
    }

    /// The text's bytes and the pictures' in one synchronized update (DEC 2026): the terminal shows the
    /// new text and the new pictures together, never one without the other.
    static func joined(text: [UInt8], pictures: [UInt8]) -> [UInt8] {
        guard !pictures.isEmpty else { return text }
        return EscapeSequence.beginSynchronizedUpdate + unwrapped(text) + pictures + EscapeSequence.endSynchronizedUpdate
    }

    /// An encoder's update without its synchronized-update marks, to go inside another.
    private static func unwrapped(_ update: [UInt8]) -> [UInt8] {
        let begin = EscapeSequence.beginSynchronizedUpdate, end = EscapeSequence.endSynchronizedUpdate
        guard update.starts(with: begin), update.count >= begin.count + end.count else { return update }
        return Array(update[begin.count..<(update.count - end.count)])
    }
}
