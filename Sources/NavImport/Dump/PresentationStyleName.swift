/// The `.nav` presentation style of what a dump prints after `presented with:`: UIKit's
/// presentation controller class, or the style navviz's own dump names.
enum PresentationStyleName {
    private static let byController: [String: String] = [
        "_UIFullscreenPresentationController": "fullScreen",
        "_UIPageSheetPresentationController": "pageSheet",
        "_UIFormSheetPresentationController": "formSheet",
        "UISheetPresentationController": "pageSheet",
        "UIPopoverPresentationController": "popover",
        "_UIPopoverPresentationController": "popover",
        "_UIOverFullscreenPresentationController": "overFullScreen",
        "_UICurrentContextPresentationController": "currentContext",
        // An action sheet on an iPad is a popover (R53).
        "_UIAlertControllerActionSheetRegularPresentationController": "popover",
        "_UIOverCurrentContextPresentationController": "overCurrentContext",
    ]

    private static let styles: Set<String> = [
        "automatic", "fullScreen", "pageSheet", "formSheet", "currentContext",
        "overFullScreen", "overCurrentContext", "popover", "custom",
    ]

    /// `text` is either `<_UIFullscreenPresentationController 0x…>` or a style word
    /// (`fullScreen (automatic)`). Any other presentation controller is a custom one.
    static func style(_ text: Substring) -> String {
        if text.hasPrefix("<") {
            let name = text.dropFirst().prefix { !" :>".contains($0) }
            let className = String(name.split(separator: ".").last ?? name)
            return byController[className] ?? "custom"
        }
        let word = String(text.prefix { $0.isLetter })
        return styles.contains(word) ? word : "custom"
    }
}
