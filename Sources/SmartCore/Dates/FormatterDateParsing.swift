import Foundation

/// Reading a date with a `DateFormatter` from text that came from the input: the one place
/// the library does it.
///
/// swift-corelibs-foundation's `DateFormatter.date(from:)` (the one on Linux) stops the
/// process when its parser ends inside a character made of several Unicode scalars: it
/// turns the position where parsing stopped into a `String` range, and a position between
/// a digit and a combining mark after it (`"202\u{061A}…"`) is not one. Such text is
/// therefore not handed to a formatter there; it reads as no date, as the text of a date
/// could not contain it anyway in the library's own formats. A formatter of the user's
/// whose names hold combining marks (month names in Devanagari, say) reads them on Apple
/// platforms only.
package enum FormatterDateParsing {
    /// `formatter`'s date for `text`, or nil (also when `text` cannot be handed to it).
    package static func date(from text: String, with formatter: DateFormatter) -> Date? {
        guard canParse(text) else { return nil }
        return formatter.date(from: text)
    }

    /// Whether `text` can be handed to a `DateFormatter` on this platform: always with
    /// Apple's Foundation; elsewhere when every character of it is one Unicode scalar.
    package static func canParse(_ text: String) -> Bool {
        #if canImport(Darwin)
        return true
        #else
        return text.unicodeScalars.count == text.count
        #endif
    }
}
