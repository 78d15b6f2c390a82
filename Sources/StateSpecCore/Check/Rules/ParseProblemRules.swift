/// The findings of a parse problem of one kind, for the three rules that report them.
func parseFindings(_ context: LintContext, kind: ParseProblem.Kind) -> [Finding] {
    context.documents.compactMap { document in
        guard let problem = document.parsed.problem, problem.kind == kind else { return nil }
        return Finding(file: document.path, location: problem.location, path: problem.path, message: problem.message, notes: problem.notes)
    }
}
