extension ScreenContent {
    /// The inputs whose live changes matter now: the one whose content is shown and the one
    /// loading, without repeats.
    var inputsHeard: [Input] {
        [shownInput, input].compactMap { $0 }
    }

    /// Tells the live changes per input (`InputLiveChanges`) the inputs heard, when they change.
    func inputsHeardChanged() {
        hearInputs?(inputsHeard)
    }
}

extension ScreenContent where State.Content: RangeReplaceableCollection & MutableCollection, State.Content.Element: Sendable {
    /// Ties `live` to the input: from now on it hears the stream of the input shown and of the
    /// input loading, and content kept for an input not shown (`keep-inputs`), which heard no
    /// stream meanwhile, shows again marked stale while it loads again.
    public func follow(_ live: InputLiveChanges<Input, ItemChange<Item>>) {
        hearInputs = { [weak live] in live?.follow($0) }
        live.follow(inputsHeard)
    }

    /// Applies a live change of `input`'s stream: to the content shown when it is that input's,
    /// and to the result of that input's load when one runs. A change of another input (a stream
    /// ended a moment ago) is dropped: it never reaches another input's content.
    public func apply(
        _ change: ItemChange<Item>, for input: Input, id: @escaping (Item) -> AnyHashable, insertsAtStart: Bool,
        rebase: (ItemChange<Item>) -> ItemChange<Item> = { $0 }
    ) {
        let showsIt = !state.isLoading && !state.isError && isShownInput(input)
        let loadsIt = self.input.map { ContentEquality.equal($0, input) } ?? false
        guard showsIt || loadsIt else { return }
        // A call running for another input than the one shown replaces the content: the change
        // goes to whichever of the two is its input.
        apply(change, id: id, insertsAtStart: insertsAtStart, rebase: rebase, toShown: showsIt, toLoad: loadsIt)
    }
}
