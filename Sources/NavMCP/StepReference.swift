import NavLanguage
import UIKitModel

/// The step a tool is asked about: its number, or its caption as the step's header shows it.
enum StepReference: Equatable {
    case index(Int)
    case caption(String)

    /// The frame's index in `frames`: the numbered one, else the first whose caption is the
    /// caption given (exactly, else ignoring case and surrounding blanks).
    func index(in frames: [Frame]) throws -> Int {
        switch self {
        case .index(let index):
            guard frames.indices.contains(index) else {
                throw ToolFailure("the flow has no step \(index); its steps are 0–\(frames.count - 1)")
            }
            return index
        case .caption(let caption):
            if let index = frames.firstIndex(where: { $0.caption == caption }) { return index }
            let wanted = Self.folded(caption)
            if let index = frames.firstIndex(where: { Self.folded($0.caption) == wanted }) { return index }
            throw ToolFailure("the flow has no step captioned \"\(caption)\"; its steps are:\n" + Self.listing(frames))
        }
    }

    /// Past this many steps, the listing of a failed lookup says how many more there are.
    static let stepsListed = 40

    /// One line per step: `N  caption`.
    private static func listing(_ frames: [Frame]) -> String {
        var lines = frames.prefix(stepsListed).map { "\($0.index)  \($0.caption)" }
        if frames.count > stepsListed { lines.append("… and \(frames.count - stepsListed) more (give the step's number)") }
        return lines.joined(separator: "\n")
    }

    private static func folded(_ caption: String) -> String {
        caption.trimmed.lowercased()
    }
}
