/// A file the generator produced: its path relative to the output folder, and its text.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var contents: String
    /// The spec it was generated from; nil for the files every run writes (the app-wide files
    /// and the String Catalog).
    public var source: String?

    public init(path: String, contents: String, source: String? = nil) {
        self.path = path
        self.contents = contents
        self.source = source
    }
}

/// A template that would not render. Reported like a spec problem, against the template.
public struct GenerationError: Error, Sendable {
    public var template: String
    public var message: String

    public var diagnostic: Diagnostic {
        Diagnostic(ruleID: "template-error", severity: .error, message: SwiftNames.oneLine(message), file: template, location: .start)
    }
}

/// Who may see generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`

    /// What templates put before a declaration: nothing, or `public `.
    var modifier: String { self == .public ? "public " : "" }
}

extension GeneratedFile {
    /// The contents' UTF-8 bytes, where the string holds them: hashing, comparing and writing
    /// them copies nothing, which a large app's String Catalog of tens of megabytes needs.
    public func withUTF8<Success, Failure: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Success) throws(Failure) -> Success {
        var contents = contents
        return try contents.withUTF8 { bytes in Result { () throws(Failure) in try body(bytes) } }.get()
    }
}
