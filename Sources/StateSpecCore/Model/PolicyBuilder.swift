/// Reads a policy file's tree over its profile's defaults. Lenient like `ModelBuilder`: values
/// of the wrong shape are left at the default, since the rules report them.
enum PolicyBuilder {
    /// True for a tree that is a feedback policy rather than a screen spec.
    static func isPolicy(_ root: SyntaxNode) -> Bool {
        root["screen"] == nil && (root["profile"] != nil || root["kinds"] != nil)
    }

    static func build(_ root: SyntaxNode, file: String) -> FeedbackPolicy {
        let text = ModelBuilder.text
        let profile = text(root["profile"]).flatMap { FeedbackPolicy.Profile(rawValue: $0.value) } ?? .appleHIG
        var policy = FeedbackPolicy.builtIn(profile)
        policy.file = file
        for entry in root["kinds"]?.entries ?? [] {
            let node = entry.value
            var kind = policy.kind(named: entry.key) ?? FeedbackPolicy.Kind(
                name: entry.key, level: FeedbackSchema.levels.contains(entry.key) ? entry.key : "info", colour: "",
                icon: nil, iconLocation: nil, haptic: "none", presentation: "snackbar", duration: .seconds(4), announces: true, location: nil)
            kind.location = entry.keyLocation
            if let level = text(node["level"])?.value, FeedbackSchema.levels.contains(level) { kind.level = level }
            if let colour = text(node["colour"])?.value { kind.colour = colour }
            if let icon = node["icon"] {
                kind.icon = text(icon)?.value
                kind.iconLocation = icon.location
            }
            if let haptic = text(node["haptic"])?.value, FeedbackSchema.haptics.contains(haptic) { kind.haptic = haptic }
            if let presentation = text(node["presentation"])?.value, FeedbackSchema.presentations.contains(presentation) {
                kind.presentation = presentation
            }
            if let duration = text(node["duration"]), let value = FeedbackPolicy.Duration(duration.value) {
                kind.duration = value
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
            if let order = text(queue["order"])?.value { policy.queue.order = order }
            if let deduplicate = text(queue["deduplicate"])?.value { policy.queue.deduplicate = deduplicate }
            if case .sequence(let items)? = queue["priority"]?.value {
                policy.queue.priority = items.compactMap { text($0)?.value }.filter(FeedbackSchema.levels.contains)
            }
        }
        if let limits = root["limits"] {
            func seconds(_ key: String) -> Double? { text(limits[key]).flatMap { Double($0.value) } }
            func count(_ key: String) -> Int? { text(limits[key]).flatMap { Int($0.value) } }
            if let value = seconds("snackbar-min-duration") { policy.limits.snackbarMinDuration = value }
            if let value = seconds("snackbar-max-duration") { policy.limits.snackbarMaxDuration = value }
            if let value = count("snackbar-max-actions") { policy.limits.snackbarMaxActions = value }
            if let value = count("alert-max-buttons") { policy.limits.alertMaxButtons = value }
        }
        return policy
    }
}
