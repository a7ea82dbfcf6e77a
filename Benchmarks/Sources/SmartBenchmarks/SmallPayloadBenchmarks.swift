import Foundation
import PlainModels
import SmartCodable

/// Many small documents, the shape of most API responses: fixed per-call costs (setup,
/// caches, allocations) dominate here, not the bytes. One measured call decodes the same
/// 200-byte object `repetitions` times; Foundation's decoder is created once and reused.
enum SmallPayloadBenchmarks {
    static let repetitions = 20_000

    /// About 200 bytes: eight members, a nested object and a string array.
    static let document = Data(
        #"{"id":1234567,"name":"Alice Example","email":"alice@example.com","active":true,"score":98.5,"tags":["swift","ios","json"],"address":{"city":"Springfield","zip":"12345"},"createdAt":"2024-01-02T03:04:05Z"}"#
            .utf8)

    static var definitions: [BenchmarkDefinition] {
        [
            BenchmarkDefinition(name: "decode small payload") { _ in
                let document = SmallPayloadBenchmarks.document
                let decoder = JSONDecoder()
                return Benchmark(
                    name: "decode small payload", inputBytes: document.count * repetitions,
                    contenders: [
                        Contender(name: "JSONDecoder (strict, reused)") {
                            var total = 0
                            for _ in 0..<repetitions {
                                guard let user = try? decoder.decode(PlainUserProfile.self, from: document) else {
                                    return -1
                                }
                                total += user.tags.count + user.address.zip.count
                            }
                            return total
                        },
                        Contender(name: "SmartCodable") {
                            var total = 0
                            for _ in 0..<repetitions {
                                guard let user = UserProfile.deserialize(from: document) else { return -1 }
                                total += user.tags.count + user.address.zip.count
                            }
                            return total
                        },
                    ])
            }
        ]
    }
}
