/// The notices a store keeps (`InputNotice`), one of each kind, as they stand: a later notice of a
/// kind replaces the one before (a `-f` name found later is taken back).
///
/// ```swift
/// var notices = InputNotices()
/// notices.take(.fieldsNotFound(names: ["cpu"], fields: []))
/// notices.messages   // ["-f cpu: no such field (no header names the fields)"]
/// ```
public struct InputNotices: Hashable, Sendable {
    /// `-x`'s field holds no time or number, or is not found.
    public private(set) var x: InputNotice?
    /// `-f` names no field.
    public private(set) var fields: InputNotice?
    /// `--by`'s field is in no line read.
    public private(set) var groups: InputNotice?
    /// `--by` splits the first of several series.
    public private(set) var split: InputNotice?
    /// `-r`'s rates are per line: the lines have no times.
    public private(set) var rate: InputNotice?
    /// The last answer of a query was an error.
    public private(set) var query: InputNotice?
    /// `-n` keeps fewer rows than it asks: the run's series would keep too many values in all.
    public private(set) var history: InputNotice?

    public init() {}

    public mutating func take(_ notice: InputNotice) {
        switch notice {
        case .xNotTimeOrNumber, .xFieldNotFound: x = notice
        case .fieldsNotFound(let names, _): fields = names.isEmpty ? nil : notice
        case .positionsNotFound: fields = notice
        case .groupFieldNotFound(let field, _): groups = field.isEmpty ? nil : notice
        case .groupSplitsOneSeries: split = notice
        case .rateWithoutTimes: rate = notice
        case .queryFailed(let type, let error): query = type.isEmpty && error.isEmpty ? nil : notice
        case .historyBounded: history = notice
        }
    }

    /// What to say, a query's error first (the chart shows nothing new while it stands), the rate's basis last.
    public var messages: [String] { [query, x, fields, groups, split, history, rate].compactMap { $0?.message } }
}
