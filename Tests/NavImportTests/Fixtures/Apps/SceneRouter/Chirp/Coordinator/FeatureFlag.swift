import Foundation

/// Features that ship dark until they are ready; a debug menu can override them.
enum FeatureFlag: String, CaseIterable {
    case searchTab
    case messagesTab

    var enabled: Bool {
        if let overridden = FeatureFlagOverrides.shared.value(for: self) {
            return overridden
        }
        return defaultValue
    }

    var defaultValue: Bool {
        switch self {
        case .searchTab: true
        case .messagesTab: false
        }
    }
}

final class FeatureFlagOverrides {
    static let shared = FeatureFlagOverrides()
    private var values: [FeatureFlag: Bool] = [:]

    func value(for flag: FeatureFlag) -> Bool? {
        values[flag]
    }
}
