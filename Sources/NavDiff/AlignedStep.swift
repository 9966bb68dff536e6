/// One row of two aligned step lists: a step present in both versions (unchanged or
/// changed), or one that only OLD or only NEW has. Indexes are frame indexes.
public enum AlignedStep: Sendable, Hashable {
    case unchanged(old: Int, new: Int)
    case changed(old: Int, new: Int)
    case added(new: Int)
    case removed(old: Int)

    public var old: Int? {
        switch self {
        case .unchanged(let old, _), .changed(let old, _), .removed(let old): return old
        case .added: return nil
        }
    }

    public var new: Int? {
        switch self {
        case .unchanged(_, let new), .changed(_, let new), .added(let new): return new
        case .removed: return nil
        }
    }
}
