import Testing
@testable import LivePlotChart

/// The one label-width settling of single and split charts, on made-up layouts: a layout of width `w`
/// whose labels need `needs(w)`.
@Suite struct LabelWidthSettlingTests {
    struct Layout: Equatable {
        let width: Int
        let needed: Int
    }

    /// Settles with `needs`, counting the layouts tried; `fits` says up to which width a layout fits at all.
    static func settle(hint: Int, fits: Int = .max, needs: (Int) -> Int) -> (settled: Layout?, widened: Bool, tried: [Int]) {
        var tried: [Int] = []
        func layOut(_ width: Int) -> Layout? {
            tried.append(width)
            return width <= fits ? Layout(width: width, needed: needs(width)) : nil
        }
        let result = LabelWidthSettling.settle(hint: hint, trial: layOut, wider: layOut, laidOut: { $0.width }, needed: { $0.needed })
        return (result?.trial, result?.widened ?? false, tried)
    }

    @Test func aHintThatHoldsIsTheOnlyLayout() {
        let result = Self.settle(hint: 4) { _ in 4 }
        #expect(result.settled == Layout(width: 4, needed: 4) && !result.widened && result.tried == [4])
    }

    /// Labels that got narrower (`-23.5` went, `4.5` stays): the hint does not hold, and the chart lays out
    /// from scratch rather than keep a width nothing needs.
    @Test func aHintThatDoesNotHoldStartsFromScratch() {
        let result = Self.settle(hint: 5) { _ in 3 }
        #expect(result.settled == Layout(width: 3, needed: 3) && result.widened && result.tried == [5, 1, 3])
    }

    /// A narrower plot shows other samples whose labels are wider still: it widens until they fit.
    @Test func itWidensUntilTheLabelsFit() {
        let result = Self.settle(hint: 1) { width in width < 4 ? width + 2 : 4 }
        #expect(result.settled == Layout(width: 5, needed: 4) && result.tried == [1, 3, 5])
    }

    @Test func noLayoutWhenAWiderOneDoesNotFit() {
        #expect(Self.settle(hint: 1, fits: 3) { _ in 6 }.settled == nil)
    }

    /// A layout without axes (nil width) is final: nothing to widen.
    @Test func aLayoutWithoutAxesIsFinal() {
        let result = LabelWidthSettling.settle(hint: 1, trial: { Layout(width: $0, needed: 9) }, wider: { Layout(width: $0, needed: 9) },
                                               laidOut: { _ in nil }, needed: { $0.needed })
        #expect(result?.trial == Layout(width: 1, needed: 9) && result?.widened == false)
    }
}
