// Waiting for what tasks under test do, shared by the runtime's and the generated code's tests.

/// Waits, yielding, until `condition` holds; false when it never did.
@MainActor
public func until(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
        if condition() { return true }
        await Task.yield()
    }
    // Under a loaded machine (the whole suite in parallel) a hop through the cooperative pool can
    // take longer than any number of yields: give the other threads real time, briefly.
    for _ in 0..<100 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
