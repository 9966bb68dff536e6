import NavCodeFacts

/// The app's own flags that only the device decides, by name: a Boolean property whose getter
/// returns, or whose value is, what the reader found the device answers
/// (`var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`, read for an iPad as
/// `true`). A name counts when every property of that name agrees and no code assigns it. A
/// branch that expects such a flag to be what it is not (`if controller.isPad { … } else { … }`)
/// does not run on the device the code was read for.
struct DeviceFlags {
    private let values: [String: Bool]

    init(_ facts: CodeFacts) {
        var found: [String: Bool?] = [:]
        var assigned: Set<String> = []
        for file in facts.files where file.problem == nil {
            for type in file.types {
                for property in type.properties {
                    let value = property.fixedFlag
                    found[property.name] = found[property.name].map { $0 == value ? value : nil } ?? value
                    for body in [property.getter, property.setter, property.didSet].compactMap({ $0 }) { assigned.formUnion(Self.changed(in: body)) }
                }
            }
        }
        for function in CodeChecks.functions(in: facts) { assigned.formUnion(Self.changed(in: function.body)) }
        values = found.compactMapValues { $0 }.filter { !assigned.contains($0.key) }
    }

    /// Whether `branch` can run: it expects no flag to be other than it is.
    func runs(_ branch: [CodeStatement]) -> Bool {
        !branch.contains { statement in
            guard case .expect(let flag, let holds, _) = statement, let name = flag.lastName, let value = values[name] else { return false }
            return value != holds
        }
    }

    /// The names `statements` assign to (`isPad = …`, `self.isPad = …`) or toggle.
    private static func changed(in statements: [CodeStatement]) -> [String] {
        CodeChecks.assignments(in: statements).compactMap(\.target.lastName)
            + ViewIndex.calls(in: statements).filter { $0.name == "toggle" }.compactMap { $0.base?.lastName }
    }
}
