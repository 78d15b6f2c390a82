/// The members a screen's generated view model declares beside the spec's own names, told from
/// the spec: a name is refused only where the generated code of that screen declares it, so that
/// an event `markRead` on a screen that counts nothing unread, or a section `statuses` on a
/// screen without rows, is the spec's to use. Each feature is read as written, so that the set
/// is never smaller than what the generator declares (IdentifierTests holds the golden specs'
/// generated code to it).
enum ReservedNames {
    /// Where an event, item action or bulk action goes: beside sections, an event is a method of
    /// the view model that owns the sections'.
    static func methods(_ spec: ScreenSpec) -> Set<String> {
        spec.hasSections ? sectionedViewModel(spec) : viewModel(spec)
    }

    /// `methods`, and what `CaseIterable` and `RawRepresentable` give the enum an action is a
    /// case of: what an event, item action or bulk action may not be named. Made once for each
    /// set of features.
    static func actionNames(_ spec: ScreenSpec) -> Set<String> {
        spec.hasSections
            ? withEnumMembers.value(for: .sectioned(sectionedFeatures(spec))) { _ in sectionedViewModel(spec).union(SwiftNames.enumMembers) }
            : withEnumMembers.value(for: .plain(features(spec))) { _ in viewModel(spec).union(SwiftNames.enumMembers) }
    }

    private enum FeaturesKey: Hashable, Sendable {
        case plain(SwiftNames.ViewModelFeatures)
        case sectioned(SwiftNames.SectionedViewModelFeatures)
    }

    private static let withEnumMembers = Memo<FeaturesKey, Set<String>>()

    /// The view model (and loader) of a screen without sections, or of one section.
    static func viewModel(_ spec: ScreenSpec) -> Set<String> {
        // Few screens differ in these features: each set is made once, not once a screen.
        declared.value(for: .plain(features(spec))) { _ in SwiftNames.viewModelMembers(declaredBy: features(spec)) }
    }

    private static let declared = Memo<FeaturesKey, Set<String>>()

    private static func features(_ spec: ScreenSpec) -> SwiftNames.ViewModelFeatures {
        var features = SwiftNames.ViewModelFeatures(
            countsUnread: spec.countsUnread,
            hasBulkActions: !spec.bulkActions.isEmpty,
            hasRowActions: !spec.itemActions.isEmpty || !spec.bulkActions.isEmpty,
            reportsProgress: spec.itemActions.contains(where: \.reportsProgress))
        // Each as written, whatever else the spec says: a key the generator ignores for want of
        // another still reserves its members.
        features.pages = spec.loads.more != nil
        features.hasGaps = spec.loads.gaps != nil
        features.refreshes = spec.loads.refresh != nil
        features.hearsSignals = !spec.signals.isEmpty
        features.hasLiveUpdates = spec.liveUpdates != nil
        features.watchesConnectivity = spec.network != nil
        features.takesInput = spec.loads.initial?.input != nil
        features.hasOperations = spec.events.contains(where: \.isOperation)
        features.asksFirst = !spec.confirmations.isEmpty
        features.throttlesSignals = spec.signals.contains { $0.throttle != nil }
        features.appliesItemChanges = spec.liveUpdates != nil || spec.signals.contains { $0.effect?.value == .apply }
        features.routesMessageButtons = spec.feedback.contains { $0.actions.contains { $0.event != nil } }
        features.hasPlainEvents = spec.events.contains { !$0.isOperation }
        features.readsCache = spec.loads.initial?.readsCache ?? false
        return features
    }

    /// The view model that owns a screen's sections.
    static func sectionedViewModel(_ spec: ScreenSpec) -> Set<String> {
        declared.value(for: .sectioned(sectionedFeatures(spec))) { _ in SwiftNames.sectionedViewModelMembers(declaredBy: sectionedFeatures(spec)) }
    }

    private static func sectionedFeatures(_ spec: ScreenSpec) -> SwiftNames.SectionedViewModelFeatures {
        let tabs = spec.sectionsStyle?.value == .tabs
        let sectionsWithInput = spec.sections.contains { $0.spec.loads.initial?.input != nil }
        return SwiftNames.SectionedViewModelFeatures(
            hasTabs: tabs,
            placesAboveTabs: spec.sections.contains(where: \.isAboveTabs),
            sharesInput: !tabs && sectionsWithInput,
            hasEvents: !spec.events.isEmpty,
            // As `DerivedMember` reserves `<section>Rows`: a section with `rows: per-item`, as written.
            hasRows: spec.sections.contains(where: \.hasRowsPerItem),
            hasTextValues: [StateName.empty, .error].contains { !(spec.details($0)?.arguments.isEmpty ?? true) },
            keepsSectionsFresh: spec.sections.contains(where: \.refreshesByItself))
    }
}
