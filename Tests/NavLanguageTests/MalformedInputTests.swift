import Testing
@testable import NavLanguage

/// One malformed `.nav` text and the first error navviz must report for it.
struct MalformedInput: CustomTestStringConvertible, Sendable {
    let text: String
    let message: String
    let line: Int
    let column: Int
    /// The "did you mean" or other fix, when the case is about one.
    var help: String?

    init(_ text: String, _ message: String, at line: Int, _ column: Int, help: String? = nil) {
        self.text = text
        self.message = message
        self.line = line
        self.column = column
        self.help = help
    }

    var testDescription: String { text.replacingAll("\n", "⏎") }
}

@Suite("Malformed input")
struct MalformedInputTests {
    static let cases: [MalformedInput] = [
        // Files and statement order
        MalformedInput("", "the flow has no `root`", at: 1, 1),
        MalformedInput("# only a comment\n", "the flow has no `root`", at: 1, 1),
        MalformedInput("title", "a string is missing", at: 1, 6),
        MalformedInput("title Checkout\nroot A", "unexpected `Checkout`", at: 1, 7),
        MalformedInput("title \"A\"\ntitle \"B\"\nroot A", "`title` is given twice", at: 2, 1),
        MalformedInput("root A\nA push B\ntitle \"late\"", "`title` must come before the first step", at: 3, 1),
        MalformedInput("ios 17\nios 16\nroot A", "`ios` is given twice", at: 2, 1),
        MalformedInput("root A\nios 17", "`ios` must come before `root`", at: 2, 1),
        MalformedInput("ios 5\nroot A", "iOS 5 is not a version navviz simulates", at: 1, 5),
        MalformedInput("ios seventeen\nroot A", "unexpected `seventeen`", at: 1, 5),
        MalformedInput("ios 17.4\nroot A", "unexpected `.` after the statement", at: 1, 7),
        MalformedInput("top push B\nroot A", "an operation before `root`", at: 1, 1),
        MalformedInput("root A\nexpcet top == A", "unknown statement `expcet`", at: 2, 1, help: "did you mean `expect`?"),
        MalformedInput("Root nav N [A]", "unknown statement `Root`", at: 1, 1, help: "did you mean `root`?"),
        // UIKit's method names, as a flow written from code has them.
        MalformedInput(
            "root nav N [A]\nA pushViewController B", "unknown operation `pushViewController`", at: 2, 3,
            help: "did you mean `push`? (`pushViewController` is UIKit's name; .nav writes `push`)"),
        MalformedInput(
            "root nav N [A]\nA presentViewController B", "unknown operation `presentViewController`", at: 2, 3,
            help: "did you mean `present`? (`presentViewController` is UIKit's name; .nav writes `present`)"),
        MalformedInput(
            "root nav N [A]\nA dismissViewControllerAnimated", "unknown operation `dismissViewControllerAnimated`", at: 2, 3,
            help: "did you mean `dismiss`? (`dismissViewControllerAnimated` is UIKit's name; .nav writes `dismiss`)"),
        MalformedInput(
            "root nav N [A]\nN popViewController", "unknown operation `popViewController`", at: 2, 3,
            help: "did you mean `pop`? (`popViewController` is UIKit's name; .nav writes `pop`)"),
        MalformedInput(
            "root nav N [A]\nN popToRootViewControllerAnimated", "unknown operation `popToRootViewControllerAnimated`", at: 2, 3,
            help: "did you mean `popToRoot`? (`popToRootViewControllerAnimated` is UIKit's name; .nav writes `popToRoot`)"),
        MalformedInput(
            "root nav N [A]\nN setviewcontrollers [A]", "unknown operation `setviewcontrollers`", at: 2, 3,
            help: "did you mean `setViewControllers`? (`setviewcontrollers` is UIKit's name; .nav writes `setViewControllers`)"),
        MalformedInput(
            "root tabs T [A, B]\nT setSelectedIndex 1", "unknown operation `setSelectedIndex`", at: 2, 3,
            help: "did you mean `select`? (`setSelectedIndex` is UIKit's name; .nav writes `select`)"),
        MalformedInput(
            "root nav N [A]\nA addChildViewController B", "unknown operation `addChildViewController`", at: 2, 3,
            help: "did you mean `addChild`? (`addChildViewController` is UIKit's name; .nav writes `addChild`)"),
        MalformedInput("root A\nnav push B", "unexpected keyword `nav` at the start of a statement", at: 2, 1),
        MalformedInput("root A\n[A] push B", "unexpected `[` at the start of a statement", at: 2, 1),
        MalformedInput("root A\n  A present B", "unexpected indentation", at: 2, 3),
        // View-controller expressions
        MalformedInput("root nil", "the window's root cannot be nil", at: 1, 6),
        MalformedInput("root nav N", "a `[` list is missing", at: 1, 11),
        MalformedInput("root nav [A]", "unexpected `[`", at: 1, 10),
        MalformedInput(
            "root nav top [A]", "unexpected keyword `top`", at: 1, 10,
            help: "`top` is a keyword and cannot name a view controller"),
        MalformedInput("root nav N []", "a navigation controller needs a root view controller", at: 1, 10),
        MalformedInput("root split S []", "a split view controller takes two columns (or its primary only), got 0", at: 1, 12),
        MalformedInput("root tabs T [A, B] selected: 2", "`selected: 2` is past the last tab of `T`", at: 1, 30),
        MalformedInput(
            "root tabs T [Feed, Search] selected: Serch", "`Serch` is not one of the tabs of `T`", at: 1, 38,
            help: "did you mean `Search`?"),
        MalformedInput("root tabs T [A, B] selectd: 1", "unknown option `selectd:` of `tabs`", at: 1, 20, help: "did you mean `selected`?"),
        MalformedInput("root nav N [A B]", "unexpected `B` in a list", at: 1, 15),
        MalformedInput("root nav N [A,, B]", "unexpected `,`", at: 1, 15),
        MalformedInput("root nav N [A, nil]", "a list cannot hold nil", at: 1, 16),
        MalformedInput("root nav N [A", "this `[` is never closed", at: 1, 12),
        MalformedInput("root nav N [A]]", "`]` without a matching `[`", at: 1, 15),
        MalformedInput("root A: nav", "unexpected keyword `nav` after `A:`", at: 1, 9),
        MalformedInput(
            "root nav N [A]\nroot tabs N [B]",
            "`N` is a navigation controller (`nav`) (line 1), it cannot become a tab bar controller (`tabs`)", at: 2, 11),
        MalformedInput("root A: Home\nA present A: Other", "`A` was declared as `Home` (line 1), not `Other`", at: 2, 11),
        // Actors and operations
        MalformedInput(
            "root nav MainNavigationVC [VCN1]\nVCN1 push VCN2\nVNC2 pop", "unknown view controller `VNC2`", at: 3, 1,
            help: "did you mean `VCN2`?"),
        MalformedInput("root A\nA presnt B", "unknown operation `presnt`", at: 2, 3, help: "did you mean `present`?"),
        MalformedInput("root A\nA popToRot", "unknown operation `popToRot`", at: 2, 3, help: "did you mean `popToRoot`?"),
        MalformedInput("root A\nA", "`A` is not followed by an operation", at: 2, 2),
        MalformedInput("root A\nA push", "a view controller is missing", at: 2, 7),
        MalformedInput("root A\nA addChild nil", "`addChild` needs a view controller, not nil", at: 2, 12),
        MalformedInput("root A\nA popTo", "a view controller is missing", at: 2, 8),
        MalformedInput("root A\nA setStack B", "unexpected `B`", at: 2, 12),
        MalformedInput("root A\nA select", "`select` needs a tab", at: 2, 9),
        MalformedInput("root A\nA select \"x\"", "unexpected string \"x\" after `select`", at: 2, 10),
        MalformedInput("root A\nA.presentng dismiss", "unknown property `presentng`", at: 2, 3, help: "did you mean `presenting`?"),
        MalformedInput("root A\nA.", "a property name must follow `.`", at: 2, 3),
        MalformedInput("root A\nA push B C", "unexpected `C` after the operation", at: 2, 10, help: "put each statement on its own line"),
        // Options
        MalformedInput(
            "root A\nA present B style: fullscreen", "unknown presentation style `fullscreen`", at: 2, 20,
            help: "did you mean `fullScreen`?"),
        MalformedInput(
            "root A\nA present B style: .pageSheet", "unknown presentation style `.`", at: 2, 20,
            help: "write `pageSheet`, without Swift's leading dot"),
        MalformedInput("root A\nA present B style:", "option `style:` has no value", at: 2, 19),
        MalformedInput(
            "root A\nA push B style: fullScreen", "`style:` applies to `present`, `show`, `showDetail` and `entry` only, not `push`", at: 2, 10),
        MalformedInput(
            "root A\nA present B style: formSheet sourceView: \"x\"", "`sourceView:` anchors a popover, but this presentation is `formSheet`", at: 2,
            30),
        MalformedInput(
            "root A\nA present B sourceView: \"x\" barButtonItem: \"y\"", "a popover has one anchor: `sourceView:` is given already", at: 2, 29),
        MalformedInput("root A\nA present B sourceView: x", "`sourceView:` takes the anchor's name in quotes, not `x`", at: 2, 25),
        MalformedInput(
            "root A\nA push B sourceView: \"x\"", "`sourceView:` applies to `present`, `show`, `showDetail` and `entry` only, not `push`", at: 2, 10),
        MalformedInput("root A\nA present alert B style: fullScreen", "`style:` does not apply to an alert controller", at: 2, 19),
        MalformedInput("root A\nA present alert B barButtonItem: \"x\"", "an alert has no anchor; an action sheet does", at: 2, 19),
        MalformedInput("root A\nA push alert B", "an alert controller is only ever presented, not the operand of `push`", at: 2, 14),
        MalformedInput("root nav N [alert B]", "an alert controller is only ever presented", at: 1, 19),
        MalformedInput("root A\nstep \"s\"\n  A swipeDown", "`swipeDown` is the user's gesture, not a line of code", at: 3, 5),
        MalformedInput("root A\nA swipeBack animated: false", "`animated:` does not apply to the user's gesture `swipeBack`", at: 2, 13),
        MalformedInput("root tabs T [A, B]\nT tapTab 1 animated: false", "`animated:` does not apply to the user's gesture `tapTab`", at: 2, 12),
        MalformedInput("root tabs T [A, B]\nstep \"s\"\n  T tapTab 1", "`tapTab` is the user's gesture, not a line of code", at: 3, 5),
        MalformedInput(
            "root tabs T [A, B]\nT select 1 shouldSelect: false", "`shouldSelect:` applies to the user's `tapTab` only, not `select`", at: 2, 12),
        MalformedInput("root tabs T [A, B]\nT tapTab 1 shouldSelect: no", "`shouldSelect:` takes `true` or `false`, not `no`", at: 2, 26),
        MalformedInput("root tabs T [A, B]\nT tapTab", "`tapTab` needs a tab", at: 2, 9),
        MalformedInput("device iphone sideways\nroot A", "unknown orientation `sideways`", at: 1, 15),
        MalformedInput("device iphone Landscape\nroot A", "unknown orientation `Landscape`", at: 1, 15, help: "did you mean `landscape`?"),
        MalformedInput("root split S [A, B]\nS setViewController C", "`for:` is missing", at: 2, 22),
        MalformedInput(
            "root split S [A, B]\nS setViewController C for: secondry", "unknown column `secondry`", at: 2, 28, help: "did you mean `secondary`?"),
        MalformedInput(
            "ios 13\nroot split S [A, B] style: doubleColumn", "column-style split views need iOS 14 or later; this flow is `ios 13`", at: 2, 28),
        MalformedInput(
            "root split S [A, B] style: doubleColum", "unknown split view style `doubleColum`", at: 1, 28, help: "did you mean `doubleColumn`?"),
        MalformedInput(
            "root split S [A, B, C]", "a split view controller takes two columns (or its primary only), got 3", at: 1, 12,
            help: "three columns make a column-style split view: add `style: tripleColumn`"),
        MalformedInput("root split S [A, B] style: tripleColumn", "a `tripleColumn` split view controller takes 3 columns, got 2", at: 1, 12),
        MalformedInput("root split S [A, B] compact: C", "`compact:` is a column of a column-style split view", at: 1, 21),
        MalformedInput(
            "root A\nset A.adaptivePresentationStyle = currentContext", "`adaptivePresentationStyle` cannot be `currentContext`", at: 2, 35),
        MalformedInput(
            "root A\nset A.topColumnForCollapsing = secundary", "`topColumnForCollapsing` cannot be `secundary`", at: 2, 32,
            help: "did you mean `secondary`?"),
        MalformedInput("root A\nset A.isModalInPresentation = yes", "`isModalInPresentation` is `true` or `false`, not `yes`", at: 2, 31),
        MalformedInput("root A\nexpect no warnings", "unexpected `warnings`", at: 2, 11, help: "did you mean `warning`?"),
        MalformedInput(
            "root A\nexpect no warning \"x\"", "unexpected string \"x\" after `expect no warning`", at: 2, 19,
            help: "`expect no warning` takes no text: UIKit logs nothing at all"),
        MalformedInput(
            "root A\nexpect callback A.viewWillApear", "`viewWillApear` is no callback a step sends", at: 2, 19,
            help: "did you mean `viewWillAppear`?"),
        MalformedInput("root A\nexpect callback B.viewDidLoad", "unknown view controller `B`", at: 2, 17),
        MalformedInput("root A\nexpect callbacks [A.viewDidLoad]", "unexpected `[`", at: 2, 18),
        MalformedInput("root A\nA present B animated: no", "`animated:` takes `true` or `false`, not `no`", at: 2, 23),
        MalformedInput("root A\nA present B animatd: false", "unknown option `animatd:`", at: 2, 13, help: "did you mean `animated`?"),
        MalformedInput("root A\nA present B animated: true animated: false", "option `animated:` is given twice", at: 2, 28),
        MalformedInput(
            "root A\nA present B fullScreen", "unexpected `fullScreen` after the operation", at: 2, 13,
            help: "give the style as an option: `style: fullScreen`"),
        MalformedInput(
            "root A\nA present B style fullScreen", "unexpected `style` after the operation", at: 2, 13,
            help: "write the option with a colon: `style: ...`"),
        MalformedInput(
            "root A\nA push B \"go\" animated: false", "unexpected `animated` after the operation", at: 2, 15,
            help: "a caption comes last, after the options"),
        MalformedInput("root A\nA present B \"cap\" \"more\"", "unexpected string \"more\" after the operation", at: 2, 19),
        // Step groups
        MalformedInput("root A\nthen A dismiss", "`then` outside a `step` group", at: 2, 1),
        MalformedInput("root A\nstep \"x\"\n  then A dismiss", "`then` on the first line of a group", at: 3, 3),
        MalformedInput("root A\nstep \"x\"\n  A present B\n  then", "`then` needs an operation after it", at: 4, 7),
        MalformedInput("root A\nstep \"x\"\nA dismiss", "this `step` group has no operations", at: 2, 1),
        MalformedInput("root A\nstep\n  A dismiss", "a string is missing", at: 2, 5),
        MalformedInput("root A\nstep \"x\"\n  expect top == A", "unexpected keyword `expect` in a `step` group", at: 3, 3),
        // set
        MalformedInput(
            "root A\nset A.definesPresentationContext = maybe", "`definesPresentationContext` is `true` or `false`, not `maybe`", at: 2, 36),
        MalformedInput("root A\nset A.modalPresentationStyle = sheet", "unknown presentation style `sheet`", at: 2, 32),
        MalformedInput("root A\nset A.definesPresentationContext == true", "unexpected `==`", at: 2, 34, help: "`set` assigns with a single `=`"),
        MalformedInput(
            "root A\nset A.definesPresentationContxt = true", "unknown property `definesPresentationContxt`", at: 2, 7,
            help: "did you mean `definesPresentationContext`?"),
        MalformedInput("root A\nset A", "`set` needs a property", at: 2, 6),
        MalformedInput("root A\nset A.definesPresentationContext =", "a value is missing", at: 2, 35),
        // expect
        MalformedInput("root A\nexpect", "`expect` needs a query", at: 2, 7),
        MalformedInput("root A\nexpect top = A", "unexpected `=`", at: 2, 12, help: "compare with `==`"),
        MalformedInput("root A\nexpect top ==", "the expected value is missing", at: 2, 14),
        MalformedInput("root A\nexpect top == 3", "unexpected `3`", at: 2, 15),
        MalformedInput("root A\nA present B\nexpect top == Bx", "unknown view controller `Bx`", at: 3, 15, help: "did you mean `B`?"),
        MalformedInput("root nav N [A]\nexpect N.viewControllers == A", "unexpected `A`", at: 2, 29),
        MalformedInput(
            "root nav N [A]\nexpect N.viewControlers == [A]", "unknown property `viewControlers`", at: 2, 10,
            help: "did you mean `viewControllers`?"),
        MalformedInput("root nav N [A, B]\nexpect N.children == [A B]", "unexpected `B`", at: 2, 25),
        MalformedInput("root tabs T [A]\nexpect T.selectedIndex == A", "unexpected `A`", at: 2, 27),
        MalformedInput("root A\nexpect A.visible == yes", "unexpected `yes`", at: 2, 21),
        MalformedInput("root A\nA present B\nexpect warning 3", "unexpected `3` after `expect warning`", at: 3, 16),
        MalformedInput("root A\nA present B\nexpect crash\nA dismiss", "`expect crash` must be the last statement of the file", at: 3, 1),
        // Lexical
        MalformedInput("title \"abc", "this string is not closed", at: 1, 7),
        MalformedInput("title \"a\\qb\"\nroot A", "unknown escape `\\q` in a string", at: 1, 9),
        MalformedInput("root A\nA push B -> C", "unexpected character `-`", at: 2, 10, help: "operations are words: `A present B`, not arrows"),
        MalformedInput("root A\nA push B // note", "unexpected character `/`", at: 2, 10, help: "comments start with `#`"),
        MalformedInput("root A\nA select 99999999999", "the number 99999999999 is too large", at: 2, 10),
        MalformedInput("title \u{201C}Checkout\u{201D}\nroot A", "unexpected character `\u{201C}`", at: 1, 7, help: "use straight quotes `\"`"),
        MalformedInput("title \"a\u{7}b\"\nroot A", "the string contains the control character `U+0007`", at: 1, 9),
        MalformedInput("root A\u{1B}[31m", "unexpected character `U+001B`", at: 1, 7),
    ]

    @Test(arguments: cases)
    func reportsTheExactMessageAndLocation(_ input: MalformedInput) throws {
        let result = Parser.parse(SourceFile(path: "bad.nav", text: input.text))
        let error = try #require(result.errors.first, "no error for \(input.testDescription)")
        #expect(error.message == input.message)
        #expect(error.location == SourceLocation(line: input.line, column: input.column))
        if let help = input.help {
            #expect(error.help == help)
        }
    }
}
