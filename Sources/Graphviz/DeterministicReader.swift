import CGraphviz

/// Reads DOT text into a cgraph graph whose object IDs follow creation order.
///
/// cgraph's default ID discipline uses the address of each interned name as the
/// object's ID, and iterates subgraphs in ID order, so the order of clusters in the
/// output depends on malloc's history (and Swift's per-process hash seed changes
/// that). This discipline declines named IDs, which makes cgraph give every object a
/// sequential anonymous ID and keep names in its internal map (the path cgraph's
/// `agmapnametoid` provides for such disciplines). Callers hold the renderer's lock.
enum DeterministicReader {
    /// Restarts ID numbering so every job numbers its objects alike.
    static func read(_ dot: String) -> UnsafeMutablePointer<Agraph_t>? {
        nextID = 1
        return dot.withCString { text in
            var reader = MemoryReader(text: text, length: strlen(text), offset: 0)
            return withUnsafeMutablePointer(to: &reader) { agread(UnsafeMutableRawPointer($0), discipline) }
        }
    }

    /// Graphviz is driven under one lock, so this counter is never raced.
    nonisolated(unsafe) private static var nextID: IDTYPE = 1

    private struct MemoryReader {
        var text: UnsafePointer<CChar>
        var length: Int
        var offset: Int
    }

    nonisolated(unsafe) private static let discipline: UnsafeMutablePointer<Agdisc_t> = {
        let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        ids.initialize(
            to: Agiddisc_t(
                open: { graph, _ in UnsafeMutableRawPointer(graph) },
                map: { _, _, name, id, _ in
                    guard name == nil, let id else { return 0 }
                    id.pointee = DeterministicReader.nextID
                    DeterministicReader.nextID += 2
                    return 1
                },
                alloc: { _, _, _ in 0 },
                free: { _, _, _ in },
                print: { _, _, _ in nil },
                close: { _ in },
                idregister: { _, _, _ in }
            ))
        let io = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1)
        // Hands cgraph's lexer one line at a time, as agmemread's reader does.
        io.initialize(
            to: Agiodisc_t(
                afread: { channel, buffer, size in
                    guard let channel, let buffer, size > 0 else { return 0 }
                    let reader = channel.assumingMemoryBound(to: MemoryReader.self)
                    var count: Int32 = 0
                    while reader.pointee.offset < reader.pointee.length && count < size {
                        let character = reader.pointee.text[reader.pointee.offset]
                        buffer[Int(count)] = character
                        reader.pointee.offset += 1
                        count += 1
                        if character == 0x0A { break }
                    }
                    return count
                },
                // navviz never writes graphs through cgraph's I/O.
                putstr: nil,
                flush: nil
            ))
        let discipline = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
        // A nil member means cgraph's default (agclos), here its memory discipline.
        discipline.initialize(to: Agdisc_t(mem: nil, id: ids, io: io))
        return discipline
    }()
}
