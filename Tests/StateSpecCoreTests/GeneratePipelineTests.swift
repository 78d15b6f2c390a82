import Foundation
import Testing
@testable import StateSpecCore

/// The generate pipeline on a folder held in memory: what it plans and stages, applied the way
/// the command line applies it, gives the folder a run with nothing recorded gives, whatever
/// the last run left; and it renders only what changed.
@Suite struct GeneratePipelineTests {
    /// An output folder in memory, with a clock that ticks at every change, as `st_ctime` does.
    final class MemoryFolder: OutputFolderReading, @unchecked Sendable {
        var files: [String: (bytes: [UInt8], changed: Int)] = [:]
        private var clock = 0

        func listing() throws -> [String: FolderEntry] {
            files.mapValues { FolderEntry(kind: .file, size: $0.bytes.count, changed: ChangeTime(seconds: $0.changed, nanoseconds: 0)) }
        }

        func read(_ name: String, _ amount: OutputPlanner.ReadAmount) -> OutputPlanner.FileRead {
            guard let bytes = files[name]?.bytes else { return .failed(reason: "no such file") }
            switch amount {
            case .whole(let maximum): return bytes.count > maximum ? .tooLarge(byteCount: bytes.count) : .bytes(bytes)
            case .start(let count): return .bytes(Array(bytes.prefix(count)))
            }
        }

        func write(_ name: String, _ bytes: [UInt8]) {
            clock += 1
            files[name] = (bytes, clock)
        }

        /// What the folder holds, the generation cache aside (its bookkeeping is the run's).
        var outputs: [String: [UInt8]] { files.filter { $0.key != GenerationCache.fileName }.mapValues(\.bytes) }
    }

    /// Every file handed over, by name.
    struct KeptStaging: OutputStaging {
        var writes: Bool { true }
        var staged: [String: [UInt8]] = [:]

        mutating func stage(_ files: [PlannedWrite]) {
            for write in files { staged[write.file.path] = Array(write.file.contents.utf8) }
        }
        mutating func startStaging(_ files: consuming [PlannedWrite], returningFreedPages: Bool) { stage(files) }
        mutating func finishStaging() {}
    }

    /// One run into `folder`, applied as the command line applies it: the staged files, the
    /// removals, the manifest, and the cache last. Returns the names it rendered.
    @discardableResult
    static func run(_ sources: [SpecSource], into folder: MemoryFolder) throws -> Set<String> {
        let compiler = Compiler()
        let pipeline = GeneratePipeline(compiler: compiler, configuration: Configuration(), templates: DefaultTemplates.all, configurationBytes: nil,
                                        toolVersion: "test", sources: sources, folder: folder, writes: true, full: false)
        if try pipeline.unchangedRun() != nil { return [] }
        var sources = sources
        var staging = KeptStaging()
        let outcome = try pipeline.run(&sources, into: &staging)
        let staged = try #require(outcome.staged, "\(outcome.diagnostics)")
        #expect(staged.plan.problems.isEmpty)
        for write in staged.plan.writes { folder.write(write.path, try #require(staging.staged[write.path])) }
        for removal in staged.plan.removals { folder.files[removal.name] = nil }
        folder.write(OutputManifest.fileName, try #require(staged.finalManifest?.value ?? staged.plan.manifest.renderedBytes()))
        folder.write(GenerationCache.fileName, try #require(staged.cache?.value))
        return Set(staging.staged.keys)
    }

    static func fresh(_ sources: [SpecSource]) throws -> [String: [UInt8]] {
        let folder = MemoryFolder()
        try run(sources, into: folder)
        return folder.outputs
    }

    @Test func aFirstRunWritesWhatCompilerGenerateMakesAndAManifest() throws {
        let sources = try goldenSpecSources()
        let folder = MemoryFolder()
        try Self.run(sources, into: folder)
        let generated = Compiler().generate(sources).files
        #expect(!generated.isEmpty)
        var expected = Dictionary(uniqueKeysWithValues: generated.map { ($0.path, Array($0.contents.utf8)) })
        expected[OutputManifest.fileName] = folder.outputs[OutputManifest.fileName]
        #expect(folder.outputs == expected)
    }

    @Test func aChangedSpecIsRenderedAloneAndTheFolderIsTheOneAFreshRunWrites() throws {
        var sources = try goldenSpecSources()
        let folder = MemoryFolder()
        try Self.run(sources, into: folder)
        #expect(try Self.run(sources, into: folder).isEmpty, "nothing changed, nothing rendered")

        let index = try #require(sources.firstIndex { $0.path == "specs/Timeline.yaml" })
        let text = String(decoding: sources[index].bytes, as: UTF8.self)
        #expect(text.contains("There are no posts yet"))
        sources[index] = SpecSource(path: sources[index].path, text: text.replacingOccurrences(of: "There are no posts yet", with: "Nothing here yet"))
        // Only the changed screen's files and the String Catalog are written again.
        let rendered = try Self.run(sources, into: folder)
        #expect(rendered.contains("StateSpec.xcstrings") && rendered.contains { $0.hasPrefix("Timeline") }, "\(rendered.sorted())")
        #expect(rendered.allSatisfy { $0.hasPrefix("Timeline") || $0 == "StateSpec.xcstrings" }, "\(rendered.sorted())")
        #expect(folder.outputs == (try Self.fresh(sources)))

        // A removed spec's files go, and only they.
        let removed = sources.remove(at: index)
        try Self.run(sources, into: folder)
        #expect(folder.outputs == (try Self.fresh(sources)))
        #expect(!folder.outputs.keys.contains { $0.hasPrefix("TimelineViewModel") }, "\(removed.path)")
    }

    @Test func anOutputEditedByHandIsWrittenAgain() throws {
        let sources = try goldenSpecSources()
        let folder = MemoryFolder()
        try Self.run(sources, into: folder)
        let name = try #require(folder.outputs.keys.sorted().first { $0.hasSuffix("ViewModel.swift") })
        folder.write(name, Array("// Generated by StateSpec\n// edited\n".utf8))
        #expect(try Self.run(sources, into: folder) == [name])
        #expect(folder.outputs == (try Self.fresh(sources)))
    }
}
