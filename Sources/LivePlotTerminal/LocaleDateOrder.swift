/// Whether the locale writes a slashed date day first (`01/11/2026` is 1 November there), read from
/// the environment as the C library picks a locale for times: `LC_ALL`, else `LC_TIME`, else `LANG`.
///
/// ```swift
/// LocaleDateOrder.daysFirst(environment: ["LANG": "de_DE.UTF-8"])     // true
/// LocaleDateOrder.daysFirst(environment: ["LC_TIME": "en_US.UTF-8"])  // false
/// LocaleDateOrder.daysFirst(environment: [:])                         // false: C, as the US writes
/// ```
///
/// A locale naming a region (`de_DE`, `en_GB`, `fr_CA`) writes day first unless its region is one
/// that writes month first; one naming none (`C`, `POSIX`, `C.UTF-8`) month first, as the US does.
enum LocaleDateOrder {
    /// The regions whose dates are written month first (`11/01/2026`): the US and the places that
    /// write as it does.
    static let monthFirstRegions: Set<String> = ["US", "PH", "FM", "MH", "PW", "AS", "GU", "MP", "PR", "UM", "VI", "CA", "BZ"]

    /// The environment variables that name the locale for times, the first set one wins.
    static let variables = ["LC_ALL", "LC_TIME", "LANG"]

    static func daysFirst(environment: [String: String]) -> Bool {
        guard let locale = variables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else { return false }
        // `language_REGION.codeset@modifier`.
        let name = locale.prefix { $0 != "." && $0 != "@" }
        guard let underscore = name.firstIndex(of: "_") else { return false }
        let region = String(name[name.index(after: underscore)...])
        return !region.isEmpty && !monthFirstRegions.contains(region)
    }
}
