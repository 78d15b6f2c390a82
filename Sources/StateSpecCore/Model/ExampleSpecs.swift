/// The specs rule examples start from, so that each example shows only what its rule is about;
/// public for tools that build specs around them (the fuzzer).
public enum ExampleSpecs {
    /// A single record, every state listed or waived, loaded on appear: no rule reports on it.
    static let profile = """
    screen: Profile
    content: { type: User }
    states:
      ideal: {}
      loading: { style: spinner }
      empty: { message: No profile yet }
      error: { message: Could not load the profile, retry: Try again }
      partial: { waived: "a single record, never paged" }
    loads:
      initial: { on: appear }

    """

    /// A home of two rows; the first leaves the screen when empty or failed, so its empty and
    /// error states, never drawn, carry no text.
    static let hidingSection = """
    screen: Home
    sections:
      resume:
        content: { type: "[Track]", item: Track }
        states:
          ideal: {}
          loading: { style: spinner }
          empty: {}
          error: {}
          partial: { waived: "one row, never paged" }
        loads:
          initial: {}
        when-empty: hide
        when-failed: hide
      latest:
        content: { type: "[Photo]", item: Photo }
        states:
          ideal: {}
          loading: { style: spinner }
          empty: { message: Nothing new in the library }
          error: { message: Could not load the latest photos, retry: Try again }
          partial: { waived: "one row, never paged" }
        loads:
          initial: {}

    """

    /// A list of posts without refresh, paging or messages, for examples that add them.
    public static let feed = """
    screen: Feed
    content: { type: "[Post]", item: Post }
    states:
      ideal: {}
      loading: { style: skeleton, placeholders: 3 }
      empty: { message: No posts }
      error: { message: Could not load posts, retry: Try again }
      partial: { waived: never paged }
    loads:
      initial: { on: appear }

    """

    /// The list of posts with its items told apart by `id`, for examples that add item actions.
    static let rows = feed.replacingOccurrences(of: "item: Post }", with: "item: Post, id: id }")

    /// The account page with texts of its own, shown when every section is empty or failed.
    static let accountWithScreenTexts = account.replacingOccurrences(of: "screen: Account\n", with: """
    screen: Account
    states:
      empty: { message: Nothing to show }
      error: { message: Could not load the account, retry: Try again }

    """)

    /// The account page whose screen-wide empty state offers a button, firing a plain event.
    static let accountWithScreenButton = account.replacingOccurrences(of: "screen: Account\n", with: """
    screen: Account
    states:
      empty: { message: Nothing to show, action: { title: Follow, event: follow } }
      error: { message: Could not load the account, retry: Try again }
    events:
      follow: { summary: Follows the account. }

    """)

    /// An account page of two sections, a header and the posts, for examples about sections.
    static let account = """
    screen: Account
    sections:
      header:
        content: { type: Profile }
        states:
          ideal: {}
          loading: { style: spinner }
          empty: { waived: "an account always has a profile" }
          error: { message: Could not load the profile, retry: Try again }
          partial: { waived: "a single record, never paged" }
        loads:
          initial: { on: appear }
      posts:
        content: { type: "[Post]", item: Post }
        states:
          ideal: {}
          loading: { style: skeleton, placeholders: 3 }
          empty: { message: No posts yet }
          error: { message: Could not load the posts, retry: Try again }
          partial: { waived: never paged }
        loads:
          initial: { on: appear }

    """

    /// A media home with a row per library (`rows: per-item`): each row loads that library's
    /// photos, with the library as its input, and refreshes on a pull.
    static let libraryRows = """
    screen: Home
    sections:
      libraries:
        content: { type: "[MediaLibrary]", item: MediaLibrary }
        states:
          ideal: {}
          loading: { style: spinner }
          # statespec:disable-next-line empty-without-action - the libraries come from the server
          empty: { message: No libraries yet }
          error: { message: Could not load the libraries, retry: Try again }
          partial: { waived: never paged }
        loads:
          initial: { on: appear }
      latest:
        rows: per-item
        content: { type: "[Photo]", item: Photo }
        states:
          ideal: {}
          loading: { style: spinner }
          # statespec:disable-next-line empty-without-action - what is new comes from the server
          empty: { message: Nothing new }
          error: { message: Could not load this library, retry: Try again }
          partial: { waived: never paged }
        loads:
          initial: { input: MediaLibrary }
          refresh: { failure: latestRefreshFailed }
        feedback:
          latestRefreshFailed: { kind: error, text: Could not refresh the library }

    """

    /// A search screen up to its `loads:`, for the examples about the first load's options.
    public static let searchLoads = """
    screen: Search
    content: { type: "[Result]", item: Result }
    states:
      ideal: {}
      loading: { style: spinner }
      empty: { message: No results }
      error: { message: Search failed, retry: Try again }
      partial: { waived: never paged }
    loads:

    """

    /// A timeline with gaps whose first load reads the cache, up to its refresh.
    public static let cachedTimeline = rows
        .replacingOccurrences(of: "partial: { waived: never paged }", with: "partial: { message: Could not load older posts, retry: Try again }")
        .replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, cache: keep, failure: restoreFailed }")

    /// The messages of `cachedTimeline`.
    public static let cachedTimelineFeedback = """
    feedback:
      refreshFailed: { kind: error, text: Could not load newer posts }
      restoreFailed: { kind: error, text: "Could not load new posts; these may be out of date" }
    """

    /// A refresh's failure message, for examples that add a refresh to `feed` or `rows`.
    public static let refreshFeedback = """
    feedback:
      refreshFailed: { kind: error, text: Could not load newer posts }
    """
}
