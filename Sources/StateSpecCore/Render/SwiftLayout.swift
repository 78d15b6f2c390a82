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
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            while line.last == " " || line.last == "\t" { line.removeLast() }
            let previous = lines.last
            if line.isEmpty, previous == nil || previous!.isEmpty || previous!.hasSuffix("{") { continue }
            if let previous, previous.isEmpty, line.trimmingPrefix(while: { $0 == " " }).hasPrefix("}") { lines.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension Substring {
    func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self.drop(while: predicate)
    }
}
