/// Counts what YAML needs to make a node: the indicators `- ? : , [ ] { }` and line breaks.
/// Every node of a YAML tree needs at least one of them near it (a pair needs `:` or `?`, a
/// list item `-` or `,`, a collection its bracket), so a file with few of them cannot hold many
/// nodes, whatever it says. Counting bytes is a single pass that allocates nothing, done before
/// libyaml and Yams build anything.
enum StructureBudget {
    static func count(_ bytes: [UInt8]) -> Int {
        // A table lookup per byte, no branch: every spec's bytes are counted.
        bytes.withUnsafeBufferPointer { bytes in
            isCounted.withUnsafeBufferPointer { isCounted in
                var count = 0
                for byte in bytes { count &+= Int(isCounted[Int(byte)]) }
                return count
            }
        }
    }

    /// 1 for the bytes `count` counts, by byte value.
    private static let isCounted: [UInt8] = (0...255).map { byte in
        "-?:,[]{}\n\r".utf8.contains(UInt8(byte)) ? 1 : 0
    }
}
