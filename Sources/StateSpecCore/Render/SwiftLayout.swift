/// How template text becomes output text, beyond what Stencil does.
enum TemplateLayout {
    /// A line that holds only `{% … %}` tags leaves nothing behind, not even its line break
    /// (Jinja's `trim_blocks` and `lstrip_blocks`), so templates can indent their logic freely.
    /// Tags within a line of code keep the spaces around them.
    static func removingBlockLines(_ template: String) -> String {
        var result = ""
        result.reserveCapacity(template.utf8.count)
        let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            var trimmed = line.drop { $0 == " " || $0 == "\t" }
            while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
            let isBlockLine = trimmed.hasPrefix("{%") && trimmed.hasSuffix("%}") && !trimmed.contains("{{")
            if isBlockLine {
                result += trimmed
            } else {
                result += line
                if index < lines.count - 1 { result += "\n" }
            }
        }
        return result
    }
}

extension SwiftLayout {
    /// Joins generated files into one: the first file's header comment, each import once, at the
    /// top, then every file's declarations in order.
    static func combining(_ files: [String]) -> String {
        var header: [Substring] = []
        var imports: [Substring] = []
        var bodies: [Substring] = []
        for (index, file) in files.enumerated() {
            let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
            var position = 0
            while position < lines.count, lines[position].hasPrefix("//") || lines[position].isEmpty || lines[position].hasPrefix("import ") {
                let line = lines[position]
                if line.hasPrefix("import ") {
                    if !imports.contains(line) { imports.append(line) }
                } else if index == 0, line.hasPrefix("//") {
                    header.append(line)
                }
                position += 1
            }
            bodies += [""] + lines[position...]
        }
        return tidy((header + [""] + imports + bodies).joined(separator: "\n"))
    }
}

/// Evens out what templates leave behind, so that output is tidy however a template is written.
enum SwiftLayout {
    /// Strips trailing spaces, keeps at most one blank line in a row, drops blank lines right
    /// after an opening brace or before a closing one, and ends with exactly one newline.
    /// Works on UTF-8 bytes (every file generate writes passes through here); lines are
    /// compared as `Character`s only where a byte could belong to a larger one.
    static func tidy(_ text: String) -> String {
        var text = text
        // A carriage return would join "\r\n" into one Character, which the line rules treat
        // as text, not a line break: such rare text takes the Character-by-Character path.
        if text.utf8.contains(UInt8(ascii: "\r")) { return tidyByCharacter(text) }
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 1)
            // Where each kept line starts in `output`, and whether it is blank.
            var previousStart = -1
            var previousIsBlank = false
            var previousEndsWithBrace = false
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                let raw = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                // A space after a prepended mark is part of its Character: only the Character
                // rules know such a line's end.
                let line = UnsafeBufferPointer(rebasing: raw[..<keptLength(raw)])
                if line.isEmpty {
                    if !(previousStart < 0 || previousIsBlank || previousEndsWithBrace) {
                        appendLine(line, to: &output, start: &previousStart)
                        previousIsBlank = true
                        previousEndsWithBrace = false
                    }
                } else {
                    if previousStart >= 0, previousIsBlank, startsWithClosingBrace(line) {
                        output.removeSubrange(previousStart...)
                        if previousStart > 0 { output.removeLast() }
                        previousStart = lastLineStart(of: output)
                    }
                    appendLine(line, to: &output, start: &previousStart)
                    previousIsBlank = false
                    previousEndsWithBrace = endsWithOpeningBrace(line)
                }
                lineStart = lineEnd + 1
            }
            // No blank lines at the end, and exactly one line break.
            while output.last == UInt8(ascii: "\n") { output.removeLast() }
            output.append(UInt8(ascii: "\n"))
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// How many bytes of the line stay once trailing spaces and tabs go.
    private static func keptLength(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        guard line.allSatisfy({ $0 < 0x80 }) else {
            var text = Substring(String(decoding: line, as: UTF8.self))
            while text.last == " " || text.last == "\t" { text.removeLast() }
            return text.utf8.count
        }
        var end = line.count
        while end > 0, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return end
    }

    private static func appendLine(_ line: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], start: inout Int) {
        if start >= 0 { output.append(UInt8(ascii: "\n")) }
        start = output.count
        output.append(contentsOf: line)
    }

    /// Where the last line of `output` starts; -1 when it is empty.
    private static func lastLineStart(of output: [UInt8]) -> Int {
        guard !output.isEmpty else { return -1 }
        return (output.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
    }

    private static func endsWithOpeningBrace(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line.last == UInt8(ascii: "{") else { return false }
        return line.allSatisfy { $0 < 0x80 } || String(decoding: line, as: UTF8.self).last == "{"
    }

    private static func startsWithClosingBrace(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.firstIndex(where: { $0 != UInt8(ascii: " ") }), line[first] == UInt8(ascii: "}") else { return false }
        return line.allSatisfy { $0 < 0x80 } || String(decoding: line, as: UTF8.self).drop { $0 == " " }.first == "}"
    }

    /// The same rules, `Character` by `Character`.
    static func tidyByCharacter(_ text: String) -> String {
        var lines: [Substring] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            while line.last == " " || line.last == "\t" { line.removeLast() }
            let previous = lines.last
            if line.isEmpty, previous == nil || previous!.isEmpty || previous!.hasSuffix("{") { continue }
            if let previous, previous.isEmpty, line.drop(while: { $0 == " " }).hasPrefix("}") { lines.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
