/// Values computed once and kept for the `capacity` keys used last: what a document's
/// version worked out for the lines the cursor visits, so a second request there is cheap.
struct Memo<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    private var recent: RecentlyUsed<Key>

    init(capacity: Int) {
        recent = RecentlyUsed(capacity: capacity)
    }

    mutating func value(for key: Key, _ compute: () -> Value) -> Value {
        if let pushedOut = recent.use(key) { values[pushedOut] = nil }
        if let known = values[key] { return known }
        let value = compute()
        values[key] = value
        return value
    }
}
