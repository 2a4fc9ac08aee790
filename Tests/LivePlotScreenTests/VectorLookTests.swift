import Testing
@testable import LivePlotScreen

/// The one table of each kind's look (`VectorLook`) writes the SVG's paint exactly as it was written
/// before the table (`-o chart.svg` byte for byte), and the cursor's bar only through the same table.
@Suite struct VectorLookTests {
    @Test func theSVGsPaintIsAsItWas() {
        let color = "#00D7D7"
        let written: [(VectorPath.Kind, String)] = [
            (.data, "fill=\"none\" stroke=\"#00D7D7\" stroke-width=\"1.6\" stroke-linejoin=\"round\" stroke-linecap=\"round\""),
            (.muted, "fill=\"none\" stroke=\"#00D7D7\" stroke-width=\"1.2\" stroke-linejoin=\"round\" stroke-linecap=\"round\" opacity=\"0.45\""),
            (.grid, "fill=\"none\" stroke=\"#00D7D7\" stroke-width=\"1\" stroke-dasharray=\"1,3\""),
            (.reference, "fill=\"none\" stroke=\"#00D7D7\" stroke-width=\"1\" stroke-dasharray=\"6,4\""),
            (.band, "fill=\"#00D7D7\" stroke=\"none\" opacity=\"0.2\""),
            (.cells, "fill=\"#00D7D7\" stroke=\"none\""),
            (.cursor, "fill=\"#00D7D7\" stroke=\"none\" opacity=\"0.3\""),
        ]
        for (kind, attributes) in written {
            #expect(SVGDocument.attributes(of: VectorLook.of(kind), color: color) == attributes, "\(kind)")
        }
        #expect(SVGDocument.fraction(percent: 5) == "0.05")
    }
}
