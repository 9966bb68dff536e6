import Foundation

struct Message { let subject: String }

struct Draft {
    var body = ""
    init() {}
    init(forwarding message: Message?) { body = message?.subject ?? "" }
}

final class Outbox {
    static let shared = Outbox()
    func send() {}
}

enum Dialer {
    enum Line { case mobile, work }
    static func call(_ line: Line) {}
}
