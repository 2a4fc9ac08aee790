/// The field `-x` names as x, where a line's fields are counted or a header names them: a 1-based
/// position, or a header's name (a JSON or pair key of that name is read through `TimeKeys`).
///
/// ```swift
/// XField(naming: "1")      // .position(1): the first field of each line
/// XField(naming: "date")   // .name("date"): the column a header names `date`
/// ```
///
/// Its text is a timestamp, or a number: an epoch in seconds … nanoseconds by magnitude, else a plain x.
public enum XField: Hashable, Sendable {
    case position(Int)
    case name(String)

    public init(naming text: String) {
        if let position = Int(text), position > 0 {
            self = .position(position)
        } else {
            self = .name(text)
        }
    }
}
