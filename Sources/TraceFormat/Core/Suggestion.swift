/// "Did you mean …?" for a misspelt name: the candidate with the smallest edit distance, when
/// that distance is small enough for the guess to be useful.
public enum Suggestion {
    /// The candidate at most `edits` edits from `word`: a misspelling, not a name of its own
    /// that happens to be near one (`.onKeyboardShortcut` of a package is two from `keyboardShortcut`).
    public static func misspelled(_ word: String, among candidates: [String], edits: Int = 1) -> String? {
        let target = Array(word.lowercased().utf8)
        return candidates.first { editDistance(target, Array($0.lowercased().utf8)) <= edits }
    }

    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased().utf8)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().utf8))
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = max(1, min(3, candidate.utf8.count / 3))
        return distance <= allowed ? candidate : nil
    }

    /// Damerau–Levenshtein distance with adjacent transpositions, so "mvoe" is one edit from "move".
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
