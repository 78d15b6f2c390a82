#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// Where the command line prints. Each call prints one line, whatever paths or names the text
/// holds (`PrintableLine`): one diagnostic or message never becomes two.
///
/// Written with `write(2)`, not `FileHandle.write`, which traps when the stream is full or
/// closed: a CI step whose log is gone must not turn a lint finding into a crash. A failed write
/// is remembered (`Console.failure`) and the run ends with an error once it has finished or
/// cleaned up what it staged (`StateSpecCommand.main`).
enum Console {
    static func error(_ message: String) {
        put(STDERR_FILENO, "error: \(PrintableLine.escaped(message))\n")
    }

    static func note(_ message: String) {
        put(STDERR_FILENO, "\(PrintableLine.escaped(message))\n")
    }

    static func output(_ line: String) {
        put(STDOUT_FILENO, "\(PrintableLine.escaped(line))\n")
    }

    /// A document of many lines on standard output (JSON, whose strings escape what they hold).
    static func document(_ text: String) {
        put(STDOUT_FILENO, text)
    }

    /// A message of many lines from the argument parser (usage and help), each made printable.
    static func errorLines(_ message: String) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { PrintableLine.escaped(String($0)) }
        put(STDERR_FILENO, "error: \(lines.joined(separator: "\n"))\n")
    }

    /// Text on standard error exactly as given (the progress counter's control characters).
    static func raw(_ text: String) {
        put(STDERR_FILENO, text)
    }

    /// Says on standard error why the run ends, once standard output failed: standard error
    /// may still work, and is tried once more whatever happened before.
    static func lastWord(_ message: String) {
        var text = "error: \(PrintableLine.escaped(message))\n"
        text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress!, bytes.count) }
    }

    /// How the first failed write failed, if one did.
    static var failure: WriteFailure? { failures.first }

    enum WriteFailure: Equatable {
        /// The reader of a pipe went away (`statespec lint | head`).
        case brokenPipe
        /// Anything else: a full disk, a closed descriptor.
        case failed(stream: String, reason: String)
    }

    private static let failures = FirstFailure()

    private static func put(_ descriptor: Int32, _ text: String) {
        // After one failure a stream is not tried again: its output is incomplete anyway.
        guard !failures.hasFailed(descriptor) else { return }
        var text = text
        let ok = text.withUTF8 { POSIX.writeAll(descriptor, $0) }
        guard !ok else { return }
        let reason = String(cString: strerror(errno))
        failures.record(errno == EPIPE ? .brokenPipe : .failed(stream: descriptor == STDOUT_FILENO ? "standard output" : "standard error", reason: reason),
                        on: descriptor)
    }
}

/// The first failure recorded, and the streams that failed, from any thread.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Console.WriteFailure?
    private var failed: Set<Int32> = []

    var first: Console.WriteFailure? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func hasFailed(_ descriptor: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return failed.contains(descriptor)
    }

    func record(_ failure: Console.WriteFailure, on descriptor: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if value == nil { value = failure }
        failed.insert(descriptor)
    }
}
