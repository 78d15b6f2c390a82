import Foundation
import StateSpecCore
import StateSpecFileSystem

/// The numbers StateSpec reads from the environment, each checked once, before any work, against
/// a documented range: a value that is not a number, not finite or out of range ends the run
/// with exit code 2 instead of being used (a NaN timeout would trap where it becomes an integer).
enum EnvironmentSetting: String, CaseIterable {
    /// Seconds a writing run waits for another run's lock on the output folder.
    case lockTimeout = "STATESPEC_LOCK_TIMEOUT"
    /// Seconds before the progress counter appears on a terminal.
    case progressDelay = "STATESPEC_PROGRESS_DELAY"
    /// Seconds Graphviz may take to draw one diagram before StateSpec draws it instead.
    case graphvizTimeout = "STATESPEC_GRAPHVIZ_TIMEOUT"

    /// Every setting is a number of seconds, at most a day.
    static let range: ClosedRange<Double> = 0...86_400

    var defaultValue: Double {
        switch self {
        case .lockTimeout: 60
        case .progressDelay: 1
        case .graphvizTimeout: 20
        }
    }

    /// The value in force: the environment's when it is set (and valid), else the default.
    var value: Double {
        (try? Self.parsed.get())?[self] ?? defaultValue
    }

    /// Ends the run (exit code 2) when a setting is set to anything but a number in `range`.
    static func checkAll() throws(ToolFailure) {
        _ = try parsed.get()
    }

    /// Every setting the environment sets, parsed once.
    private static let parsed: Result<[EnvironmentSetting: Double], ToolFailure> = Result { () throws(ToolFailure) in
        try parse(ProcessInfo.processInfo.environment)
    }

    /// The settings `environment` sets, or the first one that is not a number in `range`.
    static func parse(_ environment: [String: String]) throws(ToolFailure) -> [EnvironmentSetting: Double] {
        var values: [EnvironmentSetting: Double] = [:]
        for setting in allCases {
            guard let text = environment[setting.rawValue] else { continue }
            guard let number = Double(text), number.isFinite, range.contains(number) else {
                let shown = SwiftNames.stringLiteral(text)
                throw ToolFailure(message: "\(setting.rawValue) is \(shown); it must be a number of seconds from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
            }
            values[setting] = number
        }
        return values
    }
}
