import SwiftUI

struct TrailMapView: View {
    @Environment(\.dismiss) private var dismiss
    let trail: Trail

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.green.ignoresSafeArea()
            Button("Close") {
                dismiss()
            }
            .padding()
        }
    }
}
