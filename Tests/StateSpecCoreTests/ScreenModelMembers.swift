import Foundation

/// What a generated view model gets from the runtime protocols it adopts (StateSpecRuntime's
/// ScreenModel.swift), read from their source so that a test of the generated API sees members
/// a protocol gives as well as those the file declares.
enum ScreenModelMembers {
    struct Member: Hashable {
        let name: String
        let isAsync: Bool
    }

    /// Each protocol's parents and the members its extensions give.
    static let protocols: [String: (parents: [String], members: Set<Member>)] = {
        let url = packageRoot.appendingPathComponent("Sources/StateSpecRuntime/Screen/ScreenModel.swift")
        let source = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var result: [String: (parents: [String], members: Set<Member>)] = [:]
        var current: String?
        for line in source.split(separator: "\n") {
            let words = line.split(whereSeparator: { " :,{(<".contains($0) }).map(String.init)
            if line.hasPrefix("public protocol "), words.count > 2 {
                let parents = words.dropFirst(3).prefix { $0 != "where" }
                result[words[2], default: ([], [])].parents = Array(parents)
                current = words[2]
            } else if line.hasPrefix("extension "), words.count > 1 {
                current = words[1]
            } else if line.hasPrefix("    public "), let current,
                      let index = words.firstIndex(where: { $0 == "func" || $0 == "var" }), index + 1 < words.count {
                result[current, default: ([], [])].members.insert(Member(name: words[index + 1], isAsync: line.contains(" async")))
            }
        }
        return result
    }()

    /// The members a view model gets from the protocols its class declaration adopts, with
    /// those they refine.
    static func inherited(by viewModel: String) -> Set<Member> {
        guard let line = viewModel.split(separator: "\n").first(where: { $0.contains("final class ") && $0.contains("ViewModel:") }),
              let colon = line.firstIndex(of: ":") else { return [] }
        var pending = line[line.index(after: colon)...].split(whereSeparator: { " ,{".contains($0) }).map(String.init)
        var members = Set<Member>(), seen = Set<String>()
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let adopted = protocols[name] else { continue }
            members.formUnion(adopted.members)
            pending += adopted.parents
        }
        return members
    }
}
