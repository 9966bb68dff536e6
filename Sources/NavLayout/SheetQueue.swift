import Foundation

/// The sheets of a drawing left to draw, largest first (sheet `k` holds the elements with
/// `k` looks or more; sheet 0, every element absent, none), taken one at a time by this
/// process and by the thread that has the layout process draw them, and what each drew
/// (`FlowDrawing.renderSheets`).
final class SheetQueue<Sheet: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var left: [Int]
    private var drawn: [Int: Sheet] = [:]
    /// Sheets the layout process failed on, for this process to draw.
    private var givenBack: [Int] = []
    private var elsewhereDone = false

    init(count: Int) {
        left = Array(1..<max(1, count)) + (count > 0 ? [0] : [])
    }

    /// The largest sheet left, taken.
    func next() -> Int? {
        condition.withLock { left.isEmpty ? nil : left.removeFirst() }
    }

    func finish(_ sheet: Int, _ result: Sheet) {
        condition.withLock { drawn[sheet] = result }
    }

    /// `sheet` was taken by the layout process's thread, which failed on it.
    func giveBack(_ sheet: Int) {
        condition.withLock { givenBack.append(sheet) }
    }

    /// The layout process's thread takes no more sheets.
    func finishElsewhere() {
        condition.withLock { elsewhereDone = true }
        condition.broadcast()
    }

    /// Once the layout process's thread is done: the sheets it gave back.
    func waitForElsewhere() -> [Int] {
        condition.withLock {
            while !elsewhereDone { condition.wait() }
            return givenBack
        }
    }

    /// Every sheet, in order, once each is drawn.
    var results: [Sheet] {
        condition.withLock { drawn.keys.sorted().map { drawn[$0]! } }
    }
}
