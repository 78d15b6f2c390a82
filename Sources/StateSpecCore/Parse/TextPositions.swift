/// Line and column arithmetic for problems libyaml reports as offsets.
enum TextPositions {
    /// The position of the character at `offset` (counted in Characters, as Yams reports it).
    static func location(ofCharacterOffset offset: Int, in text: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(line: line, column: column)
    }

    /// The position of the first byte that breaks UTF-8, counting columns in the valid
    /// scalars before it.
    static func location(ofFirstInvalidUTF8In bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var column = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput, .error:
                break decoding
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
