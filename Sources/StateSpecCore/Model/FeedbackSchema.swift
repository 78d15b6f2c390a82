/// The keys of feedback messages in screen specs, and of the app-wide feedback policy file.
public enum FeedbackSchema {
    public static let levels = ["success", "info", "caution", "error", "critical"]
    public static let presentations = ["inline", "snackbar", "toast", "banner", "alert", "sheet"]
    public static let haptics = ["none", "success", "warning", "error", "selection", "light", "medium", "heavy"]
    public static let roles = ["default", "cancel", "destructive"]
    public static let profiles = ["material", "apple-hig", "accessible"]
    public static let persistent = "persistent"
    public static let argumentTypes = ["Int", "Double", "String"]
    public static let detents = ["medium", "large", "fitted"]
    /// The levels a team may let be alerts (`allow-alerts-for:`).
    public static let nonUrgentLevels = ["success", "info"]
    static let allowAlertsFor = "allow-alerts-for"
    /// The policy key that lets texts show the failure's own description (`{error}`).
    public static let allowErrorText = "allow-error-text"
    /// The name of the action that retries the load whose failure raised the message.
    public static let retryAction = "retry"

    static let summary = SpecSchema.summary
    static let presentation = KeyShape("presentation", .choice(presentations), .optional,
        "Where the message appears: `inline` (a label in the screen), `snackbar`, `toast`, `banner`, `alert` (blocking dialog) or `sheet` (bottom sheet).")
    static let duration = KeyShape("duration", .duration, .optional, "How long it stays, in seconds, or `persistent` (until dismissed).")

    /// A message under a screen's `feedback:`.
    public static let message = MappingShape([
        KeyShape("kind", .identifier, .required, "The message's kind from the feedback policy: `success`, `info`, `caution`, `error`, `critical` or one the policy adds. It brings colour, icon, haptic, presentation and duration."),
        KeyShape("text", .text, .required, "The text the user reads: a bar's or label's text, an alert's message, a sheet's body. `{name}` stands for an argument: `\"{count} items registered\"`. `{error}`, in a message only failures raise, is the failure's own description (where the feedback policy has `allow-error-text: true`)."),
        KeyShape("title", .text, .optional, "The headline of an alert or a sheet, above `text`. Alerts and sheets only; an alert without one shows `text` as its title."),
        KeyShape("one", .text, .optional, "The text when the plural argument is 1: `\"{count} item registered\"`. Translators add other plural forms in the String Catalog."),
        KeyShape("arguments", .namedValues(.choice(argumentTypes)), .optional, "The values the text needs, by name, with their types (`Int`, `Double`, `String`). The first `Int` picks the plural form."),
        presentation,
        duration,
        KeyShape("actions", .namedEntries(MappingShape([
            KeyShape("title", .text, .required, "The button's title."),
            KeyShape("role", .choice(roles), .optional, "`default`, `cancel` or `destructive` (default `default`)."),
            KeyShape("event", .identifier, .optional, "The event (under `events:`) the button fires when the user chooses it: a confirmation's Delete runs the `delete` operation, a sheet's Add fires `add`. Not an event that takes an `input` (but on a message with a `field:`, one whose `input` is `String`, which gets the text typed), and not on the action named `retry`."),
        ])), .optional, "The message's buttons, by name: a bar's action, an alert's or a sheet's buttons; the app's presenter reports which one the user chose. On the message a refresh or a page load raises when it fails, an action named `retry` retries that load; an action with `event:` fires that event."),
        KeyShape("detents", .list(.choice(detents)), .optional, "The heights a sheet takes: `medium` (about half the screen, the default), `large`, `fitted` (as tall as its content); with several the user drags between them. Sheets only."),
        KeyShape("dismissible", .choice(["true", "false"]), .optional, "`false`: no swipe or tap closes it; a sheet leaves only through one of its actions, a bar through an action or its timer. Default `true`. Not for alerts, which are always answered with a button."),
        KeyShape("field", .mapping(MappingShape([
            KeyShape("placeholder", .text, .required, "What the empty field shows (`Name`, `PIN`); it is in the String Catalog."),
            KeyShape("secure", .choice(["true", "false"]), .optional, "`true`: the text is hidden as it is typed (`SecureField`), for a PIN or a password. Default `false` (`TextField`)."),
        ])), .optional, "A text field on an alert or a sheet that asks for a value before an operation (a Rename's name, a PIN). An action with `event:` on it may fire an event whose `input` is `String`: the event gets the text the user typed. The cancel button fires nothing. With `raised: manual`, `show<Message>(…, initialText:)` starts the field with a text. Alerts and sheets only."),
        KeyShape("raised", .choice(["manual"]), .optional, "`manual`: the app raises this message itself (it is in the catalog, and no load or event has to name it)."),
        summary,
    ])

    /// The app-wide feedback policy file: a mapping without `screen:` that has `profile:` or
    /// `kinds:`, or other keys only a policy has and none only a screen has (`PolicyBuilder.isPolicy`).
    public static let policy = MappingShape([
        KeyShape("profile", .choice(profiles), .optional,
            "The built-in rules and defaults to start from: `material`, `apple-hig` (the default) or `accessible` (apple-hig plus WCAG 2.2.1 and 4.1.3). Name it: a policy without one starts from apple-hig whatever statespec.yml says, and `missing-profile` warns."),
        KeyShape("kinds", .namedEntries(MappingShape([
            KeyShape("level", .choice(levels), .optional, "How serious the kind is; defaults to the kind's name when that is a level."),
            KeyShape("colour", .text, .optional, "A colour token the app maps to its palette (`green`, `red` …)."),
            KeyShape("icon", .text, .optional, "An icon name (an SF Symbol, for example); severity is never shown by colour alone."),
            KeyShape("haptic", .choice(haptics), .optional, "The haptic played when a message of this kind appears."),
            presentation,
            duration,
            KeyShape("announce", .choice(["true", "false"]), .optional, "Whether VoiceOver announces messages of this kind (default `true`)."),
            summary,
        ])), .optional, "Message kinds by name. The profile defines success, info, caution, error and critical; entries here change them or add kinds."),
        KeyShape("queue", .mapping(MappingShape([
            KeyShape("order", .choice(["sequential", "newest-replaces"]), .optional, "One message at a time in order (`sequential`, default), or the newest replaces the one on screen."),
            KeyShape("deduplicate", .choice(["key", "text", "none"]), .optional, "Which messages are one message raised again: the same `key` (default; the same arguments restart the one on screen, other arguments replace it) or the same `text` (restarts it); `none` shows every raise."),
            KeyShape("priority", .list(.choice(levels)), .optional, "Levels that go first and take the screen from lower ones (default `[critical]`)."),
        ])), .optional, "How messages that arrive together are shown."),
        KeyShape(allowAlertsFor, .list(.choice(nonUrgentLevels)), .optional, "Levels whose messages the team lets be alerts (`success`, `info`); in every profile `informational-alert` forbids them otherwise."),
        KeyShape(allowErrorText, .choice(["true", "false"]), .optional, "`true`: the team lets texts show the failure's own description with `{error}` (default `false`: raw error text is often technical; `error-text-not-allowed` explains)."),
        KeyShape("limits", .mapping(MappingShape([
            KeyShape("snackbar-min-duration", .seconds, .optional, "The shortest a snackbar or toast may stay (material: 4)."),
            KeyShape("snackbar-max-duration", .seconds, .optional, "The longest a snackbar or toast may stay (material: 10)."),
            KeyShape("snackbar-max-actions", .integer(0...10), .optional, "How many actions a snackbar may have (material: 1)."),
            KeyShape("alert-max-buttons", .integer(1...10), .optional, "How many buttons an alert may have (apple-hig: 3)."),
        ])), .optional, "The profile's numbers, changed for this app."),
        summary,
    ])
}
