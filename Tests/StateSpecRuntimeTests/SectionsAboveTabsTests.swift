import StateSpecRuntime
import Testing

/// `SectionsAboveTabs` on its own: which sections a screen of tabs shows, summarises and reaches
/// while a tab is selected.
@Suite struct SectionsAboveTabsTests {
    enum Part: String, CaseIterable, Sendable { case header, posts, banner, replies }

    let layout = SectionsAboveTabs(Part.allCases) { $0 == .header || $0 == .banner }

    @Test func theSectionsAboveTheTabsAndTheTabsKeepTheSpecsOrder() {
        #expect(layout.aboveTabs == [.header, .banner])
        #expect(layout.tabs == [.posts, .replies])
        #expect(layout.isTab(.replies))
        #expect(!layout.isTab(.header))
    }

    @Test func theSectionsAboveTheTabsAreShownWithTheSelectedTab() {
        #expect(layout.shown(selecting: .replies) == [.header, .banner, .replies])
        #expect(layout.shown(selecting: .posts) == [.header, .banner, .posts])
        #expect(layout.shown(selecting: .header) == [.header, .banner], "a section above the tabs is not a tab to select")
    }

    @Test func withoutSectionsAboveTheTabsOnlyTheSelectedTabIsShown() {
        let tabsOnly = SectionsAboveTabs(Part.allCases) { _ in false }
        #expect(tabsOnly.shown(selecting: .replies) == [.replies])
    }

    @Test func aPrimaryHeaderAboveTheTabsDecidesTheScreenWhateverTheTabShows() {
        func summary(header: SectionPhase, tab: SectionPhase) -> SectionsSummary {
            SectionsSummary([SectionStatus(phase: header, isPrimary: true), SectionStatus(phase: tab)])
        }
        #expect(summary(header: .loading, tab: .content) == .loading)
        #expect(summary(header: .failed, tab: .content) == .error)
        #expect(summary(header: .content, tab: .failed) == .content, "the tab shows its own error under the header")
        #expect(summary(header: .content, tab: .loading) == .content, "the tab shows its own loading state")
    }

    @Test func withoutAPrimaryTheScreenFailsOnlyWhenTheHeaderAndTheTabFailed() {
        func summary(header: SectionPhase, tab: SectionPhase) -> SectionsSummary {
            SectionsSummary([SectionStatus(phase: header), SectionStatus(phase: tab)])
        }
        #expect(summary(header: .failed, tab: .content) == .content)
        #expect(summary(header: .failed, tab: .loading) == .loading)
        #expect(summary(header: .failed, tab: .failed) == .error)
        #expect(summary(header: .empty, tab: .empty) == .empty)
    }
}
