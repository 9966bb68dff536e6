/// A set of a hierarchy's view controllers, one bit each: the "visited" mark of a
/// walk without hashing, in one small allocation.
struct ViewControllerIDSet {
    private var words: [UInt64]

    /// An empty set with room for the IDs below `capacity`.
    init(capacity: Int) {
        words = Array(repeating: 0, count: (capacity + 63) / 64)
    }

    /// The set of `ids`, all below `capacity`.
    init(_ ids: [ViewControllerID], capacity: Int) {
        self.init(capacity: capacity)
        for id in ids { insert(id) }
    }

    func contains(_ id: ViewControllerID) -> Bool {
        words[id / 64] & (1 << (id % 64)) != 0
    }

    /// Adds `id`; false when it was in already.
    @discardableResult
    mutating func insert(_ id: ViewControllerID) -> Bool {
        guard !contains(id) else { return false }
        words[id / 64] |= 1 << (id % 64)
        return true
    }
}
