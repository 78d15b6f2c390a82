/// A coverage record held against the specs: what each screen's tests showed of what its spec
/// declares, and a diagnostic at the spec's line for each thing no test showed.
public struct CoverageComparison: Sendable {
    /// One screen's count.
    public struct Row: Sendable, Hashable {
        /// The screen's name, as the runtime records it.
        public var screen: String
        /// The spec file that declares it.
        public var file: String
        /// How many of its items some test showed.
        public var covered: Int
        /// How many items its spec declares.
        public var total: Int
        /// Covered over total, in percent; 100 for a screen with nothing to show.
        public var percent: Double { CoverageComparison.percent(covered, of: total) }
    }

    /// One row per screen, by name.
    public var rows: [Row]
    /// An `uncovered-state` warning per item no test showed, and an `unknown-coverage-screen`
    /// warning per screen a report names that no spec declares; in report order.
    public var diagnostics: [Diagnostic]

    /// Every screen's items some test showed.
    public var covered: Int { rows.reduce(0) { $0 + $1.covered } }
    /// Every screen's items.
    public var total: Int { rows.reduce(0) { $0 + $1.total } }
    /// Every screen's items together, in percent; 100 when there are none.
    public var percent: Double { Self.percent(covered, of: total) }

    static func percent(_ covered: Int, of total: Int) -> Double {
        total == 0 ? 100 : Double(covered) * 100 / Double(total)
    }

    /// Compares `record` with the screens of `specs`.
    public init(_ record: CoverageRecord, specs: some Sequence<ScreenSpec>) {
        self.init(record, screens: specs.flatMap(CoverageScreen.screens(of:)))
    }

    /// Compares `record` with `screens`.
    public init(_ record: CoverageRecord, screens: [CoverageScreen]) {
        var rows: [Row] = []
        var diagnostics: [Diagnostic] = []
        for screen in screens {
            let shown = record.screens[screen.name]
            let missing = screen.items.filter { !$0.isCovered(by: shown) }
            rows.append(Row(screen: screen.name, file: screen.file, covered: screen.items.count - missing.count, total: screen.items.count))
            diagnostics += missing.map { item in
                Diagnostic(ruleID: CoverageRules.uncoveredState.id, severity: CoverageRules.uncoveredState.severity,
                           message: Self.message(item.kind, screen: screen.name), file: screen.file,
                           location: item.location, documentPath: item.path)
            }
        }
        let declared = Set(screens.map(\.name))
        for name in record.screens.keys.sorted() where !declared.contains(name) {
            diagnostics.append(Diagnostic(
                ruleID: CoverageRules.unknownScreen.id, severity: CoverageRules.unknownScreen.severity,
                message: "the coverage report names the screen \(Diagnostic.quoted(name)), which no spec given declares",
                file: record.reportNaming[name] ?? "", location: SourceLocation(line: 1, column: 1)))
        }
        self.rows = rows.sorted { ($0.screen, $0.file) < ($1.screen, $1.file) }
        self.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    static func message(_ kind: CoverageItem.Kind, screen: String) -> String {
        switch kind {
        case .state(let state): "no test showed the \(state) state of \(screen)"
        case .errorCause(let cause): "no test showed \(screen)'s error state for the cause '\(cause)'"
        case .message(let message): "no test showed the message '\(message)' of \(screen)"
        }
    }

    /// The table the human format prints: screen, covered of total, percent, and a total line.
    public var table: String {
        let lines = rows.map { ($0.screen, "\($0.covered)/\($0.total)", Self.formatted($0.percent)) }
            + [("Total", "\(covered)/\(total)", Self.formatted(percent))]
        let header = ("Screen", "Covered", "Percent")
        let widths = ([header] + lines).reduce((0, 0, 0)) { widths, line in
            (max(widths.0, line.0.count), max(widths.1, line.1.count), max(widths.2, line.2.count))
        }
        func row(_ line: (String, String, String)) -> String {
            PrintableLine.escaped(line.0).padding(toLength: widths.0) + "  " + line.1.padding(toLength: widths.1, left: true)
                + "  " + line.2.padding(toLength: widths.2, left: true)
        }
        return ([row(header)] + lines.map(row)).joined(separator: "\n") + "\n"
    }

    /// `66.7%`: one decimal, whatever the locale.
    public static func formatted(_ percent: Double) -> String {
        let tenths = (percent * 10).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)%"
    }
}

extension String {
    fileprivate func padding(toLength length: Int, left: Bool = false) -> String {
        let spaces = String(repeating: " ", count: max(0, length - count))
        return left ? spaces + self : self + spaces
    }
}
