/// Every rule StateSpec ships, in the order `statespec rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        InvalidYAMLRule.self,
        DuplicateKeyRule.self,
        NotAMappingRule.self,
        UnknownKeyRule.self,
        InvalidValueRule.self,
        MissingKeyRule.self,
        MissingStateRule.self,
        InvalidWaiverRule.self,
        MissingInitialLoadRule.self,
        InvalidIdentifierRule.self,
        UndefinedReferenceRule.self,
        UnusedDefinitionRule.self,
        ErrorWithoutRecoveryRule.self,
        EmptyWithoutMessageRule.self,
        PagingWithoutItemRule.self,
        UnreachableStateRule.self,
        SilentLoadFailureRule.self,
        DuplicateScreenRule.self,
        UnknownFeedbackKindRule.self,
        PlaceholderMismatchRule.self,
        RaisedMessageWithArgumentsRule.self,
        LoadFailureAlertRule.self,
        PersistentWithoutDismissRule.self,
        ErrorShorterThanSuccessRule.self,
        SnackbarDurationRule.self,
        SnackbarActionsRule.self,
        InformationalAlertRule.self,
        DestructiveWithoutCancelRule.self,
        TooManyAlertButtonsRule.self,
        AutoDismissWithActionRule.self,
        ColourOnlySeverityRule.self,
        UnannouncedMessageRule.self,
        DuplicatePolicyRule.self,
        InvalidSuppressionRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
