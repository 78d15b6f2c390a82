#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import SwiftUI

extension View {
    /// Shows `presenter`'s messages over this view: the bottom bar and the top banner, alerts
    /// (the system's, or the app's own view over a dimmed screen) and sheets. Inline messages are
    /// the screen's: it draws `presenter.item(in: .inline)` itself. Attach it to the root view,
    /// so that dialogs cover and block the whole screen. `views` replaces the default views for
    /// some presentations or kinds; `palette` maps the policy's colour tokens to colours.
    public func feedback(_ presenter: FeedbackPresenter, views: FeedbackViews = FeedbackViews(),
                         palette: any FeedbackPalette = StandardFeedbackPalette()) -> some View {
        modifier(FeedbackOverlay(presenter: presenter, views: views, palette: palette))
    }
}

struct FeedbackOverlay: ViewModifier {
    let presenter: FeedbackPresenter
    let views: FeedbackViews
    let palette: any FeedbackPalette
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        let dialog = presenter.item(in: .dialog)
        let alert = dialog.flatMap { $0.placement == .dialog ? $0 : nil }
        let systemAlert = alert.flatMap { views.hasView(for: $0.message) ? nil : $0 }
        let customAlert = alert.flatMap { views.hasView(for: $0.message) ? $0 : nil }
        let sheet = dialog.flatMap { $0.placement == .sheet ? $0 : nil }
        return content
            .overlay(alignment: .bottom) { slot(presenter.item(in: .bottomBar), .bar(atTop: false, showsActions: true)) }
            .overlay(alignment: .top) { slot(presenter.item(in: .topBar), .bar(atTop: true, showsActions: true)) }
            .overlay { slot(customAlert, .dialog) }
            .alert(systemAlert?.title ?? systemAlert?.text ?? "",
                   isPresented: Binding(get: { systemAlert != nil }, set: { if !$0 { systemAlert?.dismiss() } }),
                   presenting: systemAlert) { item in
                FeedbackFieldInput(item: item)
                ForEach(item.buttons) { button in
                    Button(button.title, role: button.action.role.buttonRole) { item.choose(button.action) }
                }
            } message: { item in
                if item.title != nil { Text(item.text) }
            }
            .sheet(item: Binding(get: { sheet }, set: { if $0 == nil { sheet?.dismiss() } })) { item in
                FeedbackSheet(item: item, custom: views.view(for: item), tint: tint(item))
            }
    }

    /// One slot's message, coming and going with its placement's motion.
    private func slot(_ item: FeedbackItem?, _ placement: FeedbackPlacement) -> some View {
        ZStack {
            if let item {
                if placement == .dialog {
                    // A custom alert blocks the screen; the dimmed backdrop takes every touch.
                    Color.black.opacity(0.35).ignoresSafeArea()
                        .onTapGesture { item.dismiss() }
                        .transition(.opacity)
                }
                drawn(item)
                    .transition(FeedbackMotion(item.placement, reduceMotion: reduceMotion).transition)
            }
        }
        .animation(FeedbackMotion(placement, reduceMotion: reduceMotion).animation, value: item?.id)
    }

    @ViewBuilder
    private func drawn(_ item: FeedbackItem) -> some View {
        if let custom = views.view(for: item) {
            custom.accessibilityAddTraits(item.placement == .dialog ? .isModal : [])
        } else {
            FeedbackBar(item: item, tint: tint(item))
        }
    }

    private func tint(_ item: FeedbackItem) -> Color {
        Color(palette.colour(for: item.message.kind.colour))
    }
}
#endif
