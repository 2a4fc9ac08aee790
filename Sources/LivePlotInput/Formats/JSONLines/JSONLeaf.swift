/// A leaf of a JSON line (`JSONLeaves`): its value, and where its path is, in the line (a key of the top
/// object) or in the leaves' buffer of paths.
///
/// ```swift
/// let leaf = JSONLeaf(start: 2, end: 5, isInLine: true, value: 12)   // `{"cpu":12}`: the path cpu
/// ```
struct JSONLeaf {
    let start: Int
    let end: Int
    let isInLine: Bool
    let value: Double

    @inline(__always)
    func path(in line: UnsafeRawBufferPointer, paths: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: (isInLine ? line : paths)[start..<end])
    }
}
