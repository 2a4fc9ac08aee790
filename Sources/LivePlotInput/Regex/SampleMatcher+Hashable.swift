/// Two matchers are the same when their patterns are: the machine is a function of the pattern (and its
/// scratch space says nothing).
extension SampleMatcher: Hashable {
    public static func == (left: SampleMatcher, right: SampleMatcher) -> Bool { left.pattern == right.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}
