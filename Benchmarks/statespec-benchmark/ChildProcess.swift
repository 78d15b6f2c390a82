import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of another program: wall time, CPU time and peak memory, read from `wait4`'s
/// rusage for that child alone (RUSAGE_CHILDREN would report the largest child so far).
struct ChildRun: Sendable {
    var seconds: Double
    /// CPU time in the program itself and in the kernel on its behalf (file creation, I/O).
    var userSeconds: Double
    var systemSeconds: Double
    var peakBytes: Int
    var exitStatus: Int32
    /// The start of what it printed on standard error, to explain a failure.
    var errorOutput: String

    var succeeded: Bool { exitStatus == 0 }
}

enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments` in the current folder with standard output in `outputFile` and standard
    /// error in `errorFile`; the program is timed from spawn to reap.
    static func run(_ arguments: [String], outputFile: String = "/dev/null", errorFile: String) throws -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = monotonicSeconds()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let seconds = monotonicSeconds() - start
        let exited = status & 0x7f == 0
        return ChildRun(
            seconds: seconds,
            userSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
            systemSeconds: Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
            peakBytes: peakBytes(usage),
            exitStatus: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f),
            errorOutput: exited && status == 0 ? "" : firstLines(of: errorFile)
        )
    }

    /// `ru_maxrss` is in KiB on Linux and in bytes on Darwin.
    private static func peakBytes(_ usage: rusage) -> Int {
        #if canImport(Darwin)
        Int(usage.ru_maxrss)
        #else
        Int(usage.ru_maxrss) * 1024
        #endif
    }

    private static func firstLines(of path: String) -> String {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").prefix(3).joined(separator: " / ")
    }
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
