import Foundation
import Testing
@testable import statespec
@testable import StateSpecFileSystem
@testable import StateSpecCore
import StateSpecFuzzing
import StateSpecTestSupport

/// Spec files are read on every core, yet the run ends as if they were read one by one: the
/// same sources in the same order, or, past a limit, the same failure; the files read past it
/// are bounded.
@Suite struct SpecFilesReadTests {
    /// `Spec007.yaml`: names that sort as their indices do.
    static func name(_ index: Int) -> String {
        let digits = String(index)
        return "Spec" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".yaml"
    }

    static func folder(sizes: [Int]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("statespec-read-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (index, size) in sizes.enumerated() {
            let name = Self.name(index)
            try Data(String(repeating: "#", count: size).utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        return root
    }

    @Test func underTheLimitsEveryFileIsReadInNameOrder() throws {
        let sizes = (0..<200).map { 1 + ($0 * 37) % 500 }
        let root = try Self.folder(sizes: sizes)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sources = try SpecFiles.read([root])
        #expect(sources.map { ($0.path as NSString).lastPathComponent } == sizes.indices.map(Self.name))
        #expect(sources.map(\.bytes.count) == sizes)
    }

    /// Whatever the order the threads read in, and whichever files they skipped once over the
    /// limit, the run stops exactly when reading one by one would.
    @Test(arguments: 0..<12)
    func overTheSizeLimitTheRunStopsAsIfReadOneByOne(_ seed: Int) throws {
        var generator = SplitMix(seed: UInt64(seed))
        // Small files first and large ones scattered: threads go over the limit before the
        // files in name order do, and skip files that come before the one that stops the run.
        let sizes = (0..<120).map { index in index % 17 == 5 ? Int.random(in: 3_000...9_000, using: &generator) : Int.random(in: 1...300, using: &generator) }
        let total = sizes.reduce(0, +)
        let limit = Int.random(in: total / 3...total - 1, using: &generator)
        let root = try Self.folder(sizes: sizes)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: ToolFailure.self) { try SpecFiles.read([root], maximumTotalSize: limit) }
        // Just over what the files hold: every file is read, none skipped.
        let sources = try SpecFiles.read([root], maximumTotalSize: total)
        #expect(sources.map(\.bytes.count) == sizes)
    }

    @Test func overTheIndicatorLimitTheRunStops() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("statespec-read-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for index in 0..<40 {
            try Data("a: [\(Array(repeating: "1", count: 50).joined(separator: ", "))]\n".utf8)
                .write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent("Spec\(index).yaml")))
        }
        let perFile = SyntaxParser.structureCount(Array("a: [\(Array(repeating: "1", count: 50).joined(separator: ", "))]\n".utf8))
        #expect(perFile > 0)
        #expect(throws: ToolFailure.self) { try SpecFiles.read([root], maximumTotalStructure: perFile * 40 - 1) }
        #expect(try SpecFiles.read([root], maximumTotalStructure: perFile * 40).count == 40)
    }
}
