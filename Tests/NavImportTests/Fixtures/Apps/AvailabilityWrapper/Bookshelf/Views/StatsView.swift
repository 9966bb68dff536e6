import SwiftUI

struct StatsView: View {
    @EnvironmentObject private var library: Library
    @Environment(\.dismiss) private var dismiss
    @AppStorage("yearlyGoal") private var yearlyGoal = 12

    var body: some View {
        SettingsForm {
            Section("This Year") {
                LabeledContent("Books finished", value: library.finishedCount.formatted())
                LabeledContent("Pages read", value: library.pagesRead.formatted())
            }
            Section("Goal") {
                Stepper("\(yearlyGoal) books", value: $yearlyGoal, in: 1...100)
            }
        }
        .navigationTitle("Stats")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
        }
    }
}
