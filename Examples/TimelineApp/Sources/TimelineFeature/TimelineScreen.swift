#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import StateSpecRuntime
import SwiftUI

/// The texts of the states, translated from this target's String Catalog, StateSpec.xcstrings
/// (StateSpecStringCatalogPlugin keeps it up to date with the specs).
private let texts = BundleTextLocalizer(bundle: .module)

/// The timeline: each state of Timeline.yaml drawn, and the app's messages over it.
struct TimelineScreen: View {
    @State private var model: TimelineViewModel

    /// `presenter` is the app's one presenter (`AppFeedbackPolicy.makePresenter(…)` with the same
    /// `localizer: texts`), shared by every screen so that their messages queue together; the
    /// app's root view shows its messages (`.feedback(presenter)`).
    init(loader: any TimelineLoader, presenter: FeedbackPresenter, onCompose: @escaping @MainActor () -> Void) {
        self.init(model: TimelineViewModel(loader: loader, feedback: presenter) { event in
            switch event {
            case .compose: onCompose()
            }
        })
    }

    /// The timeline of `model`: the generated previews make it with a fixture in each state
    /// (Timeline.yaml's `preview`).
    init(model: TimelineViewModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        NavigationStack {
            content.navigationTitle("Timeline")
        }
        .task { await model.appear() }          // loads when nothing is shown yet
        .task { await model.observeChanges() }  // live updates, for as long as the screen is shown
    }

    @ViewBuilder private var content: some View {
        switch model.state {
        case .loading:
            PostList(posts: Post.placeholders(TimelineState.placeholderCount), footer: nil, model: model)
                .skeleton()   // redacted, pulsing, and closed to taps while the first load runs
        case .ideal(let posts):
            PostList(posts: posts, footer: nil, model: model)
        case .partial(let posts, _):
            PostList(posts: posts, footer: TimelineState.partialMessage, model: model)
        case .empty:
            ContentUnavailableView {
                Label(TimelineState.emptyMessage.localized(using: texts), systemImage: "text.bubble")
            } actions: {
                Button(TimelineState.emptyAction.title.localized(using: texts)) { model.compose() }
            }
        case .error(let cause):
            ContentUnavailableView {
                Label(cause.message.localized(using: texts), systemImage: "exclamationmark.triangle")
            } actions: {
                if let retry = cause.retryTitle {
                    Button(retry.localized(using: texts)) { Task { await model.retry() } }
                }
            }
        }
    }
}

/// The posts, pulled to refresh; the next page loads as the last row appears. `footer` says
/// that older posts failed to load, with a button to try again.
private struct PostList: View {
    let posts: [Post]
    let footer: LocalizedText?
    let model: TimelineViewModel

    var body: some View {
        List {
            ForEach(Array(posts.enumerated()), id: \.element.id) { index, post in
                PostRow(post: post, model: model)
                    .task { await model.loadMoreIfNeeded(currentIndex: index) }
            }
            if let footer {
                Section {
                    if model.isRetryingPage {
                        ProgressView()
                    } else {
                        Text(footer.localized(using: texts))
                        Button(TimelineState.partialRetryTitle.localized(using: texts)) { Task { await model.retry() } }
                    }
                }
            }
        }
        .refreshable { await model.refresh() }  // the spinner runs until the refresh ends
    }
}

/// One post: a like that shows at once, and a swipe to delete.
private struct PostRow: View {
    let post: Post
    let model: TimelineViewModel

    var body: some View {
        HStack {
            Text(post.text)
            Spacer()
            Button {
                Task { await model.like(post) }
            } label: {
                Image(systemName: post.isLiked ? "heart.fill" : "heart")
            }
            .disabled(model.isPending(post, .like))
        }
        .swipeActions {
            Button("Delete", role: .destructive) { Task { await model.delete(post) } }
        }
    }
}

extension Post {
    /// Rows for the skeleton: as many as the spec's `placeholders`, drawn with `.skeleton()`.
    static func placeholders(_ count: Int) -> [Post] {
        (0..<count).map { Post(id: -1 - $0, text: "A post from someone you follow") }
    }
}
#endif
