import Foundation
import Testing

@testable import SmartCore

/// The coders' level stacks (here with decoder frames): frames are read and updated in place, it grows past its
/// first capacity keeping every frame, and whatever it still holds is released with it.
@Suite("In-place stack")
struct InPlaceStackTests {
    struct Holder: SmartCodable { var name = "" }

    static func frame(_ document: FlatDocument, step: PathStep, base: PropertyValues? = nil) -> DecodingFrame {
        var frame = DecodingFrame(value: FlatCursor(document, 0), step: step, type: Int.self)
        frame.base = base
        return frame
    }

    @Test func framesAreUpdatedInPlaceAndSurviveGrowing() throws {
        let document = try FlatDocumentTests.flat("{}")
        var frames = InPlaceStack<DecodingFrame>(capacity: 2)
        let startsEmpty = frames.isEmpty
        #expect(startsEmpty)
        for index in 0..<40 { frames.append(Self.frame(document, step: .index(index))) }
        let grown = frames.count
        #expect(grown == 40)
        frames[3].isDictionary = true
        frames[39].rewritesKeys = true
        let updated = (frames[3].isDictionary, frames[39].rewritesKeys, frames[4].isDictionary, frames[4].rewritesKeys)
        #expect(updated == (true, true, false, false))
        let indices = frames.map(\.step).map { step -> Int in
            if case .index(let index) = step { return index }
            return -1
        }
        #expect(indices == Array(0..<40))
        frames.removeLast()
        let afterRemoving = frames.count
        #expect(afterRemoving == 39)
        while !frames.isEmpty { frames.removeLast() }
        frames.removeLast()  // nothing left: no effect
        let atTheEnd = frames.count
        #expect(atTheEnd == 0)
    }

    /// Frames left on the stack (a decode that threw) release what they hold with it, and
    /// a removed frame releases it at once.
    @Test func framesReleaseWhatTheyHold() throws {
        let document = try FlatDocumentTests.flat("{}")
        weak var kept: PropertyValues?
        weak var removed: PropertyValues?
        do {
            var frames = InPlaceStack<DecodingFrame>()
            var first: PropertyValues? = PropertyValues(reading: Holder(name: "a"))
            var second: PropertyValues? = PropertyValues(reading: Holder(name: "b"))
            kept = first
            removed = second
            frames.append(Self.frame(document, step: .same, base: first))
            frames.append(Self.frame(document, step: .same, base: second))
            first = nil
            second = nil
            let name = frames[1].base?.rawValue(forKey: "name") as? String
            #expect(name == "b")
            frames.removeLast()
            #expect(removed == nil)
            #expect(kept != nil)
        }
        #expect(kept == nil)
    }
}
