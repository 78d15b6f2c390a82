/// The sections of a screen of tabs, split by where they show: those above the tabs (a profile's
/// header, `placement: above-tabs`), shown at all times and loaded when the screen appears, and
/// the tabs, one shown at a time and each loaded when first selected.
public struct SectionsAboveTabs<Section: Hashable & Sendable>: Sendable {
    /// The sections above the tabs, in the spec's order.
    public let aboveTabs: [Section]
    /// The tabs, in the spec's order.
    public let tabs: [Section]

    /// Splits `sections` (in the spec's order) into those above the tabs (`isAboveTabs`) and the
    /// tabs.
    public init(_ sections: [Section], isAboveTabs: (Section) -> Bool) {
        aboveTabs = sections.filter(isAboveTabs)
        tabs = sections.filter { !isAboveTabs($0) }
    }

    /// True when `section` is one of the tabs.
    public func isTab(_ section: Section) -> Bool { tabs.contains(section) }

    /// The sections shown while `selected` is the selected tab: every section above the tabs,
    /// then the tab. The screen's state summarises them, and `appear()`, `refresh()` and
    /// `retry()` reach them; the other tabs keep what they show.
    public func shown(selecting selected: Section) -> [Section] {
        aboveTabs + (isTab(selected) ? [selected] : [])
    }
}
