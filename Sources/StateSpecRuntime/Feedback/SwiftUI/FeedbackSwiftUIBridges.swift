#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import SwiftUI

/// The app's own views for messages, by presentation or by kind; the first that matches draws:
///
///     let views = FeedbackViews()
///         .presentation(.alert) { item in LargeAlert(item: item) }   // an iPad-sized custom alert
///         .kind("offline") { item in OfflineBanner(item: item) }
///     RootView().feedback(presenter, views: views)
///
/// A view draws from its `FeedbackItem` and answers through it: `item.choose(action)`, `item.dismiss()`.
public typealias FeedbackViews = FeedbackViewRegistry<AnyView>

extension FeedbackViewRegistry where Content == AnyView {
    public func presentation<V: View>(_ presentation: FeedbackPresentation,
                                      @ViewBuilder view: @escaping @MainActor (FeedbackItem) -> V) -> Self {
        self.presentation(presentation, make: { AnyView(view($0)) })
    }

    public func kind<V: View>(_ kind: String, presentation: FeedbackPresentation? = nil,
                              @ViewBuilder view: @escaping @MainActor (FeedbackItem) -> V) -> Self {
        self.kind(kind, presentation: presentation, make: { AnyView(view($0)) })
    }
}

extension Color {
    /// The colour a palette gave.
    public init(_ colour: FeedbackColour) {
        switch colour {
        case .system(let name): self = name.color
        case .asset(let name): self.init(name)
        case .rgb(let red, let green, let blue): self.init(red: red, green: green, blue: blue)
        }
    }
}

private extension FeedbackColour.SystemColour {
    var color: Color {
        switch self {
        case .red: .red
        case .orange: .orange
        case .yellow: .yellow
        case .green: .green
        case .mint: .mint
        case .teal: .teal
        case .cyan: .cyan
        case .blue: .blue
        case .indigo: .indigo
        case .purple: .purple
        case .pink: .pink
        case .brown: .brown
        case .gray: .gray
        }
    }
}

extension FeedbackMotion {
    var transition: AnyTransition {
        switch self {
        case .slide(let fromTop): .move(edge: fromTop ? .top : .bottom).combined(with: .opacity)
        case .pop: .scale(scale: 0.9).combined(with: .opacity)
        case .fade: .opacity
        }
    }

    var animation: Animation {
        switch self {
        case .slide, .pop: .spring(duration: seconds)
        case .fade: .easeInOut(duration: seconds)
        }
    }
}

extension FeedbackAction.Role {
    var buttonRole: ButtonRole? {
        switch self {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif
