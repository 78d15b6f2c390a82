#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import SwiftUI

extension View {
    /// Shows `presenter`'s messages over this view: bars for snackbars, toasts and banners, a
    /// dialog for alerts, a sheet for sheets. Inline messages are left to the screen.
    public func feedback(_ presenter: FeedbackPresenter) -> some View {
        modifier(FeedbackOverlay(presenter: presenter))
    }
}

struct FeedbackOverlay: ViewModifier {
    @Bindable var presenter: FeedbackPresenter

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .bottom) { bar(atTop: false) }
            .overlay(alignment: .top) { bar(atTop: true) }
            .alert(dialogTitle, isPresented: $presenter.isShowingDialog, presenting: presenter.current) { shown in
                ForEach(shown.message.actions) { action in
                    Button(presenter.string(for: action.title), role: buttonRole(action.role)) { presenter.respond(to: action, id: shown.id) }
                }
            }
            .sheet(isPresented: $presenter.isShowingSheet) {
                if let shown = presenter.current {
                    VStack(spacing: 16) {
                        Label(shown.text, systemImage: shown.message.kind.icon)
                        ForEach(shown.message.actions) { action in
                            Button(presenter.string(for: action.title), role: buttonRole(action.role)) { presenter.respond(to: action, id: shown.id) }
                        }
                    }
                    .padding()
                    .presentationDetents([.medium])
                }
            }
    }

    @ViewBuilder
    private func bar(atTop: Bool) -> some View {
        if let shown = presenter.current(in: { $0 == .bar(atTop: atTop, showsActions: true) || $0 == .bar(atTop: atTop, showsActions: false) }) {
            HStack {
                Label(shown.text, systemImage: shown.message.kind.icon)
                Spacer()
                if case .bar(_, true) = FeedbackPlacement(shown.message.presentation) {
                    ForEach(shown.message.actions) { action in
                        Button(presenter.string(for: action.title)) { presenter.respond(to: action, id: shown.id) }
                    }
                }
            }
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
            .padding()
            .transition(.move(edge: atTop ? .top : .bottom).combined(with: .opacity))
            .onTapGesture { presenter.dismiss(id: shown.id) }
        }
    }

    private var dialogTitle: String { presenter.current(in: { $0 == .dialog })?.text ?? "" }

    private func buttonRole(_ role: FeedbackAction.Role) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif
