extension PlotStyle {
    /// The drawer of this style's plots.
    var drawer: any PlotDrawer.Type {
        switch self {
        case .braille: BrailleDrawer.self
        case .blocks: BlocksDrawer.self
        case .ascii: ASCIIDrawer.self
        }
    }
}
