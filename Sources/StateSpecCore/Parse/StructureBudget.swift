/// Counts what YAML needs to make a node: the indicators `- ? : , [ ] { }` and line breaks.
/// Every node of a YAML tree needs at least one of them near it (a pair needs `:` or `?`, a
/// list item `-` or `,`, a collection its bracket), so a file with few of them cannot hold many
/// nodes, whatever it says. Counting bytes is a single pass that allocates nothing, done before
/// libyaml and Yams build anything.
enum StructureBudget {
    static func count(_ bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                count += 1
            default:
                continue
            }
        }
        return count
    }
}
