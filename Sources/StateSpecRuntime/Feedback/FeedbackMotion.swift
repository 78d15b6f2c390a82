/// How a message comes and goes. Bars slide in from their edge and dialogs pop in; with Reduce
/// Motion on, both only fade, since sliding and scaling are the motions that setting asks apps
/// to replace (a fade is not one).
public enum FeedbackMotion: Sendable, Hashable {
    /// Moves in from the top or bottom edge, fading as it goes.
    case slide(fromTop: Bool)
    /// Grows slightly from the middle, fading in.
    case pop
    /// Fades in and out where it stands.
    case fade

    /// The motion for a message in `placement`; with `reduceMotion` (the accessibility setting), a fade.
    public init(_ placement: FeedbackPlacement, reduceMotion: Bool) {
        switch placement {
        case _ where reduceMotion: self = .fade
        case .bar(let atTop, _): self = .slide(fromTop: atTop)
        case .sheet: self = .slide(fromTop: false)
        case .dialog: self = .pop
        case .inline: self = .fade
        }
    }

    /// How long it takes, in seconds: long enough to be seen, short enough not to hold anyone up.
    public var seconds: Double {
        switch self {
        case .slide: 0.35
        case .pop: 0.25
        case .fade: 0.2
        }
    }
}
