/// SARIF 2.1.0, the Static Analysis Results Interchange Format that GitHub code scanning and
/// other services read: one run whose driver lists every rule, and one result per diagnostic.
/// Deterministic: no timestamps, no absolute paths added, keys sorted.
public struct SARIFReporter: DiagnosticReporter {
    public static let id = "sarif"
    public var id: String { Self.id }

    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let version = "2.1.0"

    public var tool: ToolInfo

    public init(tool: ToolInfo) {
        self.tool = tool
    }

    public func report(_ diagnostics: [Diagnostic], rules: [RuleDescription], files: [String]) -> String {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = index
        }
        var driver: [String: JSONText] = [
            "name": .string(tool.name),
            "version": .string(tool.version),
            "rules": .array(rules.map { rule in
                .object([
                    "id": .string(rule.id),
                    "shortDescription": .object(["text": .string(rule.summary)]),
                    "fullDescription": .object(["text": .string(rule.rationale)]),
                    "defaultConfiguration": .object(["level": .string(Self.level(rule.severity))]),
                ])
            }),
        ]
        if let uri = tool.informationURI { driver["informationUri"] = .string(uri) }
        let results: [JSONText] = diagnostics.map { diagnostic in
            var result: [String: JSONText] = [
                "ruleId": .string(diagnostic.ruleID),
                "level": .string(Self.level(diagnostic.severity)),
                "message": .object(["text": .string(diagnostic.message)]),
                "locations": .array([
                    .object(["physicalLocation": Self.physicalLocation(file: diagnostic.file, location: diagnostic.location)]),
                ]),
            ]
            if let index = ruleIndex[diagnostic.ruleID] { result["ruleIndex"] = .int(index) }
            if !diagnostic.notes.isEmpty {
                result["relatedLocations"] = .array(diagnostic.notes.enumerated().map { index, note in
                    .object([
                        "id": .int(index + 1),
                        "message": .object(["text": .string(note.message)]),
                        "physicalLocation": Self.physicalLocation(file: note.file, location: note.location),
                    ])
                })
            }
            return .object(result)
        }
        return JSONText.object([
            "$schema": .string(Self.schema),
            "version": .string(Self.version),
            "runs": .array([
                .object([
                    "tool": .object(["driver": .object(driver)]),
                    // Our columns count Unicode scalars (code points), not UTF-16 units.
                    "columnKind": .string("unicodeCodePoints"),
                    "results": .array(results),
                ]),
            ]),
        ]).rendered(escapingUnprintable: true)
    }

    static func physicalLocation(file: String, location: SourceLocation) -> JSONText {
        .object([
            "artifactLocation": .object(["uri": .string(uri(forPath: file))]),
            // SARIF lines and columns start at 1; ours do too, and never go below.
            "region": .object([
                "startLine": .int(max(1, location.line)),
                "startColumn": .int(max(1, location.column)),
            ]),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        }
    }

    /// A file path as a URI reference: relative paths stay relative (SARIF consumers resolve them
    /// against the checkout), absolute ones become `file://` URIs. Every byte outside RFC 3986's
    /// path characters is percent-encoded, and so is `:`, which in a relative reference's first
    /// segment would read as a scheme.
    static func uri(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            if allowedInPath(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static func allowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            // unreserved, "/", and the sub-delims and "@" that a path segment may hold.
            "-._~/!$&'()*+,;=@".utf8.contains(byte)
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(value, radix: 16, uppercase: true)
    }
}
