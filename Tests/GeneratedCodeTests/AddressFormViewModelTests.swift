// Drives the generated AddressFormViewModel (specs/AddressForm.yaml) with a fake loader.

import StateSpecRuntime
import Testing

@MainActor
@Suite("AddressFormViewModel")
struct AddressFormViewModelTests {
    let feedback = FeedbackRecorder()

    private let saved = AddressDraft(street: "1 Main St", city: "Springfield", postalCode: "12345")
    private let located = AddressDraft(street: "9 Elm Rd", city: "Shelbyville", postalCode: "67890")

    /// A view model whose first load showed `saved`.
    private func loaded(
        autofill: [Reply<AddressDraft>] = [],
        save: [Reply<AddressDraft>] = []
    ) async throws -> (AddressFormViewModel, FakeAddressFormLoader) {
        let loader = FakeAddressFormLoader(initial: [.success(saved)], autofill: autofill, save: save)
        let vm = AddressFormViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        try #require(vm.state.content == saved)
        return (vm, loader)
    }

    // MARK: Initial load

    @Test func initialLoadShowsLoadingWhileSuspendedThenTheDraft() async throws {
        let loader = FakeAddressFormLoader(initial: [.suspend])
        let vm = AddressFormViewModel(loader: loader, feedback: feedback)
        #expect(vm.state.kind == .loading)
        let task = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        #expect(vm.state.kind == .loading)
        #expect(vm.state.content == nil)

        await loader.initial.resume(call: 1, with: .success(saved))
        #expect(await task.value == .succeeded)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == saved)
    }

    @Test func blankDraftShowsTheIdealState() async {
        let vm = AddressFormViewModel(loader: FakeAddressFormLoader(initial: [.success(AddressDraft())]), feedback: feedback)
        await vm.loadInitial()
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == AddressDraft())
    }

    @Test(arguments: [FakeError.offline, .server])
    func initialLoadFailureShowsErrorOther(error: FakeError) async {
        let vm = AddressFormViewModel(loader: FakeAddressFormLoader(initial: [.failure(error)]), feedback: feedback)
        await vm.loadInitial()
        #expect(vm.state.kind == .error)
        #expect(vm.state.cause == .other)
        #expect(vm.state.content == nil)
        #expect((vm.lastError as? FakeError) == error)
    }

    @Test func secondInitialLoadWhileTheFirstRunsJoinsIt() async throws {
        let loader = FakeAddressFormLoader(initial: [.suspend])
        let vm = AddressFormViewModel(loader: loader, feedback: feedback)
        let first = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        let second = Task { await vm.loadInitial() }

        await loader.initial.resume(call: 1, with: .success(saved))
        #expect(await first.value == .succeeded)
        #expect(await second.value == .succeeded)
        #expect(vm.state.content == saved)
        #expect(await loader.initial.callCount == 1)
    }

    @Test func retryInTheErrorStateRunsTheInitialLoadAgain() async throws {
        let loader = FakeAddressFormLoader(initial: [.failure(.server), .success(saved)])
        let vm = AddressFormViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        try #require(vm.state.kind == .error)

        await vm.retry()
        #expect(await loader.initial.callCount == 2)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == saved)

        await vm.retry()  // ideal: nothing to retry
        #expect(await loader.initial.callCount == 2)
    }

    // MARK: Operations

    @Test func autofillSetsPerformingEventWhileRunningThenReplacesTheDraft() async throws {
        let (vm, loader) = try await loaded(autofill: [.suspend])
        let task = Task { await vm.autofillLocation() }
        try await waitUntilSuspended(loader.autofill)
        #expect(vm.performingEvent == .autofillLocation)
        #expect(vm.state.content == saved)
        #expect(await loader.autofill.arguments == [saved])

        await loader.autofill.resume(call: 1, with: .success(located))
        #expect(await task.value == .succeeded)
        #expect(vm.performingEvent == nil)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == located)
        #expect(feedback.shown.isEmpty)
    }

    @Test func autofillFailureKeepsTheDraftAndRaisesAutofillFailed() async throws {
        let (vm, _) = try await loaded(autofill: [.failure(.offline)])
        vm.edit { $0.street = "typed by hand" }
        await vm.autofillLocation()
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content?.street == "typed by hand")
        #expect(vm.state.content?.city == saved.city)
        #expect(feedback.shown.map(\.key) == ["AddressForm.autofillFailed"])
        #expect(vm.performingEvent == nil)
        #expect((vm.lastError as? FakeError) == .offline)
    }

    @Test func saveSendsTheEditedDraftAndRaisesSaved() async throws {
        var stored = saved
        stored.city = "X"
        let (vm, loader) = try await loaded(save: [.suspend])
        vm.edit { $0.city = "X" }
        #expect(vm.state.content == stored)

        let task = Task { await vm.save() }
        try await waitUntilSuspended(loader.saves)
        #expect(vm.performingEvent == .save)
        #expect(feedback.shown.isEmpty)
        #expect(await loader.saves.arguments == [stored])

        stored.postalCode = "00000"  // the server normalised it
        await loader.saves.resume(call: 1, with: .success(stored))
        #expect(await task.value == .succeeded)
        #expect(vm.performingEvent == nil)
        #expect(vm.state.content == stored)
        #expect(feedback.shown.map(\.key) == ["AddressForm.saved"])
    }

    @Test func saveFailureKeepsTheDraftAndRaisesSaveFailed() async throws {
        let (vm, _) = try await loaded(save: [.failure(.server)])
        vm.edit { $0.city = "X" }
        await vm.save()
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content?.city == "X")
        #expect(feedback.shown.map(\.key) == ["AddressForm.saveFailed"])
        #expect(vm.performingEvent == nil)
        #expect((vm.lastError as? FakeError) == .server)
    }

    @Test func aSecondOperationWaitsForTheFirstAndWorksOnItsResult() async throws {
        let (vm, loader) = try await loaded(autofill: [.suspend], save: [.success(located)])
        let autofill = Task { await vm.autofillLocation() }
        try await waitUntilSuspended(loader.autofill)
        #expect(await vm.autofillLocation() == .skipped(.alreadyRunning))
        let save = Task { await vm.save() }
        #expect(vm.performingEvent == .autofillLocation)

        await loader.autofill.resume(call: 1, with: .success(located))
        #expect(await autofill.value == .succeeded)
        #expect(await save.value == .succeeded)
        #expect(await loader.saves.arguments == [located], "Save sends the autofilled address")
        #expect(await loader.autofill.callCount == 1)
        #expect(feedback.keys == ["AddressForm.saved"])
    }

    @Test func operationsAreSkippedWithoutADraft() async {
        let loader = FakeAddressFormLoader(initial: [.failure(.server)])
        let vm = AddressFormViewModel(loader: loader, feedback: feedback)
        #expect(await vm.save() == .skipped(.noContent))
        #expect(await vm.autofillLocation() == .skipped(.noContent))
        await vm.loadInitial()
        #expect(await vm.save() == .skipped(.noContent))
        #expect(await vm.autofillLocation() == .skipped(.noContent))
        #expect(await loader.saves.callCount == 0)
        #expect(await loader.autofill.callCount == 0)
        #expect(vm.state.kind == .error)
        #expect(feedback.shown.isEmpty)
    }

    @Test func editChangesTheDraftOnlyWhenShown() async throws {
        let vm = AddressFormViewModel(loader: FakeAddressFormLoader(initial: [.success(saved)]), feedback: feedback)
        vm.edit { $0.city = "X" }  // loading: nothing to edit
        #expect(vm.state.content == nil)

        await vm.loadInitial()
        vm.edit { $0.city = "X" }
        #expect(vm.state.content?.city == "X")
        #expect(vm.state.content?.street == saved.street)
    }

    // MARK: Spec texts

    @Test func stateHelpersAndTextsMatchTheSpec() {
        #expect(AddressFormState.ideal(saved).content == saved)
        #expect(AddressFormState.error(.other).kind == .error)
        #expect(AddressFormState.error(.other).cause == .other)
        #expect(AddressFormState.loading.cause == nil)
        #expect(AddressFormState.Kind.allCases == [.ideal, .loading, .error])

        #expect(AddressFormState.loadingStyle == .spinner)
        #expect(AddressFormState.idealActions.map(\.title.english) == ["Use my location", "Save"])
        #expect(AddressFormState.idealActions.map(\.title.key) == ["AddressForm.ideal.autofillLocation", "AddressForm.ideal.save"])
        #expect(AddressFormState.idealActions.map(\.event) == [.autofillLocation, .save])
        #expect(AddressFormErrorCause.allCases == [.other])
        #expect(AddressFormErrorCause.other.message.english == "Could not load your saved address")
        #expect(AddressFormErrorCause.other.retryTitle?.english == "Try again")
        #expect(AddressFormFeedback.autofillFailed.kind.name == "caution")
        #expect(AddressFormFeedback.autofillFailed.text.english == "Could not find your location. Enter the address by hand.")
        #expect(AddressFormFeedback.saved.kind.name == "success")
        #expect(AddressFormFeedback.saved.text.english == "Address saved")
        #expect(AddressFormFeedback.saveFailed.kind.name == "error")
        #expect(AddressFormFeedback.saveFailed.text.english == "Could not save the address. Check your connection and try again.")
    }
}
