import Foundation
import Graphviz

// The benchmark's floor: what Graphviz itself costs for a flow, with nothing else.
// `navviz-bench MAP.dot FRAME.dot... [--format svg]` lays out MAP.dot once with `dot`
// and re-renders every frame DOT (navviz's own `--format dot` output, pinned to the
// map's geometry) with `nop2`, through the same binding navviz uses. The DOT files are
// read before the clock starts; it prints the seconds spent in Graphviz.

var arguments = Array(CommandLine.arguments.dropFirst())
var format = ImageFormat.svg
if let flag = arguments.firstIndex(of: "--format"), flag + 1 < arguments.count, let chosen = ImageFormat(rawValue: arguments[flag + 1]) {
    format = chosen
    arguments.removeSubrange(flag...(flag + 1))
}
guard arguments.count >= 2, !arguments.contains("--format") else {
    FileHandle.standardError.write(Data("usage: navviz-bench MAP.dot FRAME.dot... [--format svg|png]\n".utf8))
    exit(2)
}
let texts = try arguments.map { try String(contentsOfFile: $0, encoding: .utf8) }
let renderer = GraphvizRenderer.shared
let start = DispatchTime.now()
_ = try renderer.layout(dot: texts[0])
var bytes = 0
for frame in texts.dropFirst() {
    bytes += try renderer.render(dot: frame, engine: .nop2, format: format).count
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
print("\(seconds) seconds, \(texts.count - 1) frames, \(bytes) bytes")
