import Foundation
import Testing

/// A new user's first mistakes, each answered with what to do instead (issue 26): the
/// wrong kind of file, a mistyped command, UIKit's calls written as in Swift.
@Suite("First mistakes that teach", .serialized)
struct FirstMistakesTests {
    static let fixtures = NavvizProcess.packageRoot.appendingPathComponent("Tests/NavImportTests/Fixtures")

    /// A new folder holding `files` (name → text) and copies of the import fixtures `copies`.
    private func folder(_ files: [String: String] = [:], copies: [String] = []) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        for name in copies {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func aStoryboardGivenToRenderIsAnsweredInTwoLinesWithTheImportCommand() throws {
        let here = try folder(copies: ["Main.storyboard"])
        let result = try NavvizProcess.run(["Main.storyboard", "-o", "out"], in: here)
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                navviz: error: Main.storyboard is an Interface Builder storyboard, not a .nav flow
                  import it first: navviz import Main.storyboard -o Main.nav && navviz Main.nav -o out

                """)
        #expect(!FileManager.default.fileExists(atPath: here.appendingPathComponent("out").path), "nothing is written")
    }

    @Test func aDumpGivenToCheckIsAnsweredWithTheImportCommandAndTheCheckToRunAfter() throws {
        let here = try folder(copies: ["cycript.txt"])
        let result = try NavvizProcess.run(["check", "cycript.txt"], in: here)
        #expect(result.status == 2)
        #expect(result.stderr.contains("navviz import cycript.txt -o cycript.nav && navviz check cycript.nav"))
        #expect(result.stdout.contains("cycript.txt: invalid — cycript.txt is a _printHierarchy dump, not a .nav flow\n"))
        #expect(!result.stderr.contains("unexpected character"), "no lexer errors on a dump")
    }

    @Test func aStoryboardIsRecognisedByItsContentWhateverItsName() throws {
        let storyboard = try String(contentsOf: Self.fixtures.appendingPathComponent("Main.storyboard"), encoding: .utf8)
        let here = try folder(["flow.nav": storyboard])
        let result = try NavvizProcess.run(["dump", "flow.nav"], in: here)
        #expect(result.status == 2)
        #expect(result.stderr.contains("flow.nav is an Interface Builder storyboard, not a .nav flow"))
        #expect(
            result.stderr.contains("navviz import flow.nav -o flow-imported.nav && navviz dump flow-imported.nav"),
            "the import never overwrites its input")
    }

    @Test func swiftCodeAXibAndAnAppFolderAreAnsweredWithTheImportOfTheAppsFolder() throws {
        let here = try folder(
            ["App/Screens/HomeViewController.swift": "import UIKit\nfinal class HomeViewController: UIViewController {}\n"],
            copies: ["NotStoryboard.xib"])
        let swift = try NavvizProcess.run(["App/Screens/HomeViewController.swift", "-o", "out"], in: here)
        #expect(swift.status == 2)
        #expect(swift.stderr.contains("App/Screens/HomeViewController.swift is Swift code, not a .nav flow"))
        #expect(swift.stderr.contains("import the app's folder first: navviz import App/Screens -o app.nav && navviz app.nav -o out"))
        let xib = try NavvizProcess.run(["check", "NotStoryboard.xib"], in: here)
        #expect(xib.stderr.contains("NotStoryboard.xib is an Interface Builder xib, not a .nav flow"))
        #expect(xib.stderr.contains("navviz import . -o app.nav && navviz check app.nav"))
        let app = try NavvizProcess.run(["App", "-o", "out"], in: here)
        #expect(app.stderr.contains("App is a folder with an app's code, not a .nav flow"))
        #expect(app.stderr.contains("import it first: navviz import App -o app.nav && navviz app.nav -o out"))
    }

    @Test func aFolderWithoutAnAppAndAMissingStoryboardKeepTheirOwnErrors() throws {
        let here = try folder(["notes/readme.txt": "hello\n"])
        #expect(try NavvizProcess.run(["notes"], in: here).stderr.contains("notes is a folder, not a .nav file"))
        #expect(try NavvizProcess.run(["Gone.storyboard"], in: here).stderr.contains("cannot read Gone.storyboard"))
    }

    @Test func aMistypedCommandGetsDidYouMeanInsteadOfBeingTakenForTheFlow() throws {
        let here = try folder(["flow.nav": "root nav N [A]\nA push B\n"])
        let result = try NavvizProcess.run(["chek", "flow.nav"], in: here)
        #expect(result.status == 2)
        #expect(result.stderr == "navviz: error: unknown command 'chek'; did you mean `navviz check`?\n")
        #expect(try NavvizProcess.run(["dupm", "flow.nav"], in: here).stderr.contains("did you mean `navviz dump`?"))
        #expect(try NavvizProcess.run(["hlep"], in: here).stderr.contains("did you mean `navviz help`?"))
    }

    /// `help` is a command of its own, though ArgumentParser adds it, not navviz.
    @Test func helpIsNotTakenForAMistypedCommand() throws {
        let result = try NavvizProcess.run(["help", "check"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("OVERVIEW"))
    }

    @Test func aFileNamedLikeACommandIsStillTheFlow() throws {
        let here = try folder(["chek": "root nav N [A]\nA push B\n"])
        let result = try NavvizProcess.run(["chek", "--map", "--format", "dot"], in: here)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("digraph"))
    }

    @Test func everyLineOfARunOfUIKitCallsGetsItsOwnLocatedHint() throws {
        let here = try folder([
            "flow.nav": """
            root nav Main [Home]
            Home pushViewController Detail
            Detail presentViewController Sheet
            Sheet dismissViewControllerAnimated
            Home performSegue showDetail

            """
        ])
        let result = try NavvizProcess.run(["check", "--diagnostics-format", "gcc", "flow.nav"], in: here)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(result.stderr)")
        #expect(lines.first { $0.hasPrefix("flow.nav:2:6: error: unknown operation `pushViewController`") }?.contains("did you mean `push`?") == true)
        #expect(
            lines.first { $0.hasPrefix("flow.nav:3:8: error: unknown operation `presentViewController`") }?.contains("did you mean `present`?")
                == true)
        #expect(
            lines.first { $0.hasPrefix("flow.nav:4:7: error: unknown operation `dismissViewControllerAnimated`") }?.contains(
                "did you mean `dismiss`?") == true)
        #expect(
            lines.first { $0.hasPrefix("flow.nav:5:6: error: unknown operation `performSegue`") }?
                .contains("a segue is written as the call it makes: `A show B`, `A present B` or `A push B`") == true)
        #expect(!result.stderr.contains("unknown statement"))
    }

    @Test func aCallWrittenAsInSwiftIsOneErrorWithTheHintForItsMethod() throws {
        let here = try folder([
            "flow.nav": """
            root nav Main [Home]
            Home pushViewController(Detail, animated: true)
            Home presentViewController(Sheet, animated: true, completion: nil)
            Home performSegue(withIdentifier: "show(Detail)", sender: nil)

            """
        ])
        let result = try NavvizProcess.run(["check", "--diagnostics-format", "gcc", "flow.nav"], in: here)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "one error per line, not one per parenthesis: \(result.stderr)")
        #expect(
            lines[0].hasPrefix("flow.nav:2:24: error: unexpected character `(`")
                && lines[0].contains("calls take no parentheses: did you mean `push`?"))
        #expect(lines[1].hasPrefix("flow.nav:3:27: error: unexpected character `(`") && lines[1].contains("did you mean `present`?"))
        #expect(lines[2].hasPrefix("flow.nav:4:18: error: unexpected character `(`") && lines[2].contains("a segue is written as the call it makes"))
    }

    @Test func countsOfOneAreSingular() throws {
        let here = try folder(["one.nav": "root nav N [A]\nA push B\nexpect top == B\n", "none.nav": "root nav N [A]\n"])
        let check = try NavvizProcess.run(["check", "one.nav"], in: here)
        #expect(check.stdout.contains("one.nav: passed — 1 step, 1/1 expectation, 0 warnings"))
        let render = try NavvizProcess.run(["none.nav", "-o", "out", "--format", "dot"], in: here)
        #expect(render.stdout.hasPrefix("navviz: wrote 1 frame and the flow map (dot) → out (2 files)"), "\(render.stdout)")
    }

    @Test func aStatementOverSeveralLinesIsTitledByItsFirstLineWithItsListClosed() throws {
        let here = try folder(["flow.nav": "root nav N [A]\nA present nav M [\n    B,\n    C,\n]\n"])
        let result = try NavvizProcess.run(["flow.nav", "--step", "1", "--format", "dot"], in: here)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Step 1 of 1 — A present nav M […]"))
        #expect(!result.stdout.contains("Step 1 of 1 — A present nav M [<"))
    }

    /// Issue 34: each of the language's first mistakes is located and answered with its fix.
    @Test func theLanguagesFirstMistakesAreLocatedWithTheirFix() throws {
        let here = try folder([
            "alert.nav": "root nav Main [Home]\nHome present alert\n",
            "tab.nav": "root tabs Main [nav HomeNav [Home], nav SettingsNav [Settings]]\nHome select Settings\n",
            "style.nav": "root nav Main [Home]\nHome present Settings style: sheet\n",
        ])
        let alert = try NavvizProcess.run(["check", "--diagnostics-format", "gcc", "alert.nav"], in: here)
        #expect(
            alert.stderr.hasPrefix("alert.nav:2:14: warning: `alert` alone is a plain view controller named `alert`, not a UIAlertController"),
            "\(alert.stderr)")
        #expect(alert.stderr.contains("name the alert controller: `alert Confirm`"))
        let tab = try NavvizProcess.run(["check", "--diagnostics-format", "gcc", "tab.nav"], in: here)
        #expect(
            tab.stderr.hasPrefix(
                "tab.nav:2:1: warning: lint: Main has no such tab; UIKit ignores the selection and logs nothing. Settings is inside the tab SettingsNav: did you mean `select SettingsNav`?"
            ), "\(tab.stderr)")
        let style = try NavvizProcess.run(["check", "--diagnostics-format", "gcc", "style.nav"], in: here)
        #expect(style.status == 2)
        #expect(style.stderr.hasPrefix("style.nav:2:30: error: unknown presentation style `sheet`"), "\(style.stderr)")
        #expect(style.stderr.contains("did you mean `pageSheet` or `formSheet`?"))
    }

    /// The render's summary names the expect lines that failed; check's counts files, as it says.
    @Test func summariesSayWhichLineFailedAndWhatTheyCount() throws {
        let here = try folder([
            "wrong.nav": "root nav Main [Home]\nHome push Detail\nexpect top == Home\nexpect Main.viewControllers == [Home, Detail]\n"
        ])
        let render = try NavvizProcess.run(["wrong.nav", "-o", "out", "--format", "dot"], in: here)
        #expect(
            render.stdout.contains("1 of 2 expectations FAILED: `expect top == Home` (line 3) (run navviz check for the details)"),
            "\(render.stdout)")
        let check = try NavvizProcess.run(["check", "wrong.nav"], in: here)
        #expect(check.stdout.hasSuffix("wrong.nav: FAILED — 1 step, 1/2 expectations, 0 warnings\n0 files passed, 1 failed\n"), "\(check.stdout)")
    }

    /// An Xcode project given where its folder belongs is read with that folder: its paths
    /// are relative to it (issue 41: "holds no .swift, .storyboard or .xib file" before).
    @Test func anXcodeProjectIsImportedWithTheFolderItIsIn() throws {
        let project = try String(
            contentsOf: Self.fixtures.appendingPathComponent("Projects/Reader.xcodeproj/project.pbxproj"), encoding: .utf8)
        let here = try folder([
            "App/Reader.xcodeproj/project.pbxproj": project,
            "App/iOS/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                }
            }
            final class HomeViewController: UIViewController {}
            """,
            "App/Mac/MacApp.swift": "import AppKit\n",
        ])
        let result = try NavvizProcess.run(["import", "App/Reader.xcodeproj"], in: here)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("title \"Reader\""))
        #expect(result.stdout.contains("# App/Reader.xcodeproj is read with the folder it is in, which its paths are relative to"))
        #expect(result.stdout.contains("Home: HomeViewController"))
        #expect(!result.stderr.contains("holds no .swift"))
    }

    /// One Swift file of an app is imported alone, and the note says which folder is the app.
    @Test func aLoneSwiftFileOfAnAppNamesTheAppsFolder() throws {
        let here = try folder([
            "Package.swift": "let package = Package(name: \"Notes\")\n",
            "Sources/Notes/Screens/NoteViewController.swift": "import UIKit\nfinal class NoteViewController: UIViewController {}\n",
        ])
        let result = try NavvizProcess.run(["import", "Sources/Notes/Screens/NoteViewController.swift"], in: here)
        #expect(
            result.stderr.contains(
                "navviz: note: Sources/Notes/Screens/NoteViewController.swift is one file of an app, so the flow shows only what it does alone; "
                    + "`navviz import \(here.standardizedFileURL.path)` reads the whole app"), "\(result.stderr)")
    }

    /// One Swift file sets no launch root: the warning says a file was read, not the app's
    /// folder, and what to import instead; an Objective-C file beside it is not blamed.
    @Test func aLoneSwiftFileWithoutARootIsToldToImportTheAppsFolder() throws {
        let here = try folder([
            "App/Screens/NoteViewController.swift": """
            import UIKit
            final class NoteViewController: UIViewController {
                func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
            }
            final class DetailViewController: UIViewController {}
            """,
            "App/main.m": "int main(void) { return 0; }\n",
        ])
        let result = try NavvizProcess.run(["import", "App/Screens/NoteViewController.swift"], in: here)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "navviz: warning: no launch root was found in the files given, so every screen is an entry from a stand-in root: "
                    + "import the app's folder (the one with its Xcode project or Package.swift) to start where the app starts"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("check that the folder is the app's"), "\(result.stderr)")
        #expect(!(result.stderr + result.stdout).contains("Objective-C"), "\(result.stderr)")
        #expect(result.stderr.contains("1 navigation call site: 1 step,"), "\(result.stderr)")
    }
}
