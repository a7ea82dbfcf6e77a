import Testing

@testable import SmartBenchmarks

/// The interleaved rounds record which call came before each time, and the report splits
/// the medians by it (`--by-predecessor`); `--once` can run another contender first
/// (`--after`).
@Suite("Times split by the call before them")
struct RunnerOrderTests {
    @Test func twoContendersAlternateBetweenFollowingThemselvesAndTheOther() {
        let first = Contender(name: "first") { 1 }
        let second = Contender(name: "second") { 1 }
        var runner = BenchmarkRunner()
        runner.minimumRounds = 6
        runner.maximumRounds = 6
        let times = runner.run(Benchmark(name: "pair", inputBytes: 1, contenders: [first, second]))
        #expect(times.map(\.name) == ["first", "second"])
        // The warm-up runs A B, then the rounds A B, B A, A B, …: each contender follows
        // the other in the first round, then itself every second round.
        #expect(times[0].followedItself == [false, false, true, false, true, false])
        #expect(times[1].followedItself == [false, true, false, true, false, true])
    }

    @Test func mediansSplitByPredecessor() {
        let times = ContenderTimes(
            name: "x", milliseconds: [1, 9, 2, 8, 3, 7], checksum: 0,
            followedItself: [true, false, true, false, true, false])
        #expect(times.median == 5)
        #expect(times.median(followingItself: true) == 2)
        #expect(times.median(followingItself: false) == 8)
        let empty = ContenderTimes(name: "y", milliseconds: [4], checksum: 0, followedItself: [false])
        #expect(empty.median(followingItself: true) == 0)
    }

    @Test func argumentsNameTheContenderToRunBetweenAndTheSplit() throws {
        let arguments = try BenchmarkArguments(["--once", "decode twitter", "--after", "JSONDecoder (strict)"])
        #expect(arguments.once == "decode twitter")
        #expect(arguments.after == "JSONDecoder (strict)")
        #expect(!arguments.byPredecessor)
        #expect(try BenchmarkArguments(["--by-predecessor"]).byPredecessor)
        #expect(throws: BenchmarkArgumentsError.self) { try BenchmarkArguments(["--after"]) }
        #expect(throws: BenchmarkArgumentsError.self) {
            try BenchmarkArguments(["--once", "decode twitter", "--cold", "--after", "JSONDecoder (strict)"])
        }
    }
}
