/// What a test run can show of one screen, as its spec declares it: a screen, or a section of a
/// screen, which generates a state enum and a `ScreenContent` of its own.
public struct CoverageScreen: Sendable, Hashable {
    /// The name the runtime records it under: the state enum's name without `State`
    /// (`Timeline`, a section's `MediaHomeHeadlines`).
    public var name: String
    /// The spec file that declares it.
    public var file: String
    /// What its tests can show, in the order the spec declares it.
    public var items: [CoverageItem]

    /// The screens of `spec`: the screen itself, or each of its sections. A spec without a name
    /// has none (lint reports it).
    public static func screens(of spec: ScreenSpec) -> [CoverageScreen] {
        guard let name = spec.name?.value else { return [] }
        guard spec.hasSections else { return [CoverageScreen(name: name, file: spec.file, items: CoverageItem.items(of: spec, nameLocation: spec.name?.location))] }
        return spec.sections.map { section in
            CoverageScreen(name: SwiftNames.sectionTypeName(screen: name, section: section.name.value), file: spec.file,
                           items: CoverageItem.items(of: section.spec, nameLocation: section.keyLocation, pathPrefix: section.path + "."))
        }
    }
}

/// One thing a test can show: a state, the error state for one cause, or a message.
public struct CoverageItem: Sendable, Hashable {
    /// What the item is.
    public enum Kind: Sendable, Hashable {
        /// A state, by its name (`empty`).
        case state(String)
        /// The error state shown for a cause, by its case in the generated cause enum.
        case errorCause(String)
        /// A message, by its name in the spec.
        case message(String)
    }

    /// What the item is.
    public var kind: Kind
    /// Where the spec declares it: the key's position.
    public var location: SourceLocation
    /// The key's document path (`states.empty`, `feedback.refreshFailed`).
    public var path: String

    /// True when `screen` (nil: the report never names the screen) shows this item.
    public func isCovered(by screen: CoverageRecord.Screen?) -> Bool {
        guard let screen else { return false }
        switch kind {
        case .state(let name): return screen.states.contains(name)
        case .errorCause(let cause): return screen.causes[StateName.error.rawValue]?.contains(cause) ?? false
        case .message(let name): return screen.messages.contains(name)
        }
    }

    /// The items of a screen's spec: every state it lists (ideal and loading, which every screen
    /// has, even when not written), each error cause it names and `other` beside them, and each
    /// message of its own `feedback:` that the screen raises itself (a message the app raises,
    /// `raised: manual`, goes around the screen and is not counted).
    static func items(of spec: ScreenSpec, nameLocation: SourceLocation?, pathPrefix: String = "") -> [CoverageItem] {
        var items: [CoverageItem] = []
        let fallback = spec.listsStates ? spec.statesLocation : nameLocation ?? SourceLocation(line: 1, column: 1)
        for state in StateName.allCases {
            let path = "\(pathPrefix)states.\(state.rawValue)"
            switch spec.states[state] {
            case .present(let details):
                items.append(CoverageItem(kind: .state(state.rawValue), location: details.keyLocation, path: path))
            case .waived:
                continue
            case nil:
                guard state == .ideal || state == .loading else { continue }
                items.append(CoverageItem(kind: .state(state.rawValue), location: fallback, path: path))
            }
        }
        if let error = spec.details(.error), !error.causes.isEmpty {
            let causesPath = "\(pathPrefix)states.error.causes"
            for cause in error.causes {
                items.append(CoverageItem(kind: .errorCause(SwiftNames.errorCauseCase(cause.name.value)),
                                          location: cause.name.location, path: "\(causesPath).\(cause.name.value)"))
            }
            items.append(CoverageItem(kind: .errorCause(SwiftNames.otherErrorCause), location: error.keyLocation, path: causesPath))
        }
        for message in spec.feedback where !message.isRaisedManually {
            items.append(CoverageItem(kind: .message(message.name.value), location: message.name.location,
                                      path: "\(pathPrefix)feedback.\(message.name.value)"))
        }
        return items
    }
}
