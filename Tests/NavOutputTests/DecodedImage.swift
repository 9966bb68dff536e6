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
        let ppm = try Self.convert(png, to: "ppm:-")
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
            ppm.count - offset == width * height * 3
        else { throw Unreadable(reason: "not an 8-bit PPM: \(fields)") }
        self.init(width: width, height: height, rgb: Array(ppm[offset...]))
    }

    /// A PNG's pixels with their alpha, four bytes a pixel, row by row.
    static func rgba(png: [UInt8]) throws -> [UInt8] {
        try convert(png, to: "rgba:-")
    }

    /// `png` converted by ImageMagick to `output` (8 bits a channel).
    private static func convert(_ png: [UInt8], to output: String) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-decode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.png")
        try Data(png).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["convert", input.path, "-depth", "8", output]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let bytes = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Unreadable(reason: "convert exited with \(process.terminationStatus)") }
        return bytes
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
            result.rgb.replaceSubrange(
                (row * width * 3)..<(row * width * 3 + count), with: other.rgb[(row * other.width * 3)..<(row * other.width * 3 + count)])
        }
        return result
    }

    /// This image with an animation frame drawn at `x`, `y`: `rgba` pixels, `width` wide,
    /// that replace what is there, or with `blendsOver` are drawn over it (each one opaque
    /// or transparent, as navviz writes them).
    func drawing(rgba: [UInt8], width: Int, atX x: Int, y: Int, blendsOver: Bool) throws -> DecodedImage {
        var result = self
        for index in 0..<(rgba.count / 4) {
            let alpha = rgba[index * 4 + 3]
            guard !blendsOver || alpha == 0 || alpha == 255 else { throw Unreadable(reason: "a partly transparent pixel to blend") }
            if blendsOver && alpha == 0 { continue }
            let target = ((y + index / width) * self.width + x + index % width) * 3
            result.rgb.replaceSubrange(target..<(target + 3), with: rgba[(index * 4)..<(index * 4 + 3)])
        }
        return result
    }

    struct Unreadable: Error {
        var reason: String
    }
}
