/// A xib read for the code import: the class its File's Owner stands for (the view
/// controller that loads it with `init(nibName:bundle:)`), or its first top-level view
/// controller's class.
package struct Xib: Sendable {
    package let input: ImportInput
    /// The name `nibName:` uses: the file name without `.xib`.
    package let name: String
    package let ownerClass: String?

    package init(input: ImportInput, ownerClass: String?) {
        self.input = input
        let fileName = input.fileName
        name = fileName.hasSuffix(".xib") ? String(fileName.dropLast(".xib".count)) : fileName
        self.ownerClass = ownerClass
    }
}
