import NavLanguage

extension PresentationStyle {
    /// The style in effect (R14, R38, R52, R71): `automatic` resolved, then adapted to a
    /// compact window. Before iOS 13 an iPhone shows sheets and popovers full screen;
    /// from iOS 13 a popover becomes a form sheet, and sheets stay sheets, except in a
    /// compact height (an iPhone in landscape), where they are full screen. Where UIKit
    /// would adapt, the presentation delegate's answer (`delegate`) wins: `none` keeps
    /// the style.
    public func adapted(iosVersion: Int, compactWidth: Bool, compactHeight: Bool = false, delegate: AdaptivePresentationStyle? = nil)
        -> PresentationStyle
    {
        let style = resolved(iosVersion: iosVersion)
        guard compactWidth || compactHeight else { return style }
        switch style {
        case .pageSheet, .formSheet, .popover:
            switch delegate {
            case .some(.none): return style
            case .some(.style(let adaptive)): return adaptive
            case nil: break
            }
            if iosVersion <= 12 || compactHeight { return .fullScreen }
            return style == .popover ? .formSheet : style
        default:
            return style
        }
    }

    /// The style `automatic` stands for on this iOS version (R14).
    public func resolved(iosVersion: Int) -> PresentationStyle {
        guard self == .automatic else { return self }
        if iosVersion <= 12 { return .fullScreen }
        return iosVersion >= 18 ? .formSheet : .pageSheet
    }

    /// R26/R27/R32: whether the presenter's view leaves the screen.
    public func removesPresenterView(iosVersion: Int) -> Bool {
        let style = resolved(iosVersion: iosVersion)
        return style == .fullScreen || style == .currentContext
    }

    /// R13: the context styles look for `definesPresentationContext`.
    public var usesPresentationContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }

    /// R50: what the user can dismiss (iOS 13 and later): a sheet by dragging it down,
    /// a popover by tapping outside it.
    public var isInteractivelyDismissible: Bool {
        self == .pageSheet || self == .formSheet || self == .popover
    }
}
