import Testing

/// Parent suite of the number-conversion tests, so `swift test --filter Numbers` selects them all.
@Suite("Numbers")
enum NumbersTests {}
