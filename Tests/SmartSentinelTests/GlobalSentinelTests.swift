import Foundation
import SmartCore
import SmartSentinel
import Testing

// Models used only by the global-mode tests, so their blocks can be told apart from
// blocks of other suites decoding at the same time.

struct GlobalOrder: SmartCodable {
    var id: Int = 0
    var note: String = ""
}

struct GlobalRow: SmartCodable {
    var id: Int = 0
}

struct GlobalInner: SmartCodable {
    var value: Int = 0
}

struct GlobalNest: SmartCodable {
    var inner = GlobalInner()
}

struct GlobalFlags: SmartCodable {
    var on = false
    var off = false
}

/// A sink of the app's own, to check the sentinel leaves it alone.
struct CountingSink: SmartDiagnosticsSink {
    let recorder: BlockRecorder
    func receive(_ report: SmartDecodingReport) {
        recorder.append(report.rootType)
    }
}

/// Tests that change `SmartSentinel.debugMode`, its output or its handler. They run one
/// at a time and put the defaults back when they finish.
@Suite("Global sentinel (debugMode, output, handler)", .serialized)
struct GlobalSentinelTests {
    /// Runs `body` with the sentinel at `mode`, writing to `output` and handing blocks to
    /// `handled`; restores `.none`, standard error and no handler afterwards.
    func withSentinel(
        _ mode: SmartSentinel.Level, _ body: (_ output: BlockRecorder, _ handled: BlockRecorder) throws -> Void
    ) rethrows {
        let output = BlockRecorder()
        let handled = BlockRecorder()
        SmartSentinel.output = .closure { output.append($0) }
        SmartSentinel.onLogGenerated { handled.append($0) }
        SmartSentinel.debugMode = mode
        defer {
            SmartSentinel.debugMode = .none
            SmartSentinel.output = .standardError
            SmartSentinel.removeLogHandler()
        }
        try body(output, handled)
    }

    static let orderBlock = block(
        """
        GlobalOrder 👈🏻 👀
           ┆┄ id  : Expected to decode 'Int' but found ‘String’ instead.
           ┆┄ note: No value associated with key.

        """)

    @Test func settingTheLevelInstallsAndRemovesTheSink() {
        defer { SmartSentinel.debugMode = .none }
        #expect(SmartSentinel.debugMode == .none)
        #expect(SmartDiagnostics.sink == nil)
        SmartSentinel.debugMode = .verbose
        #expect(SmartSentinel.debugMode == .verbose)
        #expect(SmartDiagnostics.sink != nil)
        SmartSentinel.debugMode = .alert
        #expect(SmartSentinel.debugMode == .alert)
        #expect(SmartDiagnostics.sink != nil)
        SmartSentinel.debugMode = .none
        #expect(SmartSentinel.debugMode == .none)
        #expect(SmartDiagnostics.sink == nil)
    }

    @Test func verboseWritesOneBlockAndHandsItOver() {
        withSentinel(.verbose) { output, handled in
            let order = GlobalOrder.deserialize(from: #"{"id": "5"}"#)
            #expect(order?.id == 5)
            // Delivery happens on the decoding thread, before deserialize returns.
            #expect(output.blocks(rootType: "GlobalOrder") == [Self.orderBlock])
            #expect(handled.blocks(rootType: "GlobalOrder") == [Self.orderBlock])
        }
    }

    @Test func cleanCallsWriteNothing() {
        withSentinel(.verbose) { output, handled in
            _ = GlobalOrder.deserialize(from: #"{"id": 5, "note": "fine"}"#)
            #expect(output.blocks(rootType: "GlobalOrder").isEmpty)
            #expect(handled.blocks(rootType: "GlobalOrder").isEmpty)
        }
    }

    @Test func alertModeWritesMismatchesOnly() {
        withSentinel(.alert) { output, handled in
            _ = GlobalOrder.deserialize(from: #"{"id": "5"}"#)
            _ = GlobalNest.deserialize(from: #"{"inner": {"value": null}}"#)
            let expected = block("GlobalOrder 👈🏻 👀\n   ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.\n")
            #expect(output.blocks(rootType: "GlobalOrder") == [expected])
            #expect(handled.blocks(rootType: "GlobalOrder") == [expected])
            #expect(output.blocks(rootType: "GlobalNest").isEmpty)
        }
    }

    /// DI-11: `.none` prints and delivers nothing (upstream still printed top-level failures).
    @Test func noneWritesAndDeliversNothing() {
        withSentinel(.verbose) { output, handled in
            SmartSentinel.debugMode = .none
            #expect(SmartDiagnostics.sink == nil)
            _ = GlobalOrder.deserialize(from: #"{"id": "5"}"#)
            _ = GlobalOrder.deserialize(from: "[1]")
            _ = GlobalOrder.deserialize(from: Data("not json".utf8))
            _ = GlobalOrder.deserialize(from: #"{"a": 1}"#, designatedPath: "x.y")
            #expect(output.blocks(rootType: "GlobalOrder").isEmpty)
            #expect(handled.blocks(rootType: "GlobalOrder").isEmpty)
        }
    }

    @Test func aNewHandlerReplacesTheOldOne() {
        withSentinel(.verbose) { _, first in
            let second = BlockRecorder()
            SmartSentinel.onLogGenerated { second.append($0) }
            _ = GlobalOrder.deserialize(from: #"{"id": "5"}"#)
            #expect(first.blocks(rootType: "GlobalOrder").isEmpty)
            #expect(second.blocks(rootType: "GlobalOrder") == [Self.orderBlock])

            SmartSentinel.removeLogHandler()
            _ = GlobalOrder.deserialize(from: #"{"id": "6"}"#)
            #expect(second.blocks(rootType: "GlobalOrder").count == 1)
        }
    }

    @Test func discardedOutputStillReachesTheHandler() {
        withSentinel(.verbose) { output, handled in
            SmartSentinel.output = .discard
            _ = GlobalOrder.deserialize(from: #"{"id": "5"}"#)
            #expect(output.blocks(rootType: "GlobalOrder").isEmpty)
            #expect(handled.blocks(rootType: "GlobalOrder") == [Self.orderBlock])
        }
    }

    @Test func fileHandleOutputReceivesTheBlockAsUTF8() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sentinel-\(UUID().uuidString).log")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try withSentinel(.verbose) { _, _ in
            SmartSentinel.output = .fileHandle(handle)
            _ = GlobalOrder.deserialize(from: #"{"id": "5"}"#)
            SmartSentinel.output = .discard
            try handle.close()
        }
        let written = try String(contentsOf: url, encoding: .utf8)
        // Other suites may decode at the same time; find this call's block among them.
        #expect(written.components(separatedBy: Self.orderBlock).count == 2)
    }

    @Test func anAppsOwnSinkIsLeftAloneByNone() {
        let seen = BlockRecorder()
        SmartDiagnostics.sink = CountingSink(recorder: seen)
        defer {
            SmartSentinel.debugMode = .none
            SmartDiagnostics.sink = nil
        }
        SmartSentinel.debugMode = .none
        #expect(SmartDiagnostics.sink is CountingSink)
        _ = GlobalRow.deserialize(from: #"{"id": "1"}"#)
        #expect(seen.blocks.contains("GlobalRow"))

        SmartSentinel.debugMode = .verbose
        #expect(SmartDiagnostics.sink != nil)
        #expect(!(SmartDiagnostics.sink is CountingSink))
        SmartSentinel.debugMode = .none
        #expect(SmartDiagnostics.sink == nil)
    }

    // MARK: Concurrency

    static let concurrentCalls = 400

    /// The block call `call` must produce: four models, each with its own problems, and
    /// the bad array element's position varying with the call.
    static func expectedBlock(forCall call: Int) -> String {
        let header = "global-concurrency #\(call)\n\n"
        switch call % 4 {
        case 0:
            return block(header + "GlobalOrder 👈🏻 👀\n   ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.\n")
        case 1:
            return block(
                header
                    + "Array<GlobalRow> 👈🏻 👀\n   ╆━ Index \(call % 11)\n      ┆┄ id: Expected to decode 'Int' but found ’Array‘ instead.\n"
            )
        case 2:
            return block(
                header
                    + "GlobalNest 👈🏻 👀\n   ╆━ inner: GlobalInner\n      ┆┄ value: Expected to decode 'Int' but found 'null' instead.\n"
            )
        default:
            return block(
                header
                    + "GlobalFlags 👈🏻 👀\n   ┆┄ on : Expected to decode 'Bool' but found ’Number‘ instead.\n   ┆┄ off: No value associated with key.\n"
            )
        }
    }

    static func decode(call: Int) {
        let options: Set<SmartDecodingOption> = [.logContext(header: "global-concurrency #\(call)", footer: "")]
        switch call % 4 {
        case 0:
            _ = GlobalOrder.deserialize(from: #"{"id": "\#(call)", "note": "n"}"#, options: options)
        case 1:
            var rows = Array(repeating: #"{"id": 1}"#, count: 11)
            rows[call % 11] = #"{"id": [\#(call)]}"#
            _ = [GlobalRow].deserialize(from: "[" + rows.joined(separator: ",") + "]", options: options)
        case 2:
            _ = GlobalNest.deserialize(from: #"{"inner": {"value": null}}"#, options: options)
        default:
            _ = GlobalFlags.deserialize(from: #"{"on": 1}"#, options: options)
        }
    }

    /// Hundreds of decodes of different models on many threads at once: one whole block
    /// per call, holding only that call's issues.
    @Test func concurrentDecodesGiveOneCorrectBlockEach() {
        withSentinel(.verbose) { output, handled in
            DispatchQueue.concurrentPerform(iterations: Self.concurrentCalls) { call in
                Self.decode(call: call)
            }
            for recorder in [output, handled] {
                let ours = recorder.blocks.filter { $0.contains("global-concurrency #") }
                #expect(ours.count == Self.concurrentCalls)
                let expected = Set((0..<Self.concurrentCalls).map(Self.expectedBlock(forCall:)))
                #expect(Set(ours) == expected)
            }
        }
    }

    /// The level can change while decodes run; every block that comes out is still whole
    /// and matches the verbose or the alert form of its call.
    @Test func changingTheLevelDuringDecodesIsSafe() {
        withSentinel(.verbose) { output, _ in
            DispatchQueue.concurrentPerform(iterations: 200) { call in
                if call.isMultiple(of: 30) {
                    SmartSentinel.debugMode = .none
                } else if call.isMultiple(of: 25) {
                    SmartSentinel.debugMode = call.isMultiple(of: 50) ? .alert : .verbose
                }
                Self.decode(call: call)
            }
            // Under .alert the GlobalNest block is skipped and GlobalFlags keeps only `on`.
            var allowed = Set((0..<200).map(Self.expectedBlock(forCall:)))
            for call in stride(from: 3, to: 200, by: 4) {
                allowed.insert(
                    block(
                        "global-concurrency #\(call)\n\nGlobalFlags 👈🏻 👀\n   ┆┄ on: Expected to decode 'Bool' but found ’Number‘ instead.\n"
                    ))
            }
            let ours = output.blocks.filter { $0.contains("global-concurrency #") }
            #expect(!ours.isEmpty)
            #expect(ours.count <= 200)
            for text in ours {
                #expect(allowed.contains(text))
            }
        }
    }
}
