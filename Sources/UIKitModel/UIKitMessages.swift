/// UIKit's own exception and console texts, in the form of the simulated iOS version.
/// `<X>` placeholders are `<Class: name>` (navviz has no addresses). Each family of
/// rules keeps its texts beside its code, in `Rules/FAMILY/UIKitMessages+FAMILY.swift`.
struct UIKitMessages {
    let iosVersion: Int
}
