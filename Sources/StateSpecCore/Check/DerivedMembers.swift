/// The view-model and loader members the generated code names after a spec's names
/// (`takeConnectResult` after the event `connect`): they must not meet another name.
struct DerivedMember: Sendable {
    /// The member's Swift name.
    var member: String
    /// The spec's name it is made from.
    var origin: Located<String>
    /// What `origin` names, in the writer's words: "event", "item action", "feedback message".
    var originKind: String

    /// Every member `spec` derives, in the order the spec is written.
    static func all(in spec: ScreenSpec) -> [DerivedMember] {
        var members: [DerivedMember] = []
        for event in spec.events where event.result != nil {
            members.append(DerivedMember(member: SwiftNames.derivedMember("", event.name.value, "Result"), origin: event.name, originKind: "event"))
            members.append(DerivedMember(member: SwiftNames.derivedMember("take", event.name.value, "Result"), origin: event.name, originKind: "event"))
        }
        for event in spec.events where event.isOptimistic && event.isOperation && event.result == nil {
            members.append(DerivedMember(member: SwiftNames.derivedMember("optimistic", event.name.value), origin: event.name, originKind: "event"))
        }
        // A section with `rows: per-item` gives the screen's view model its rows.
        for section in spec.sections where section.hasRowsPerItem {
            members.append(DerivedMember(member: SwiftNames.derivedMember("", section.name.value, "Rows"), origin: section.name, originKind: "section"))
        }
        for action in spec.itemActions where action.isOptimistic {
            members.append(DerivedMember(member: SwiftNames.derivedMember("optimistic", action.name.value), origin: action.name, originKind: "item action"))
        }
        for action in spec.bulkActions where action.isOptimistic {
            members.append(DerivedMember(member: SwiftNames.derivedMember("optimistic", action.name.value), origin: action.name, originKind: "bulk action"))
        }
        // An action that asks first runs, once confirmed, through a private method named after it.
        let confirmed = spec.events.filter { $0.confirm != nil }.map { ($0.name, "event") }
            + spec.itemActions.filter { $0.confirm != nil }.map { ($0.name, "item action") }
            + spec.bulkActions.filter { $0.confirm != nil }.map { ($0.name, "bulk action") }
        for (name, kind) in confirmed {
            members.append(DerivedMember(member: SwiftNames.derivedMember("confirmed", name.value), origin: name, originKind: kind))
        }
        // The app raises such a message through the view model, which wires its buttons.
        for message in spec.feedback where message.isRaisedManually && message.actions.contains(where: { $0.event != nil }) {
            members.append(DerivedMember(member: SwiftNames.derivedMember("show", message.name.value), origin: message.name, originKind: "feedback message"))
        }
        return members
    }
}
