import Foundation

public struct Product: Hashable, Sendable {
    public let id: Int
    public let name: String
    public let price: Decimal

    public init(id: Int, name: String, price: Decimal) {
        self.id = id
        self.name = name
        self.price = price
    }
}

public final class Cart {
    public static let shared = Cart()

    public private(set) var items: [Product] = []

    public var total: Decimal {
        items.reduce(0) { $0 + $1.price }
    }

    public func add(_ product: Product) {
        items.append(product)
        NotificationCenter.default.post(name: .cartDidChange, object: self)
    }

    public func removeAll() {
        items.removeAll()
        NotificationCenter.default.post(name: .cartDidChange, object: self)
    }
}

public extension Notification.Name {
    static let cartDidChange = Notification.Name("CartDidChange")
}

extension Product {
    static let catalog: [Product] = [
        Product(id: 1, name: "Espresso Cup", price: 12),
        Product(id: 2, name: "Pour-over Kettle", price: 48),
        Product(id: 3, name: "Burr Grinder", price: 129),
    ]
}
