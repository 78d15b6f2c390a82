import Foundation

/// How template text becomes output text, beyond what Stencil does.
enum TemplateLayout {
    /// A line that holds only `{% … %}` tags leaves nothing behind, not even its line break
    /// (Jinja's `trim_blocks` and `lstrip_blocks`), so templates can indent their logic freely.
    /// Tags within a line of code keep the spaces around them.
    static func removingBlockLines(_ template: String) -> String {
        // Without a carriage return every "\n" byte is a Character of its own, and an ASCII
        // line's Characters are its bytes: such lines take the byte path.
        if !template.utf8.contains(UInt8(ascii: "\r")) {
            var template = template
            return template.withUTF8(removingBlockLines)
        }
        return removingBlockLinesByCharacter(template)
    }

    private static func removingBlockLines(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
            let isLast = lineEnd == bytes.count
            if line.allSatisfy({ $0 < 0x80 }) {
                var start = 0
                var end = line.count
                while start < end, line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t") { start += 1 }
                while end > start, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") { end -= 1 }
                let trimmed = UnsafeBufferPointer(rebasing: line[start..<end])
                if isBlockLine(trimmed) {
                    result += trimmed
                } else {
                    result += line
                    if !isLast { result.append(UInt8(ascii: "\n")) }
                }
            } else {
                let text = String(decoding: line, as: UTF8.self)
                result += removingBlockLinesByCharacter(text).utf8
                // One line: the Character path wrote no line break after it.
                if !isLast, !isBlockLine(text) { result.append(UInt8(ascii: "\n")) }
            }
            lineStart = lineEnd + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// An ASCII line, trimmed, that holds only tags: `{% … %}` with no `{{`.
    private static func isBlockLine(_ trimmed: UnsafeBufferPointer<UInt8>) -> Bool {
        guard trimmed.count >= 2, trimmed[0] == UInt8(ascii: "{"), trimmed[1] == UInt8(ascii: "%"),
              trimmed[trimmed.count - 2] == UInt8(ascii: "%"), trimmed[trimmed.count - 1] == UInt8(ascii: "}") else { return false }
        for index in 0..<trimmed.count - 1 where trimmed[index] == UInt8(ascii: "{") && trimmed[index + 1] == UInt8(ascii: "{") { return false }
        return true
    }

    /// Whether one line (no line break in it) is a block line by the Character rules.
    private static func isBlockLine(_ line: String) -> Bool {
        var trimmed = line.drop { $0 == " " || $0 == "\t" }
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        return trimmed.hasPrefix("{%") && trimmed.hasSuffix("%}") && !trimmed.contains("{{")
    }

    /// The same, `Character` by `Character`, for any text.
    static func removingBlockLinesByCharacter(_ template: String) -> String {
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
    /// Works on UTF-8 bytes in one pass, writing straight into the result (every file generate
    /// writes passes through here): a blank line is held back until the next line shows whether
    /// it stays. Lines are compared as `Character`s only where a byte next to a brace or a
    /// trailing space could belong to a larger Character. This byte path and that of
    /// `TemplateLayout.removingBlockLines` pay: without them a cold generate takes 1.7 times as
    /// long, 5.9 instead of 3.5 times the parse floor (`statespec-benchmark`, 1,000 screens on tmpfs, medians of four runs alternating with and without it); `tidyByCharacter` and
    /// `removingBlockLinesByCharacter` are their twins, and a test compares each pair.
    static func tidy(_ text: String) -> String {
        var text = text
        return text.withUTF8(tidy)
    }

    /// The tidy text of UTF-8 bytes, such as a compiled template's output.
    static func tidy(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // A carriage return would join "\r\n" into one Character, which the line rules treat
        // as text, not a line break: such rare text takes the Character-by-Character path.
        if let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) != nil {
            return tidyByCharacter(String(decoding: bytes, as: UTF8.self))
        }
        return String(unsafeUninitializedCapacity: bytes.count + 1) { (output: UnsafeMutableBufferPointer<UInt8>) -> Int in
            tidy(bytes, into: output)
        }
    }

    /// Writes the tidy text of `bytes` (which hold no carriage return) into `output`, which has
    /// room for one more byte than `bytes`; returns how many bytes it wrote.
    private static func tidy(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var written = 0
        var hasOutput = false
        var pendingBlank = false
        var previousEndsWithBrace = false
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = bytes.count
            if let base = bytes.baseAddress, lineStart < bytes.count,
               let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart) {
                lineEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            }
            let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineStart + keptLength(bytes[lineStart..<lineEnd])])
            if line.isEmpty {
                if hasOutput, !previousEndsWithBrace { pendingBlank = true }
            } else {
                if pendingBlank, !startsWithClosingBrace(line) {
                    output[written] = UInt8(ascii: "\n")
                    written += 1
                }
                _ = UnsafeMutableBufferPointer(rebasing: output[written...]).initialize(fromContentsOf: line)
                written += line.count
                output[written] = UInt8(ascii: "\n")
                written += 1
                hasOutput = true
                pendingBlank = false
                previousEndsWithBrace = endsWithOpeningBrace(line)
            }
            lineStart = lineEnd + 1
        }
        if !hasOutput {
            output[0] = UInt8(ascii: "\n")
            written = 1
        }
        return written
    }

    /// How many bytes of the line stay once trailing spaces and tabs go.
    private static func keptLength(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        // An ASCII byte (or none) before the spaces ends its own Character; after any other,
        // a space may belong to the Character before it (a prepended mark's).
        guard end < line.endIndex, end > line.startIndex, line[end - 1] >= 0x80 else { return end - line.startIndex }
        var text = Substring(String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self))
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text.utf8.count
    }

    private static func endsWithOpeningBrace(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line.last == UInt8(ascii: "{") else { return false }
        return line.count == 1 || line[line.count - 2] < 0x80 || String(decoding: line, as: UTF8.self).last == "{"
    }

    private static func startsWithClosingBrace(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.firstIndex(where: { $0 != UInt8(ascii: " ") }), line[first] == UInt8(ascii: "}") else { return false }
        // A byte after the brace that is not ASCII may be a mark that joins it.
        return first + 1 == line.count || line[first + 1] < 0x80 || String(decoding: line, as: UTF8.self).drop { $0 == " " }.first == "}"
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
