import Foundation

/// A target's build settings in one configuration, layered as Xcode layers them (the
/// project's xcconfig, the project's settings, the target's xcconfig, the target's own,
/// the later winning), so `SDKROOT` or `INFOPLIST_FILE` set in any of them is found.
struct BuildSettings {
    /// Lowest first.
    private let layers: [[String: String]]
    /// What Xcode defines itself; the project folder is `.`, as paths are relative to it.
    private let builtIn: [String: String]

    init(layers: [[String: String]], targetName: String) {
        self.layers = layers
        builtIn = ["TARGET_NAME": targetName, "PRODUCT_NAME": targetName, "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": "."]
    }

    /// `key`'s value with `$(inherited)` and `$(OTHER)` (or `${OTHER}`) expanded; nil when no
    /// layer sets it or it names a setting nothing defines.
    func value(_ key: String) -> String? {
        // Settings that name each other in a circle, or each several others many levels
        // deep, stop here: a real project expands a setting in a few lookups.
        var budget = 256
        return value(key, below: layers.count, budget: &budget)
    }

    /// The most specific layer that sets `key` (higher is more specific); nil when none does.
    func layer(setting key: String) -> Int? {
        layers.lastIndex { $0[key] != nil }
    }

    private func value(_ key: String, below top: Int, budget: inout Int) -> String? {
        guard budget > 0 else { return nil }
        budget -= 1
        for layer in (0..<top).reversed() {
            if let raw = layers[layer][key] { return expand(raw, key: key, layer: layer, budget: &budget) }
        }
        return builtIn[key]
    }

    private func expand(_ raw: String, key: String, layer: Int, budget: inout Int) -> String? {
        var result = ""
        var rest = Substring(raw)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            let close: Character? = after < rest.endIndex ? (rest[after] == "(" ? ")" : rest[after] == "{" ? "}" : nil) : nil
            guard let close, let end = rest[after...].firstIndex(of: close)
            else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            // `$(TARGET_NAME:c99extidentifier)`: the modifier is left out.
            let name = rest[rest.index(after: after)..<end].prefix { $0 != ":" }
            let expanded =
                name == "inherited" ? value(key, below: layer, budget: &budget) ?? "" : value(String(name), below: layers.count, budget: &budget)
            guard let expanded else { return nil }
            result += expanded
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// An xcconfig file's assignments, its `#include`s read in place; conditional ones
    /// (`KEY[sdk=iphoneos*]`) are left out, as they hold for one SDK only.
    static func xcconfig(at path: String, readText: (String) -> String?) -> [String: String] {
        var read: Set<String> = []
        var settings: [String: String] = [:]
        xcconfig(at: path, readText: readText, read: &read, into: &settings)
        return settings
    }

    /// `read`: the files read so far, each read once however often it is included. Every
    /// file assigns into the one `settings`, in the order the lines come, so a chain of
    /// includes costs its length, not its length squared (no file's settings are copied into its includer's).
    private static func xcconfig(at path: String, readText: (String) -> String?, read: inout Set<String>, into settings: inout [String: String]) {
        guard read.insert(path).inserted, let text = readText(path) else { return }
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                if quoted.count >= 3, let included = RelativePath.join(RelativePath.folder(of: path), String(quoted[1])) {
                    xcconfig(at: included, readText: readText, read: &read, into: &settings)
                }
                continue
            }
            let uncommented = line.range(of: "//").map { line[..<$0.lowerBound] } ?? Substring(line)
            guard let equals = uncommented.firstIndex(of: "=") else { continue }
            let key = uncommented[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("[") else { continue }
            var value = uncommented[uncommented.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[key] = value
        }
    }
}
