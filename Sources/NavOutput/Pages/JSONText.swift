/// Encodes an `Encodable` value as JSON text with sorted keys and unescaped slashes,
/// straight to bytes. Foundation's `JSONEncoder` first builds a tree of boxed values
/// that took ten times the text's size for a 10,000-step flow; here each value is
/// text as soon as it is encoded, and only the objects being built hold their fields.
enum JSONText {
    static func encode<Value: Encodable>(_ value: Value, pretty: Bool) throws -> [UInt8] {
        let sink = ByteSink()
        try write(value, pretty: pretty, to: sink)
        return sink.bytes
    }

    /// Writes `value` into `sink`. `forScript`: the text goes inside a `<script>`
    /// element, so `<`, `>` and `&` are written as `\u` escapes (it cannot contain
    /// `</script>` or `<!--`), and U+2028 and U+2029 too, for old parsers.
    static func write<Value: Encodable>(_ value: Value, pretty: Bool, forScript: Bool = false, to sink: ByteSink) throws {
        let encoder = JSONTextEncoder(depth: 0, pretty: pretty)
        try value.encode(to: encoder)
        encoder.node.write(into: sink, depth: 0, pretty: pretty, forScript: forScript)
    }

    /// Appends JSON `text` with the `forScript` escapes. Only string literals can hold
    /// these characters, and a node's text always holds whole literals.
    static func appendForScript(_ text: [UInt8], to sink: ByteSink) {
        guard text.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") || $0 == 0xE2 }) else {
            return sink.append(text)
        }
        var index = 0
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "<"): sink.append("\\u003c")
            case UInt8(ascii: ">"): sink.append("\\u003e")
            case UInt8(ascii: "&"): sink.append("\\u0026")
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where index + 2 < text.count && text[index + 1] == 0x80 && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                sink.append(text[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 2
            default: sink.append(CollectionOfOne(byte))
            }
            index += 1
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> [UInt8] {
        var result: [UInt8] = [UInt8(ascii: "\"")]
        result.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): result += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: result += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: result += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: result += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                result += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: result.append(byte)
            }
        }
        result.append(UInt8(ascii: "\""))
        return result
    }
}

/// What one value encodes to: text, or the members of the object or array being built.
private final class JSONNode {
    enum Content {
        case text([UInt8])
        case object([(key: String, node: JSONNode)])
        case array([JSONNode])
    }

    var content: Content

    init(_ content: Content) {
        self.content = content
    }

    /// Arrays longer than this stay nodes (`JSONTextEncoder.child`).
    static let longArray = 64

    var holdsLongArray: Bool {
        switch content {
        case .text: return false
        case .array(let elements): return elements.count > Self.longArray || elements.contains { $0.holdsLongArray }
        case .object(let members): return members.contains { $0.node.holdsLongArray }
        }
    }

    /// The node as text, keys sorted, indented for `depth` when `pretty`, with the
    /// `JSONText.write` escapes when `forScript`.
    func write(into out: ByteSink, depth: Int, pretty: Bool, forScript: Bool) {
        func text(_ bytes: [UInt8]) {
            if forScript { JSONText.appendForScript(bytes, to: out) } else { out.append(bytes) }
        }
        func newline(_ level: Int) {
            guard pretty else { return }
            out.append(CollectionOfOne(0x0A))
            out.append(repeatElement(UInt8(ascii: " "), count: 2 * level))
        }
        switch content {
        case .text(let bytes):
            text(bytes)
        case .object(let members):
            out.append("{")
            for (offset, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
                if offset > 0 { out.append(",") }
                newline(depth + 1)
                text(JSONText.quoted(member.key))
                out.append(pretty ? " : " : ":")
                member.node.write(into: out, depth: depth + 1, pretty: pretty, forScript: forScript)
            }
            if !members.isEmpty { newline(depth) }
            out.append("}")
        case .array(let elements):
            out.append("[")
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out.append(",") }
                newline(depth + 1)
                element.write(into: out, depth: depth + 1, pretty: pretty, forScript: forScript)
            }
            if !elements.isEmpty { newline(depth) }
            out.append("]")
        }
    }
}

private final class JSONTextEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    let depth: Int
    let pretty: Bool
    var node = JSONNode(.text(Array("null".utf8)))

    init(depth: Int, pretty: Bool) {
        self.depth = depth
        self.pretty = pretty
    }

    /// The encoded value as text; a finished value keeps no nodes.
    func text() -> [UInt8] {
        let out = ByteSink()
        node.write(into: out, depth: depth, pretty: pretty, forScript: false)
        return out.bytes
    }

    /// `value` encoded one level deeper: as text, unless it holds a long array. A long
    /// array (a flow's frames) stays a node of texts, and so does everything holding it,
    /// so that its text is written once, into the file, and never copied into its parent's.
    func child<Value: Encodable>(_ value: Value) throws -> JSONNode {
        if let text = value as? String { return JSONNode(.text(JSONText.quoted(text))) }
        let encoder = JSONTextEncoder(depth: depth + 1, pretty: pretty)
        try value.encode(to: encoder)
        return encoder.node.holdsLongArray ? encoder.node : JSONNode(.text(encoder.text()))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node = JSONNode(.object([])) }
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node = JSONNode(.array([])) }
        return UnkeyedContainer(encoder: self, node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: JSONTextEncoder
        let node: JSONNode
        var codingPath: [any CodingKey] { [] }

        private func add(_ key: Key, _ member: JSONNode) {
            guard case .object(var members) = node.content else { return }
            node.content = .text([])
            members.append((key.stringValue, member))
            node.content = .object(members)
        }

        mutating func encodeNil(forKey key: Key) throws { add(key, JSONNode(.text(Array("null".utf8)))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(key, try encoder.child(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = JSONNode(.object([]))
            add(key, nested)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder.deeper, node: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = JSONNode(.array([]))
            add(key, nested)
            return UnkeyedContainer(encoder: encoder.deeper, node: nested)
        }

        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: JSONTextEncoder
        let node: JSONNode
        var codingPath: [any CodingKey] { [] }
        var count: Int {
            guard case .array(let elements) = node.content else { return 0 }
            return elements.count
        }

        private func add(_ element: JSONNode) {
            guard case .array(var elements) = node.content else { return }
            node.content = .text([])
            elements.append(element)
            node.content = .array(elements)
        }

        mutating func encodeNil() throws { add(JSONNode(.text(Array("null".utf8)))) }
        mutating func encode<T: Encodable>(_ value: T) throws { add(try encoder.child(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = JSONNode(.object([]))
            add(nested)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder.deeper, node: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = JSONNode(.array([]))
            add(nested)
            return UnkeyedContainer(encoder: encoder.deeper, node: nested)
        }

        mutating func superEncoder() -> any Encoder { encoder }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: JSONTextEncoder
        var codingPath: [any CodingKey] { [] }

        private func set(_ text: [UInt8]) { encoder.node = JSONNode(.text(text)) }

        mutating func encodeNil() throws { set(Array("null".utf8)) }
        mutating func encode(_ value: Bool) throws { set(Array((value ? "true" : "false").utf8)) }
        mutating func encode(_ value: String) throws { set(JSONText.quoted(value)) }
        mutating func encode(_ value: Int) throws { set(Array(String(value).utf8)) }
        mutating func encode(_ value: Double) throws {
            guard value.isFinite else { throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not a JSON number")) }
            set(Array((value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)).utf8))
        }
        mutating func encode<T: Encodable>(_ value: T) throws {
            switch value {
            case let value as String: try encode(value)
            case let value as Bool: try encode(value)
            case let value as any BinaryInteger: set(Array(String(describing: value).utf8))
            case let value as any BinaryFloatingPoint: try encode(Double(value))
            default: try value.encode(to: encoder)
            }
        }
    }

    /// An encoder one level deeper that writes into nodes its parent already holds.
    var deeper: JSONTextEncoder { JSONTextEncoder(depth: depth + 1, pretty: pretty) }
}
