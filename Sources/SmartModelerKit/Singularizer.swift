/// English singulars for naming the element type of an array (`runways` → `Runway`).
///
/// Only the last word of the key changes (`user_mentions` → `user_mention`,
/// `seatCategories` → `seatCategory`), keeping its case. Irregular plurals come from a
/// list; then the usual endings are undone: `-ies` → `-y`, `-sses`/`-ches`/`-shes`/`-xes`/
/// `-zzes`/`-oes` → drop `es`, Latin `-uses` (`statuses`) → `-us`, other `-s` → drop it.
/// Words that are already singular (`status`, `address`, `analysis`) or have no singular
/// (`data`, `media`, `news`) give nil, and the caller names the element `…Item`.
enum Singularizer {
    /// The key with its last word made singular, or nil when that word does not change.
    static func singular(ofKey key: String) -> String? {
        let characters = Array(key)
        // The last word: after the last character that is not a letter or digit, and after
        // the last lowercase-to-uppercase step ("userMentions" → "Mentions").
        var start = characters.count
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber {
            start -= 1
            if start > 0, characters[start].isUppercase,
                characters[start - 1].isLowercase || characters[start - 1].isNumber
            {
                break
            }
        }
        guard start < characters.count else { return nil }
        let word = String(characters[start...])
        guard let singular = singular(of: word) else { return nil }
        return String(characters[..<start]) + singular
    }

    /// The singular of one word in the word's own case, or nil when it does not change.
    static func singular(of word: String) -> String? {
        let lower = word.lowercased()
        guard lower.count > 2, !uncountable.contains(lower) else { return nil }
        if let irregular = irregulars[lower] { return matchingCase(of: word, irregular) }
        let isUpper = !word.contains(where: \.isLowercase)
        func replacing(last count: Int, with ending: String) -> String {
            String(word.dropLast(count)) + (isUpper ? ending.uppercased() : ending)
        }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") { return nil }
        if lower.hasSuffix("ies") { return replacing(last: 3, with: "y") }
        if lower.hasSuffix("aches"), !lower.hasSuffix("eaches") { return replacing(last: 1, with: "") }
        for ending in ["sses", "ches", "shes", "xes", "zzes", "oes"] where lower.hasSuffix(ending) {
            return replacing(last: 2, with: "")
        }
        if lower.hasSuffix("s") { return replacing(last: 1, with: "") }
        return nil
    }

    /// `replacement` written like `word`: all capitals, capitalized, or lowercase.
    private static func matchingCase(of word: String, _ replacement: String) -> String {
        if !word.contains(where: \.isLowercase) { return replacement.uppercased() }
        if word.first?.isUppercase == true { return SwiftIdentifier.uppercasingFirst(replacement) }
        return replacement
    }

    /// Words whose plural is the singular, that name a mass rather than items, or that
    /// end in `s` but are singular.
    private static let uncountable: Set<String> = [
        "advice", "aircraft", "alias", "analytics", "atlas", "baggage", "bias", "canvas", "chaos",
        "content", "data", "deer", "equipment", "gas", "lens",
        "evidence", "feedback", "fish", "furniture", "hardware", "info", "information",
        "luggage", "media", "metadata", "money", "music", "news", "series", "sheep", "software",
        "species", "staff", "stuff", "traffic", "weather",
    ]

    private static let irregulars: [String: String] = [
        "people": "person", "men": "man", "women": "woman", "children": "child",
        "mice": "mouse", "geese": "goose", "teeth": "tooth", "feet": "foot", "oxen": "ox",
        "indices": "index", "vertices": "vertex", "matrices": "matrix", "appendices": "appendix",
        "analyses": "analysis", "axes": "axis", "crises": "crisis", "theses": "thesis",
        "diagnoses": "diagnosis", "hypotheses": "hypothesis", "parentheses": "parenthesis",
        "criteria": "criterion", "phenomena": "phenomenon",
        "leaves": "leaf", "wolves": "wolf", "knives": "knife", "lives": "life", "wives": "wife",
        "halves": "half", "shelves": "shelf", "thieves": "thief", "loaves": "loaf",
        "calves": "calf", "selves": "self", "scarves": "scarf",
        "quizzes": "quiz", "aliases": "alias", "atlases": "atlas", "biases": "bias",
        "canvases": "canvas", "gases": "gas",
        "statuses": "status", "viruses": "virus", "bonuses": "bonus", "campuses": "campus",
        "buses": "bus", "focuses": "focus", "censuses": "census", "radiuses": "radius",
        "corpuses": "corpus", "minuses": "minus", "pluses": "plus", "syllabuses": "syllabus",
        "prospectuses": "prospectus", "consensuses": "consensus", "apparatuses": "apparatus",
        "geniuses": "genius", "octopuses": "octopus", "cactuses": "cactus", "choruses": "chorus",
        "circuses": "circus", "sinuses": "sinus",
        "movies": "movie", "cookies": "cookie", "zombies": "zombie", "calories": "calorie",
        "rookies": "rookie", "selfies": "selfie", "ties": "tie", "pies": "pie", "lies": "lie",
        "shoes": "shoe", "toes": "toe", "canoes": "canoe", "oboes": "oboe",
    ]
}
