import NavLanguage

/// One view controller's own state: exactly the links UIKit stores on the object.
/// `Link` is how a link names the other view controller: its name in the public
/// `ViewControllerState`, its `ViewControllerID` inside `Hierarchy`.
public struct ViewControllerRecord<Link: Sendable & Hashable>: Sendable, Hashable {
    public let name: String
    public var className: String?
    public var kind: ViewControllerKind
    /// Containment parent (R1). Presenting never sets it.
    public var parent: Link?
    /// Containment children: a navigation stack, the tabs, the split columns, or plain children.
    public var children: [Link] = []
    /// The VC this one really presents (`ownPresented`); set only on the real presenter.
    public var presented: Link?
    /// How this VC was presented, set only on a presented root.
    public var presentation: PresentationRecord<Link>?
    /// A tab bar controller's selected index.
    public var selectedIndex: Int = 0
    /// `nil` means UIKit's default: true for navigation controllers, false otherwise (R13).
    public var definesPresentationContextSetting: Bool?
    /// The VC's own `modalPresentationStyle`, used when a present gives no style.
    public var modalPresentationStyle: PresentationStyle?
    /// Whether `viewDidLoad` has run (for appearance traces).
    public var viewLoaded = false
    /// Blocks the interactive dismissal of the sheet this VC is on screen in (R50).
    public var isModalInPresentation = false
    /// The presentation controller delegate's answer in a compact width (R52).
    public var adaptivePresentationStyle: AdaptivePresentationStyle?
    /// A split view delegate's answer when the split view collapses (R45, R46).
    public var topColumnForCollapsing: SplitColumn?
    /// A column-style split view's style (R46); nil for a classic split view.
    public var splitStyle: SplitViewStyle?
    /// A column-style split view's compact column, one of its children (R46).
    public var compactColumn: Link?
    /// A split view that collapsed as it entered a compact-width window (R45).
    public var isCollapsed = false
    /// The column a collapsed column-style split view shows, without a compact column (R46).
    public var collapsedColumn: SplitColumn?
    /// The VC whose view holds this VC's view, added without `addChild` (R54).
    public var hostView: Link?
    /// An alert controller's style (R53).
    public var alertStyle: AlertStyle?
    /// The tab a More navigation controller stands for in the tab bar's children: the
    /// one it shows, or showed last while its list shows (R37, R73).
    public var moreTab: Link?

    public init(name: String, className: String?, kind: ViewControllerKind) {
        self.name = name
        self.className = className
        self.kind = kind
    }

    public var definesPresentationContext: Bool {
        definesPresentationContextSetting ?? (kind == .navigationController)
    }

    /// The class shown in messages and diagrams: the declared one, or UIKit's.
    public var displayClassName: String { className ?? kind.uikitClassName }

    /// `<Class: name>`, the way navviz writes UIKit's `<Class: 0x…>` without addresses.
    public var messageName: String { "<\(displayClassName): \(name)>" }

    /// The same state with every link converted.
    func mapLinks<Other>(_ transform: (Link) -> Other) -> ViewControllerRecord<Other> {
        var result = ViewControllerRecord<Other>(name: name, className: className, kind: kind)
        result.parent = parent.map(transform)
        result.children = children.map(transform)
        result.presented = presented.map(transform)
        result.presentation = presentation.map {
            PresentationRecord(
                presenter: transform($0.presenter), caller: transform($0.caller), requestedStyle: $0.requestedStyle, style: $0.style,
                anchor: $0.anchor, origin: $0.origin)
        }
        result.selectedIndex = selectedIndex
        result.definesPresentationContextSetting = definesPresentationContextSetting
        result.modalPresentationStyle = modalPresentationStyle
        result.viewLoaded = viewLoaded
        result.isModalInPresentation = isModalInPresentation
        result.adaptivePresentationStyle = adaptivePresentationStyle
        result.topColumnForCollapsing = topColumnForCollapsing
        result.splitStyle = splitStyle
        result.compactColumn = compactColumn.map(transform)
        result.moreTab = moreTab.map(transform)
        result.isCollapsed = isCollapsed
        result.collapsedColumn = collapsedColumn
        result.hostView = hostView.map(transform)
        result.alertStyle = alertStyle
        return result
    }
}

/// A modal link as UIKit records it on the presented VC.
public struct PresentationRecord<Link: Sendable & Hashable>: Sendable, Hashable {
    /// The real presenter (R12/R13): `presentingViewController` of the presented root.
    public var presenter: Link
    /// The VC whose code called `present` (may differ from the presenter).
    public var caller: Link
    /// The style the call asked for (possibly `automatic`).
    public var requestedStyle: PresentationStyle
    /// The style in effect after R14 resolved `automatic` and R38 adapted it.
    public var style: PresentationStyle
    /// Where a popover or an action sheet points (R43).
    public var anchor: PopoverAnchor?
    /// A traced call, or an entry (R66).
    public var origin: PresentationOrigin = .call
}

/// A view controller's state with its links as names.
public typealias ViewControllerState = ViewControllerRecord<String>
/// A modal link with names.
public typealias Presentation = PresentationRecord<String>

/// A view controller inside `Hierarchy`: its place in creation order.
typealias ViewControllerID = Int
