import Foundation

/// The local Swift packages of an app's folder (`Packages/Timeline`, `Modules/Server`, the
/// repository's own `Package.swift` that the project names as `..`):
/// their code is the app's when the app links one of their products. Which of a package's
/// targets makes which product is not worked out: a linked package's targets are read
/// whole, less their tests.
struct LocalPackages {
    /// The folders the projects name that hold a `Package.swift`.
    private let folders: [String]
    private let listing: FileListing
    private let readText: (String) -> String?

    /// `workspaceFolders`: what the folder's workspaces list, which may be packages too. A
    /// named folder without a manifest may hold packages one level down (`Modules/Account`).
    init(projects: [XcodeProject], workspaceFolders: [String], listing: FileListing, readText: @escaping (String) -> String?) {
        self.listing = listing
        self.readText = readText
        let named = Set(projects.flatMap(\.packageFolders) + workspaceFolders)
        let nested = named.filter { !listing.contains(Self.manifest(of: $0)) }.flatMap { folder in
            listing.files(under: folder).compactMap { path -> String? in
                let inside = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
                let parts = inside.split(separator: "/")
                return parts.count == 2 && parts[1] == "Package.swift" ? RelativePath.join(folder, String(parts[0])) : nil
            }
        }
        folders = Set(named.filter { listing.contains(Self.manifest(of: $0)) } + nested).sorted()
    }

    /// The folders of the packages that make `products`, and of the local packages those
    /// depend on (`.package(path: "../Models")`), each once, sorted.
    func folders(for products: [XcodeTarget.PackageProduct]) -> [String] {
        var found = Set<String>()
        var pending = products.compactMap { product in
            product.folder.map { listing.contains(Self.manifest(of: $0)) ? $0 : nil } ?? folder(making: product.name)
        }
        while let folder = pending.popLast() {
            guard found.insert(folder).inserted, let manifest = readText(Self.manifest(of: folder)) else { continue }
            pending += Self.localDependencies(in: manifest).compactMap { RelativePath.join(folder, $0) }.filter {
                listing.contains(Self.manifest(of: $0))
            }
        }
        return found.sorted()
    }

    /// A package's files that can be the app's: those of its targets' folders (`Sources/`,
    /// and each `path:` a target names), not what its test folders hold. A package at the
    /// repository's top shares its folder with the app's project and other apps: only its
    /// targets' folders are its own.
    func files(in folder: String) -> [String] {
        let manifest = readText(Self.manifest(of: folder)) ?? ""
        let targetFolders = ["Sources"] + Self.targetCalls.flatMap { Self.strings(labelled: "path", inCallsTo: $0, in: manifest) }
        let roots = Set(targetFolders.compactMap { RelativePath.join(folder, $0) })
        return roots.sorted().flatMap { root in
            listing.files(under: root).filter { path in
                !path.dropFirst(root.isEmpty ? 0 : root.count + 1).split(separator: "/").dropLast().contains { $0.contains("Tests") }
            }
        }
    }

    /// The manifest calls that declare a target whose code can be the app's.
    private static let targetCalls = [".target(", ".executableTarget("]

    /// The package that makes a product the project names without its package (Xcode finds
    /// it in the workspace or among the folders the project names): the folder named like
    /// the product, else the first whose manifest declares it as a library.
    private func folder(making product: String) -> String? {
        folders.first { RelativePath.name(of: $0) == product }
            ?? folders.first { folder in
                readText(Self.manifest(of: folder)).map { Self.strings(labelled: "name", inCallsTo: ".library(", in: $0).contains(product) } ?? false
            }
    }

    private static func manifest(of folder: String) -> String {
        folder.isEmpty ? "Package.swift" : folder + "/Package.swift"
    }

    /// The paths of a manifest's `.package(path: "…")` and `.package(name: "…", path: "…")`
    /// dependencies.
    static func localDependencies(in manifest: String) -> [String] {
        strings(labelled: "path", inCallsTo: ".package(", in: manifest)
    }

    /// The string literal after `label:` in each call that `call` opens, before the call's
    /// first `)`. A scan of the text, not a Swift parse: a manifest writes these plainly,
    /// and what is commented out with `//` is left out.
    private static func strings(labelled label: String, inCallsTo call: String, in manifest: String) -> [String] {
        let code = manifest.split(separator: "\n").map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }.joined(separator: "\n")
        var strings: [String] = []
        var rest = Substring(code)
        while let opening = rest.range(of: call) {
            rest = rest[opening.upperBound...]
            let arguments = rest.prefix { $0 != ")" }
            guard let labelled = arguments.range(of: label + ":") else { continue }
            let value = arguments[labelled.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") else { continue }
            strings.append(String(value[value.index(after: value.startIndex)..<end]))
        }
        return strings
    }
}
