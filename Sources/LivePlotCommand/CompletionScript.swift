/// The shell completion scripts (`--generate-completion-script bash|zsh|fish`), made from `OptionTable`:
/// every flag, the words a value may be (`--style`, `--color`, `--stat`, one word after each comma), and
/// file names for a file (`-o`) and for the FILE operands. A value that is free text completes to nothing
/// rather than to flags.
///
/// ```sh
/// liveplot --generate-completion-script bash > /usr/share/bash-completion/completions/liveplot
/// ```
public enum CompletionScript {
    public static func text(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// The options a script completes: every one the parser takes, under every name.
    static var options: [OptionSpec] { OptionTable.options }

    /// `text` in single quotes for a POSIX shell (and fish): `it's` → `'it'\''s'`.
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The first line of an option's help, for the shells that show it beside the flag.
    static func summary(_ option: OptionSpec) -> String { option.help.first ?? "" }

    // MARK: bash

    static var bash: String {
        var valueCases: [String] = []
        for option in options {
            guard let value = option.value else { continue }
            let names = option.allNames.joined(separator: "|")
            if value.isFile {
                valueCases.append("        \(names)) compopt -o filenames 2> /dev/null; COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
            } else if value.isList {
                // One word after each comma: the words before it stay as typed.
                let words = quoted(value.choices.joined(separator: " "))
                valueCases.append("        \(names)) local done=\"\"; [[ $cur == *,* ]] && done=${cur%,*},; "
                    + "compopt -o nospace 2> /dev/null; COMPREPLY=($(compgen -P \"$done\" -W \(words) -- \"${cur##*,}\")); return ;;")
            } else if !value.choices.isEmpty {
                valueCases.append("        \(names)) COMPREPLY=($(compgen -W \(quoted(value.choices.joined(separator: " "))) -- \"$cur\")); return ;;")
            } else {
                valueCases.append("        \(names)) return ;;")
            }
        }
        let flags = options.flatMap(\.allNames).joined(separator: " ")
        return """
            # bash completion for liveplot, written by `liveplot --generate-completion-script bash`.
            _liveplot() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                COMPREPLY=()
                case $prev in
            \(valueCases.joined(separator: "\n"))
                esac
                if [[ $cur == --*=* ]]; then
                    return
                fi
                # Not a flag: a FILE to read.
                if [[ $cur != -* ]]; then
                    compopt -o filenames 2> /dev/null; COMPREPLY=($(compgen -f -- "$cur")); return
                fi
                COMPREPLY=($(compgen -W \(quoted(flags)) -- "$cur"))
            }
            complete -F _liveplot liveplot

            """
    }

    // MARK: zsh

    static var zsh: String {
        var specs: [String] = []
        for option in options {
            let description = zshEscaped(summary(option))
            var action = ""
            if let value = option.value {
                let placeholder = zshEscaped(value.placeholder)
                if value.isFile {
                    action = ":\(placeholder):_files"
                } else if value.isList {
                    action = ":\(placeholder):_sequence compadd - \(value.choices.joined(separator: " "))"
                } else if !value.choices.isEmpty {
                    action = ":\(placeholder):(\(value.choices.joined(separator: " ")))"
                } else {
                    action = ":\(placeholder): "
                }
            }
            // Each name may be given again (`-f` after `-f` replaces it), so none excludes the others.
            for name in option.allNames {
                specs.append("    " + quoted("\(name)[\(description)]\(action)"))
            }
        }
        return """
            #compdef liveplot
            # zsh completion for liveplot, written by `liveplot --generate-completion-script zsh`.
            _liveplot() {
                _arguments -s \\
            \(specs.joined(separator: " \\\n")) \\
                '*:file:_files'
            }
            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _liveplot "$@"
            else
                compdef _liveplot liveplot
            fi

            """
    }

    /// A description inside `_arguments`' brackets: its brackets and colons escaped.
    static func zshEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "[]:\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    // MARK: fish

    static var fish: String {
        var lines = [
            "# fish completion for liveplot, written by `liveplot --generate-completion-script fish`.",
            // Files complete where no option asks for a value: the FILE operands.
        ]
        for option in options {
            var line = "complete -c liveplot"
            for name in option.allNames {
                line += name.hasPrefix("--") ? " -l " + String(name.dropFirst(2)) : " -s " + String(name.dropFirst())
            }
            if let value = option.value {
                // -x: a value, and no file names for it; -r -F: a value, file names.
                if value.isFile {
                    line += " -r -F"
                } else if value.isList {
                    line += " -x"
                    // One word after each comma: the words before it stay as typed.
                    let words = value.choices.joined(separator: " ")
                    line += " -a " + quoted("(string replace -r '[^,]*$' '' -- (commandline -ct))(string split ' ' '\(words)')")
                } else {
                    line += " -x"
                    if !value.choices.isEmpty { line += " -a " + quoted(value.choices.joined(separator: " ")) }
                }
            }
            line += " -d " + quoted(summary(option))
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
