@testable import NavImport
import NavLanguage
import NavStoryboard
import Testing

@Suite("navviz import: old-style property lists (project.pbxproj)")
struct PropertyListParserTests {
    private func parse(_ text: String) throws(InputError) -> PropertyListValue {
        try OpenStepPropertyListParser.parse(ImportInput(path: "p.pbxproj", text: text))
    }

    @Test func readsEveryConstructXcodeWrites() throws {
        let list = try parse(
            #"""
            // !$*UTF8*$!
            {
                "quoted key" = "a \"b\" \\ c\nd";
                unquoted_key-1.2/x:y$ = value;
                /* a comment with ; and } in it */ escapes = "\U00e9\t\101\UD83D\UDE80\q";
                unicode = "Café 🚀";
                single = 'say "hi"';
                list = ( one, "two", /* c */ three, ); // a trailing comma, as Xcode writes
                empty = ( );
                nested = { inner = { deeper = ( { a = b; } ); }; };
                data = <0fbd 7A>;
                glued = value// a comment right after a word
                ;
                repeated = first;
                repeated = second;
            }
            """#)
        #expect(list["quoted key"] == .string("a \"b\" \\ c\nd"))
        #expect(list["unquoted_key-1.2/x:y$"] == .string("value"))
        #expect(list["escapes"] == .string("é\tA🚀q"))
        #expect(list["unicode"] == .string("Café 🚀"))
        #expect(list["single"] == .string("say \"hi\""))
        #expect(list["list"] == .array([.string("one"), .string("two"), .string("three")]))
        #expect(list["empty"] == .array([]))
        #expect(list["nested"]?["inner"]?["deeper"] == .array([.dictionary(["a": .string("b")])]))
        #expect(list["data"] == .data([0x0F, 0xBD, 0x7A]))
        #expect(list["glued"] == .string("value"))
        #expect(list["repeated"] == .string("second"))
    }

    @Test func aLoneHighSurrogateAndAByteOrderMarkAreRead() throws {
        #expect(try parse("\u{FEFF}{ a = \"\\UD83D!\"; }")["a"] == .string("\u{FFFD}!"))
    }

    @Test(arguments: [
        ("{\n  a = b\n}", 2, 8, "expected `;` after the value of `a`"),
        ("{ \"🚀\" = b c; }", 1, 10, "expected `;` after the value of `🚀`"),
        ("{ a = (b c); }", 1, 9, "expected `,` or `)` after an element of the array"),
        ("{ a = \"never closed; }", 1, 7, "this string is not closed"),
        ("{ a = b; ", 1, 10, "the file ends inside the dictionary opened at 1:1"),
        ("(\n  a,\n", 3, 1, "the file ends inside the array opened at 1:1"),
        ("{ /* never closed", 1, 3, "this comment is not closed"),
        ("{ a = <0g>; }", 1, 9, "`g` in data"),
        ("{ a = <0f1>; }", 1, 11, "odd number of hexadecimal digits"),
        ("{ = b; }", 1, 3, "unexpected `=`"),
        ("{ a b; }", 1, 5, "expected `=` after the key `a`"),
        ("{\n  é = b;\n}", 2, 3, "unexpected `é`"),
        ("{ a = \"\\U12\"; }", 1, 12, "a `\\U` escape needs four hexadecimal digits"),
        ("{ a = b; } c", 1, 12, "text after the property list's end"),
        ("", 1, 1, "the file ends where a value was expected"),
        (String(repeating: "(", count: 150), 1, 101, "nested more than 100 deep"),
    ])
    func badTextIsALocatedError(_ text: String, line: Int, column: Int, message: String) throws {
        do throws(InputError) {
            _ = try parse(text)
            Issue.record("\(text.debugDescription) parsed")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
            #expect(diagnostic.location == SourceLocation(line: line, column: column), "\(diagnostic.message)")
            #expect(diagnostic.expected != nil)
            #expect(error.path == "p.pbxproj")
        }
    }
}
