import Foundation

/// Foundation's file errors (`NSCocoaErrorDomain Code=640 …`) in navviz's words: what
/// could not be done to which path, and the system's reason ("No space left on device"),
/// as navviz's own writers say it.
public enum FileSystemWords {
    /// The sentence for `error` when it is one of Foundation's file errors; nil otherwise.
    public static func sentence(for error: any Error) -> String? {
        guard let error = fileError(error) else { return nil }
        let verb = (256..<512).contains(error.code.rawValue) ? "read" : (512..<1024).contains(error.code.rawValue) ? "write" : "use"
        let named = error.filePath ?? error.url?.path
        return "cannot \(verb)\(named.map { " \($0)" } ?? ""): \(reason(error))"
    }

    /// The system's words for the cause of `error` when it is one of Foundation's file
    /// errors ("No space left on device"); nil otherwise.
    public static func reason(for error: any Error) -> String? {
        fileError(error).map(reason)
    }

    private static func fileError(_ error: any Error) -> CocoaError? {
        guard let error = error as? CocoaError, (0...1023).contains(error.code.rawValue) else { return nil }
        return error
    }

    /// Its POSIX error's words when Foundation kept it, else those of the one its code stands for.
    private static func reason(_ error: CocoaError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        let codes: [CocoaError.Code: Int32] = [
            .fileWriteOutOfSpace: ENOSPC, .fileWriteVolumeReadOnly: EROFS, .fileNoSuchFile: ENOENT, .fileReadNoSuchFile: ENOENT,
            .fileWriteNoPermission: EACCES, .fileReadNoPermission: EACCES, .fileWriteFileExists: EEXIST, .fileReadTooLarge: EFBIG,
        ]
        return codes[error.code].map { String(cString: strerror($0)) } ?? "the file system refused (Foundation's code \(error.code.rawValue))"
    }
}
