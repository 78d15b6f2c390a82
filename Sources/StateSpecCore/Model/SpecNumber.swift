/// The one way a number a person wrote (in a spec, the feedback policy or `statespec.yml`) becomes
/// a value. Every number is read here, in decimal and against a documented range, so that none
/// reaches an integer conversion, a `Duration` or generated Swift that would trap on it.
public enum SpecNumber {
    /// The longest time any key of seconds may say: a year. Anything longer is no timing a screen
    /// can mean, and every value up to it is exact as a `Double`, an `Int` and a Swift `Duration`.
    public static let maximumSeconds: Double = 31_536_000

    /// The largest whole number any key accepts before its own range is checked.
    public static let maximumWhole = 1_000_000

    /// `4`, `2.5`, `-1`, `.5`, `1e3` as seconds, when the magnitude is at most `maximumSeconds`;
    /// nil for anything else (`1e19`, `nan`, `inf`, `0x10`, `4s`). Negative and zero values are
    /// read, so that the rule about a key can say what is wrong with them.
    public static func seconds(_ text: String) -> Double? {
        guard isDecimal(text), let value = Double(text), value.isFinite, abs(value) <= maximumSeconds else { return nil }
        return value == 0 ? 0 : value
    }

    /// A whole number written in decimal (`5`, `-1`, `+3`), when its magnitude is at most
    /// `maximumWhole`; nil for anything else (`5.0`, `1e3`, `99999999999999999999`).
    public static func whole(_ text: String) -> Int? {
        let digits = text.utf8.drop { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
        guard text.utf8.count - digits.count <= 1, !digits.isEmpty, digits.count <= 7,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let value = Int(text), abs(value) <= maximumWhole else { return nil }
        return value
    }

    /// Seconds as a spec writes them and generated Swift reads them: `4`, `2.5`. Whole numbers
    /// are written without a fraction only while they are exact as integers, so no value traps.
    public static func text(seconds: Double) -> String {
        guard seconds.isFinite else { return String(seconds) }
        if seconds == seconds.rounded(), abs(seconds) < 1e15 { return String(Int64(seconds)) }
        return String(seconds)
    }

    /// What a diagnostic says a key of seconds takes.
    static let secondsRange = "a number of seconds from 0 to \(text(seconds: maximumSeconds))"

    /// `[+-]digits[.digits][e[+-]digits]`, with digits on at least one side of the point: the
    /// decimal form YAML and people write. Swift's `Double(_:)` also reads hexadecimal, `nan` and
    /// `infinity`, which no spec means.
    private static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let exponent = bytes.first, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
