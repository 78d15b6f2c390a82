#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StateSpecCore

/// Graphviz's `dot`, when installed: draws DOT as SVG for inline use in a page. `dot` is
/// someone else's program: it may hang, exit early, write without end or fail, and the catalog
/// must still be written, so each diagram it does not draw in time is drawn by StateSpec instead,
/// and the run says so.
enum Graphviz {
    /// The most SVG one diagram may take; a drawing past it is not used.
    static let maximumDrawingSize = 16 * 1024 * 1024

    /// `dot` on the PATH, if any.
    static var executable: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Each diagram's SVG by its name; empty without Graphviz. A diagram Graphviz cannot draw
    /// within `timeout` seconds is left out, for StateSpec to draw, with a note saying why.
    static func drawings(_ diagrams: [ScreenDiagram], timeout: Double) -> [String: String] {
        guard let dot = executable else { return [:] }
        var drawings: [String: String] = [:]
        for diagram in diagrams {
            switch draw(DOTDiagram.render(diagram), with: dot, timeout: timeout) {
            case .success(let svg):
                drawings[diagram.name] = inline(svg)
            case .failure(let failure):
                Console.note("warning: Graphviz did not draw the diagram of \(diagram.name) (\(failure.reason)); StateSpec drew it instead")
            }
        }
        return drawings
    }

    struct Failure: Error, Equatable {
        var reason: String
    }

    /// Runs `dot -Tsvg` on `source`: its input written and its output read together, so that
    /// neither pipe can fill and stall the other; killed once `timeout` seconds have passed.
    static func draw(_ source: String, with dot: String, timeout: Double) -> Result<String, Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return .failure(Failure(reason: "it could not be started: \(error.localizedDescription)")) }
        // The exchange owns its own copy of the writing end, and closes it once all is written:
        // `dot` draws only once its input ends.
        let writer = dup(input.fileHandleForWriting.fileDescriptor)
        try? input.fileHandleForWriting.close()
        try? input.fileHandleForReading.close()
        try? output.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        var exchange = PipeExchange(writing: Array(source.utf8), to: writer,
                                    reading: output.fileHandleForReading.fileDescriptor, limit: maximumDrawingSize)
        let finished = exchange.run(until: deadline)
        exchange.closeWriter()
        // A `dot` that closed its output but keeps running is as stuck as one that never answers.
        while finished, process.isRunning, Date() < deadline { usleep(5_000) }
        defer { try? output.fileHandleForReading.close() }
        guard finished, !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return .failure(Failure(reason: "it did not finish within \(String(format: "%g", timeout)) s, \(EnvironmentSetting.graphvizTimeout.rawValue)"))
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .exit ? "exit code \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            return .failure(Failure(reason: "it ended with \(how)"))
        }
        guard !exchange.tooLarge else { return .failure(Failure(reason: "its drawing is larger than \(maximumDrawingSize / 1024 / 1024) MiB")) }
        guard let svg = String(validating: exchange.received, as: UTF8.self), svg.contains("<svg") else {
            return .failure(Failure(reason: "it did not write an SVG drawing"))
        }
        return .success(svg)
    }

    /// The `<svg>` element alone, without the XML declaration, doctype, comments or namespace
    /// declarations (whose addresses an HTML page does not need).
    static func inline(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return svg }
        var text = String(svg[start.lowerBound...])
        for pattern in [#"<!--[\s\S]*?-->"#, #"\s+xmlns(:xlink)?="[^"]*""#] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
