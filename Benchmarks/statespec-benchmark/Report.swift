import Foundation

/// The benchmark's answer: one row per figure of the goals, each a ratio taken within the run.
struct Report: Codable {
    struct Row: Codable {
        var work: String
        var seconds: Double?
        var userSeconds: Double?
        var systemSeconds: Double?
        var peakMB: Double?
        /// The median of the rounds' ratios; what it is a ratio of is in `against`.
        var ratio: Double?
        var against: String
        var goal: String?
        /// nil when the row has no goal or was not measured.
        var met: Bool?
        /// Why the row has no figure: a failed or skipped step.
        var note: String?
    }

    var command: String
    var statespecVersion: String
    var commit: String
    var cores: Int
    var screens: Int
    var corpusBytes: Int
    var largeScreens: Int?
    var openAPIDocumentBytes: Int?
    var repetitions: Int
    var largeRepetitions: Int
    var corpusProblems: String?
    var rows: [Row]

    var markdown: String {
        var lines = [
            "StateSpec \(statespecVersion) (\(commit)), \(screens.formatted()) screens (\(megabytes(corpusBytes)) MB of YAML), "
                + "\(cores) cores, medians of \(repetitions) rounds" + (largeScreens.map { " (\(largeRepetitions) for \($0.formatted()) screens)" } ?? ""),
            "",
            "| work | time | CPU: user + system | peak memory | ratio | goal | |",
            "|---|---|---|---|---|---|---|",
        ]
        for row in rows {
            let ratio = row.ratio.map { "\(String(format: $0 < 10 ? "%.2f" : "%.1f", $0))× \(row.against)" } ?? (row.note ?? "")
            let mark = row.met.map { $0 ? "pass" : "**miss**" } ?? ""
            let cpu = row.userSeconds.map { String(format: "%.2f + %.2f s", $0, row.systemSeconds ?? 0) } ?? ""
            lines.append("| \(row.work) | \(seconds(row.seconds)) | \(cpu) | \(row.peakMB.map { String(format: "%.0f MB", $0) } ?? "") | \(ratio) | \(row.goal ?? "") | \(mark) |")
        }
        if let corpusProblems { lines += ["", "The corpus is not lint-clean: \(corpusProblems)"] }
        lines += ["", "`\(command)`"]
        return lines.joined(separator: "\n")
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private func seconds(_ value: Double?) -> String {
        value.map { String(format: $0 < 10 ? "%.3f s" : "%.1f s", $0) } ?? ""
    }
}

func megabytes(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / 1e6) }

extension Int {
    /// 10000 as "10,000", whatever the locale.
    func formatted() -> String {
        let digits = String(self)
        return digits.enumerated().map { offset, digit in
            offset > 0 && (digits.count - offset).isMultiple(of: 3) ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
