import Foundation
import Testing
@testable import StateSpecCore

/// Every spec value that reaches generated Swift is checked as the Swift it becomes: lint
/// refuses it with one diagnostic, or the code generated from it parses.
@Suite struct SwiftValueTests {
    @Test(arguments: SwiftNames.keywords.sorted())
    func aMemberPathStartingWithAKeywordIsRefused(_ keyword: String) {
        let errors = lint(validSpec + "\npreview: { content: \("\(keyword).samples".yamlDoubleQuoted) }").filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.ruleID == "invalid-value")
        #expect(errors.first?.message.contains("'\(keyword)' is a Swift keyword") == true, "\(errors)")
        #expect(!SwiftNames.isMemberPath("\(keyword).samples") && !SwiftNames.isMemberPath(keyword))
    }

    /// After a dot Swift reads a keyword as a member's name.
    @Test(arguments: ["User.default", "User.self", ".init", ".default", ".class.samples", "User.Type", "classes.samples", "self_", "_samples"])
    func aKeywordAfterADotIsAMembersName(_ path: String) {
        #expect(SwiftNames.isMemberPath(path))
        #expect(lint(validSpec + "\npreview: { content: \(path.yamlDoubleQuoted) }").filter { $0.severity == .error }.isEmpty)
    }

    /// The member path pattern the JSON Schema gives editors agrees with `isMemberPath`.
    @Test(arguments: ["class.samples", "Any", "self.x", "_", "Post.samples", ".class", "Post.default", "in", "inout.x", "Post..x", "x."])
    func thePatternAgreesWithTheCheck(_ path: String) throws {
        let pattern = try NSRegularExpression(pattern: SwiftNames.memberPathPattern)
        let matches = pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        #expect(matches == SwiftNames.isMemberPath(path), "\(path)")
    }

    @Test func aModuleNameIsAnIdentifierThatIsNotAKeyword() {
        #expect(SwiftNames.isModuleName("MyApp") && SwiftNames.isModuleName("My_App2"))
        #expect(!SwiftNames.isModuleName("class") && !SwiftNames.isModuleName("Any") && !SwiftNames.isModuleName("self"))
        #expect(!SwiftNames.isModuleName("My App") && !SwiftNames.isModuleName("") && !SwiftNames.isModuleName("`class`"))
    }

    // MARK: Every slot, every hostile value

    /// Values that end, open or bend Swift where a name or a type goes.
    static let hostileValues: [String] = [
        "class", "Type", "Self", "self", "Protocol", "some", "any", "inout", "init", "default", "Any", "_",
        "`class`", "#if", "/*", "*/", "// x", "x.y", "a b", "é", "Ｉｎｄｅｘ", "index", "Index", "$0", "x\u{301}",
        String(repeating: "a", count: 101), "Model.class", "Model.self", "(class: Int, b: Int)", "(inout: Int, b: Int)",
        "Int\n}", "[Int]; func x()", "Int\u{2028}",
    ]

    /// A spec for each key whose value reaches generated Swift, holding `value` there (quoted
    /// for YAML where the slot is one value).
    static let slots: [(name: String, spec: @Sendable (String) -> String)] = [
        ("screen", { validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: \($0.yamlDoubleQuoted)") }),
        ("content.type", { validSpec.replacingOccurrences(of: "type: User", with: "type: \($0.yamlDoubleQuoted)") }),
        ("content.item", { ExampleSpecs.feed.replacingOccurrences(of: "type: \"[Post]\", item: Post", with: "type: \("[\($0)]".yamlDoubleQuoted), item: \($0.yamlDoubleQuoted)") }),
        ("content.id", { ExampleSpecs.feed.replacingOccurrences(of: "item: Post }", with: "item: Post, id: \($0.yamlDoubleQuoted) }") }),
        ("loads.initial.input", { validSpec.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, input: \($0.yamlDoubleQuoted) }") }),
        ("events", { validSpec + "\nevents:\n  \($0.yamlDoubleQuoted): { summary: Opens something. }\n" }),
        ("events.input", { ExampleSpecs.feed + "events:\n  save: { summary: Saves., input: \($0.yamlDoubleQuoted), failure: saveFailed }\nfeedback:\n  saveFailed: { kind: error, text: Could not save }\n" }),
        ("events.result", { ExampleSpecs.feed + "events:\n  save: { summary: Saves., result: \($0.yamlDoubleQuoted), failure: saveFailed }\nfeedback:\n  saveFailed: { kind: error, text: Could not save }\n" }),
        ("item-actions", { ExampleSpecs.rows + "item-actions:\n  \($0.yamlDoubleQuoted): { summary: Does it., failure: actionFailed }\nfeedback:\n  actionFailed: { kind: error, text: Could not do it }\n" }),
        ("signals", { ExampleSpecs.feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear }\n  refresh: { on: pull }") + "signals:\n  \($0.yamlDoubleQuoted): { summary: Something changed. }\n" }),
        ("causes", { validSpec.replacingOccurrences(of: "retry: Try again }", with: "retry: Try again, causes: { \($0.yamlDoubleQuoted): { message: Offline } } }") }),
        ("feedback", { validSpec.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear }\n  refresh: { on: pull, failure: \($0.yamlDoubleQuoted) }") + "\nfeedback:\n  \($0.yamlDoubleQuoted): { kind: error, text: Could not refresh }\n" }),
        ("feedback.arguments", { validSpec + "\nfeedback:\n  refreshFailed: { kind: error, text: \("Could not refresh {\($0)}".yamlDoubleQuoted), arguments: { \($0.yamlDoubleQuoted): String }, raised: manual }\n" }),
        ("sections", { ExampleSpecs.hidingSection.replacingOccurrences(of: "  resume:", with: "  \($0.yamlDoubleQuoted):") }),
        ("preview.content", { validSpec + "\npreview: { content: \($0.yamlDoubleQuoted) }" }),
        ("preview.view", { validSpec + "\npreview: { content: User.sample, view: \($0.yamlDoubleQuoted) }" }),
        ("summary", { validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: Profile\nsummary: \($0.yamlDoubleQuoted)") }),
        ("states.empty.message", { validSpec.replacingOccurrences(of: "message: No profile yet", with: "message: \($0.yamlDoubleQuoted)") }),
    ]

    @Test func everySlotsBaseSpecGeneratesCode() {
        let plain: [String: String] = ["content.type": "User", "content.item": "Post", "loads.initial.input": "String", "events.input": "String", "events.result": "String",
                                       "preview.content": "User.sample", "preview.view": "ProfileView", "screen": "Profile"]
        for slot in Self.slots {
            let result = Compiler().generate([SpecSource(path: "specs/Spec.yaml", text: slot.spec(plain[slot.name] ?? "fine"))])
            #expect(!result.files.isEmpty, "\(slot.name): \(result.diagnostics)")
        }
    }

    /// Each hostile value in each slot: lint refuses it with one error, or the code generated
    /// from it (the app's and the fakes) parses.
    @Test func hostileValuesAreRefusedOrParse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statespec-hostile-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        let fakes = Compiler(generator: Generator(templates: DefaultFakeTemplates.all))
        for slot in Self.slots {
            for (index, value) in Self.hostileValues.enumerated() {
                let source = SpecSource(path: "specs/Spec.yaml", text: slot.spec(value))
                let result = Compiler().generate([source])
                let errors = result.diagnostics.filter { $0.severity == .error }
                if !errors.isEmpty {
                    // The item's type is written twice, as the item and in the content's type.
                    #expect(errors.count == (slot.name == "content.item" ? 2 : 1), "\(slot.name) = \(value.debugDescription): \(errors.map(\.message))")
                    continue
                }
                for file in result.files + fakes.generate([source]).files where file.path.hasSuffix(".swift") {
                    // swiftc takes no two files of one name.
                    let url = folder.appendingPathComponent("\(slot.name)-\(index)-" + file.path.replacingOccurrences(of: "/", with: "-"))
                    try file.contents.write(to: url, atomically: true, encoding: .utf8)
                    files.append(url)
                }
            }
        }
        #expect(files.count > 50, "\(files.count) files")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse"] + files.map(\.path)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "generated Swift that does not parse:\n\(message.prefix(4000))")
    }
}
