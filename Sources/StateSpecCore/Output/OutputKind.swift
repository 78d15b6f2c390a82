/// What an output folder holds: each command writes one kind, and refuses a folder that holds
/// another. Each run removes what its manifest proves StateSpec wrote and no spec makes any
/// more, and the manifest proves only that StateSpec wrote a file, not which command did: a
/// catalog run aimed at the app's generated folder would otherwise remove all its Swift.
public enum OutputKind: String, Sendable, CaseIterable {
    case appCode = "app-code"
    case fakes
    case catalog
    case diagrams

    /// The file a run leaves in its folder naming the kind; StateSpec's own name, never output.
    public static let markerName = OutputFileName.reservedPrefix + "-kind"
    /// What fakes runs left before every kind had a marker.
    public static let fakesMarkerName = OutputFileName.reservedPrefix + "-fakes"
    /// The most a marker file is read.
    public static let maximumMarkerSize = 4096

    /// How messages name what a folder of this kind holds.
    public var described: String {
        switch self {
        case .appCode: "the app's generated code"
        case .fakes: "test fakes written by statespec generate --fakes"
        case .catalog: "a state catalog written by statespec catalog"
        case .diagrams: "state diagrams written by statespec diagram"
        }
    }

    /// The marker's text: the kind on its first line, then why the file is there.
    public var markerText: String {
        "\(rawValue)\n# This folder holds \(described); other StateSpec commands refuse to write here. Generated; do not edit.\n"
    }

    /// The kind a marker's bytes name; nil when they name none.
    public init?(marker bytes: [UInt8]) {
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
        self.init(rawValue: String(decoding: firstLine, as: UTF8.self).trimmingCharacters(in: .whitespaces))
    }

    /// The kind of a folder without a marker, from the names its manifest lists: what folders
    /// written before markers existed hold (fakes folders had a marker of their own). Nil when the
    /// manifest tells nothing: Swift alone may be fakes, and a custom template writes anything.
    public static func inferred(fromListed names: some Sequence<String>) -> OutputKind? {
        var kinds = Set<OutputKind>()
        for name in names {
            // The app-wide file every app run writes.
            if PerSpecLayout.defaultAppWideOutputs.contains(name) { kinds.insert(.appCode) }
            else if name.hasSuffix(".html") { kinds.insert(.catalog) }
            else if name.hasSuffix(".mmd") || name.hasSuffix(".dot") { kinds.insert(.diagrams) }
        }
        return kinds.count == 1 ? kinds.first : nil
    }

    /// Why a run writing `self` must not write into a folder holding `held`, or nil when it may.
    public func refusal(folder: String, holding held: OutputKind?) -> String? {
        guard let held, held != self else { return nil }
        return "\(folder) holds \(held.described); write \(shortDescription) (another --output), so that neither run removes the other's files"
    }

    private var shortDescription: String {
        switch self {
        case .appCode: "the app's code into a folder of its own"
        case .fakes: "the fakes into a folder of their own"
        case .catalog: "the catalog into a folder of its own"
        case .diagrams: "the diagrams into a folder of their own"
        }
    }
}
