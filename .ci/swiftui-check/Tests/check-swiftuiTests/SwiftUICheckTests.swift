import Testing
@testable import check_swiftui

/// The check finds what it is for, so that a pass on the example means something.
@Suite struct SwiftUICheckTests {
    func problems(_ body: String) -> [String] {
        SwiftUICheck.problems(in: "#if canImport(SwiftUI)\nimport SwiftUI\n\(body)\n#endif\n", path: "View.swift")
    }

    @Test func aCorrectViewHasNoProblems() {
        #expect(problems("struct FeedView: View {\n    var body: some View { EmptyView() }\n}").isEmpty)
    }

    @Test func aSyntaxErrorIsReportedAtItsLine() {
        let found = problems("struct FeedView: View {\n    var body: some View { Text(\"a\" }\n}")
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.hasPrefix("View.swift:4:") || $0.hasPrefix("View.swift:5:") })
    }

    @Test func aViewNamedLikeASwiftUITypeIsReported() {
        let found = problems("struct TimelineView: View {\n    var body: some View { Text(\"a\") }\n}")
        #expect(found == ["View.swift:3:1: error: 'TimelineView' is the name of a SwiftUI type; name this declaration something else"])
    }

    @Test func emptyViewWithArgumentsIsReported() {
        let found = problems("struct FeedView: View {\n    var body: some View { EmptyView(\"Nothing\") }\n}")
        #expect(found.count == 1 && found[0].contains("'EmptyView' takes no arguments"))
    }

    @Test func codeOutsideCanImportIsReported() {
        let found = SwiftUICheck.problems(in: "import SwiftUI\nstruct FeedView {}\n", path: "View.swift")
        #expect(found.contains { $0.contains("not one `#if canImport(SwiftUI)` block") })
    }
}
