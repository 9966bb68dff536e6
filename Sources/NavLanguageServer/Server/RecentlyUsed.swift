/// Keys in the order they were last used, at most `capacity` of them: using one more
/// pushes out the one used longest ago, whose costly value its owner then drops. The
/// capacity is small, so a linear search is the cheapest order to keep.
struct RecentlyUsed<Key: Hashable> {
    let capacity: Int
    private var order: [Key] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Marks `key` as just used; returns the key pushed out, if one was.
    mutating func use(_ key: Key) -> Key? {
        if let index = order.firstIndex(of: key) { order.remove(at: index) }
        order.append(key)
        return order.count > capacity ? order.removeFirst() : nil
    }

    mutating func forget(_ key: Key) {
        order.removeAll { $0 == key }
    }
}
