/// The kinds a policy file defines or changes, for the rules that check kinds.
func policyKindFindings(_ context: LintContext, _ check: (FeedbackPolicy.Kind, String) -> Finding?) -> [Finding] {
    guard let file = context.policy.file else { return [] }
    return context.policy.kinds.filter { $0.location != nil }.compactMap { check($0, file) }
}
