/// Encodes a typed template context (`ScreenContext`, `AppContext` …) as the `TemplateValue`
/// tree templates render: a struct becomes an object of its non-nil properties, an array a list,
/// and `String`, `Bool` and `Int` themselves. Nothing else is a template value, and a context type
/// that holds one fails to encode, which every golden spec's context would show at once.
enum TemplateValueEncoder {
    static func encode(_ value: some Encodable) -> TemplateValue {
        let encoder = Encoder()
        do {
            try value.encode(to: encoder)
        } catch {
            return .string("\(error)")
        }
        return encoder.value
    }

    /// Where one value's encoding goes: set once as a single value, or filled as an object or a list.
    final class Storage {
        var value: TemplateValue = .object([:])
        var fields: [String: Storage] = [:]
        var items: [Storage] = []
        var kind: Kind = .unset

        enum Kind { case unset, single, object, list }

        /// The finished tree below this point.
        var finished: TemplateValue {
            switch kind {
            case .unset, .single: value
            case .object: .object(fields.mapValues(\.finished))
            case .list: .list(items.map(\.finished))
            }
        }
    }

    struct Unsupported: Error, CustomStringConvertible {
        var type: Any.Type
        var description: String { "a template value cannot hold \(type)" }
    }

    final class Encoder: Swift.Encoder {
        let codingPath: [any CodingKey] = []
        let userInfo: [CodingUserInfoKey: Any] = [:]
        private let root: Storage

        init(_ storage: Storage = Storage()) { root = storage }

        var value: TemplateValue { root.finished }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            root.kind = .object
            return KeyedEncodingContainer(Keyed<Key>(storage: root))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            root.kind = .list
            return Unkeyed(storage: root)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(storage: root) }
    }

    /// Encodes `value` into `storage`: directly for the three plain types, else through its own `encode(to:)`.
    static func put(_ value: some Encodable, into storage: Storage) throws {
        switch value {
        case let text as String: storage.kind = .single; storage.value = .string(text)
        case let flag as Bool: storage.kind = .single; storage.value = .bool(flag)
        case let number as Int: storage.kind = .single; storage.value = .int(number)
        default: try value.encode(to: Encoder(storage))
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            let field = Storage()
            try TemplateValueEncoder.put(value, into: field)
            storage.fields[key.stringValue] = field
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let field = Storage()
            field.kind = .object
            storage.fields[key.stringValue] = field
            return KeyedEncodingContainer(Keyed<NestedKey>(storage: field))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let field = Storage()
            field.kind = .list
            storage.fields[key.stringValue] = field
            return Unkeyed(storage: field)
        }
        mutating func superEncoder() -> any Swift.Encoder { Encoder(storage) }
        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder {
            let field = Storage()
            storage.fields[key.stringValue] = field
            return Encoder(field)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }
        var count: Int { storage.items.count }

        mutating func encodeNil() throws { throw Unsupported(type: Optional<Int>.self) }
        mutating func encode(_ value: some Encodable) throws {
            let item = Storage()
            try TemplateValueEncoder.put(value, into: item)
            storage.items.append(item)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let item = Storage()
            item.kind = .object
            storage.items.append(item)
            return KeyedEncodingContainer(Keyed<NestedKey>(storage: item))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let item = Storage()
            item.kind = .list
            storage.items.append(item)
            return Unkeyed(storage: item)
        }
        mutating func superEncoder() -> any Swift.Encoder {
            let item = Storage()
            storage.items.append(item)
            return Encoder(item)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { throw Unsupported(type: Optional<Int>.self) }
        mutating func encode(_ value: some Encodable) throws { try TemplateValueEncoder.put(value, into: storage) }
        mutating func encode(_ value: Bool) throws { try TemplateValueEncoder.put(value, into: storage) }
        mutating func encode(_ value: String) throws { try TemplateValueEncoder.put(value, into: storage) }
        mutating func encode(_ value: Int) throws { try TemplateValueEncoder.put(value, into: storage) }
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
