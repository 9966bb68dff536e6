/// One chunk of a PNG file: its four-letter type and its data. Enough to take PNG
/// files apart and put animated ones together, without decoding any pixels.
struct PNGChunk: Equatable {
    var type: String
    var data: [UInt8]

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a PNG file, in order; nil when it is not a well-formed PNG
    /// (bad signature, truncated, or a CRC that does not match).
    static func chunks(of png: [UInt8]) -> [PNGChunk]? {
        guard png.starts(with: signature) else { return nil }
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while offset < png.count {
            guard offset + 12 <= png.count else { return nil }
            let length = Int(bigEndian32(png, at: offset))
            guard length <= png.count - offset - 12 else { return nil }
            let typeBytes = Array(png[(offset + 4)..<(offset + 8)])
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            guard bigEndian32(png, at: offset + 8 + length) == CRC32.checksum(typeBytes + data) else { return nil }
            chunks.append(PNGChunk(type: String(decoding: typeBytes, as: UTF8.self), data: data))
            offset += 12 + length
        }
        return chunks
    }

    /// Length, type, data and CRC, as stored in a file.
    var encoded: [UInt8] {
        let typeBytes = Array(type.utf8)
        return Self.bytes(UInt32(data.count)) + typeBytes + data + Self.bytes(CRC32.checksum(typeBytes + data))
    }

    static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func bytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bytes(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, as in zlib).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
}
