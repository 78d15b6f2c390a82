import Foundation

/// Values made once per key, from any thread: for a few keys that thousands of specs share.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(for key: Key, _ make: (Key) -> Value) -> Value {
        lock.lock()
        if let value = values[key] {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = make(key)
        lock.lock()
        values[key] = value
        lock.unlock()
        return value
    }
}
