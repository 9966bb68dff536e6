import Foundation

struct Account {
    let name: String
}

final class AccountStore {
    static let shared = AccountStore()
    var current: Account?
}
