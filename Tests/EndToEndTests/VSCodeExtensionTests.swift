import Foundation
import Testing

/// The VS Code extension's language client (editors/vscode/extension.js), run by Node with a
/// stand-in for VS Code's `vscode` module (Fixtures/vscode/drive-extension.js), against the
/// real `navviz lsp`: what its providers hand VS Code.
@Suite("the VS Code extension's client")
struct VSCodeExtensionTests {
    @Test func itsProvidersAnswerFromNavvizLSP() throws {
        let folder = try temporaryFolder()
        let flow = folder.appendingPathComponent("checkout.nav")
        try Data(
            "root nav Main [Home]\nHome push Cart: CartViewController\nCart present Pay style: fullScreen\nPay dismiss\nexpect top == Cart\nPay \n"
                .utf8
        )
        .write(to: flow)
        let root = NavvizProcess.packageRoot
        let result = try NavvizProcess.run(
            [root.appendingPathComponent("Tests/EndToEndTests/Fixtures/vscode/drive-extension.js").path], in: folder,
            environment: [
                "NAVVIZ_BINARY": NavvizProcess.binary.path, "NAVVIZ_FLOW": flow.path,
                "NAVVIZ_EXTENSION": root.appendingPathComponent("editors/vscode/extension.js").path,
            ], executable: URL(fileURLWithPath: "/usr/bin/node"))
        #expect(result.status == 0, "\(result.stderr)")
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(answers["diagnostics"] as? [String] == ["5:3 0 `Pay` is not followed by an operation"])
        #expect((answers["hover"] as? String)?.hasPrefix("**`present`**: `present(_:animated:)`") == true)
        #expect(answers["definition"] as? [String: Int] == ["line": 1, "character": 10])
        let completion = try #require(answers["completion"] as? [String])
        #expect(completion.contains("push(refused)") && completion.contains("addChild"))
        #expect(answers["rename"] as? [String] == ["1:10", "2:0", "4:14"])
        #expect(
            answers["symbols"] as? [String] == [
                "root nav Main [Home]", "Home push Cart: CartViewController", "Cart present Pay style: fullScreen", "Pay dismiss",
            ])
    }
}
