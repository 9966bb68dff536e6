import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import NavLanguage

/// Reads what a xib says about view controllers with Foundation's `XMLParser`: the
/// File's Owner's class, else the first top-level view controller's.
package final class XibReader: NSObject, XMLParserDelegate {
    private var owner: String?
    private var controller: String?
    private var isRoot = true
    private var rootElement = ""

    package static func read(_ input: ImportInput) throws(InputError) -> Xib {
        try XMLDocumentSize.check(input)
        let reader = XibReader()
        let parser = XMLParser(data: Data(input.text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse() else {
            throw InputError(
                input.source,
                Diagnostic(
                    .error, "this is not well-formed XML, so not a xib",
                    at: SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)),
                    expected: "an Interface Builder xib (XML)", help: "open the file in Xcode"))
        }
        guard reader.rootElement == "document" else {
            throw InputError(
                input.source,
                Diagnostic(
                    .error, "this XML is not a xib: its root element is <\(reader.rootElement)>",
                    at: SourceLocation(line: 1, column: 1), expected: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"))
        }
        return Xib(input: input, ownerClass: reader.owner ?? reader.controller)
    }

    package func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if isRoot {
            isRoot = false
            rootElement = element
        } else if element == "placeholder", attributes["placeholderIdentifier"] == "IBFilesOwner", let className = attributes["customClass"] {
            owner = className
        } else if controller == nil, element.hasSuffix("Controller"), let className = attributes["customClass"] {
            controller = className
        }
    }
}
