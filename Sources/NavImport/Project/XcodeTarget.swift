import NavCodeFacts

/// One native target of an Xcode project: what it builds, for which platforms, and which
/// files Xcode compiles and copies into it, so the import reads the app's files and no
/// other target's.
struct XcodeTarget: Sendable {
    let name: String
    let productType: XcodeProductType
    /// From `SDKROOT`, `SUPPORTED_PLATFORMS`, else `TARGETED_DEVICE_FAMILY`; empty when no
    /// setting says.
    let platforms: [XcodePlatform]
    /// `IPHONEOS_DEPLOYMENT_TARGET`'s major version: the oldest iOS the app runs on.
    let deploymentTarget: Int?
    /// The iOS devices `TARGETED_DEVICE_FAMILY` names (1 iPhone, 2 iPad); empty when it is not set.
    var deviceFamilies: [TargetDevice.Idiom] = []
    /// `INFOPLIST_FILE`, relative to the folder the user gave.
    let infoPlist: String?
    /// The files of its Sources and Resources build phases (each localisation of a variant
    /// group such as `Base.lproj/Main.storyboard`), relative to the folder the user gave,
    /// or absolute where the project names a full path.
    let buildFiles: [String]
    /// Xcode 16's folders whose files belong to targets without being listed one by one.
    let synchronizedFolders: [SynchronizedFolder]
    /// The targets it depends on or links and embeds.
    let links: [Link]
    let packageProducts: [PackageProduct]
    /// The ids other objects name it by: its own, and its product's (which a target that
    /// links it names).
    let ids: Set<String>

    /// A folder Xcode 16 keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`).
    struct SynchronizedFolder: Equatable, Sendable {
        let path: String
        /// Whether the folder is one of the target's; its exceptions are then left out of
        /// it, and otherwise they alone are added to it, as Xcode reads an exception set.
        let isMember: Bool
        /// Files or folders, relative to `path`.
        let exceptions: [String]
    }

    /// A target named by its id or its product's: in the same project (`project` nil), or
    /// in the project at `project` (a `.xcodeproj` path relative to the folder the user gave).
    struct Link: Hashable, Sendable {
        let project: String?
        let id: String
    }

    /// A Swift package product the target links: from a local package at `folder`, or,
    /// with no folder, from a package Xcode finds by the product's name (one the project
    /// names as a folder, or its workspace does).
    struct PackageProduct: Hashable, Sendable {
        let name: String
        let folder: String?
    }

    /// Its files in the listing: the build files that exist, and the files of its
    /// synchronized folders.
    func files(in listing: FileListing) -> [String] {
        var files = buildFiles.compactMap { $0.hasPrefix("/") ? listing.file(namedByAbsolutePath: $0) : listing.contains($0) ? $0 : nil }
        for folder in synchronizedFolders {
            let excepted = folder.exceptions.compactMap { RelativePath.join(folder.path, $0) }
            let isException = { (file: String) in excepted.contains { RelativePath.isInside(file, $0) } }
            files += listing.files(under: folder.path).filter { isException($0) != folder.isMember }
        }
        return files
    }
}
