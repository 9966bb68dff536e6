@testable import NavImport
import NavLanguage
import Testing

@Suite("navviz import: Xcode projects")
struct XcodeProjectTests {
    /// The Shop fixture's xcconfig files, which only the tvOS target uses.
    private let xcconfigs = [
        "Others/TV.xcconfig": "#include \"Base.xcconfig\"\nSDKROOT = appletvos // the TV\nSDKROOT[sdk=iphoneos*] = iphoneos\n",
        "Others/Base.xcconfig": "SUPPORTED_PLATFORMS = appletvos appletvsimulator;\n",
    ]

    private func shop(at path: String = "Shop.xcodeproj") throws -> XcodeProject {
        let folder = RelativePath.folder(of: path)
        let xcconfigs = xcconfigs
        return try XcodeProject(path: path, text: VirtualFolder.fixture("Shop.xcodeproj")) { file in
            xcconfigs[folder.isEmpty ? file : String(file.dropFirst(folder.count + 1))]
        }
    }

    private func target(_ name: String, in project: XcodeProject) throws -> XcodeTarget {
        try #require(project.targets.first { $0.name == name })
    }

    @Test func everyNativeTargetIsReadInTheProjectsOrder() throws {
        let project = try shop()
        #expect(project.name == "Shop")
        // The target whose object is missing is left out.
        #expect(
            project.targets.map(\.name) == [
                "Shop", "ShopKit", "ShareExtension", "ShopWatch", "ShopWatch Extension", "ShopTests", "ShopUITests", "Analytics", "ShopMac",
                "ShopTV", "ShopClip", "Lint",
            ])
        let types = try [
            "Shop", "ShopKit", "ShareExtension", "ShopWatch", "ShopWatch Extension", "ShopTests", "ShopUITests", "Analytics", "ShopClip",
        ]
        .map { try target($0, in: project).productType }
        #expect(
            types == [.application, .framework, .appExtension(nil), .watchApp2, .watchExtension, .unitTest, .uiTest, .staticLibrary, .appClip])
        #expect(try target("Lint", in: project).productType == .other("com.apple.product-type.tool"))
    }

    @Test(arguments: [
        ("com.apple.product-type.application", XcodeProductType.application),
        ("com.apple.product-type.application.on-demand-install-capable", .appClip),
        ("com.apple.product-type.app-extension", .appExtension(nil)),
        ("com.apple.product-type.extensionkit-extension", .appExtension(nil)),
        ("com.apple.product-type.app-extension.intents-service", .appExtension(.intents)),
        ("com.apple.product-type.app-extension.messages", .appExtension(.messages)),
        ("com.apple.product-type.app-extension.messages-sticker-pack", .appExtension(.stickers)),
        ("com.apple.product-type.application.watchapp", .watchApp),
        ("com.apple.product-type.application.watchapp2", .watchApp2),
        ("com.apple.product-type.application.watchapp2-container", .watchApp2),
        ("com.apple.product-type.watchkit-extension", .watchExtension),
        ("com.apple.product-type.watchkit2-extension", .watchExtension),
        ("com.apple.product-type.bundle.unit-test", .unitTest),
        ("com.apple.product-type.bundle.ui-testing", .uiTest),
        ("com.apple.product-type.framework", .framework),
        ("com.apple.product-type.framework.static", .framework),
        ("com.apple.product-type.library.static", .staticLibrary),
        ("com.apple.product-type.library.dynamic", .dynamicLibrary),
        ("com.apple.product-type.bundle", .bundle),
        ("com.apple.product-type.xpc-service", .other("com.apple.product-type.xpc-service")),
    ])
    func productTypes(_ identifier: String, _ type: XcodeProductType) {
        #expect(XcodeProductType(identifier: identifier) == type)
    }

    @Test(arguments: [
        ("com.apple.share-services", AppExtensionKind.share),
        ("com.apple.usernotifications.content-extension", .notificationContent),
        ("com.apple.usernotifications.service", .notificationService),
        ("com.apple.widgetkit-extension", .widget),
        ("com.apple.widget-extension", .widget),
        ("com.apple.intents-service", .intents),
        ("com.apple.intents-ui-service", .intentsUI),
        ("com.apple.ui-services", .action),
        ("com.apple.networkextension.packet-tunnel", .networkExtension),
        ("com.example.point", .other("com.example.point")),
    ])
    func extensionPoints(_ point: String, _ kind: AppExtensionKind) {
        #expect(AppExtensionKind(extensionPoint: point) == kind)
    }

    @Test func platformsComeFromTheTargetTheProjectOrAnXcconfig() throws {
        let project = try shop()
        // The project's SDK and its supported platforms.
        #expect(try target("Shop", in: project).platforms == [.iOS, .macOS])
        // A target's own SDK outranks the platforms the project supports.
        #expect(try target("ShopWatch", in: project).platforms == [.watchOS])
        #expect(try target("ShopMac", in: project).platforms == [.macOS])
        // SDKROOT from TV.xcconfig, SUPPORTED_PLATFORMS from the Base.xcconfig it includes, through `$(inherited)`.
        #expect(try target("ShopTV", in: project).platforms == [.tvOS])
        #expect(XcodePlatform(sdk: "iphonesimulator") == .iOS)
        #expect(XcodePlatform(sdk: "xros") == .visionOS)
        #expect(XcodePlatform(sdk: "auto") == nil)
    }

    @Test func filesResolveThroughTheGroupTree() throws {
        let shop = try target("Shop", in: try shop())
        #expect(
            shop.buildFiles == [
                "Shop/AppDelegate.swift",
                // A group with a path of two folders.
                "Shop/Screens/Home/HomeViewController.swift",
                // SOURCE_ROOT: from the project's folder, not the group's.
                "Generated/R.generated.swift",
                "/Users/dev/src/Shop/Shop/Legacy/OldViewController.swift",
                // Outside.swift (`../../Outside.swift`) leaves the folder and is left out; a build file that is gone too.
                // A variant group: each localisation.
                "Shop/Base.lproj/Main.storyboard",
                "Shop/fr.lproj/Main.strings",
                "Shop/Cart/Cart Cell.xib",
                "Shop/Assets.xcassets",
            ])
        // The Debug configuration's Info.plist is not the one read: Release is the default.
        #expect(shop.infoPlist == "Shop/Info.plist")
        // `$(TARGET_NAME:c99extidentifier)/../Share Extension/Info.plist`.
        #expect(try target("ShareExtension", in: try self.shop()).infoPlist == "Share Extension/Info.plist")
        #expect(try target("ShopKit", in: try self.shop()).infoPlist == "ShopKit/Info.plist")
    }

    @Test func aProjectInAFolderHasItsPathsFromThere() throws {
        let project = try shop(at: "Apps/Shop/Shop.xcodeproj")
        let shop = try target("Shop", in: project)
        #expect(shop.buildFiles.first == "Apps/Shop/Shop/AppDelegate.swift")
        #expect(shop.buildFiles.contains("Apps/Shop/Generated/R.generated.swift"))
        #expect(shop.infoPlist == "Apps/Shop/Shop/Info.plist")
        // `../../Outside.swift` from Apps/Shop/Shop is inside the folder now.
        #expect(shop.buildFiles.contains("Apps/Outside.swift"))
        #expect(try target("ShopTV", in: project).platforms == [.tvOS])
    }

    @Test func aTargetsLinksAreItsDependenciesAndEmbeddedProducts() throws {
        let project = try shop()
        let shop = try target("Shop", in: project)
        let ids = Set(shop.links.map(\.id))
        #expect(try target("ShopKit", in: project).ids.isSubset(of: ids))
        #expect(try !target("ShareExtension", in: project).ids.isDisjoint(with: ids))
        #expect(try target("Analytics", in: project).ids.isDisjoint(with: ids))
        #expect(shop.links.allSatisfy { $0.project == nil })
    }

    @Test func synchronizedFoldersAndTheirExceptions() throws {
        let project = try XcodeProject(path: "Notes.xcodeproj", text: VirtualFolder.fixture("Notes.xcodeproj")) { _ in nil }
        let listing = FileListing([
            "Notes/App.swift", "Notes/Info.plist", "Notes/Model/Note.swift", "Notes/Debug/DebugMenu.swift", "Notes/Debug/Deeper/Log.swift",
            "NotesWidgets/Info.plist", "NotesWidgets/Widget.swift", "NotesExtra.swift",
        ])
        let notes = try target("Notes", in: project)
        #expect(notes.platforms == [.iOS, .visionOS])
        #expect(notes.files(in: listing) == ["Notes/App.swift", "Notes/Model/Note.swift"])
        // The widget's own folder less its Info.plist, and the one file of the app's folder its exception adds.
        #expect(try target("NotesWidgets", in: project).files(in: listing).sorted() == ["Notes/Model/Note.swift", "NotesWidgets/Widget.swift"])
        #expect(
            notes.packageProducts == [
                .init(name: "Timeline", folder: nil), .init(name: "DesignSystem", folder: "Packages/DesignSystem"),
                .init(name: "SharedKitDynamic", folder: nil),
            ])
        #expect(project.packageFolders == ["Packages/Timeline", "Packages/Unused", "SharedKit", "Notes", "NotesWidgets", "Packages/DesignSystem"])
    }

    @Test func textThatIsNoProjectIsAnError() {
        #expect {
            _ = try XcodeProject(path: "A.xcodeproj", text: "{ objects = { }; }") { _ in nil }
        } throws: { error in
            (error as? InputError)?.diagnostics.first?.message.contains("no `objects` with a `rootObject`") == true
        }
        #expect {
            _ = try XcodeProject(path: "A.xcodeproj", text: "{\n objects = {\n a = b\n }; }") { _ in nil }
        } throws: { error in
            let error = error as? InputError
            return error?.path == "A.xcodeproj/project.pbxproj" && error?.diagnostics.first?.location == SourceLocation(line: 3, column: 7)
        }
    }

    @Test func buildSettingsExpandVariablesAndInheritance() {
        let settings = BuildSettings(
            layers: [["A": "low", "P": "base"], ["A": "$(inherited) high", "B": "${A}/x", "LOOP": "$(LOOP)", "U": "$(UNDEFINED)/y"]],
            targetName: "App")
        #expect(settings.value("A") == "low high")
        #expect(settings.value("B") == "low high/x")
        #expect(settings.value("P") == "base")
        #expect(settings.value("TARGET_NAME") == "App")
        #expect(settings.value("LOOP") == nil)
        #expect(settings.value("U") == nil)
        #expect(settings.value("NONE") == nil)
        // Each setting naming the next four times over, 20 deep: 4^20 lookups, were there no budget.
        var fan = ["S20": "x"]
        for level in 0..<20 { fan["S\(level)"] = String(repeating: "$(S\(level + 1))", count: 4) }
        #expect(BuildSettings(layers: [fan], targetName: "App").value("S0") == nil)
        #expect(BuildSettings(layers: [fan], targetName: "App").value("S17") == String(repeating: "x", count: 64))
    }

    @Test func anXcconfigIncludedTwiceOrItselfIsReadOnce() {
        var reads = 0
        let settings = BuildSettings.xcconfig(at: "Config/A.xcconfig") { path in
            reads += 1
            return path == "Config/A.xcconfig"
                ? "#include \"A.xcconfig\"\n#include \"B.xcconfig\"\n#include? \"B.xcconfig\"\nSDKROOT = iphoneos"
                : "SDKROOT = macosx\nOTHER = 1 // a comment"
        }
        #expect(settings == ["SDKROOT": "iphoneos", "OTHER": "1"])
        #expect(reads == 2)
    }

    @Test func manifestsNameTheirLocalDependencies() {
        let manifest = """
            let package = Package(
                name: "Timeline",
                dependencies: [
                    .package(path: "../Models"),
                    .package(name: "Env", path: "../Env"),
                    // .package(path: "../Old"),
                    .package(url: "https://github.com/example/remote", from: "1.0.0"),
                ]
            )
            """
        #expect(LocalPackages.localDependencies(in: manifest) == ["../Models", "../Env"])
    }
}
