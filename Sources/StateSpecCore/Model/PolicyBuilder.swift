import StateSpecVocabulary

/// Reads a policy file's tree over its profile's defaults. Lenient like `ModelBuilder`: values
/// of the wrong shape are left at the default, since the rules report them.
enum PolicyBuilder {
    /// True for a tree that is a feedback policy rather than a screen spec: no `screen`, and
    /// `profile` or `kinds`, or else a key only a policy has (`queue`, `limits` …) and none that
    /// only a screen has, so that a policy that names no profile is still read as one.
    static func isPolicy(_ root: SyntaxNode) -> Bool {
        guard root["screen"] == nil, let entries = root.entries else { return false }
        if root["profile"] != nil || root["kinds"] != nil { return true }
        return entries.contains { policyOnlyKeys.contains($0.key) } && !entries.contains { screenOnlyKeys.contains($0.key) }
    }

    /// The policy's top-level keys that a screen spec does not have (`summary` is both's).
    static let policyOnlyKeys = Set(FeedbackSchema.policy.keyNames).subtracting(SpecSchema.screen.keyNames)
    /// The screen spec's top-level keys that a policy does not have.
    static let screenOnlyKeys = Set(SpecSchema.screen.keyNames).subtracting(FeedbackSchema.policy.keyNames)

    static func build(_ root: SyntaxNode, file: String) -> FeedbackPolicy {
        let text = ModelBuilder.text
        let profile = text(root["profile"]).flatMap { FeedbackPolicy.Profile(rawValue: $0.value) } ?? .appleHIG
        var policy = FeedbackPolicy.builtIn(profile)
        policy.file = file
        policy.location = root.location
        policy.namesProfile = root["profile"] != nil
        for entry in root["kinds"]?.entries ?? [] {
            let node = entry.value
            var kind = policy.kind(named: entry.key) ?? FeedbackPolicy.Kind(
                name: entry.key, level: FeedbackLevel(rawValue: entry.key) ?? .info, colour: "",
                icon: nil, iconLocation: nil, haptic: .none, presentation: .snackbar, duration: .seconds(4), announces: true, location: nil)
            kind.location = entry.keyLocation
            if let level: Located<FeedbackLevel> = ModelBuilder.word(node["level"]) { kind.level = level.value }
            if let colour = text(node["colour"])?.value { kind.colour = colour }
            if let icon = node["icon"] {
                kind.icon = text(icon)?.value
                kind.iconLocation = icon.location
            }
            if let haptic: Located<FeedbackHaptic> = ModelBuilder.word(node["haptic"]) { kind.haptic = haptic.value }
            if let presentation: Located<FeedbackPresentation> = ModelBuilder.word(node["presentation"]) {
                kind.presentation = presentation.value
            }
            if let duration = ModelBuilder.duration(node["duration"]) {
                kind.duration = duration.value
                kind.durationValue = duration
            }
            if let announce = text(node["announce"]) {
                kind.announces = announce.value != "false"
                kind.announceValue = announce
            }
            if let index = policy.kinds.firstIndex(where: { $0.name == kind.name }) {
                policy.kinds[index] = kind
            } else {
                policy.kinds.append(kind)
            }
        }
        if let queue = root["queue"] {
            if let order: Located<FeedbackQueueOrder> = ModelBuilder.word(queue["order"]) { policy.queue.order = order.value }
            if let deduplicate: Located<FeedbackDeduplication> = ModelBuilder.word(queue["deduplicate"]) {
                policy.queue.deduplicate = deduplicate.value
            }
            if case .sequence(let items)? = queue["priority"]?.value {
                policy.queue.priority = items.compactMap { (ModelBuilder.word($0) as Located<FeedbackLevel>?)?.value }
            }
        }
        if case .sequence(let items)? = root[FeedbackSchema.allowAlertsFor]?.value {
            policy.alertsAllowedFor = Set(items.compactMap { (ModelBuilder.word($0) as Located<FeedbackLevel>?)?.value })
        }
        policy.allowsErrorText = text(root[FeedbackSchema.allowErrorText])?.value == "true"
        if let limits = root["limits"] {
            func seconds(_ key: String) -> Double? { text(limits[key]).flatMap { SpecNumber.seconds($0.value) } }
            func count(_ key: String) -> Int? { text(limits[key]).flatMap { SpecNumber.whole($0.value) } }
            if let value = seconds("snackbar-min-duration") { policy.limits.snackbarMinDuration = value }
            if let value = seconds("snackbar-max-duration") { policy.limits.snackbarMaxDuration = value }
            if let value = count("snackbar-max-actions") { policy.limits.snackbarMaxActions = value }
            if let value = count("alert-max-buttons") { policy.limits.alertMaxButtons = value }
        }
        return policy
    }
}
