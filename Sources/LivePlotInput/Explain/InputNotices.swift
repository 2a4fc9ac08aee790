/// The notices a store keeps (`InputNotice`), one of each kind, as they stand: a later notice of a
/// kind replaces the one before (a `-f` name found later is taken back).
///
/// ```swift
/// var notices = InputNotices()
/// notices.take(.fieldsNotFound(names: ["cpu"], fields: []))
/// notices.messages   // ["-f cpu: no such field (no header names the fields)"]
/// ```
public struct InputNotices: Hashable, Sendable {
    /// `-x`'s field holds no time or number.
    public private(set) var xNotTimeOrNumber: InputNotice?
    /// `-f` names no field.
    public private(set) var fieldsNotFound: InputNotice?

    public init() {}

    public mutating func take(_ notice: InputNotice) {
        switch notice {
        case .xNotTimeOrNumber: xNotTimeOrNumber = notice
        case .fieldsNotFound(let names, _): fieldsNotFound = names.isEmpty ? nil : notice
        }
    }

    /// What to say, `-x` first.
    public var messages: [String] { [xNotTimeOrNumber, fieldsNotFound].compactMap { $0?.message } }
}
