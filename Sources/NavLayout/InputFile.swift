import Foundation
import NavLanguage

/// A file navviz reads — a flow, a storyboard, a debugger dump — taken whole or refused
/// with a message that names it, never half-read.
public enum InputFile {
    /// The largest file navviz reads; larger input is refused, not half-read.
    public static let maximumSize = 64 << 20

    /// The bytes of `path`. A folder, a missing file or one over `maximumSize` throws
    /// `InputError`; `expected` says what the file should be ("a .nav file").
    public static func bytes(of path: String, expected: String) throws -> [UInt8] {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if (attributes[.type] as? FileAttributeType) == .typeDirectory {
                throw InputError(path: path, source: nil, diagnostics: [], message: "\(path) is a folder, not \(expected)")
            }
            if let size = attributes[.size] as? Int, size > maximumSize {
                throw InputError(path: path, source: nil, diagnostics: [],
                                 message: "\(path) is \(size >> 20) MB; navviz reads files up to \(maximumSize >> 20) MB")
            }
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(path: path, source: nil, diagnostics: [], message: "cannot read \(path): no such file or not readable")
        }
    }

    /// `bytes` as UTF-8 text; anything else throws `InputError` located at the first bad byte.
    public static func decode(path: String, bytes: [UInt8]) throws -> SourceFile {
        switch SourceFile.decode(path: path, bytes: bytes) {
        case .success(let decoded): return decoded
        case .failure(let diagnostic):
            throw InputError(path: path, source: SourceFile(path: path, text: String(decoding: bytes.prefix(1 << 20), as: UTF8.self)),
                             diagnostics: [diagnostic], message: nil)
        }
    }
}
