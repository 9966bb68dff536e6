import NavCodeFacts

/// Walks a project's objects (the `objects` dictionary of `project.pbxproj`, by id): groups
/// to paths, build phases to files, configuration lists to build settings, dependencies
/// and embedded products to links.
struct XcodeProjectReader {
    typealias Object = [String: PropertyListValue]

    private let objects: [String: Object]
    private let rootID: String
    /// The folder the project's paths are relative to (`SOURCE_ROOT`): the one that holds
    /// the `.xcodeproj`, moved by the project's `projectDirPath`.
    private let sourceRoot: String
    private let readText: (String) -> String?
    /// Each group member's group.
    private let parents: [String: String]
    /// Xcode 16's synchronized folders, by id, in id order.
    private let synchronizedGroups: [(id: String, group: Object)]

    init(objects: [String: Object], rootID: String, projectFolder: String, readText: @escaping (String) -> String?) {
        self.objects = objects
        self.rootID = rootID
        self.readText = readText
        let projectDirectory = objects[rootID]?["projectDirPath"]?.string ?? ""
        sourceRoot = RelativePath.join(projectFolder, projectDirectory) ?? projectFolder
        var parents: [String: String] = [:]
        var synchronizedGroups: [(id: String, group: Object)] = []
        // In id order, so a member listed by two groups (a bad merge) resolves the same way every time.
        for id in objects.keys.sorted() {
            guard let object = objects[id] else { continue }
            for child in object["children"]?.strings ?? [] where parents[child] == nil { parents[child] = id }
            if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { synchronizedGroups.append((id, object)) }
        }
        self.parents = parents
        self.synchronizedGroups = synchronizedGroups
    }

    /// The local package folders the project names, and its references without a file
    /// extension and its synchronized folders, which may be package folders (or folders of
    /// packages, `Modules/`) added as folders.
    var packageFolders: [String] {
        objects.keys.sorted().compactMap { id -> String? in
            guard let object = objects[id] else { return nil }
            switch object["isa"]?.string {
            case "XCLocalSwiftPackageReference": return object["relativePath"]?.string.flatMap { RelativePath.join(sourceRoot, $0) }
            case "PBXFileReference" where Self.mayBeFolder(object): return path(of: id)
            case "PBXFileSystemSynchronizedRootGroup": return path(of: id)
            default: return nil
            }
        }
    }

    /// A file reference that may name a folder: one Xcode typed as a folder, or whose name
    /// has no extension (`Packages/Timeline`, `..`: a package at the repository's top).
    private static func mayBeFolder(_ reference: Object) -> Bool {
        let name = RelativePath.name(of: reference["path"]?.string ?? ".")
        let type = reference["lastKnownFileType"]?.string
        return type == "folder" || type == "wrapper" || name == "." || name == ".." || !name.contains(".")
    }

    /// The native target with this id; nil for an aggregate or legacy target, which builds no app.
    func target(_ id: String) -> XcodeTarget? {
        guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget", let name = object["name"]?.string else { return nil }
        let settings = buildSettings(list: object["buildConfigurationList"]?.string, targetName: name)
        let productType = XcodeProductType(identifier: object["productType"]?.string ?? "")
        var buildFiles: [String] = []
        var links: [XcodeTarget.Link] = []
        for phase in (object["buildPhases"]?.strings ?? []).compactMap({ objects[$0] }) {
            let references = (phase["files"]?.strings ?? []).compactMap { objects[$0]?["fileRef"]?.string }
            switch phase["isa"]?.string {
            case "PBXSourcesBuildPhase", "PBXResourcesBuildPhase": buildFiles += references.flatMap(paths)
            case "PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase": links += references.compactMap(link(toProduct:))
            default: break
            }
        }
        for dependency in (object["dependencies"]?.strings ?? []).compactMap({ objects[$0] }) {
            if let target = dependency["target"]?.string {
                links.append(XcodeTarget.Link(project: nil, id: target))
            } else if let proxy = dependency["targetProxy"]?.string, let link = link(through: proxy) {
                links.append(link)
            }
        }
        var target = XcodeTarget(
            name: name, productType: productType, platforms: platforms(settings, productType),
            deploymentTarget: settings.value("IPHONEOS_DEPLOYMENT_TARGET").flatMap { $0.split(separator: ".").first.flatMap { Int($0) } },
            infoPlist: settings.value("INFOPLIST_FILE").flatMap { $0.isEmpty ? nil : RelativePath.join(sourceRoot, $0) },
            buildFiles: buildFiles, synchronizedFolders: synchronizedFolders(of: id, object), links: links,
            packageProducts: packageProducts(object),
            ids: Set([id, object["productReference"]?.string].compactMap { $0 }))
        target.deviceFamilies = TargetDevice.Idiom.allCases.filter { idiom in
            (settings.value("TARGETED_DEVICE_FAMILY") ?? "").split(separator: ",").contains {
                $0.trimmingCharacters(in: .whitespaces) == (idiom == .phone ? "1" : "2")
            }
        }
        return target
    }

    // MARK: Paths

    /// Where a file or group is, relative to the folder the user gave: its own path after
    /// its group's (`<group>`), the project's folder (`SOURCE_ROOT`) or none (`<absolute>`);
    /// nil for files in the SDK, the build products or another variable's folder.
    func path(of id: String) -> String? {
        path(of: id, depth: 0)
    }

    private func path(of id: String, depth: Int) -> String? {
        // Groups nest a few levels; a group inside itself (a bad merge) ends here.
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            let base = parents[id].map { path(of: $0, depth: depth + 1) } ?? sourceRoot
            return base.flatMap { RelativePath.join($0, own) }
        case "SOURCE_ROOT": return RelativePath.join(sourceRoot, own)
        case "<absolute>": return own.hasPrefix("/") ? own : nil
        default: return nil
        }
    }

    /// A build file's paths: a variant group's are its localisations'.
    private func paths(_ reference: String) -> [String] {
        guard let object = objects[reference] else { return [] }
        if object["isa"]?.string == "PBXVariantGroup" { return (object["children"]?.strings ?? []).compactMap(path) }
        return path(of: reference).map { [$0] } ?? []
    }

    // MARK: Links

    /// The target whose product a Frameworks or Copy Files phase names: its product's file
    /// in this project, or a product of another project through its proxy.
    private func link(toProduct reference: String) -> XcodeTarget.Link? {
        guard let object = objects[reference] else { return nil }
        if object["isa"]?.string == "PBXReferenceProxy" { return object["remoteRef"]?.string.flatMap(link(through:)) }
        return XcodeTarget.Link(project: nil, id: reference)
    }

    /// A `PBXContainerItemProxy`'s object: in this project, or in the project its portal names.
    private func link(through proxy: String) -> XcodeTarget.Link? {
        guard let object = objects[proxy], let remote = object["remoteGlobalIDString"]?.string, let portal = object["containerPortal"]?.string else {
            return nil
        }
        if portal == rootID { return XcodeTarget.Link(project: nil, id: remote) }
        return path(of: portal).map { XcodeTarget.Link(project: $0, id: remote) }
    }

    private func packageProducts(_ target: Object) -> [XcodeTarget.PackageProduct] {
        (target["packageProductDependencies"]?.strings ?? []).compactMap { id in
            // A build tool plugin (`plugin:SwiftLint`) runs at build time; none of its code is the app's.
            guard let product = objects[id], let name = product["productName"]?.string, !name.hasPrefix("plugin:") else { return nil }
            guard let package = product["package"]?.string else { return XcodeTarget.PackageProduct(name: name, folder: nil) }
            // A remote package is a dependency, not the app.
            guard objects[package]?["isa"]?.string == "XCLocalSwiftPackageReference",
                let folder = objects[package]?["relativePath"]?.string.flatMap({ RelativePath.join(sourceRoot, $0) })
            else { return nil }
            return XcodeTarget.PackageProduct(name: name, folder: folder)
        }
    }

    private func synchronizedFolders(of targetID: String, _ target: Object) -> [XcodeTarget.SynchronizedFolder] {
        let members = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        return synchronizedGroups.compactMap { id, group in
            let exceptions = (group["exceptions"]?.strings ?? []).compactMap { objects[$0] }
                .filter { $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == targetID }
                .flatMap { $0["membershipExceptions"]?.strings ?? [] }
            guard members.contains(id) || !exceptions.isEmpty, let path = path(of: id) else { return nil }
            return XcodeTarget.SynchronizedFolder(path: path, isMember: members.contains(id), exceptions: exceptions)
        }
    }

    // MARK: Build settings

    /// The target's settings in its default configuration (Release, as a rule), over the
    /// project's settings in the configuration of the same name.
    private func buildSettings(list: String?, targetName: String) -> BuildSettings {
        let configurationName = list.flatMap { objects[$0]?["defaultConfigurationName"]?.string }
        let projectList = objects[rootID]?["buildConfigurationList"]?.string
        return BuildSettings(
            layers: layers(list: projectList, configuration: configurationName) + layers(list: list, configuration: configurationName),
            targetName: targetName)
    }

    /// A configuration's xcconfig file and its own settings, lowest first.
    private func layers(list: String?, configuration name: String?) -> [[String: String]] {
        let configurations = (list.flatMap { objects[$0]?["buildConfigurations"]?.strings } ?? []).compactMap { objects[$0] }
        guard let configuration = configurations.first(where: { $0["name"]?.string == name }) ?? configurations.first else { return [] }
        let xcconfig = xcconfigPath(of: configuration).map { BuildSettings.xcconfig(at: $0, readText: readText) }
        let own = (configuration["buildSettings"]?.dictionary ?? [:]).mapValues { $0.strings.joined(separator: " ") }
        return [xcconfig ?? [:], own]
    }

    /// A configuration's xcconfig: a file reference, or (Xcode 16) a path inside one of the
    /// project's synchronized folders, which lists no file reference for it.
    private func xcconfigPath(of configuration: Object) -> String? {
        if let reference = configuration["baseConfigurationReference"]?.string { return path(of: reference) }
        guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
            let relative = configuration["baseConfigurationReferenceRelativePath"]?.string, let folder = path(of: anchor)
        else { return nil }
        return RelativePath.join(folder, relative)
    }

    private func platforms(_ settings: BuildSettings, _ productType: XcodeProductType) -> [XcodePlatform] {
        var platforms = Set<XcodePlatform>()
        let sdk = settings.value("SDKROOT").flatMap(XcodePlatform.init(sdk:))
        if let sdk { platforms.insert(sdk) }
        // A target's own SDK outranks the platforms it inherits (a Mac app in an iOS project
        // that lists macOS among its platforms builds for the Mac only).
        if sdk == nil || settings.layer(setting: "SUPPORTED_PLATFORMS") ?? -1 >= settings.layer(setting: "SDKROOT") ?? -1 {
            for name in (settings.value("SUPPORTED_PLATFORMS") ?? "").split(separator: " ") {
                if let platform = XcodePlatform(sdk: String(name)) { platforms.insert(platform) }
            }
        }
        if platforms.isEmpty {
            for family in (settings.value("TARGETED_DEVICE_FAMILY") ?? "").split(separator: ",") {
                if let platform = XcodePlatform(deviceFamily: String(family)) { platforms.insert(platform) }
            }
        }
        if platforms.isEmpty, [.watchApp, .watchApp2, .watchExtension].contains(productType) { platforms.insert(.watchOS) }
        return platforms.sorted()
    }
}
