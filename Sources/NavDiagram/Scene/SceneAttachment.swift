import NavLanguage
import UIKitModel

/// A presented view controller drawn on the box of the view controller that presents it
/// rather than as a box of its own, so that a map reads like the app's screens: an alert
/// or action sheet is counted in a badge ("⚠ 2 alerts"), a system view controller
/// (`SystemViewController`: the share sheet, Safari, mail, the pickers) is a small dashed
/// chip. Frames draw them the same way, on the one layout every frame shares; the caption
/// of a frame that shows one names it.
public struct SceneAttachment: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case alert(AlertStyle)
        case system(SystemViewController)
    }

    public var name: String
    public var kind: Kind

    /// The attachment `state` is drawn as: an alert controller, or a system view controller
    /// with no children, that a traced call presented. An entry (R66) keeps its box and its
    /// entry point, and a view controller with children its container.
    init?(_ state: ViewControllerState, isContainer: Bool) {
        guard let presentation = state.presentation, presentation.origin == .call, !isContainer else { return nil }
        if state.kind == .alertController {
            kind = .alert(state.alertStyle ?? .alert)
        } else if let system = SystemViewController(className: state.className) {
            kind = .system(system)
        } else {
            return nil
        }
        name = state.name
    }

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    public var isAlert: Bool {
        if case .alert = kind { true } else { false }
    }

    /// What it is, in a reader's words: "alert", "action sheet", "share sheet".
    public var kindText: String {
        switch kind {
        case .alert(.alert): "alert"
        case .alert(.actionSheet): "action sheet"
        case .system(let system): system.title
        }
    }

    /// The chip's text: what it is, after its name when the name says more than its class
    /// (the import names one it knows only by class after the class: `SafariViewController_2`).
    var chipText: String {
        guard case .system(let system) = kind else { return name }
        var base = Substring(name)
        if let underscore = base.lastIndex(of: "_"), base[base.index(after: underscore)...].allSatisfy(\.isNumber) {
            base = base[..<underscore]
        }
        return base == system.rawValue || base == system.rawValue.dropFirst(2) ? system.title : "\(name) · \(system.title)"
    }

    /// Its line in the box's tooltip.
    var tooltipLine: String {
        switch kind {
        case .alert: "⚠ \(name) (\(kindText))"
        case .system(let system): "\(name) (\(system.rawValue), presented)"
        }
    }
}

extension SystemViewController {
    /// What a reader calls it, on its chip.
    var title: String {
        switch self {
        case .activity: "share sheet"
        case .documentMenu: "document menu"
        case .imagePicker: "image picker"
        case .documentPicker: "document picker"
        case .safari: "Safari"
        case .mailCompose: "mail"
        case .messageCompose: "message"
        case .fontPicker: "font picker"
        case .colorPicker: "colour picker"
        case .photoPicker: "photo picker"
        case .quickLook: "Quick Look"
        case .contactPicker: "contact picker"
        case .eventEdit: "event editor"
        case .storeProduct: "App Store"
        case .cloudSharing: "iCloud sharing"
        case .player: "video player"
        }
    }
}
