/// Encodes a typed template context (`TemplateContext.Screen`, `TemplateContext.App` …) as the
/// `TemplateValue` tree templates render: a struct becomes an object of its non-nil properties, an
/// array a list, and `String`, `Bool` and `Int` themselves. Nothing else is a template value: a
/// context type that holds anything else fails to encode, which every golden spec's context
/// would show at once. Each value is finished as soon as it is encoded (but for a container a
/// custom `encode(to:)` fills later), and the plain types take no detour through `Encodable`:
/// every screen's context is encoded on every run.
enum TemplateValueEncoder {
    static func encode(_ value: some Encodable) -> TemplateValue {
        let storage = Storage()
        do {
            try storage.put(value)
        } catch {
            return .string("\(error)")
        }
        return storage.finished
    }

    /// One value being encoded: a plain value, or an object's fields or a list's items so far.
    final class Storage {
        private var single: TemplateValue?
        var fields: [String: TemplateValue]?
        var items: [TemplateValue]?
        /// Containers a custom `encode(to:)` asked for, filled after they were handed out: by
        /// field name, or by the index of their item.
        var nestedFields: [String: Storage] = [:]
        var nestedItems: [(index: Int, storage: Storage)] = []

        var finished: TemplateValue {
            if var fields {
                for (name, nested) in nestedFields { fields[name] = nested.finished }
                return .object(fields)
            }
            if var items {
                for (index, nested) in nestedItems { items[index] = nested.finished }
                return .list(items)
            }
            return single ?? .object([:])
        }

        /// A storage for a container handed out now and filled later.
        func nested(forKey key: String) -> Storage {
            let nested = Storage()
            nestedFields[key] = nested
            return nested
        }

        func nestedItem() -> Storage {
            let nested = Storage()
            nestedItems.append((items!.count, nested))
            items!.append(.object([:]))
            return nested
        }

        func set(_ value: TemplateValue) { single = value }

        /// Encodes `value` here: the plain types directly, anything else through its own `encode(to:)`.
        /// The plain types are told by their metatypes, which costs a comparison where a
        /// dynamic cast costs a call into the runtime.
        func put<Value: Encodable>(_ value: Value) throws {
            if Value.self == String.self {
                single = .string(value as! String)
            } else if Value.self == [String].self {
                single = .list((value as! [String]).map(TemplateValue.string))
            } else if Value.self == Bool.self {
                single = .bool(value as! Bool)
            } else if Value.self == Int.self {
                single = .int(value as! Int)
            } else {
                try value.encode(to: Encoder(self))
            }
        }

        /// `value`, encoded on its own and finished.
        static func finished(_ value: some Encodable) throws -> TemplateValue {
            let storage = Storage()
            try storage.put(value)
            return storage.finished
        }
    }

    struct Unsupported: Error, CustomStringConvertible {
        var type: Any.Type
        var description: String { "a template value cannot hold \(type)" }
    }

    struct Encoder: Swift.Encoder {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(_ storage: Storage) { self.storage = storage }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if storage.fields == nil { storage.fields = [:] }
            return KeyedEncodingContainer(Keyed<Key>(storage: storage))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if storage.items == nil { storage.items = [] }
            return Unkeyed(storage: storage)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(storage: storage) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: String, forKey key: Key) { storage.fields![key.stringValue] = .string(value) }
        mutating func encode(_ value: Bool, forKey key: Key) { storage.fields![key.stringValue] = .bool(value) }
        mutating func encode(_ value: Int, forKey key: Key) { storage.fields![key.stringValue] = .int(value) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) { if let value { encode(value, forKey: key) } }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { if let value { encode(value, forKey: key) } }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { if let value { encode(value, forKey: key) } }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            storage.fields![key.stringValue] = try Storage.finished(value)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            Encoder(storage.nested(forKey: key.stringValue)).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Encoder(storage.nested(forKey: key.stringValue)).unkeyedContainer()
        }
        mutating func superEncoder() -> any Swift.Encoder { Encoder(storage) }
        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder { Encoder(storage.nested(forKey: key.stringValue)) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }
        var count: Int { storage.items!.count }

        mutating func encodeNil() throws { throw Unsupported(type: Optional<Int>.self) }
        mutating func encode(_ value: some Encodable) throws { storage.items!.append(try Storage.finished(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            Encoder(storage.nestedItem()).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Encoder(storage.nestedItem()).unkeyedContainer() }
        mutating func superEncoder() -> any Swift.Encoder { Encoder(storage.nestedItem()) }
    }

    struct Single: SingleValueEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { throw Unsupported(type: Optional<Int>.self) }
        mutating func encode(_ value: Bool) { storage.set(.bool(value)) }
        mutating func encode(_ value: String) { storage.set(.string(value)) }
        mutating func encode(_ value: Int) { storage.set(.int(value)) }
        mutating func encode(_ value: some Encodable) throws { try storage.put(value) }
        mutating func encode(_ value: Double) throws { throw Unsupported(type: Double.self) }
        mutating func encode(_ value: Float) throws { throw Unsupported(type: Float.self) }
        mutating func encode(_ value: Int8) throws { throw Unsupported(type: Int8.self) }
        mutating func encode(_ value: Int16) throws { throw Unsupported(type: Int16.self) }
        mutating func encode(_ value: Int32) throws { throw Unsupported(type: Int32.self) }
        mutating func encode(_ value: Int64) throws { throw Unsupported(type: Int64.self) }
        mutating func encode(_ value: UInt) throws { throw Unsupported(type: UInt.self) }
        mutating func encode(_ value: UInt8) throws { throw Unsupported(type: UInt8.self) }
        mutating func encode(_ value: UInt16) throws { throw Unsupported(type: UInt16.self) }
        mutating func encode(_ value: UInt32) throws { throw Unsupported(type: UInt32.self) }
        mutating func encode(_ value: UInt64) throws { throw Unsupported(type: UInt64.self) }
    }
}
