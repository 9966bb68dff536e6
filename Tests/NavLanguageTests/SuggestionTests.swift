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
}
