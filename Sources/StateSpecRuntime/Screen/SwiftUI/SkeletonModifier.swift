#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import SwiftUI

extension View {
    /// Draws the view as the loading state's skeleton while `isActive`: its texts and images
    /// redacted as placeholders, pulsing as `pulse` says (still under Reduce Motion), taps and
    /// focus disabled so that nobody acts on a row that is not there, and read by VoiceOver as
    /// one progress indicator instead of placeholder text.
    public func skeleton(_ isActive: Bool = true, pulse: SkeletonPulse = SkeletonPulse()) -> some View {
        modifier(SkeletonModifier(isActive: isActive, pulse: pulse))
    }
}

/// The skeleton's look and its refusal of input.
private struct SkeletonModifier: ViewModifier {
    var isActive: Bool
    var pulse: SkeletonPulse
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        if isActive {
            TimelineView(.animation(paused: reduceMotion)) { timeline in
                content
                    .redacted(reason: .placeholder)
                    .opacity(pulse.opacity(atSeconds: timeline.date.timeIntervalSinceReferenceDate, reduceMotion: reduceMotion))
            }
            .disabled(true)
            .allowsHitTesting(false)
            .accessibilityRepresentation { ProgressView() }
        } else {
            content
        }
    }
}
#endif
