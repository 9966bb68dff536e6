@testable import NavImport
import NavLanguage
import Testing

@Suite("navviz import: choosing the app's files")
struct AppSelectionTests {
    /// The Shop fixture with its files on "disk": a project with an app, its framework,
    /// extensions, a watch app, tests, a macOS and a tvOS app, an App Clip and a tool.
    private func shopFolder() throws -> VirtualFolder {
        VirtualFolder([
            "Shop.xcodeproj/project.pbxproj": try VirtualFolder.fixture("Shop.xcodeproj"),
            "Shop/AppDelegate.swift": "", "Shop/Screens/Home/HomeViewController.swift": "", "Shop/Base.lproj/Main.storyboard": "",
            "Shop/fr.lproj/Main.strings": "", "Shop/Cart/Cart Cell.xib": "", "Shop/Legacy/OldViewController.swift": "",
            "Shop/Info.plist": infoPlist(), "Shop/Unlisted.swift": "",
            "ShopKit/APIClient.swift": "", "ShopKit/ProductCard.xib": "", "ShopKit/Tracker.swift": "",
            "Share Extension/ShareViewController.swift": "", "Share Extension/Base.lproj/MainInterface.storyboard": "",
            "Share Extension/Info.plist": extensionPlist("com.apple.share-services"),
            "ShopWatch/Base.lproj/Interface.storyboard": "", "ShopWatch/InterfaceController.swift": "",
            "Others/TV.xcconfig": "#include \"Base.xcconfig\"\nSDKROOT = appletvos\n", "Others/Base.xcconfig": "SUPPORTED_PLATFORMS = appletvos\n",
            "Others/ShopTests.swift": "", "Others/MacAppDelegate.swift": "", "Others/TVAppDelegate.swift": "", "Others/ClipView.swift": "",
            // Never read: a dependency's project.
            "Pods/Pods.xcodeproj/project.pbxproj": "not a project",
        ])
    }

    @Test func theAppTargetAndTheFrameworkItLinks() throws {
        let selection = try shopFolder().selection()
        #expect(selection.target == "Shop")
        #expect(selection.choice == .onlyApp)
        #expect(
            selection.files == [
                "Shop/AppDelegate.swift", "Shop/Base.lproj/Main.storyboard", "Shop/Cart/Cart Cell.xib", "Shop/Info.plist",
                "Shop/Legacy/OldViewController.swift", "Shop/Screens/Home/HomeViewController.swift", "ShopKit/APIClient.swift",
                "ShopKit/ProductCard.xib",
            ])
        #expect(selection.infoPlist == "Shop/Info.plist")
        #expect(selection.missingFiles == ["Generated/R.generated.swift"])
        #expect(selection.warnings.isEmpty)
        #expect(selection.choiceDescription == "the app target Shop, the only iOS app target")
    }

    @Test func everyOtherTargetIsSkippedWithWhy() throws {
        let selection = try shopFolder().selection()
        #expect(
            selection.skipped.map(\.description) == [
                "ShareExtension (share extension)", "ShopWatch (watch app)", "ShopWatch Extension (watch extension)", "ShopTests (tests)",
                "ShopUITests (UI tests)", "Analytics (library the app's project does not link)", "ShopMac (macOS app)", "ShopTV (tvOS app)",
                "ShopClip (App Clip)", "Lint (command-line tool)",
            ])
        #expect(selection.skippedDescription?.hasPrefix("skipped 10 targets: ShareExtension (share extension), ShopWatch (watch app),") == true)
    }

    @Test func localPackagesAndSynchronizedFolders() throws {
        let folder = VirtualFolder([
            "Notes.xcodeproj/project.pbxproj": try VirtualFolder.fixture("Notes.xcodeproj"),
            "Notes/App.swift": "", "Notes/Info.plist": infoPlist(), "Notes/Model/Note.swift": "", "Notes/Debug/DebugMenu.swift": "",
            "Notes/Base.lproj/Main.storyboard": "",
            "NotesWidgets/Widget.swift": "", "NotesWidgets/Info.plist": extensionPlist("com.apple.widgetkit-extension"),
            "Packages/Timeline/Package.swift": "let package = Package(name: \"Timeline\", dependencies: [.package(path: \"../Models\")])",
            "Packages/Timeline/Sources/Timeline/TimelineView.swift": "", "Packages/Timeline/Tests/TimelineTests/TimelineTests.swift": "",
            "Packages/Models/Package.swift": "let package = Package(name: \"Models\")", "Packages/Models/Sources/Models/Status.swift": "",
            // Names SharedKit's product as a dependency; SharedKit's manifest declares it.
            "Packages/DesignSystem/Package.swift": ".target(name: \"DesignSystem\", dependencies: [.product(name: \"SharedKitDynamic\")])",
            "SharedKit/Package.swift": "products: [\n  .library(\n    name: \"SharedKitDynamic\",\n    type: .dynamic, targets: [\"SharedKit\"])]",
            "SharedKit/Sources/SharedKit/Shared.swift": "",
            "Packages/DesignSystem/Sources/DesignSystem/Theme.swift": "",
            "Packages/DesignSystem/Sources/DesignSystem/Resources/Toast.xib": "",
            "Packages/Unused/Package.swift": "", "Packages/Unused/Sources/Unused/Unused.swift": "",
        ])
        let selection = try folder.selection()
        #expect(selection.target == "Notes")
        #expect(
            selection.files == [
                "Notes/App.swift", "Notes/Base.lproj/Main.storyboard", "Notes/Info.plist", "Notes/Model/Note.swift",
                "Packages/DesignSystem/Sources/DesignSystem/Resources/Toast.xib", "Packages/DesignSystem/Sources/DesignSystem/Theme.swift",
                // Timeline depends on Models, so Models is the app's too.
                "Packages/Models/Sources/Models/Status.swift", "Packages/Timeline/Sources/Timeline/TimelineView.swift",
                "SharedKit/Sources/SharedKit/Shared.swift",
            ])
        #expect(selection.skipped == [SkippedTarget(name: "NotesWidgets", reason: .appExtension(.widget))])
    }

    @Test func aFrameworkInAnotherProjectOfTheFolderIsTheAppsWhenItDependsOnIt() throws {
        let folder = VirtualFolder([
            "App.xcodeproj/project.pbxproj": minimalProject([
                MinimalTarget(name: "App", files: ["App/Main.swift"], dependencies: [(project: "Libraries/Kit/Kit.xcodeproj", target: 0)])
            ]),
            "Libraries/Kit/Kit.xcodeproj/project.pbxproj": minimalProject([
                MinimalTarget(name: "Kit", type: "com.apple.product-type.framework", files: ["Sources/KitView.swift"]),
                MinimalTarget(name: "KitTests", type: "com.apple.product-type.bundle.unit-test", files: ["Tests/KitTests.swift"]),
            ]),
            "App/Main.swift": "", "Libraries/Kit/Sources/KitView.swift": "", "Libraries/Kit/Tests/KitTests.swift": "",
        ])
        let selection = try folder.selection()
        #expect(selection.files == ["App/Main.swift", "Libraries/Kit/Sources/KitView.swift"])
        #expect(selection.skipped.map(\.description) == ["KitTests (tests)"])
    }

    /// Two iOS apps in one project, told apart by `criterion`.
    @Test(arguments: [
        ("Reader", [("Reader", 1), ("ReaderLite", 3)], "Reader", AppSelection.Criterion.namedLikeProject),
        ("Suite", [("Alpha", 2), ("Beta", 3)], "Beta", .mostFiles),
        ("Suite", [("Beta", 2), ("Alpha", 2)], "Alpha", .firstByName),
    ])
    func severalAppsAreRanked(_ project: String, _ apps: [(String, Int)], _ chosen: String, _ criterion: AppSelection.Criterion) throws {
        var files = [
            "\(project).xcodeproj/project.pbxproj": minimalProject(
                apps.map { name, count in MinimalTarget(name: name, files: (0..<count).map { "\(name)/File\($0).swift" }) })
        ]
        for (name, count) in apps { for index in 0..<count { files["\(name)/File\(index).swift"] = "" } }
        let selection = try VirtualFolder(files).selection()
        #expect(selection.target == chosen)
        #expect(selection.choice == .ranked(criterion, others: apps.map(\.0).filter { $0 != chosen }))
        #expect(selection.skipped.map(\.reason) == [.otherApp])
        #expect(selection.choiceDescription.contains("--target NAME picks one"))
    }

    @Test func anAppInAnExampleFolderOrADeeperProjectIsNotTheApp() throws {
        let example = VirtualFolder([
            "Kit/Example/KitExample.xcodeproj/project.pbxproj": minimalProject([MinimalTarget(name: "KitExample")]),
            "Kit/Kit/Kit.xcodeproj/project.pbxproj": minimalProject([MinimalTarget(name: "KitDemoless")]),
        ])
        #expect(try example.selection().target == "KitDemoless")
        #expect(try example.selection().choice == .ranked(.outsideExamples, others: ["KitExample"]))
        let deeper = VirtualFolder([
            "Main.xcodeproj/project.pbxproj": minimalProject([MinimalTarget(name: "Main")]),
            "Vendor/Other/Other.xcodeproj/project.pbxproj": minimalProject([MinimalTarget(name: "Other", files: ["A.swift", "B.swift"])]),
            "Vendor/Other/A.swift": "", "Vendor/Other/B.swift": "",
        ])
        #expect(try deeper.selection().choice == .ranked(.closestToTop, others: ["Other"]))
        let fixture = VirtualFolder([
            "Tests/Fixtures/Sample.xcodeproj/project.pbxproj": minimalProject([MinimalTarget(name: "Sample")]),
            "App/App.xcodeproj/project.pbxproj": minimalProject([MinimalTarget(name: "App")]),
        ])
        #expect(try fixture.selection().choice == .ranked(.outsideExamples, others: ["Sample"]))
    }

    @Test func anAppBuiltOnlyForAnotherPlatformIsNotTheApp() throws {
        let folder = VirtualFolder([
            "Alt.xcodeproj/project.pbxproj": minimalProject([
                MinimalTarget(name: "AltServer", sdk: "macosx", files: ["AltServer/A.swift", "AltServer/B.swift"]),
                MinimalTarget(name: "AltStore", sdk: nil, files: ["AltStore/App.swift"]),
                MinimalTarget(name: "AltTV", sdk: "appletvos"),
                MinimalTarget(name: "AltWatch", sdk: "watchos"),
            ]),
            "AltServer/A.swift": "", "AltServer/B.swift": "", "AltStore/App.swift": "",
        ])
        let selection = try folder.selection()
        #expect(selection.target == "AltStore")
        #expect(selection.skipped.map(\.description) == ["AltServer (macOS app)", "AltTV (tvOS app)", "AltWatch (watch app)"])
    }

    @Test func targetPicksAnApp() throws {
        let folder = VirtualFolder([
            "Reader.xcodeproj/project.pbxproj": minimalProject([
                MinimalTarget(name: "Reader"), MinimalTarget(name: "ReaderLite", files: ["Lite.swift"]),
                MinimalTarget(name: "ReaderTests", type: "com.apple.product-type.bundle.unit-test"),
            ]),
            "Lite.swift": "",
        ])
        let selection = try folder.selection(target: "ReaderLite")
        #expect(selection.target == "ReaderLite")
        #expect(selection.choice == .requested)
        #expect(selection.files == ["Lite.swift"])
        #expect(selection.skipped.map(\.description) == ["Reader (another app; --target picks it)", "ReaderTests (tests)"])
        // Case does not matter when only one app matches.
        #expect(try folder.selection(target: "readerlite").target == "ReaderLite")
    }

    @Test(arguments: [
        ("Reder", "no app target is named Reder (did you mean `Reader`?); the app targets are Reader, ReaderLite"),
        ("Zzz", "no app target is named Zzz; the app targets are Reader, ReaderLite"),
        ("ReaderTests", "--target ReaderTests is not an app target (tests); the app targets are Reader, ReaderLite"),
    ])
    func anUnknownTargetIsAnErrorListingTheApps(_ name: String, _ message: String) {
        let folder = VirtualFolder([
            "Reader.xcodeproj/project.pbxproj": minimalProject([
                MinimalTarget(name: "Reader"), MinimalTarget(name: "ReaderLite"),
                MinimalTarget(name: "ReaderTests", type: "com.apple.product-type.bundle.unit-test"),
            ])
        ])
        #expect {
            _ = try folder.selection(target: name)
        } throws: { error in
            (error as? InputError)?.message == message
        }
    }

    @Test func aFolderWithoutAnAppTargetIsAnError() {
        let folder = VirtualFolder([
            "Server.xcodeproj/project.pbxproj": minimalProject([MinimalTarget(name: "Server", sdk: "macosx")])
        ])
        #expect {
            _ = try folder.selection()
        } throws: { error in
            (error as? InputError)?.message == "no iOS app target in Server.xcodeproj: Server (macOS app); navviz imports iOS apps"
        }
        #expect {
            _ = try folder.selection(target: "Servr")
        } throws: { error in
            (error as? InputError)?.message == "no app target is named Servr; the folder has no iOS app target"
        }
    }

    /// kiwix-apple's shape: XcodeGen's project.yml, no .xcodeproj.
    private let folderWithoutProject = VirtualFolder([
        "project.yml": "name: Reader",
        "Package.swift": "",
        "App/AppDelegate.swift": "", "App/Base.lproj/Main.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">",
        "Views/Home.swift": "", "Support/Info.plist": infoPlist(), "Support/Deeper/Info.plist": infoPlist(),
        "Share/Resources/Info.plist": extensionPlist("com.apple.share-services"), "Share/ShareViewController.swift": "",
        "Share/Nested/Info.plist": extensionPlist("com.apple.widgetkit-extension"),
        "Watch/Base.lproj/Interface.storyboard": "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\">",
        "Watch/InterfaceController.swift": "",
        "WatchApp/Info.plist": infoPlist("<key>WKApplication</key><true/>"), "WatchApp/ContentView.swift": "",
        "Loose/Interface.storyboard": "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\">",
        "Tests/AppTests.swift": "", "Tests/Info.plist": infoPlist(),
    ])

    @Test func withoutAProjectTheFoldersOfExtensionsAndWatchAppsAreSkipped() throws {
        let selection = try folderWithoutProject.selection()
        #expect(selection.choice == .folders)
        #expect(selection.target == nil)
        #expect(selection.files == ["App/AppDelegate.swift", "App/Base.lproj/Main.storyboard", "Support/Info.plist", "Views/Home.swift"])
        #expect(selection.infoPlist == "Support/Info.plist")
        #expect(
            selection.skipped.map(\.description) == [
                "Loose (watch app)", "Share (share extension)", "Watch (watch app)", "WatchApp (watch app)",
            ])
        #expect(selection.skippedDescription?.hasPrefix("skipped 4 folders: ") == true)
    }

    @Test func targetWithoutAProjectIsAnErrorThatNamesTheGenerator() {
        #expect {
            _ = try folderWithoutProject.selection(target: "Reader")
        } throws: { error in
            (error as? InputError)?.message?.contains("`xcodegen generate` writes the project") == true
        }
    }

    @Test func anUnreadableProjectIsALocatedWarningAndTheFoldersAreRead() throws {
        let selection = try VirtualFolder([
            "Broken.xcodeproj/project.pbxproj": "{\n  objects = {\n    A = { isa = PBXGroup }\n  };\n}",
            "App/Main.swift": "",
        ]).selection()
        #expect(selection.choice == .folders)
        #expect(selection.files == ["App/Main.swift"])
        let warning = try #require(selection.warnings.first?.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(line: 3, column: 25))
        #expect(warning.message.contains("expected `;` after the value of `isa`"))
        #expect(selection.warnings.first?.path == "Broken.xcodeproj/project.pbxproj")
    }

    // MARK: Modular apps, macOS beside iOS (issue 41)

    /// A repository whose top is a Swift package with the app's screens, its Xcode project in
    /// `App/` naming the top as a folder (`path = ..;`), with an iOS and a Mac app target
    /// whose platforms only Xcode 16's anchored xcconfigs say.
    private func readerFolder(xcconfigs: Bool = true) -> VirtualFolder {
        var files = [
            "Package.swift": """
            let package = Package(name: "reader", products: [.library(name: "AppFeature", targets: ["AppFeature"])],
                targets: [.target(name: "AppFeature"), .target(name: "Widgets", path: "Extras/Widgets"), .testTarget(name: "AppFeatureTests")])
            """,
            "Sources/AppFeature/HomeView.swift": "import SwiftUI", "Sources/AppFeature/SettingsView.swift": "import SwiftUI",
            "Extras/Widgets/Badge.swift": "import SwiftUI", "Tests/AppFeatureTests/HomeTests.swift": "", "Scripts/release.swift": "",
            "App/Reader.xcodeproj/project.pbxproj": (try? VirtualFolder.fixture("Reader.xcodeproj")) ?? "",
            "App/iOS/ReaderApp.swift": "import SwiftUI\nimport AppFeature", "App/Mac/MacApp.swift": "import AppKit\nimport SwiftUI",
        ]
        if xcconfigs {
            files["App/xcconfig/Reader.xcconfig"] = "#include? \"../../Shared/Missing.xcconfig\"\nSDKROOT = iphoneos;\n"
            files["App/xcconfig/ReaderMac.xcconfig"] = "SDKROOT = macosx\n"
        }
        return VirtualFolder(files)
    }

    @Test func aPackageAtTheTopThatTheProjectNamesAsItsParentFolderIsTheApps() throws {
        let selection = try readerFolder().selection()
        #expect(selection.target == "Reader")
        // The package's targets' folders, not the rest of the repository (the Mac app, scripts, tests).
        #expect(
            selection.files == [
                "App/iOS/ReaderApp.swift", "Extras/Widgets/Badge.swift", "Sources/AppFeature/HomeView.swift", "Sources/AppFeature/SettingsView.swift",
            ])
    }

    @Test func anXcconfigInASynchronizedFolderSaysAMacAppIsNotTheApp() throws {
        let selection = try readerFolder().selection()
        #expect(selection.choice == .onlyApp)
        #expect(selection.skipped.map(\.description) == ["ReaderMac (macOS app)"])
    }

    @Test func withoutPlatformSettingsAnAppKitAppIsNotChosen() throws {
        // Named like no project either: only the code says which app is the Mac one.
        let selection = try readerFolder(xcconfigs: false).selection()
        #expect(selection.target == "Reader")
        #expect(selection.choice == .ranked(.builtForIOS, others: ["ReaderMac"]))
    }

    @Test func aWorkspacesPackageFolderIsFoundForAProductNoProjectLocates() throws {
        var folder = readerFolder()
        folder.files["Package.swift"] = nil
        for path in ["Sources/AppFeature/HomeView.swift", "Sources/AppFeature/SettingsView.swift", "Extras/Widgets/Badge.swift"] {
            folder.files[path] = nil
        }
        folder.files["Modules/Feature/Package.swift"] = "products: [.library(name: \"AppFeature\", targets: [\"AppFeature\"])]"
        folder.files["Modules/Feature/Sources/AppFeature/FeedView.swift"] = ""
        folder.files["Reader.xcworkspace/contents.xcworkspacedata"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/Reader.xcodeproj"></FileRef>
               <FileRef location = "group:Modules/Feature"></FileRef>
            </Workspace>
            """
        let selection = try folder.selection()
        #expect(selection.files == ["App/iOS/ReaderApp.swift", "Modules/Feature/Sources/AppFeature/FeedView.swift"])
    }

    @Test func aProjectNamedByTheUserPicksItsApp() throws {
        var folder = readerFolder()
        folder.files["Other/Other.xcodeproj/project.pbxproj"] = minimalProject([MinimalTarget(name: "Other", files: ["Main.swift"])])
        folder.files["Other/Main.swift"] = ""
        let files = folder.files
        let named = try AppSelection(files: Array(files.keys), readText: { files[$0] }, project: "Other/Other.xcodeproj")
        #expect(named.target == "Other")
        #expect(try folder.selection().target == "Reader")
    }
}
