/// A shell `--generate-completion-script` writes for.
///
/// ```swift
/// CompletionShell(rawValue: "zsh")  // .zsh
/// ```
public enum CompletionShell: String, CaseIterable, Hashable, Sendable {
    case bash
    case zsh
    case fish
}
