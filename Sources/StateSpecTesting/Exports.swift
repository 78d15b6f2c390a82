// Generated fakes and the tests that use them name the runtime's types (`Page`, `ItemChange`,
// `ActionProgress`): importing StateSpecTesting is enough.
@_exported import StateSpecRuntime
