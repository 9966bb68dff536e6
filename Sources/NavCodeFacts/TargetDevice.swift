/// The device and iOS version an import takes the app's code to run on, so that of the
/// branches only one of which runs (`#if os(…)`, `if #available(iOS 16, *)`,
/// `userInterfaceIdiom == .pad`, a compact size class) the reader keeps that one.
public struct TargetDevice: Sendable, Equatable {
    public enum Idiom: String, Sendable, CaseIterable {
        case phone, pad
    }

    /// The iOS major version: `#available(iOS 17.4, *)` holds on iOS 17 (its latest release).
    public var ios: Int
    public var idiom: Idiom

    public static let defaultIOS = 17

    public init(ios: Int = TargetDevice.defaultIOS, idiom: Idiom = .phone) {
        self.ios = ios
        self.idiom = idiom
    }

    /// The reader's command-line arguments that say it (`--ios 17 --idiom phone`).
    public var arguments: [String] {
        ["--ios", String(ios), "--idiom", idiom.rawValue]
    }

    /// The device `arguments` say; nil when they say anything else.
    public init?(arguments: [String]) {
        self.init()
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch option {
            case "--ios":
                guard let version = Int(value), (2...99).contains(version) else { return nil }
                ios = version
            case "--idiom":
                guard let idiom = Idiom(rawValue: value) else { return nil }
                self.idiom = idiom
            default: return nil
            }
        }
    }
}
