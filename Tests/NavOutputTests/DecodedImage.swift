import Foundation

/// A PNG's pixels as RGB, decoded by ImageMagick (`convert png:- ppm:-`), which
/// scripts/test installs: navviz itself never decodes images.
struct DecodedImage: Equatable {
    var width: Int
    var height: Int
    /// Three bytes a pixel, row by row.
    var rgb: [UInt8]

    init(width: Int, height: Int, rgb: [UInt8]) {
        (self.width, self.height, self.rgb) = (width, height, rgb)
    }

    init(png: [UInt8]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-decode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.png")
        try Data(png).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["convert", input.path, "ppm:-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let ppm = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Unreadable(reason: "convert exited with \(process.terminationStatus)") }
        // "P6", width, height, 255, one whitespace byte each, then the pixels.
        var fields: [String] = []
        var offset = 0
        while fields.count < 4, offset < ppm.count {
            let start = offset
            while offset < ppm.count, ![0x20, 0x0A, 0x0D, 0x09].contains(ppm[offset]) { offset += 1 }
            fields.append(String(decoding: ppm[start..<offset], as: UTF8.self))
            offset += 1
        }
        guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]), fields[3] == "255",
              ppm.count - offset == width * height * 3 else { throw Unreadable(reason: "not an 8-bit PPM: \(fields)") }
        self.init(width: width, height: height, rgb: Array(ppm[offset...]))
    }

    /// The top left `width` × `height` pixels.
    func cropped(width: Int, height: Int) -> DecodedImage {
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for row in 0..<height { rgb += self.rgb[(row * self.width * 3)..<(row * self.width * 3 + width * 3)] }
        return DecodedImage(width: width, height: height, rgb: rgb)
    }

    /// This image with `other` drawn over it at the top left corner.
    func overlaid(with other: DecodedImage) -> DecodedImage {
        var result = self
        for row in 0..<min(height, other.height) {
            let count = min(width, other.width) * 3
            result.rgb.replaceSubrange((row * width * 3)..<(row * width * 3 + count), with: other.rgb[(row * other.width * 3)..<(row * other.width * 3 + count)])
        }
        return result
    }

    struct Unreadable: Error {
        var reason: String
    }
}
