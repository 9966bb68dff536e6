/// What a target builds (its `productType`), which decides whether it is the app, part of
/// it (a framework the app links), or something the import skips and names.
public enum XcodeProductType: Hashable, Sendable {
    case application
    /// An App Clip (`on-demand-install-capable`): a separate, smaller app.
    case appClip
    /// The kind when it can be told (from the extension point in its Info.plist).
    case appExtension(AppExtensionKind?)
    /// A WatchKit 1 app.
    case watchApp
    /// A watchOS 2 or later app, or the iOS container of a watch-only app.
    case watchApp2
    case watchExtension
    case unitTest
    case uiTest
    case framework
    case staticLibrary
    case dynamicLibrary
    case bundle
    /// Anything else (a command-line tool, an XPC service…), with Xcode's identifier.
    case other(String)

    public init(identifier: String) {
        let prefix = "com.apple.product-type."
        let name = identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : identifier
        switch name {
        case "application": self = .application
        case "application.on-demand-install-capable": self = .appClip
        case "app-extension", "extensionkit-extension", "tv-app-extension": self = .appExtension(nil)
        case "app-extension.intents-service": self = .appExtension(.intents)
        case "app-extension.messages": self = .appExtension(.messages)
        case "app-extension.messages-sticker-pack": self = .appExtension(.stickers)
        case "application.watchapp": self = .watchApp
        case "application.watchapp2", "application.watchapp2-container": self = .watchApp2
        case "watchkit-extension", "watchkit2-extension": self = .watchExtension
        case "bundle.unit-test", "bundle.ocunit-test": self = .unitTest
        case "bundle.ui-testing": self = .uiTest
        case "framework", "framework.static": self = .framework
        case "library.static": self = .staticLibrary
        case "library.dynamic": self = .dynamicLibrary
        case "bundle": self = .bundle
        default: self = .other(identifier)
        }
    }

    /// Code the app is built with when the app links it.
    var isLibrary: Bool {
        self == .framework || self == .staticLibrary || self == .dynamicLibrary
    }
}

/// An app extension's kind, from `NSExtensionPointIdentifier` (or ExtensionKit's
/// `EXExtensionPointIdentifier`): the summary names it, as a developer would.
public enum AppExtensionKind: Hashable, Sendable, CustomStringConvertible {
    case share, action, notificationContent, notificationService, widget, intents, intentsUI
    case fileProvider, keyboard, messages, stickers, contentBlocker, safari, broadcast, networkExtension, credentialProvider
    /// Another extension point, by its identifier.
    case other(String)

    public init(extensionPoint: String) {
        switch extensionPoint {
        case "com.apple.share-services": self = .share
        case "com.apple.ui-services", "com.apple.services": self = .action
        case "com.apple.usernotifications.content-extension": self = .notificationContent
        case "com.apple.usernotifications.service": self = .notificationService
        case "com.apple.widgetkit-extension", "com.apple.widget-extension": self = .widget
        case "com.apple.intents-service": self = .intents
        case "com.apple.intents-ui-service": self = .intentsUI
        case "com.apple.fileprovider-nonui", "com.apple.fileprovider-ui", "com.apple.fileprovider-actionsui": self = .fileProvider
        case "com.apple.keyboard-service": self = .keyboard
        case "com.apple.message-payload-provider": self = .messages
        case "com.apple.Safari.content-blocker": self = .contentBlocker
        case "com.apple.Safari.web-extension", "com.apple.Safari.extension": self = .safari
        case "com.apple.broadcast-services-upload", "com.apple.broadcast-services-setupui": self = .broadcast
        case "com.apple.authentication-services-credential-provider-ui": self = .credentialProvider
        case _ where extensionPoint.hasPrefix("com.apple.networkextension."): self = .networkExtension
        default: self = .other(extensionPoint)
        }
    }

    public var description: String {
        switch self {
        case .share: "share extension"
        case .action: "action extension"
        case .notificationContent: "notification content extension"
        case .notificationService: "notification service extension"
        case .widget: "widget extension"
        case .intents: "intents extension"
        case .intentsUI: "intents UI extension"
        case .fileProvider: "file provider extension"
        case .keyboard: "keyboard extension"
        case .messages: "iMessage extension"
        case .stickers: "sticker pack"
        case .contentBlocker: "Safari content blocker"
        case .safari: "Safari extension"
        case .broadcast: "broadcast extension"
        case .networkExtension: "network extension"
        case .credentialProvider: "credential provider extension"
        case .other(let point): "app extension (\(point))"
        }
    }
}
