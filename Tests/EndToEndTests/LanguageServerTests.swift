import Foundation
import Testing

/// `navviz lsp` over its standard input and output, feature by feature, as an editor
/// speaks to it (LanguageServerClient), and what it does with input that is not the protocol.
@Suite("navviz lsp over stdio")
struct LanguageServerTests {
    typealias JSON = LanguageServerClient.JSON

    static let uri = "file:///work/checkout.nav"
    /// Line numbers below are 0-based, as the protocol counts them.
    static let flow = """
        title "Checkout"
        root nav Main [Home]
        Home push Cart: CartViewController   "open the cart"
        Cart present Pay style: fullScreen
        expect top == Pay
        Pay dismiss
        step "present twice"
          Cart present Sheet
          Cart present Other
        expect top == Cart

        """

    private func started(_ text: String = flow) throws -> LanguageServerClient {
        let client = try LanguageServerClient()
        try client.initialize()
        try client.open(Self.uri, text)
        return client
    }

    private func range(_ json: Any?) -> [Int] {
        let range = json as! JSON
        let start = range["start"] as! JSON, end = range["end"] as! JSON
        return [start["line"] as! Int, start["character"] as! Int, end["line"] as! Int, end["character"] as! Int]
    }

    @Test func initializeAnnouncesEveryFeatureAndRequestsBeforeItAreRefused() throws {
        let client = try LanguageServerClient()
        let early = try client.request("textDocument/hover", LanguageServerClient.at(Self.uri, 0, 0))
        #expect((early["error"] as? JSON)?["code"] as? Int == -32002)
        let capabilities = try #require(try client.initialize()["capabilities"] as? JSON)
        for feature in [
            "hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider", "foldingRangeProvider",
            "documentFormattingProvider", "documentHighlightProvider",
        ] {
            #expect(capabilities[feature] as? Bool == true, "\(feature)")
        }
        #expect((capabilities["renameProvider"] as? JSON)?["prepareProvider"] as? Bool == true)
        #expect((capabilities["textDocumentSync"] as? JSON)?["change"] as? Int == 1)
        let unknown = try client.request("textDocument/codeLens", ["textDocument": ["uri": Self.uri]])
        #expect((unknown["error"] as? JSON)?["code"] as? Int == -32601)
        #expect(try client.shutDown() == 0)
        #expect(client.filesWritten.isEmpty)
    }

    @Test func diagnosticsAreWhatCheckReportsWithRulesAndWhereNamesWereMade() throws {
        let client = try started()
        let diagnostics = try client.diagnostics(Self.uri, version: 1)
        #expect(diagnostics.count == 2)
        let warning = try #require(diagnostics.first { $0["severity"] as? Int == 2 })
        #expect((warning["message"] as! String).contains("Attempt to present <UIViewController: Other> on <UINavigationController: Main>"))
        #expect(warning["code"] as? String == "R21")
        #expect(range(warning["range"]) == [8, 2, 8, 6])
        let related = try #require(warning["relatedInformation"] as? [JSON])
        #expect(related.map { $0["message"] as! String } == ["`Main` is made here", "`Cart` is made here"])
        #expect(range((related[0]["location"] as! JSON)["range"]) == [1, 9, 1, 13])
        let failure = try #require(diagnostics.first { $0["severity"] as? Int == 1 })
        #expect((failure["message"] as! String).hasPrefix("expectation failed: expected Cart, got Sheet"))
        #expect(range(failure["range"]) == [9, 14, 9, 18])

        // As the user types: a mistyped operation, then the fix; each version's diagnostics.
        try client.change(Self.uri, Self.flow.replacingOccurrences(of: "Pay dismiss", with: "Pay dismis"), version: 2)
        let typing = try client.diagnostics(Self.uri, version: 2)
        #expect(typing.count == 1)
        #expect((typing[0]["message"] as! String).contains("unknown operation `dismis`"))
        #expect((typing[0]["message"] as! String).contains("help: did you mean `dismiss`?"))
        #expect(range(typing[0]["range"]) == [5, 4, 5, 10])
        // A burst of edits: the diagnostics that follow are the last version's.
        for version in 3...7 {
            try client.change(Self.uri, Self.flow.replacingOccurrences(of: "top == Cart", with: "top == Sheet"), version: version)
        }
        #expect(try client.diagnostics(Self.uri, version: 7).count == 1)
        #expect(try client.shutDown() == 0)
    }

    @Test func hoverShowsAStepBeforeAndAfterANameAndAnOperationWithItsRules() throws {
        let client = try started()
        // On the caption of line 3: the step.
        let step = try #require(try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, 2, 42)) as? JSON)
        let stepText = try #require((step["contents"] as? JSON)?["value"] as? String)
        #expect(stepText.hasPrefix("**step 1** (line 3): open the cart\n- top (getTopVC) = Cart (R31)"))
        #expect(stepText.contains("before:\n```text\n## step 0 (line 2): root nav Main [Home]\n<UINavigationController: Main>"))
        #expect(stepText.contains("   | <CartViewController: Cart>, state: appeared, view: <UIView>\ngetTopVC: Cart"))
        #expect(stepText.contains("> Cart.viewDidLoad\n> Home.viewWillDisappear"))

        let operation = try #require(try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, 5, 6)) as? JSON)
        let operationText = try #require((operation["contents"] as? JSON)?["value"] as? String)
        #expect(operationText.hasPrefix("**`dismiss`**: `dismiss(animated:)`"))
        #expect(operationText.contains("(R22, R23, R24 of docs/semantics.md)"))
        #expect(operationText.contains("**step 3** (line 6): Pay dismiss"))

        let name = try #require(try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, 3, 1)) as? JSON)
        let nameText = try #require((name["contents"] as? JSON)?["value"] as? String)
        #expect(nameText.contains("**`Cart`**: `CartViewController` (a `UIViewController`)"))
        #expect(nameText.contains("made on line 3: `Home push Cart: CartViewController   \"open the cart\"`"))
        #expect(nameText.contains("after step 2 (line 4): in `Main`'s stack (2 of 2); in the window, not on screen"))
        #expect(range(name["range"]) == [3, 0, 3, 4])

        let style = try #require(try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, 3, 27)) as? JSON)
        #expect(((style["contents"] as? JSON)?["value"] as? String)?.hasPrefix("**`fullScreen`**: covers the screen") == true)
        #expect(try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, 0, 2)) == nil)
        #expect(try client.shutDown() == 0)
    }

    @Test func definitionReferencesHighlightsAndRename() throws {
        let client = try started()
        let definition = try #require(try client.result("textDocument/definition", LanguageServerClient.at(Self.uri, 8, 3)) as? JSON)
        #expect(definition["uri"] as? String == Self.uri)
        #expect(range(definition["range"]) == [2, 10, 2, 14])
        var references = LanguageServerClient.at(Self.uri, 2, 11)
        references["context"] = ["includeDeclaration": false]
        let found = try #require(try client.result("textDocument/references", references) as? [JSON])
        #expect(found.map { range($0["range"]) } == [[3, 0, 3, 4], [7, 2, 7, 6], [8, 2, 8, 6], [9, 14, 9, 18]])
        let highlights = try #require(try client.result("textDocument/documentHighlight", LanguageServerClient.at(Self.uri, 4, 15)) as? [JSON])
        #expect(highlights.map { $0["kind"] as! Int } == [3, 2, 2])

        let prepared = try #require(try client.result("textDocument/prepareRename", LanguageServerClient.at(Self.uri, 3, 2)) as? JSON)
        #expect(prepared["placeholder"] as? String == "Cart")
        var rename = LanguageServerClient.at(Self.uri, 3, 2)
        rename["newName"] = "Basket"
        let edit = try #require(try client.result("textDocument/rename", rename) as? JSON)
        let edits = try #require((edit["changes"] as? JSON)?[Self.uri] as? [JSON])
        #expect(edits.count == 5)
        #expect(Set(edits.map { $0["newText"] as! String }) == ["Basket"])
        for (newName, refusal) in [("Home", "`Home` already names a view controller (line 2)"), ("nav", "is a keyword"), ("2fast", "is not a name")] {
            rename["newName"] = newName
            let refused = try client.request("textDocument/rename", rename)
            #expect(((refused["error"] as? JSON)?["message"] as? String)?.contains(refusal) == true, "\(newName)")
        }
        #expect(try client.shutDown() == 0)
    }

    @Test func completionOffersNamesInScopeTheActorsOperationsWithWhyNotAndValues() throws {
        let text = Self.flow + "Pay \nHome \nCart present Pay style: \nset Cart.\nexpect \n"
        let client = try started(text)
        func labels(_ line: Int, _ character: Int) throws -> [JSON] {
            try #require(
                (try client.result("textDocument/completion", LanguageServerClient.at(Self.uri, line, character)) as? JSON)?["items"] as? [JSON])
        }
        // Line 10, `Pay `: Pay was dismissed, it is in no navigation controller.
        let payOperations = try labels(10, 4)
        let push = try #require(payOperations.first { $0["label"] as? String == "push" })
        #expect(push["tags"] as? [Int] == [1])
        #expect((push["detail"] as? String)?.contains("`Pay` has no navigation controller here") == true)
        // Pay, dismissed, is out of the window: a presentation from it is refused (R20).
        let present = try #require(payOperations.first { $0["label"] as? String == "present" })
        #expect((present["detail"] as? String)?.contains("`Pay`'s view is not in the window") == true)
        #expect(payOperations.first { $0["label"] as? String == "addChild" }?["tags"] == nil)
        // Line 11, `Home `: in Main's stack, so `push` is fine; Main presents Sheet, so Home's
        // `presentedViewController` is Sheet (R3) and `dismiss` closes it; Home is in no sheet.
        let homeOperations = try labels(11, 5)
        #expect(homeOperations.first { $0["label"] as? String == "push" }?["tags"] == nil)
        #expect(homeOperations.first { $0["label"] as? String == "dismiss" }?["tags"] == nil)
        #expect(homeOperations.first { $0["label"] as? String == "swipeDown" }?["tags"] as? [Int] == [1])
        #expect(homeOperations.prefix(3).allSatisfy { $0["tags"] == nil })
        let styles = try labels(12, 24).map { $0["label"] as! String }
        #expect(styles.contains("pageSheet") && styles.contains("overCurrentContext"))
        let properties = try labels(13, 9).map { $0["label"] as! String }
        #expect(properties.contains("definesPresentationContext") && properties.contains("isModalInPresentation"))
        let expectations = try labels(14, 7).map { $0["label"] as! String }
        #expect(expectations.contains("top ==") && expectations.contains("no warning") && expectations.contains("callbacks == ["))
        // Names made above the cursor's line only.
        let atStart = try labels(3, 0).map { $0["label"] as! String }
        #expect(atStart.contains("Cart") && atStart.contains("root") && !atStart.contains("Pay") && !atStart.contains("Sheet"))
        #expect(try client.shutDown() == 0)
    }

    @Test func completionAndHoverKnowTheEntryLine() throws {
        let text = "root nav Main [Home]\nentry Offer\nentry \nentry Promo \n"
        let client = try started(text)
        func labels(_ line: Int, _ character: Int) throws -> [String] {
            let items = try #require(
                (try client.result("textDocument/completion", LanguageServerClient.at(Self.uri, line, character)) as? JSON)?["items"] as? [JSON])
            return items.map { $0["label"] as! String }
        }
        #expect(try labels(2, 0).contains("entry"), "a statement")
        let operand = try labels(2, 6)
        #expect(operand.contains("nav") && operand.contains("Offer") && !operand.contains("push"), "\(operand)")
        #expect(try labels(3, 12) == ["style:", "sourceView:", "barButtonItem:"], "an entry takes `style:` and an anchor, not `animated:`")
        let hover = try #require(try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, 1, 2)) as? JSON)
        let hoverText = try #require((hover["contents"] as? JSON)?["value"] as? String)
        #expect(hoverText.hasPrefix("**`entry`**: a screen shown by code the flow does not trace"), "\(hoverText)")
        #expect(hoverText.contains("R66"))
        #expect(try client.shutDown() == 0)
    }

    @Test func completionAndHoverKnowTheUsersTapOnATabAndHowTheDeviceIsHeld() throws {
        let text =
            "device iphone landscape\nroot tabs Main [nav FeedNav [Feed], Profile]\nMain tapTab Profile \nMain tapTab Profile shouldSelect: \nFeed \n"
            + "device iphone \nFeed present Cover style: fullScreen\nProfile \n"
        let client = try started(text)
        func items(_ line: Int, _ character: Int) throws -> [JSON] {
            try #require(
                (try client.result("textDocument/completion", LanguageServerClient.at(Self.uri, line, character)) as? JSON)?["items"] as? [JSON])
        }
        func hover(_ line: Int, _ character: Int) throws -> String {
            let hover = try #require(try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, line, character)) as? JSON)
            return try #require((hover["contents"] as? JSON)?["value"] as? String)
        }
        #expect(try items(2, 20).map { $0["label"] as! String } == ["shouldSelect:"], "a tap takes `shouldSelect:` only")
        #expect(try items(3, 34).map { $0["label"] as! String } == ["true", "false"])
        let feed = try items(4, 5)
        let tap = try #require(feed.first { $0["label"] as? String == "tapTab" })
        #expect(tap["tags"] == nil, "Feed is in a tab bar controller on screen")
        #expect(try items(5, 14).map { $0["label"] as! String } == ["portrait", "landscape"])
        let tapHover = try hover(2, 7)
        #expect(tapHover.hasPrefix("**`tapTab`**: the user taps a tab bar item"), "\(tapHover)")
        #expect(tapHover.contains("R70"))
        #expect(try hover(3, 22).contains("R70"), "the option's help")
        #expect(try hover(0, 2).contains("landscape"), "the device line says how it is held")
        // Line 7: Main presents Cover full screen, so its view is out of the window (R69).
        let covered = try #require(try items(7, 8).first { $0["label"] as? String == "present" })
        #expect((covered["detail"] as? String)?.contains("is under the full-screen `Cover`") == true, "\(covered)")
        #expect(try client.shutDown() == 0)
    }

    @Test func completionHoverAndOutlineKnowTheRotationAndTheMoreItem() throws {
        let text = "root tabs Main [A, B, C, D, E, F]\nrotate landscape\nrotate \nMain tapTab \n"
        let client = try started(text)
        let rotation = try #require(
            (try client.result("textDocument/completion", LanguageServerClient.at(Self.uri, 2, 7)) as? JSON)?["items"] as? [JSON])
        #expect(rotation.map { $0["label"] as! String } == ["portrait", "landscape"], "R74")
        let tab = try #require(
            (try client.result("textDocument/completion", LanguageServerClient.at(Self.uri, 3, 12)) as? JSON)?["items"] as? [JSON])
        #expect(tab.first?["label"] as? String == "More", "the More item first, then the names (R73): \(tab)")
        let hover = try #require(try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, 1, 2)) as? JSON)
        let hoverText = try #require((hover["contents"] as? JSON)?["value"] as? String)
        #expect(hoverText.contains("R74"), "\(hoverText)")
        let symbols = try #require(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]]) as? [JSON])
        #expect(symbols.map { $0["name"] as! String }.contains("rotate landscape"), "\(symbols)")
        #expect(try client.shutDown() == 0)
    }

    @Test func symbolsFoldingAndFormatting() throws {
        let text = "root nav Main [\n  Home\n]\nHome push A \"go\" # a comment\nstep \"both\"\n  A present B\n  then B dismiss\n"
        let client = try started(text)
        let symbols = try #require(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]]) as? [JSON])
        #expect(symbols.map { $0["name"] as! String } == ["root nav Main […]", "go", "step \"both\""])
        #expect(symbols.map { $0["detail"] as! String } == ["step 0", "step 1: Home push A \"go\"", "step 2"])
        #expect((symbols[2]["children"] as? [JSON])?.map { $0["name"] as! String } == ["A present B", "then B dismiss"])
        let folds = try #require(try client.result("textDocument/foldingRange", ["textDocument": ["uri": Self.uri]]) as? [JSON])
        #expect(folds.map { [$0["startLine"] as! Int, $0["endLine"] as! Int] } == [[0, 2], [4, 6]])
        let edits = try #require(
            try client.result("textDocument/formatting", ["textDocument": ["uri": Self.uri], "options": ["tabSize": 4, "insertSpaces": true]])
                as? [JSON])
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] as? String == "Home push A" + String(repeating: " ", count: 37) + "\"go\" # a comment")
        #expect(try client.shutDown() == 0)
    }

    @Test func thePreviewFollowsTheCursor() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("checkout.nav")
        try Data(Self.flow.utf8).write(to: file)
        let watch = try WatchServer(arguments: ["watch", file.path, "--port", "0"])
        defer { watch.stop() }
        let port = try watch.port()
        let events = try LoopbackHTTP.EventStream(port: port)
        _ = try events.read(until: "\n\n", after: "event: version")
        let client = try LanguageServerClient(arguments: ["--preview", "127.0.0.1:\(port)"])
        try client.initialize()
        try client.open(file.absoluteString, Self.flow)
        // The cursor on `Pay dismiss` (line 6 of the file, step 3), as an editor that
        // highlights the name under the cursor asks.
        _ = try client.result("textDocument/documentHighlight", LanguageServerClient.at(file.absoluteString, 5, 1))
        #expect(try events.read(until: "\n\n", after: "event: cursor").hasSuffix("event: cursor\ndata: 3\n\n"))
        // `navviz/cursor`, for an editor that sends no highlight requests; a group's line is its step.
        try client.notify("navviz/cursor", LanguageServerClient.at(file.absoluteString, 8, 3))
        #expect(try events.read(until: "\n\n", after: "event: cursor").hasSuffix("event: cursor\ndata: 4\n\n"))
        #expect(try client.shutDown() == 0)
        // Another file's cursor is not the watched file's.
        let other = try LanguageServerClient(arguments: ["--preview", "127.0.0.1:\(port)"])
        try other.initialize()
        try other.open("file:///elsewhere/other.nav", Self.flow)
        try other.notify("navviz/cursor", LanguageServerClient.at("file:///elsewhere/other.nav", 3, 0))
        #expect(try other.shutDown() == 0)
        #expect(other.finish().log.contains("it watches another file"))
    }

    @Test func aDocumentURIWithALineBreakIsNeverCopiedIntoThePreviewsHeader() throws {
        // Port 9 (discard): nothing listens, so a request sent would be logged as unanswered.
        let client = try LanguageServerClient(arguments: ["--preview", "127.0.0.1:9"])
        try client.initialize()
        let uri = "file:///work/a.nav\r\nNavviz-Line: 1\r\n\r\nPOST /cursor HTTP/1.1\r\nNavviz-File: /etc/passwd"
        try client.open(uri, Self.flow)
        try client.notify("navviz/cursor", LanguageServerClient.at(uri, 3, 0))
        _ = try client.result("textDocument/hover", LanguageServerClient.at(uri, 2, 1))
        #expect(try client.shutDown() == 0)
        let log = client.finish().log
        #expect(log.contains("the URI holds a control character, which no header may"), "\(log)")
        #expect(!log.contains("no navviz watch is listening"), "nothing was sent")
        #expect(!log.contains("\r"), "the log holds no raw CR either")
    }

    @Test func garbageIsLoggedAndEndsTheServerWritingNothing() throws {
        let client = try LanguageServerClient()
        client.sendRaw(Data("GET / HTTP/1.1\r\nHost: example\r\n\r\n".utf8))
        let (status, log) = client.finish()
        #expect(status == 2)
        #expect(
            log.contains("navviz lsp: not a Language Server Protocol message: `GET / HTTP/1.1` where a `Name: value` header was expected"), "\(log)")
        #expect(log.hasSuffix("; exiting\n"))
        #expect(client.filesWritten.isEmpty)
    }

    @Test func aMessageLargerThanAnyFlowEndsTheServer() throws {
        let client = try LanguageServerClient()
        try client.initialize()
        client.sendRaw(Data("Content-Length: 10000000000\r\n\r\n{".utf8))
        let (status, log) = client.finish()
        #expect(status == 2)
        #expect(log.contains("a message of 9536 MB is more than navviz lsp reads (129 MB): no flow is that large; exiting"), "\(log)")
    }

    @Test func aLargeFlowIsServedAndInvalidJSONIsAnsweredWithoutEndingTheServer() throws {
        let client = try LanguageServerClient()
        try client.initialize()
        let steps = (1...2000).map { "Home\($0 - 1) push Home\($0)\nHome\($0) pop\nHome\($0 - 1) push Home\($0)" }
        try client.open(Self.uri, "root nav Main [Home0]\n" + steps.joined(separator: "\n") + "\nexpect top == Nobody\n")
        let diagnostics = try client.diagnostics(Self.uri)
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix("unknown view controller `Nobody`") == true)
        let body = Data("{\"jsonrpc\": \"2.0\", \"id\": 5, ".utf8)
        client.sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        let answer = try client.next { $0["error"] != nil }
        #expect((answer["error"] as? JSON)?["code"] as? Int == -32700)
        #expect(try client.shutDown() == 0)
    }

    @Test func aPositionOutsideTheProtocolsRangeIsInvalidParamsAndANegativeEditIsIgnored() throws {
        let client = try started()
        _ = try client.diagnostics(Self.uri, version: 1)
        for method in ["textDocument/hover", "textDocument/definition", "textDocument/completion", "textDocument/prepareRename"] {
            for (line, character) in [(Int.max, 0), (0, Int.max), (1 << 31, 0), (-1, 0), (0, -1)] {
                let answer = try client.request(method, LanguageServerClient.at(Self.uri, line, character))
                let error = answer["error"] as? JSON
                #expect(error?["code"] as? Int == -32602, "\(method) at \(line):\(character)")
                #expect((error?["message"] as? String)?.contains("outside the protocol's uinteger range") == true, "\(answer)")
            }
        }
        // An edit whose range starts before the document: logged and ignored, the text kept.
        let range: JSON = ["start": ["line": -1, "character": 0], "end": ["line": 0, "character": -5]]
        try client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["range": range, "text": "x"]]] as JSON)
        let hover = try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, 2, 1)) as? JSON
        #expect(hover != nil, "the document is still the one opened")
        #expect(try client.shutDown() == 0)
        #expect(client.finish().log.contains("`textDocument/didChange`: -1 is outside the protocol's uinteger range"))
    }

    static let largeURI = "file:///work/long.nav"
    /// A flow of 400 steps: a hover near its end simulates the lines above it as `navviz
    /// dump` does, which takes most of a second in a debug build.
    static let largeFlow = "root nav Main [Home]\n" + (0..<200).map { "Home push X\($0)\nX\($0) pop\n" }.joined()

    @Test func aCancelledRequestIsAnsweredRequestCancelledWithoutBeingComputed() throws {
        let client = try started()
        try client.open(Self.largeURI, Self.largeFlow)
        _ = try client.diagnostics(Self.largeURI)
        // The first hover keeps the server busy while the second waits and is cancelled.
        try client.send(["id": 100, "method": "textDocument/hover", "params": LanguageServerClient.at(Self.largeURI, 399, 1)])
        try client.send(["id": 101, "method": "textDocument/hover", "params": LanguageServerClient.at(Self.uri, 2, 1)])
        try client.notify("$/cancelRequest", ["id": 101] as JSON)
        let cancelled = try client.next { $0["id"] as? Int == 101 }
        #expect((cancelled["error"] as? JSON)?["code"] as? Int == -32800, "\(cancelled)")
        #expect(cancelled["result"] == nil)
        let answered = try client.next { $0["id"] as? Int == 100 }
        #expect(((answered["result"] as? JSON)?["contents"] as? JSON)?["value"] is String, "\(answered)")
        // A cancellation of a request already answered changes nothing.
        try client.notify("$/cancelRequest", ["id": 100] as JSON)
        #expect(try client.result("textDocument/hover", LanguageServerClient.at(Self.uri, 2, 1)) is JSON)
        #expect(try client.shutDown() == 0)
    }

    @Test func hoversWaitingInLineDoNotHoldBackDiagnostics() throws {
        let client = try LanguageServerClient()
        try client.initialize()
        try client.open(Self.largeURI, Self.largeFlow)
        _ = try client.diagnostics(Self.largeURI, version: 1)
        try client.change(Self.largeURI, Self.largeFlow + "expect top == Nobody\n", version: 2)
        // An editor's hovers as the mouse crosses the text: each one far down, so each one
        // would simulate hundreds of steps.
        let ids = Array(300..<330)
        for (index, id) in ids.enumerated() {
            try client.send(["id": id, "method": "textDocument/hover", "params": LanguageServerClient.at(Self.largeURI, 399 - index * 7, 1)])
        }
        let published = try client.arrival { message in
            (message["params"] as? JSON)?["version"] as? Int == 2 && message["method"] as? String == "textDocument/publishDiagnostics"
        }
        let diagnostics = (published.message["params"] as! JSON)["diagnostics"] as! [JSON]
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix("unknown view controller `Nobody`") == true)
        var computedFirst = 0
        for id in ids {
            let answer = try client.arrival { $0["id"] as? Int == id }
            #expect(answer.message["error"] == nil, "\(answer.message)")
            if answer.arrival < published.arrival && answer.message["result"] is JSON { computedFirst += 1 }
        }
        // Every hover but the last is superseded by the next; at most the one being
        // computed when the diagnostics fell due comes before them.
        #expect(computedFirst <= 1, "\(computedFirst) hovers were computed before the diagnostics")
        #expect(try client.result("textDocument/hover", LanguageServerClient.at(Self.largeURI, 399, 1)) is JSON)
        #expect(try client.shutDown() == 0)
    }

    /// An editor that opens document after document (issue 45: 2,000 of 200 KB took 7 GB):
    /// the analyses of those not looked at lately are dropped, their texts kept.
    @Test func openDocumentsPastTheFewLookedAtLastKeepTheirTextOnly() throws {
        let client = try LanguageServerClient()
        try client.initialize()
        // 50 KB each; its analysis takes megabytes.
        let text = "root nav Main [Home]\n" + (0..<2_000).map { "Home push X\($0)\nX\($0) pop\n" }.joined()
        var kilobytes: [Int] = []
        for index in 0..<24 {
            let uri = "file:///work/open\(index).nav"
            try client.open(uri, text)
            _ = try client.diagnostics(uri)
            if index == 7 || index == 23 { kilobytes.append(try #require(client.residentKilobytes)) }
        }
        // 16 more documents: their texts are 800 KB; their analyses would be 40 MB.
        #expect(kilobytes[1] - kilobytes[0] < 20_000, "\(kilobytes[0]) KB with 8 documents open, \(kilobytes[1]) KB with 24")
        // A document whose analysis was dropped is analysed again when asked about.
        let hover = try client.result("textDocument/hover", LanguageServerClient.at("file:///work/open0.nav", 2, 1)) as? JSON
        #expect(((hover?["contents"] as? JSON)?["value"] as? String)?.contains("X0") == true, "\(String(describing: hover))")
        #expect(try client.shutDown() == 0)
    }

    @Test func aClientThatGoesAwayEndsTheServerWithALogLine() throws {
        let client = try started()
        _ = try client.diagnostics(Self.uri)
        let (status, log) = client.finish()
        #expect(status == 1)
        #expect(log == "navviz lsp: the client closed the connection without `shutdown`; exiting\n")
        #expect(client.filesWritten.isEmpty)
    }
}
