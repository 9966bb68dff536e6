import Testing
@testable import NavLanguage

/// "Did you mean": close names are suggested, and huge names cost nothing.
@Suite("Suggestions")
struct SuggestionTests {
    @Test func aCloseNameIsSuggestedAndAFarOneIsNot() {
        #expect(Suggestion.closest(to: "presnt", in: ["push", "present", "pop"]) == "present")
        #expect(Suggestion.closest(to: "Setings", in: ["Settings", "Home"]) == "Settings")
        #expect(Suggestion.closest(to: "xyz", in: ["present", "dismiss"]) == nil)
    }

    @Test func namesOverTheLimitAreNeitherComparedNorSuggested() {
        let long = String(repeating: "ab", count: 5_000)
        #expect(Suggestion.closest(to: long, in: [long + "c"]) == nil)
        #expect(Suggestion.closest(to: "ab", in: [long]) == nil)
        let atLimit = String(repeating: "a", count: Suggestion.maximumLength)
        #expect(Suggestion.closest(to: atLimit + "b", in: [atLimit]) == nil, "a word over the limit")
        #expect(Suggestion.closest(to: String(atLimit.dropLast()) + "b", in: [atLimit]) == atLimit)
    }

    /// A search that would fill more than the budget's cells is not made, whatever the
    /// candidates' order: a near miss among many long names gets no suggestion.
    @Test func aSearchPastTheBudgetIsNotMade() {
        let word = String(repeating: "a", count: 50)
        let nearMiss = String(word.dropLast()) + "b"
        // Names of 50 characters, each costing 50 × 50 cells.
        func names(_ count: Int) -> [String] { (0..<count).map { "x\(10_000 + $0)" + String(repeating: "y", count: 44) } }
        let fits = Suggestion.budget / (50 * 50) - 1
        #expect(Suggestion.closest(to: word, in: names(fits) + [nearMiss]) == nearMiss, "within the budget")
        let past = names(fits + 1)
        #expect(Suggestion.closest(to: word, in: past + [nearMiss]) == nil)
        #expect(Suggestion.closest(to: word, in: [nearMiss] + past) == nil)
    }
}
