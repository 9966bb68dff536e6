@testable import NavImport
import NavLanguage
import NavStoryboard
import Testing

@Suite("navviz import: malformed input")
struct MalformedImportTests {
    @Test(arguments: [
        ("NotXML.storyboard", 1, 1, "not well-formed XML"),
        ("NotStoryboard.xib", 2, 1, "this XML is not a storyboard"),
        ("Dangling.storyboard", 8, 25, "leads to `d-gone`, which no scene of Dangling.storyboard has"),
        ("Truncated.storyboard", 6, 12, "the file ends before its XML does"),
        ("bad-line.txt", 3, 4, "unreadable dump line: `*`"),
    ])
    func badInputIsALocatedError(_ name: String, line: Int, column: Int, message: String) throws {
        let error = try #require(try Fixtures.error([name]))
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location == SourceLocation(line: line, column: column))
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        #expect(error.path == "Fixtures/" + name)
    }

    @Test(arguments: [
        ("   | <Child 0x1>\n", "the dump starts below its root"),
        ("<A 0x1>\n   |    | <B 0x2>\n", "2 levels deep, under a line 0 deep"),
        ("<A 0x1>\n<B 0x2>\n", "a second window root"),
        ("<A 0x1>\n   + <B 0x2>\n   + <C 0x3>\n", "presents a second view controller"),
        ("<A 0x1\n", "`<` is never closed"),
        ("(lldb) po x\n\n", "no view-controller line"),
        ((0...40).map { String(repeating: "   | ", count: $0) + "<V\($0) 0x1>\n" }.joined(), "nested more than 32 deep"),
        ((0...300).map { String(repeating: "   + ", count: $0) + "<V\($0) 0x1>\n" }.joined(), "navviz reads dumps up to 256 levels"),
    ])
    func unreadableDumpsAreLocatedErrors(_ text: String, message: String) throws {
        #expect {
            _ = try NavImporter.text(of: [ImportInput(path: "d.txt", text: text)], format: .hierarchy)
        } throws: { error in
            (error as? InputError)?.diagnostics.first?.message.contains(message) == true
        }
    }

    /// Foundation's XMLParser crashes on these on Linux (found by `scripts/fuzz`).
    @Test(arguments: [
        ("<?xml version=\"1.0\"?>\n<?pi?>\n<document/>\n", 2, 1, "pi"),
        ("<?xml version=\"1.0\"?>\n<document>  <?target   ?></document>", 2, 13, "target"),
    ])
    func aProcessingInstructionWithoutDataIsRefusedBeforeParsing(_ text: String, line: Int, column: Int, target: String) throws {
        #expect {
            _ = try NavImporter.text(of: [ImportInput(path: "s.storyboard", text: text)], format: .storyboard)
        } throws: { error in
            let diagnostic = (error as? InputError)?.diagnostics.first
            return diagnostic?.message.contains("a processing instruction without data, `<?\(target)?>`") == true
                && diagnostic?.location == SourceLocation(line: line, column: column)
        }
    }

    @Test func processingInstructionsWithDataAreRead() {
        #expect(StoryboardReader.emptyProcessingInstruction(in: "<?xml version=\"1.0\"?>\n<?pi data?><document/>") == nil)
        // After a malformed declaration libxml2 reads on: the instruction after it counts.
        #expect(StoryboardReader.emptyProcessingInstruction(in: "<?xml version=\"1.0\u{1}j\"?v>\n<?pi?>\n<document/>")?.target == "pi")
        #expect(StoryboardReader.emptyProcessingInstruction(in: "<?<?p?>")?.target == "p")
    }

    @Test func textThatIsNeitherIsRefusedWithAHint() throws {
        let error = try #require(
            try? { () throws -> InputError? in
                do { _ = try NavImporter.text(of: [ImportInput(path: "notes.md", text: "# notes\n")]); return nil } catch let error as InputError {
                    return error
                }
            }())
        #expect(error.diagnostics.first?.help == "pass --from storyboard or --from hierarchy")
    }

    @Test func aDumpForcedToBeAStoryboardIsRefused() throws {
        let error = try #require(try Fixtures.error(["ios8-addresses.txt"], format: .storyboard))
        #expect(error.diagnostics.first?.message.contains("not a storyboard") == true, "\(error.diagnostics)")
    }
}
