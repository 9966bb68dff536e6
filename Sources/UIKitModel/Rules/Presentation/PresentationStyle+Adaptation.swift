import NavLanguage

extension PresentationStyle {
    /// The style in effect (R14, R38): `automatic` resolved, then adapted to a
    /// horizontally compact window. Before iOS 13 an iPhone shows sheets and popovers
    /// full screen; from iOS 13 a popover becomes a form sheet, and sheets stay sheets.
    public func adapted(iosVersion: Int, compactWidth: Bool) -> PresentationStyle {
        let style = resolved(iosVersion: iosVersion)
        guard compactWidth else { return style }
        switch style {
        case .pageSheet, .formSheet: return iosVersion <= 12 ? .fullScreen : style
        case .popover: return iosVersion <= 12 ? .fullScreen : .formSheet
        default: return style
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
}
