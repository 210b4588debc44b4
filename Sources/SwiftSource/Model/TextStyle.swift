/// Dynamic Type text styles at the default ("Large") size.
enum TextStyle: String, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
}
