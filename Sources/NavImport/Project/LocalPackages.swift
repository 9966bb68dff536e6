import Foundation

/// The local Swift packages of an app's folder (`Packages/Timeline`, `Modules/Server`):
/// their code is the app's when the app links one of their products. Which of a package's
/// targets makes which product is not worked out: a linked package is read whole, less its
/// tests and manifest.
struct LocalPackages {
    /// The folders the projects name that hold a `Package.swift`.
    private let folders: [String]
    private let listing: FileListing
    private let readText: (String) -> String?

    init(projects: [XcodeProject], listing: FileListing, readText: @escaping (String) -> String?) {
        self.listing = listing
        self.readText = readText
        folders = Set(projects.flatMap(\.packageFolders)).filter { listing.contains(Self.manifest(of: $0)) }.sorted()
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

    /// A package's files that can be the app's: not its manifest, nor what its test folders hold.
    func files(in folder: String) -> [String] {
        listing.files(under: folder).filter { path in
            let inside = path.dropFirst(folder.isEmpty ? 0 : folder.count + 1).split(separator: "/")
            let isManifest = inside.count == 1 && (inside[0] == "Package.swift" || inside[0].hasPrefix("Package@swift"))
            return !isManifest && !inside.dropLast().contains { $0.contains("Tests") }
        }
    }

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
