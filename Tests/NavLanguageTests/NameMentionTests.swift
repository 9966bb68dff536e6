import Testing

@testable import NavLanguage

/// Where names are written (`ParseResult.mentions`), which an editor's definition,
/// references and rename read: every place, the first marked as the one that makes it.
struct NameMentionTests {
    private func mentions(_ text: String) -> [String] {
        Parser.parse(SourceFile(path: "t.nav", text: text), recordingMentions: true).mentions.map {
            "\($0.name)@\($0.location.line):\($0.location.column)\($0.isDefinition ? " made" : "")"
        }
    }

    @Test func everyKindOfMentionIsRecordedInFileOrder() {
        let text = """
            set Sheet.modalPresentationStyle = pageSheet
            root tabs Main [nav Feed [Home], Settings] selected: Settings
            Home push Detail
            Detail present Sheet
            Main select Feed
            expect Feed.viewControllers == [Home, Detail]
            expect callback Sheet.viewDidAppear
            Detail.nav popTo Home
            """
        #expect(
            mentions(text) == [
                "Sheet@1:5 made", "Main@2:11 made", "Feed@2:21 made", "Home@2:27 made", "Settings@2:34 made", "Settings@2:54",
                "Home@3:1", "Detail@3:11 made", "Detail@4:1", "Sheet@4:16", "Main@5:1", "Feed@5:13", "Feed@6:8", "Home@6:33",
                "Detail@6:39", "Sheet@7:17", "Detail@8:1", "Home@8:18",
            ])
    }

    @Test func mentionsAreRecordedOnlyWhenAskedFor() {
        #expect(Parser.parse(SourceFile(path: "t.nav", text: "root nav Main [Home]\n")).mentions.isEmpty)
    }
}
