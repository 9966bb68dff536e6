/// The rules of docs/semantics.md by id, each with its title there (for the table of
/// exceptions and warnings, its condition), so a page can say in a line what a rule is
/// where a fact or a message names it. A test checks this table against the document.
public enum UIKitRule {
    /// Rule id (`R12`) → its title (`full-screen family`), without Markdown.
    public static let titles: [String: String] = [
        "R1": "parent and typed ancestors",
        "R2": "presentingViewController",
        "R3": "presentedViewController",
        "R4": "one presentation per presenter",
        "R5": "push",
        "R6": "pop",
        "R7": "popTo / popToRoot",
        "R8": "setViewControllers",
        "R9": "top vs visible",
        "R10": "stacks and modal chains are independent",
        "R11": "UITabBarController",
        "R11b": "UISplitViewController",
        "R12": "full-screen family",
        "R13": "context styles",
        "R14": "automatic by version",
        "R15": "timing",
        "R16": "present nil",
        "R17": "the caller presents itself",
        "R18a": "the VC is already presented",
        "R18b": "the VC has a parent",
        "R18c": "the VC is the window root or an ancestor of the caller",
        "R19": "the presenter already presents Q",
        "R20":
            "the presenter's view is not in the window (the caller was popped, dismissed, never installed; a context in a tab that is not selected, R39)",
        "R21": "an animated present or dismiss started earlier in the same run-loop turn",
        "R22": "X.dismiss",
        "R23": "multi-level dismiss",
        "R24": "the double dismiss",
        "R25": "push / pop",
        "R26": "presenter removed",
        "R27": "presenter kept",
        "R28": "tab switch",
        "R29": "containment",
        "R30": "forwarding",
        "R31": "getTopVC",
        "R32": "on screen",
        "R33": "links cleared when the dismissal ends",
        "R34": "the in-progress dismiss names the presenter",
        "R35": "a tab bar controller in a navigation stack",
        "R36": "show and showDetail in a split view",
        "R37": "the More tab",
        "R38": "adaptation to the device",
        "R39": "context presentation from a view out of the window",
        "R40": "a root switch under a modal",
        "R41": "navviz's lints are not UIKit's warnings",
        "R42": "every warning above",
        "R43":
            "the presentation is shown as a popover (style: popover on an iPad, or kept on an iPhone by R52; an action sheet on an iPad) with no sourceView: or barButtonItem:",
        "R44": "a context presentation lives in its context",
        "R45": "a split view collapses on an iPhone",
        "R46": "column-style split views (iOS 14+)",
        "R47": "nested push",
        "R48": "push nil",
        "R49": "setViewControllers on a tab bar controller",
        "R50": "the user's swipe down",
        "R51": "the interactive pop gesture",
        "R52": "the presentation delegate's adaptive style",
        "R53": "UIAlertController",
        "R54": "the caller's layer is a view added without addChild (Host addSubview X)",
        "R55": "a gesture under a modal presentation",
        "R56": "containment callbacks of a navigation stack",
        "R57": "the order of a presentation's callbacks",
        "R58": "system view controllers by class",
        "R59":
            "the share sheet on an iPad (UIActivityViewController, UIDocumentMenuViewController): shown as a popover with no sourceView: or barButtonItem:, or put in a container (pushed, a child, a tab or a column)",
        // SwiftUI on UIKit: decided by `navviz import` (docs/semantics.md, section S).
        "R60": "who presents a SwiftUI sheet",
        "R61": "dismiss",
        "R62": "a link outside a stack",
        "R63": "value links",
        "R64": "one sheet at a time",
        "R65": "split view columns",
        "R66": "entry: a screen shown by code the flow does not trace",
        // Round 5: stacks mid-transition, what a covered presenter can do, the user's tab tap, how the device is held.
        "R67": "a split view pushed",
        "R68": "a pop during a push",
        "R69":
            "the presenter (R12) is covered by a fullScreen presentation that completed (in an earlier turn, or without animation): a tab bar or navigation controller that presents full screen, asked to present again by code in its tabs, its stack or the presented VC",
        "R70": "the user's tap on a tab",
        "R71": "how the device is held",
        "R72": "a tab's view loads when it is first shown",
        "R73": "the More list, the tap on More, a navigation controller under More",
        "R74": "the device rotates",
        "R75": "show of a navigation controller presents it",
    ]

    /// `R12 in docs/semantics.md: full-screen family`, or the id alone for an id the
    /// document does not list (`R22.1`, a case of `R22`, is listed as `R22`).
    public static func summary(of id: String) -> String {
        let base = String(id.prefix { $0 != "." })
        return titles[base].map { "\(id) in docs/semantics.md: \($0)" } ?? id
    }
}
