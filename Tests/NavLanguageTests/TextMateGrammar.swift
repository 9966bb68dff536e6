import Foundation

/// Just enough of a TextMate grammar engine to check editors/nav.tmLanguage.json the way
/// an editor applies it: `match` and `begin`/`end` rules, `captures`, `patterns` and
/// `include`, one line at a time. At each position the earliest match wins, a tie goes
/// to the rule listed first (an enclosing rule's `end` before its patterns), and each
/// character carries every scope of the rules and captures around it.
struct TextMateGrammar {
    final class Rule {
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: NSRegularExpression?
        var name: String?
        var captures: [Int: String] = [:]
        var beginCaptures: [Int: String] = [:]
        var endCaptures: [Int: String] = [:]
        var patterns: [Rule] = []
    }

    let root: [Rule]
    let json: [String: Any]

    init(contentsOf url: URL) throws {
        json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let repository = json["repository"] as! [String: [String: Any]]
        root = try Self.rules(json["patterns"] as! [[String: Any]], repository: repository)
    }

    /// The regular expression source of `repository[key][field]`.
    func source(_ key: String, _ field: String) -> String {
        ((json["repository"] as! [String: [String: Any]])[key]![field] as! String)
    }

    private static func rules(_ list: [[String: Any]], repository: [String: [String: Any]]) throws -> [Rule] {
        try list.flatMap { entry -> [Rule] in
            if let include = entry["include"] as? String {
                return try rules([repository[String(include.dropFirst())]!], repository: repository)
            }
            if entry["match"] == nil && entry["begin"] == nil, let patterns = entry["patterns"] as? [[String: Any]] {
                return try rules(patterns, repository: repository)
            }
            let rule = Rule()
            let regex = { (key: String) in try (entry[key] as? String).map { try NSRegularExpression(pattern: $0) } }
            (rule.match, rule.begin, rule.end) = (try regex("match"), try regex("begin"), try regex("end"))
            rule.name = entry["name"] as? String
            let captures = { (key: String) in
                ((entry[key] as? [String: [String: String]]) ?? [:]).reduce(into: [Int: String]()) { $0[Int($1.key)!] = $1.value["name"] }
            }
            (rule.captures, rule.beginCaptures, rule.endCaptures) = (captures("captures"), captures("beginCaptures"), captures("endCaptures"))
            rule.patterns = try rules(entry["patterns"] as? [[String: Any]] ?? [], repository: repository)
            return [rule]
        }
    }

    /// The scopes of every UTF-16 unit of `line`.
    func scopes(of line: String) -> [Set<String>] {
        let text = line as NSString
        var scopes = [Set<String>](repeating: [], count: text.length)
        func name(_ range: NSRange, _ scope: String?) {
            guard let scope, range.location != NSNotFound else { return }
            for index in range.location..<(range.location + range.length) { scopes[index].insert(scope) }
        }
        func name(_ match: NSTextCheckingResult, _ captures: [Int: String]) {
            for (group, scope) in captures where group < match.numberOfRanges { name(match.range(at: group), scope) }
        }
        func first(_ regex: NSRegularExpression, from position: Int) -> NSTextCheckingResult? {
            regex.firstMatch(
                in: line, options: [.withTransparentBounds, .withoutAnchoringBounds],
                range: NSRange(location: position, length: text.length - position))
        }
        /// Applies `patterns` from `start` until `end` matches; returns where it stopped.
        func run(_ patterns: [Rule], from start: Int, until end: NSRegularExpression?, endCaptures: [Int: String]) -> Int {
            var position = start
            while position <= text.length {
                var best: (match: NSTextCheckingResult, rule: Rule?)?
                if let end, let match = first(end, from: position) { best = (match, nil) }
                for rule in patterns {
                    guard let regex = rule.match ?? rule.begin, let match = first(regex, from: position) else { continue }
                    if best == nil || match.range.location < best!.match.range.location { best = (match, rule) }
                }
                guard let (match, rule) = best else { return text.length }
                let after = match.range.location + match.range.length
                guard let rule else {
                    name(match, endCaptures)
                    return after
                }
                if rule.match != nil {
                    name(match, rule.captures)
                    name(match.range, rule.name)
                    position = max(after, position + 1)
                } else {
                    name(match, rule.beginCaptures)
                    let stop = run(rule.patterns, from: after, until: rule.end, endCaptures: rule.endCaptures)
                    name(NSRange(location: match.range.location, length: stop - match.range.location), rule.name)
                    position = max(stop, position + 1)
                }
                if position >= text.length { return text.length }
            }
            return text.length
        }
        _ = run(root, from: 0, until: nil, endCaptures: [:])
        return scopes
    }
}
