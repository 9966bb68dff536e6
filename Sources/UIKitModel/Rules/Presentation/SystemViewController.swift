import NavLanguage

/// The system view controllers navviz knows by class (R58): what each is (four are
/// navigation controllers), what it presents as when the code gives it no style, and the
/// iOS version that brought it. A flow names one as a declared class:
/// `Home present Share: UIActivityViewController`.
public enum SystemViewController: String, CaseIterable, Sendable {
    case activity = "UIActivityViewController"
    case documentMenu = "UIDocumentMenuViewController"
    case imagePicker = "UIImagePickerController"
    case documentPicker = "UIDocumentPickerViewController"
    case safari = "SFSafariViewController"
    case mailCompose = "MFMailComposeViewController"
    case messageCompose = "MFMessageComposeViewController"
    case fontPicker = "UIFontPickerViewController"
    case colorPicker = "UIColorPickerViewController"
    case photoPicker = "PHPickerViewController"
    case quickLook = "QLPreviewController"
    case contactPicker = "CNContactPickerViewController"
    case eventEdit = "EKEventEditViewController"
    case storeProduct = "SKStoreProductViewController"
    case cloudSharing = "UICloudSharingController"
    case player = "AVPlayerViewController"

    /// The system view controller a declared class names, nil for any other class.
    public init?(className: String?) {
        guard let className, let known = Self(rawValue: className) else { return nil }
        self = known
    }

    /// A `UINavigationController` subclass: pushing one raises as pushing any navigation
    /// controller does (R5).
    public var isNavigationController: Bool {
        self == .imagePicker || self == .mailCompose || self == .messageCompose || self == .eventEdit
    }

    /// The share sheet and the document menu are popovers in a regular width (an iPad),
    /// which need an anchor (R59), and UIKit's own sheet in a compact one.
    public var isPopoverInRegularWidth: Bool {
        self == .activity || self == .documentMenu
    }

    /// What `automatic` (or no style) stands for: the share sheet and the document menu
    /// ask for a popover, which stays one in a regular width (an iPad) and is UIKit's own
    /// sheet in a compact one, unless the presentation delegate answers otherwise (R52);
    /// nil where the class keeps UIKit's general rule (R14).
    func automaticStyle(iosVersion: Int, compactWidth: Bool, delegate: AdaptivePresentationStyle?) -> PresentationStyle? {
        guard isPopoverInRegularWidth else { return nil }
        guard compactWidth else { return .popover }
        switch delegate {
        case .some(.none): return .popover
        case .some(.style(let adaptive)): return adaptive
        // From iOS 13 the user drags the sheet down as a page sheet; before, it slid up over
        // the presenter, which stayed on screen, and could not be dragged.
        case nil: return iosVersion >= 13 ? .pageSheet : .custom
        }
    }

    /// The iOS version the class came with (Apple's availability).
    public var introducedIn: Int {
        switch self {
        case .activity: return 6
        case .documentMenu, .documentPicker: return 8
        case .imagePicker, .mailCompose: return 2
        case .messageCompose, .quickLook, .eventEdit: return 4
        case .storeProduct: return 6
        case .player: return 8
        case .safari, .contactPicker: return 9
        case .cloudSharing: return 10
        case .photoPicker: return 14
        case .fontPicker: return 13
        case .colorPicker: return 14
        }
    }
}
