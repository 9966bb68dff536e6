import Foundation
import XCTest

@testable import NavLanguageServer

/// The framing: what a client sends, read back message by message, and each way a stream
/// stops being the protocol told apart.
final class MessageReaderTests: XCTestCase {
    /// Reads `bytes` as a client's stream, until the reader stops.
    /// `chunk` bytes are written at a time: a client's messages come in pieces of any size.
    private func read(_ bytes: [UInt8], limit: Int = 1 << 20, chunk: Int = 1 << 16) -> [MessageReader.Next] {
        var pipe: [Int32] = [0, 0]
        XCTAssertEqual(Foundation.pipe(&pipe), 0)
        let (output, input) = (pipe[0], pipe[1])
        let writer = Thread {
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset..<min(bytes.count, offset + chunk)].withUnsafeBytes { Foundation.write(input, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                offset += count
            }
            close(input)
        }
        writer.start()
        defer { close(output) }
        var reader = MessageReader(descriptor: output, maximumContentLength: limit)
        var results: [MessageReader.Next] = []
        while true {
            let next = reader.next()
            results.append(next)
            if case .message = next { continue }
            return results
        }
    }

    private func framed(_ json: String, headers: String = "") -> [UInt8] {
        Array("Content-Length: \(json.utf8.count)\r\n\(headers)\r\n\(json)".utf8)
    }

    func testMessagesFollowOneAnotherAndTheEndIsTheClientGoingAway() {
        let first = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#
        let second = #"{"jsonrpc":"2.0","method":"exit"}"#
        XCTAssertEqual(
            read(framed(first, headers: "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n") + framed(second)),
            [.message(Data(first.utf8)), .message(Data(second.utf8)), .end])
    }

    func testMessagesWrittenAByteAtATimeAreReadTheSame() {
        let messages = (1...3).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"shutdown"}"# }
        XCTAssertEqual(read(messages.flatMap { framed($0) }, chunk: 1), messages.map { .message(Data($0.utf8)) } + [.end])
    }

    func testALargeMessageArrivesWhole() {
        let text = String(repeating: "VCN1 push VCN2\\n", count: 20_000)
        let json = #"{"text":"\#(text)"}"#
        XCTAssertEqual(read(framed(json)), [.message(Data(json.utf8)), .end])
    }

    func testGarbageIsNotAMessage() {
        guard case .malformed(let what) = read(Array("hello there\r\n\r\n".utf8)).first else { return XCTFail("garbage read as a message") }
        XCTAssertTrue(what.contains("hello there"), what)
        guard case .malformed(let missing) = read(Array("Content-Type: x\r\n\r\n{}".utf8)).first else { return XCTFail() }
        XCTAssertTrue(missing.contains("Content-Length"), missing)
        guard case .malformed(let number) = read(Array("Content-Length: many\r\n\r\n".utf8)).first else { return XCTFail() }
        XCTAssertTrue(number.contains("many"), number)
        guard case .malformed(let long)? = read([UInt8](repeating: 0x41, count: 20_000)).first else { return XCTFail() }
        XCTAssertTrue(long.contains("longer than"), long)
    }

    func testAMessageOverTheLimitIsRefusedBeforeItIsRead() {
        XCTAssertEqual(read(Array("Content-Length: 5000\r\n\r\n".utf8), limit: 4096), [.tooLarge(5000)])
    }

    func testAStreamCutInsideAMessageIsTruncated() {
        XCTAssertEqual(read(Array("Content-Length: 50\r\n\r\n{\"id\":".utf8)), [.truncated])
        XCTAssertEqual(read(Array("Content-Length: 50\r\n".utf8)), [.truncated])
    }
}
