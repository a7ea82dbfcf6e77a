import Foundation
import PlainModels
import SmartCodable
import Testing

@testable import SmartBenchmarks

/// The small-payload benchmark decodes the same values with both contenders.
@Suite("Small payload decodes like Foundation")
struct SmallPayloadTests {
    @Test func bothContendersReadTheSameValues() throws {
        let document = SmallPayloadBenchmarks.document
        #expect(document.count >= 180 && document.count <= 220)
        let plain = try JSONDecoder().decode(PlainUserProfile.self, from: document)
        let (decoded, reports) = SmartDiagnostics.collect { UserProfile.deserialize(from: document) }
        let user = try #require(decoded)
        #expect(reports.allSatisfy { $0.issues.isEmpty })
        #expect(user.id == plain.id && user.id == 1_234_567)
        #expect(user.name == plain.name && user.email == plain.email)
        #expect(user.active == plain.active && user.score == plain.score)
        #expect(user.tags == plain.tags && user.tags == ["swift", "ios", "json"])
        #expect(user.address.city == plain.address.city && user.address.zip == plain.address.zip)
        #expect(user.createdAt == plain.createdAt)
    }
}
