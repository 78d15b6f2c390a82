import Testing
@testable import StateSpecCore

/// The placeholders of a text, in order, each once; a `{` a mark joins opens nothing.
@Suite struct PlaceholdersTests {
    @Test func namesAreReadInOrderOnce() {
        #expect(Placeholders.names(in: "{count} of {total}, {count} again, {unclosed") == ["count", "total"])
        #expect(Placeholders.names(in: "} {} {{a}} {b") == ["", "{a"])
        // A mark after `{` makes one character of the two: no placeholder opens there.
        #expect(Placeholders.names(in: "{\u{301}a} {b}") == ["b"])
    }
}

/// A catalog text's placeholders become positional specifiers; anything else stays, `%` escaped.
@Suite struct CatalogFormatTests {
    @Test func argumentsBecomePositionalSpecifiers() {
        let arguments = [ScreenPlan.Argument(name: "count", type: "Int"), ScreenPlan.Argument(name: "name", type: "String"),
                         ScreenPlan.Argument(name: "ratio", type: "Double")]
        #expect(StringCatalog.format("{name} has {count} items, {ratio} full: 100%", arguments: arguments)
            == "%2$@ has %1$lld items, %3$lf full: 100%%")
        #expect(StringCatalog.format("{{count}} {unknown} {count", arguments: arguments) == "{%1$lld} {unknown} {count")
        #expect(StringCatalog.format("{count} {count}é {name}\u{301}", arguments: arguments) == "%1$lld %1$lldé {name}\u{301}", "a mark after the brace joins it: no placeholder closes there")
    }
}
