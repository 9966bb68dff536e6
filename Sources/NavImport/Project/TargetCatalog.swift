import NavLanguage

/// Every native target of a folder's projects, read together (an app project and the
/// library projects beside it), with what each is to the app: the app itself, a library
/// it may link, or something to skip.
struct TargetCatalog {
    struct Member {
        /// Its place in `members`, which identifies it.
        let index: Int
        let project: XcodeProject
        let target: XcodeTarget
        /// The project's product type, with an extension's kind read from its Info.plist.
        let productType: XcodeProductType
    }

    /// In the projects' order (nearest the top first), each project's targets in its order.
    let members: [Member]
    private let projects: [String]
    private let listing: FileListing
    private let packages: LocalPackages
    private let readText: (String) -> String?

    /// `projects`: at least one, nearest the folder's top first.
    init(projects: [XcodeProject], listing: FileListing, readText: @escaping (String) -> String?) {
        self.listing = listing
        self.projects = projects.map(\.path)
        self.readText = readText
        let workspaceFolders = XcodeWorkspace.files(in: listing).flatMap { file in
            readText(file).map { XcodeWorkspace(path: RelativePath.folder(of: file), text: $0).locations } ?? []
        }
        packages = LocalPackages(projects: projects, workspaceFolders: workspaceFolders, listing: listing, readText: readText)
        var members: [Member] = []
        for project in projects {
            for target in project.targets {
                let bundle = target.infoPlist.flatMap(readText).map(BundleKind.init(infoPlist:)) ?? .other
                members.append(Member(index: members.count, project: project, target: target, productType: Self.refined(target, bundle)))
            }
        }
        self.members = members
    }

    /// An extension's kind and a watch app that the project alone does not tell.
    private static func refined(_ target: XcodeTarget, _ bundle: BundleKind) -> XcodeProductType {
        switch (target.productType, bundle) {
        case (.appExtension(nil), .appExtension(let kind)): .appExtension(kind)
        case (.appExtension, .watchExtension): .watchExtension
        case (.application, .watchApp) where target.platforms.isEmpty: .watchApp2
        default: target.productType
        }
    }

    /// Why a target is not the app, whatever the app: nil for an iOS app (or one whose
    /// platform no setting gives) and for a library, which is the app's when it links it.
    func reason(_ member: Member) -> SkippedTarget.Reason? {
        switch member.productType {
        case .application:
            let platforms = member.target.platforms
            if platforms.isEmpty || platforms.contains(.iOS) { return nil }
            return platforms.contains(.watchOS) ? .watchApp : .platform(platforms[0])
        case .appClip: return .appClip
        case .appExtension(let kind): return .appExtension(kind)
        case .watchApp, .watchApp2: return .watchApp
        case .watchExtension: return .watchExtension
        case .unitTest: return .tests
        case .uiTest: return .uiTests
        case .framework, .staticLibrary, .dynamicLibrary: return nil
        case .bundle, .other: return .other(member.productType)
        }
    }

    /// The iOS app targets.
    var apps: [Member] {
        members.filter { $0.productType == .application && reason($0) == nil }
    }

    /// The app `name` names, or without a name the first app target by the criteria;
    /// among the targets of the project at `project` when it has an app.
    func app(named name: String?, inProject project: String? = nil) throws(InputError) -> (member: Member, choice: AppSelection.Choice) {
        let projectApps = apps.filter { $0.project.path == project }
        let apps = projectApps.isEmpty ? apps : projectApps
        if let name {
            guard let app = apps.first(where: { $0.target.name == name }) ?? uniqueCaseInsensitive(name, in: apps) else {
                throw unknownApp(name, apps: apps)
            }
            return (app, .requested)
        }
        guard let first = apps.first else { throw noApp() }
        guard apps.count > 1 else { return (first, .onlyApp) }
        let scored = apps.map { (member: $0, scores: scores(of: $0)) }.sorted { a, b in
            guard a.scores == b.scores else { return a.scores.lexicographicallyPrecedes(b.scores) }
            return (a.member.target.name, a.member.project.path) < (b.member.target.name, b.member.project.path)
        }
        let decisive = scored[0].scores.indices.first { scored[0].scores[$0] != scored[1].scores[$0] }
        let criterion = decisive.map { Self.criteria[$0] } ?? .firstByName
        return (scored[0].member, .ranked(criterion, others: scored.dropFirst().map(\.member.target.name)))
    }

    private static let criteria: [AppSelection.Criterion] = [.outsideExamples, .closestToTop, .builtForIOS, .namedLikeProject, .mostFiles]

    /// The member's place by each of `criteria`, lower first.
    private func scores(of member: Member) -> [Int] {
        let folders = member.project.path.split(separator: "/").dropLast()
        // A test's fixture project is no more the app than an example is.
        let isExample =
            AppSelection.isTest(member.project.path)
            || folders.contains { folder in ["example", "demo", "sample"].contains { folder.lowercased().contains($0) } }
        let simplified = { (name: String) in name.lowercased().filter { $0.isLetter || $0.isNumber } }
        return [
            isExample ? 1 : 0,
            folders.count,
            member.target.platforms.contains(.iOS) ? 0 : isWrittenForAppKit(member) ? 2 : 1,
            simplified(member.target.name) == simplified(member.project.name) ? 0 : 1,
            -files(of: linked(from: member)).count,
        ]
    }

    /// Whether an app target whose settings name no platform is a Mac app by its code: its
    /// Swift files import AppKit (or Cocoa) and none imports UIKit.
    private func isWrittenForAppKit(_ member: Member) -> Bool {
        guard member.target.platforms.isEmpty else { return false }
        var appKit = false
        for file in member.target.files(in: listing) where file.hasSuffix(".swift") {
            guard let text = readText(file) else { continue }
            if text.contains("import UIKit") { return false }
            appKit = appKit || text.contains("import AppKit") || text.contains("import Cocoa")
        }
        return appKit
    }

    /// The app and the libraries it links or depends on, at any depth, in any of the projects.
    func linked(from app: Member) -> [Member] {
        var found = [app]
        var pending = [app]
        while let member = pending.popLast() {
            for link in member.target.links {
                let project = link.project ?? member.project.path
                guard
                    let library = members.first(where: { $0.project.path == project && $0.target.ids.contains(link.id) && $0.productType.isLibrary }),
                    !found.contains(where: { $0.index == library.index })
                else { continue }
                found.append(library)
                pending.append(library)
            }
        }
        return found
    }

    /// The Swift and Objective-C files (with their headers), storyboards and xibs of these
    /// targets and of the local packages they link, and the first target's Info.plist; sorted.
    func files(of members: [Member]) -> [String] {
        var files = Set(members.flatMap { $0.target.files(in: listing) }.filter(AppSelection.isAppFile))
        for folder in packages.folders(for: members.flatMap(\.target.packageProducts)) {
            files.formUnion(packages.files(in: folder).filter(AppSelection.isAppFile))
        }
        files.formUnion(AppSelection.withHeaders(Array(files), in: listing))
        if let plist = members.first?.target.infoPlist, listing.contains(plist) { files.insert(plist) }
        return files.sorted()
    }

    private func uniqueCaseInsensitive(_ name: String, in apps: [Member]) -> Member? {
        let matches = apps.filter { $0.target.name.lowercased() == name.lowercased() }
        return matches.count == 1 ? matches[0] : nil
    }

    private func unknownApp(_ name: String, apps: [Member]) -> InputError {
        let appNames = apps.map(\.target.name)
        let list =
            appNames.isEmpty
            ? "the folder has no iOS app target" : "the app target\(appNames.count == 1 ? " is" : "s are") " + appNames.joined(separator: ", ")
        if let other = members.first(where: { $0.target.name == name }), let reason = reason(other) {
            return InputError(path: other.project.path, message: "--target \(name) is not an app target (\(reason)); \(list)")
        }
        let suggestion = Suggestion.didYouMean(name, in: appNames).map { " (\($0))" } ?? ""
        return InputError(path: projects[0], message: "no app target is named \(name)\(suggestion); \(list)")
    }

    private func noApp() -> InputError {
        let found = members.map { SkippedTarget(name: $0.target.name, reason: reason($0) ?? .notLinked).description }
        return InputError(
            path: projects[0],
            message: "no iOS app target in \(projects.joined(separator: ", "))\(found.isEmpty ? "" : ": " + found.joined(separator: ", ")); "
                + "navviz imports iOS apps")
    }
}
