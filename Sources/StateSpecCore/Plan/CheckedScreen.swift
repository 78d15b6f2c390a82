/// A screen that passed the checks, with what every later stage relies on no longer optional:
/// its name, its content type and its first load, and its messages resolved against the policy.
/// Built only from a spec without errors; should a rule that reports one of these be turned off,
/// building it fails with a diagnostic instead of generating code with a made-up name.
public struct CheckedScreen: Sendable {
    public let spec: ScreenSpec
    public let name: String
    public let contentType: String
    public let initialLoad: ScreenSpec.Load
    /// What the String Catalog keys of its texts start with: the screen's name, or for a section
    /// the screen's and the section's (`Account.header`).
    public let keyPrefix: String
    /// The screen's messages with the policy applied, in the order written.
    let messages: [ResolvedMessage]

    /// - Parameter section: The section `spec` is, and the name of its screen.
    public init(_ spec: ScreenSpec, policy: FeedbackPolicy, section: (screen: String, name: String)? = nil) throws(GenerationError) {
        func missing(_ what: String) -> GenerationError {
            GenerationError(template: spec.file, message: "\(spec.file) cannot be generated: \(what) (the rule that reports it is turned off)")
        }
        let name: String
        if let section {
            name = SwiftNames.sectionTypeName(screen: section.screen, section: section.name)
            keyPrefix = "\(section.screen).\(section.name)"
        } else {
            guard let screen = spec.name?.value else { throw missing("it names no screen") }
            name = screen
            keyPrefix = screen
        }
        let place = section.map { "section '\($0.name)'" } ?? "it"
        guard let contentType = spec.content.type?.value else { throw missing("\(place) has no 'content.type'") }
        guard let initialLoad = spec.loads.initial else { throw missing("\(place) has no 'loads.initial'") }
        self.spec = spec
        self.name = name
        self.contentType = contentType
        self.initialLoad = initialLoad
        messages = ResolvedMessage.all(in: spec, policy: policy)
    }
}

extension ScreenPlan {
    /// The plan of a spec: of a screen, or of a screen made of sections, each planned as a
    /// screen of its own.
    public static func make(_ spec: ScreenSpec, policy: FeedbackPolicy) throws(GenerationError) -> ScreenPlan {
        guard spec.hasSections else { return ScreenPlan(try CheckedScreen(spec, policy: policy)) }
        guard let name = spec.name?.value, !spec.sections.isEmpty else {
            throw GenerationError(template: spec.file, message: "\(spec.file) cannot be generated: it names no screen or no section (the rule that reports it is turned off)")
        }
        let tabs = spec.sectionsStyle?.value == .tabs
        // `section-placement` reports `above-tabs` without tabs, and a screen with no tab left.
        let placesAboveTabs = tabs && spec.sections.contains(where: { !$0.isAboveTabs })
        var sections: [Section] = []
        for section in spec.sections {
            let checked = try CheckedScreen(section.spec, policy: policy, section: (name, section.name.value))
            let isAboveTabs = placesAboveTabs && section.isAboveTabs
            sections.append(Section(name: section.name.value, hidesWhenEmpty: section.hidesWhenEmpty,
                                    hidesWhenFailed: section.hidesWhenFailed,
                                    // `section-primary` reports a primary tab, or a section that hides when it fails.
                                    isPrimary: section.isPrimary && (!tabs || isAboveTabs) && !section.hidesWhenFailed
                                        && !sections.contains(where: \.isPrimary),
                                    isAboveTabs: isAboveTabs,
                                    hasRowsPerItem: section.hasRowsPerItem,
                                    plan: ScreenPlan(checked)))
        }
        return ScreenPlan(sectioned: spec, name: name, sections: sections, style: spec.sectionsStyle?.value ?? .stacked)
    }
}
