import SwiftUI

struct Transaction: Hashable {
    let merchant: String
    let amount: Decimal
}

struct Account {
    var name: String
    var email: String
    var transactions: [Transaction]

    static let current = Account(
        name: "Sam Rivera",
        email: "sam@example.com",
        transactions: [
            Transaction(merchant: "Blue Bottle", amount: 4.5),
            Transaction(merchant: "City Market", amount: 62.18),
        ]
    )
}

struct ProfileView: View {
    let account: Account
    @AppStorage("faceIDEnabled") private var faceIDEnabled = true

    var body: some View {
        Form {
            Section {
                LabeledContent("Name", value: account.name)
                LabeledContent("Email", value: account.email)
            }
            Section("Security") {
                Toggle("Use Face ID", isOn: $faceIDEnabled)
            }
        }
        .navigationTitle("Profile")
    }
}
