import Testing

/// The fixture apps written like real ones for issue 41's classes: each golden is true to
/// the app's FACTS.md, and the facts a careless import gets wrong are checked by name.
@Suite("navviz import: apps written like real ones")
struct TruthFixtureTests {
    @Test(arguments: AppFixtures.truthApps)
    func importsPassCheckAndMatchTheirGolden(_ app: String) throws {
        try expectImportPassesAndMatchesItsGolden(try AppFixtures.imported(app), app)
    }

    /// A wrapper view (`PlatformNavigationStack { content }`, `SettingsForm { … }`) names no
    /// screen: the view that wrote its content does; its #available and #if os branches are one stack.
    @Test func aWrapperViewNamesNoScreenAndItsBranchesAreOneStack() throws {
        let text = try AppFixtures.imported("AvailabilityWrapper")
        #expect(!text.contains("PlatformNavigationStack:") && !text.contains("PlatformNavigationStack_"))
        #expect(!text.contains("SettingsForm:"))
        #expect(text.contains("nav LibraryNav ["))
        #expect(text.contains("LibraryView push BookDetailView: UIHostingController"))
        #expect(text.contains("LibraryView present nav StatsNav ["))
        #expect(text.contains("StatsView dismiss"))
        #expect(!text.contains("split "), "the iPad branch is not drawn on an iPhone")
    }

    /// The screens of a package at the repository's top, which the project names as `..`.
    @Test func aModularAppsScreensAreItsPackages() throws {
        let text = try AppFixtures.imported("ModularRootPackage")
        #expect(text.contains("FeedView push ArticleView: UIHostingController"))
        #expect(text.contains("SettingsView present nav AccountNav ["))
        #expect(!text.contains("Tests"), "the package's tests are no part of the app")
    }
}
