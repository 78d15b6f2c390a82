#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import SwiftUI

/// The default bar: the kind's icon in its colour, the text, the actions, over a tint of the
/// colour. The text keeps the primary colour, so its contrast never depends on the palette.
struct FeedbackBar: View {
    let item: FeedbackItem
    let tint: Color

    var body: some View {
        HStack(spacing: 12) {
            FeedbackIcon(kind: item.message.kind, tint: tint)
            Text(item.text).frame(maxWidth: .infinity, alignment: .leading)
            ForEach(item.buttons) { button in
                Button(button.title) { item.choose(button.action) }.bold().tint(tint)
            }
        }
        .padding()
        .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .overlay { RoundedRectangle(cornerRadius: 12).strokeBorder(tint.opacity(0.5)) }
        .padding()
        .onTapGesture { item.dismiss() }
        .accessibilityElement(children: .contain)
        .accessibilityAction(.escape) { item.dismiss() }
    }
}

/// The inline slot as a status label, for a screen to place in its layout (a label can show
/// beside a snackbar): the kind's icon in its colour and the text, fading in and out.
public struct FeedbackStatusLabel: View {
    let presenter: FeedbackPresenter
    let palette: any FeedbackPalette
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(_ presenter: FeedbackPresenter, palette: any FeedbackPalette = StandardFeedbackPalette()) {
        self.presenter = presenter
        self.palette = palette
    }

    public var body: some View {
        let item = presenter.item(in: .inline)
        ZStack {
            if let item {
                HStack(spacing: 8) {
                    FeedbackIcon(kind: item.message.kind, tint: Color(palette.colour(for: item.message.kind.colour)))
                    Text(item.text)
                }
                .transition(FeedbackMotion(.inline, reduceMotion: reduceMotion).transition)
            }
        }
        .animation(FeedbackMotion(.inline, reduceMotion: reduceMotion).animation, value: item?.id)
    }
}

/// The default sheet content (or the app's), at the heights the message asks for.
struct FeedbackSheet: View {
    let item: FeedbackItem
    let custom: AnyView?
    let tint: Color
    @State private var contentHeight: CGFloat = 200

    var body: some View {
        content
            .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { contentHeight = $0 }
            .presentationDetents(detents)
            .interactiveDismissDisabled(!item.canDismiss)
    }

    @ViewBuilder
    private var content: some View {
        if let custom {
            custom
        } else {
            VStack(alignment: .leading, spacing: 16) {
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    FeedbackIcon(kind: item.message.kind, tint: tint)
                    VStack(alignment: .leading, spacing: 4) {
                        if let title = item.title { Text(title).font(.headline) }
                        Text(item.text)
                    }
                }
                FeedbackFieldInput(item: item)
                    .textFieldStyle(.roundedBorder)
                ForEach(item.buttons) { button in
                    Button(button.title, role: button.action.role.buttonRole) { item.choose(button.action) }
                        .frame(maxWidth: .infinity)
                }
            }
            .padding()
            .fixedSize(horizontal: false, vertical: true)
        }
    }

    private var detents: Set<PresentationDetent> {
        let detents = item.message.detents.isEmpty ? [.medium] : item.message.detents
        return Set(detents.map { detent -> PresentationDetent in
            switch detent {
            case .medium: .medium
            case .large: .large
            case .fitted: .height(contentHeight)
            }
        })
    }
}

/// The kind's icon in its colour; VoiceOver reads the level, so severity is never colour alone.
struct FeedbackIcon: View {
    let kind: FeedbackKind
    let tint: Color

    var body: some View {
        if !kind.icon.isEmpty {
            Image(systemName: kind.icon)
                .foregroundStyle(tint)
                .accessibilityLabel(kind.level.spokenName)
        }
    }
}
#endif
