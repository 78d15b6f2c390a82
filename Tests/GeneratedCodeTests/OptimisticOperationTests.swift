// Drives the optimistic operations of the generated FavouriteDetail screen
// (Specs/FavouriteDetail.yaml) through its generated fake: the star fills at once, the loader's
// answer replaces it, and a failure or a cancellation takes it back without losing what changed
// meanwhile.

import StateSpecTesting
import Testing

private struct Offline: Error {}

@MainActor
@Suite("Optimistic operations")
struct OptimisticOperationTests {
    let feedback = FeedbackRecorder()
    let item = MediaItem(title: "Blue Train")
    /// What the fake's `optimisticFavourite` makes of the content: the star toggled.
    static func toggled(_ item: MediaItem) -> MediaItem {
        var item = item
        item.isFavourite.toggle()
        return item
    }

    /// A view model showing `item`, whose loader toggles the star optimistically and holds every operation.
    private func shown() async -> (FavouriteDetailViewModel, FavouriteDetailLoaderFake) {
        let loader = FavouriteDetailLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(item)
        loader.optimisticFavouriteResult = Self.toggled
        loader.optimisticRateResult = { item, stars in
            var item = item
            item.rating = stars
            return item
        }
        let vm = FavouriteDetailViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear() == .succeeded)
        return (vm, loader)
    }

    @Test func theStarFillsAtOnceAndTheLoadersAnswerReplacesIt() async throws {
        let (vm, loader) = await shown()
        let favourite = Task { await vm.favourite() }
        await loader.favouriteCall.untilHeld()
        #expect(vm.state == .ideal(Self.toggled(item)), "the expected result shows before the loader answers")
        #expect(vm.performingEvent == .favourite)
        #expect(loader.favouriteCall.lastArguments == item, "the loader gets the content as it was")

        var confirmed = Self.toggled(item)
        confirmed.title = "Blue Train (Remastered)"
        try loader.favouriteCall.release(with: confirmed)
        #expect(await favourite.value == .succeeded)
        #expect(vm.state == .ideal(confirmed))
        #expect(feedback.shown.isEmpty)
        #expect(vm.lastError == nil)
    }

    @Test func aFailureTakesTheStarBackAndRaisesItsMessage() async throws {
        let (vm, loader) = await shown()
        let favourite = Task { await vm.favourite() }
        await loader.favouriteCall.untilHeld()
        #expect(vm.state.content?.isFavourite == true)

        try loader.favouriteCall.fail(with: Offline())
        #expect(await favourite.value == .failed)
        #expect(vm.state == .ideal(item), "the star goes back")
        #expect(feedback.keys == ["FavouriteDetail.favouriteFailed"])
        #expect(vm.lastError is Offline)
    }

    @Test func aCancellationTakesTheStarBackSilently() async throws {
        let (vm, loader) = await shown()
        let favourite = Task { await vm.favourite() }
        await loader.favouriteCall.untilHeld()
        #expect(vm.state.content?.isFavourite == true)

        favourite.cancel()
        #expect(await favourite.value == .cancelled)
        await loader.favouriteCall.untilCancelled(call: 1)
        await settle()
        #expect(vm.state == .ideal(item), "the star goes back")
        #expect(feedback.shown.isEmpty, "a cancellation is no failure")
        #expect(vm.lastError == nil)
        #expect(vm.performingEvent == nil)
    }

    @Test func anEditMadeWhileItRunsSurvivesTheRollback() async throws {
        let (vm, loader) = await shown()
        let favourite = Task { await vm.favourite() }
        await loader.favouriteCall.untilHeld()
        #expect(vm.edit { $0.note = "for the train" }, "the user types on while it runs")
        #expect(vm.state.content?.note == "for the train")

        try loader.favouriteCall.fail(with: Offline())
        #expect(await favourite.value == .failed)
        var expected = item
        expected.note = "for the train"
        #expect(vm.state == .ideal(expected), "the star goes back, the note stays")
    }

    @Test func anEditMadeWhileItRunsIsCarriedOntoTheLoadersAnswer() async throws {
        let (vm, loader) = await shown()
        let favourite = Task { await vm.favourite() }
        await loader.favouriteCall.untilHeld()
        #expect(vm.edit { $0.note = "for the train" })

        try loader.favouriteCall.release(with: Self.toggled(item))
        #expect(await favourite.value == .succeeded)
        #expect(vm.state.content?.isFavourite == true)
        #expect(vm.state.content?.note == "for the train")
    }

    @Test func aSecondTapWhileItRunsIsRefusedAndTogglesNothing() async throws {
        let (vm, loader) = await shown()
        var expectedAsked = 0
        loader.optimisticFavouriteResult = { item in
            expectedAsked += 1
            return Self.toggled(item)
        }
        let favourite = Task { await vm.favourite() }
        await loader.favouriteCall.untilHeld()
        #expect(await vm.favourite() == .skipped(.alreadyRunning))
        #expect(expectedAsked == 1)
        #expect(vm.state == .ideal(Self.toggled(item)), "the star is not toggled back by the refused tap")

        try loader.favouriteCall.release(with: Self.toggled(item))
        #expect(await favourite.value == .succeeded)
        #expect(loader.favouriteCall.callCount == 1)
    }

    @Test func aPullWhileItRunsWaitsForItAndThenShowsTheServersContent() async throws {
        let (vm, loader) = await shown()
        let favourite = Task { await vm.favourite() }
        await loader.favouriteCall.untilHeld()
        let refresh = Task { await vm.refresh() }
        await settle()
        #expect(loader.refreshCall.callCount == 0, "the refresh waits for the operation")
        #expect(vm.state == .ideal(Self.toggled(item)))

        try loader.favouriteCall.release(with: Self.toggled(item))
        #expect(await favourite.value == .succeeded)
        await loader.refreshCall.untilHeld()
        #expect(loader.refreshCall.lastArguments == Self.toggled(item), "the refresh starts from the operation's result")
        var fresh = Self.toggled(item)
        fresh.rating = 5
        try loader.refreshCall.release(with: fresh)
        #expect(await refresh.value == .succeeded)
        #expect(vm.state == .ideal(fresh), "the refresh, which ran last, wins")
    }

    @Test func aPullWaitingForAFailedOperationStartsFromTheContentTakenBack() async throws {
        let (vm, loader) = await shown()
        let favourite = Task { await vm.favourite() }
        await loader.favouriteCall.untilHeld()
        let refresh = Task { await vm.refresh() }
        await settle()

        try loader.favouriteCall.fail(with: Offline())
        #expect(await favourite.value == .failed)
        await loader.refreshCall.untilHeld()
        #expect(loader.refreshCall.lastArguments == item, "no expected result is refreshed")
        try loader.refreshCall.release(with: item)
        #expect(await refresh.value == .succeeded)
        #expect(vm.state == .ideal(item))
        #expect(feedback.keys == ["FavouriteDetail.favouriteFailed"])
    }

    @Test func aRatingShowsAtOnceWithItsInputAndPlaysItsHaptic() async throws {
        let (vm, loader) = await shown()
        let rate = Task { await vm.rate(4) }
        await loader.rateCall.untilHeld()
        #expect(vm.state.content?.rating == 4, "the expected result is made with the input")
        #expect(loader.rateCall.lastArguments?.input == 4)
        #expect(loader.rateCall.lastArguments?.current == item)

        var rated = item
        rated.rating = 4
        try loader.rateCall.release(with: rated)
        #expect(await rate.value == .succeeded)
        #expect(vm.state == .ideal(rated))
        #expect(feedback.haptics == [.success])
    }

    @Test func aFailedRatingTakesItsStarsBack() async throws {
        let (vm, loader) = await shown()
        let rate = Task { await vm.rate(2) }
        await loader.rateCall.untilHeld()
        #expect(vm.state.content?.rating == 2)

        try loader.rateCall.fail(with: Offline())
        #expect(await rate.value == .failed)
        #expect(vm.state == .ideal(item))
        #expect(feedback.keys == ["FavouriteDetail.rateFailed"])
        #expect(feedback.haptics.isEmpty)
    }

    @Test func aRatingTappedWhileTheStarRunsShowsWhenItStartsOnTheStarsResult() async throws {
        let (vm, loader) = await shown()
        let favourite = Task { await vm.favourite() }
        await loader.favouriteCall.untilHeld()
        let rate = Task { await vm.rate(3) }
        await settle()
        #expect(vm.state == .ideal(Self.toggled(item)), "the rating waits its turn, and so does its expected result")

        try loader.favouriteCall.fail(with: Offline())
        #expect(await favourite.value == .failed)
        await loader.rateCall.untilHeld()
        var expected = item
        expected.rating = 3
        #expect(vm.state == .ideal(expected), "the rating shows on the content taken back")
        try loader.rateCall.release(with: expected)
        #expect(await rate.value == .succeeded)
        #expect(vm.state == .ideal(expected))
    }
}
