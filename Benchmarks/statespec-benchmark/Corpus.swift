import Foundation

/// A folder of screen specs and one feedback policy, written for one run of the benchmark.
struct Corpus {
    let folder: String
    let screenCount: Int
    let seed: UInt64
    /// Every file's path, the policy first.
    private(set) var files: [String] = []
    private(set) var byteCount = 0

    /// The screen whose spec the "one spec changed" measurement edits: one in the middle.
    var changedScreen: Int { screenCount / 2 }

    init(screens: Int, seed: UInt64, in parent: String) throws {
        folder = (parent as NSString).appendingPathComponent("specs-\(screens)")
        screenCount = screens
        self.seed = seed
        try write(FeedbackPolicyText.text, to: "feedback.yaml")
        for index in 0..<screens {
            var screen = ScreenSpecText(index: index, seed: seed)
            try write(screen.text(), to: screen.relativePath)
        }
    }

    /// Rewrites one spec so that its error message, and so its generated output, differs.
    func changeOneSpec(revision: Int) throws {
        var screen = ScreenSpecText(index: changedScreen, seed: seed, revision: revision)
        let path = (folder as NSString).appendingPathComponent(screen.relativePath)
        try Data(screen.text().utf8).write(to: URL(fileURLWithPath: path))
    }

    private mutating func write(_ text: String, to relativePath: String) throws {
        let path = (folder as NSString).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let bytes = Data(text.utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        files.append(path)
        byteCount += bytes.count
    }
}

/// The app's feedback policy, as a team would write it (the project's own example, plus a kind).
enum FeedbackPolicyText {
    static let text = """
    # How every screen talks to the user.
    profile: accessible
    kinds:
      success: { colour: green, icon: checkmark.circle.fill, haptic: success, presentation: snackbar, duration: 4 }
      info: { colour: blue, icon: info.circle.fill, presentation: snackbar, duration: 4 }
      caution: { colour: orange, icon: exclamationmark.triangle.fill, haptic: warning, presentation: snackbar, duration: 6 }
      error: { colour: red, icon: xmark.octagon.fill, haptic: error, presentation: snackbar, duration: 9 }
      critical: { colour: red, icon: exclamationmark.octagon.fill, haptic: error, presentation: alert, duration: persistent }
      reminder: { level: info, colour: purple, icon: bell.fill, presentation: banner, duration: 6 }
    queue:
      order: sequential
      deduplicate: key
      priority: [critical]

    """
}
