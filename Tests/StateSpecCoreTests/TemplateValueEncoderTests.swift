import Testing
@testable import StateSpecCore

/// What the template context's encoder makes of values the context types hold, and of what a
/// hand-written `encode(to:)` may do.
@Suite struct TemplateValueEncoderTests {
    struct Plain: Encodable {
        var text = "a"
        var flag = true
        var number = 3
        var lines = ["x", "y"]
        var absent: String?
        var present: Bool? = false
        var items = [Inner(name: "n")]
    }

    struct Inner: Encodable { var name: String }

    /// Uses nested containers, which synthesized code never does.
    struct Nested: Encodable {
        enum Keys: String, CodingKey { case object, list, text }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var object = container.nestedContainer(keyedBy: Keys.self, forKey: .object)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try container.encode("after", forKey: .text)
            try object.encode("inside", forKey: .text)
            try list.encode(1)
            var item = list.nestedContainer(keyedBy: Keys.self)
            try item.encode("item", forKey: .text)
        }
    }

    @Test func structsBecomeObjectsWithoutTheirAbsentProperties() {
        let value = TemplateValueEncoder.encode(Plain())
        #expect(value == [
            "text": "a", "flag": true, "number": 3, "lines": ["x", "y"], "present": false, "items": [["name": "n"]],
        ])
    }

    @Test func nestedContainersAreFilledAfterTheyAreHandedOut() {
        #expect(TemplateValueEncoder.encode(Nested()) == ["object": ["text": "inside"], "list": [1, ["text": "item"]], "text": "after"])
    }

    @Test func aValueNoTemplateCanHoldIsSaidNotTrapped() {
        struct Fraction: Encodable { var value = 0.5 }
        #expect(TemplateValueEncoder.encode(Fraction()) == .string("a template value cannot hold Double"))
    }
}
