import Dispatch
import Foundation
import Yams

/// The floor: what any Yams-based tool pays to read every file and `compose` it with
/// `Resolver.basic` (StateSpec's own parser call), on every core, in this process.
enum YamsFloor {
    static var threadCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Seconds to read and compose `files`; each thread takes every `threadCount`-th file.
    static func measure(_ files: [String]) -> Double {
        let threads = threadCount
        let start = monotonicSeconds()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in stride(from: thread, to: files.count, by: threads) {
                guard let data = FileManager.default.contents(atPath: files[index]),
                      (try? Yams.compose(yaml: String(decoding: data, as: UTF8.self), .basic)) != nil
                else { fatalError("the floor cannot parse \(files[index])") }
            }
        }
        return monotonicSeconds() - start
    }
}
