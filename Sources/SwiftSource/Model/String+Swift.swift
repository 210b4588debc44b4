extension String {
    /// The string as a Swift literal: quoted, backslashes and quotes escaped.
    package var swiftLiteral: String {
        "\"" + replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }

    package func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
