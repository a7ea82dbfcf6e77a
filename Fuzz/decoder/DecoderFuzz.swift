// libFuzzer target for SmartCodable's tolerant decoder.
//
// Built and run by Scripts/fuzz.sh (`Scripts/fuzz.sh decoder`); see Fuzz/README.md.
// Inputs go through the top-level entry points with the models of DecoderModels.swift:
// bytes, text, a parsed `SmartJSONValue` tree and Foundation objects (`[String: Any]`,
// `[Any]`), single models and top-level arrays, `deserialize` and `SmartJSONDecoder`,
// with and without options. Results are not checked (the decoder is tolerant by design);
// the target finds crashes, hangs, leaks and memory errors. Every call runs inside
// `SmartDiagnostics.collect`, so issues are recorded, and the reports are then read and
// formatted by SmartSentinel, so the logging paths run as well.
//
// Speed: one decode of the large `Profile` model costs about half a millisecond in this
// instrumented build, so running every entry point on every input would hold the fuzzer
// to about a hundred inputs a second. Each input therefore takes one of seven lanes, picked
// by its length (`count % 7`); libFuzzer changes lengths all the time, so every lane sees
// every kind of input, and small inputs run at thousands a second.
//
// The findings listed in Fuzz/README.md are fixed; their reproducers in Fuzz/crashes/
// must pass.

import Foundation
import SmartCore
import SmartSentinel
import SmartTransformers
import SmartWrappers

/// The libFuzzer entry point: called once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func decoderFuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = count == 0 ? Data() : Data(bytes: start!, count: count)
    let (_, reports) = SmartDiagnostics.collect { DecoderFuzz.decodeEverything(data) }
    DecoderFuzz.exercise(reports)
    return 0
}

enum DecoderFuzz {
    /// A decoder with default settings.
    static let plainDecoder = SmartJSONDecoder()

    /// A decoder with the non-default strategies: snake-case keys, ISO 8601 dates and
    /// strings for non-finite numbers.
    static let configuredDecoder: SmartJSONDecoder = {
        let decoder = SmartJSONDecoder()
        decoder.smartKeyDecodingStrategy = .fromSnakeCase
        decoder.smartDateDecodingStrategy = .iso8601
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }()

    /// Options for the `deserialize` calls that do not use the defaults.
    static let options: Set<SmartDecodingOption> = [
        .key(.fromSnakeCase),
        .date(.secondsSince1970),
        .float(.convertFromString(positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")),
        .logContext(header: "fuzz", footer: "end"),
    ]

    /// The entry points an input goes through; see the header for why they are split.
    enum Lane: Int, CaseIterable {
        case bytes, arraysAndPaths, jsonDecoder, text, tree, foundation, stream
    }

    static func decodeEverything(_ data: Data) {
        let lane = Lane(rawValue: data.count % Lane.allCases.count)!
        switch lane {
        case .bytes:
            // The main entry points: bytes into a model and into a top-level array.
            _ = Profile.deserialize(from: data)
            _ = [Profile].deserialize(from: data)

        case .arraysAndPaths:
            // The recursive class, arrays of it, designated paths and non-default options.
            _ = Node.deserialize(from: data)
            _ = [Node].deserialize(from: data)
            _ = [Tag].deserialize(from: data, designatedPath: "data.0.tags")
            _ = Profile.deserialize(from: data, designatedPath: "data.profile", options: options)

        case .jsonDecoder:
            // SmartJSONDecoder: the JSONDecoder override, and smartDecode into a model
            // array, a dictionary of scalars and nested arrays.
            _ = try? plainDecoder.smartDecode(Profile.self, from: data)
            _ = try? configuredDecoder.smartDecode([Tag].self, from: data)
            _ = try? plainDecoder.smartDecode([String: Int].self, from: data)
            _ = try? plainDecoder.smartDecode([[Double]].self, from: data)

        case .text:
            // The String entry points (for UTF-8 inputs), then encoding what was decoded,
            // so models built from fallbacks are written back too.
            guard let text = String(data: data, encoding: .utf8) else { return }
            let profile = Profile.deserialize(from: text)
            _ = try? configuredDecoder.smartDecode(Node.self, from: text)
            _ = profile?.toJSONString()

        case .stream:
            decodeStream(data)
            decodeStreamInChunks(data)

        case .tree, .foundation:
            // Trees and Foundation objects, only for inputs that are JSON (trailing commas
            // allowed, as `deserialize` itself allows). Foundation's JSONSerialization is
            // only asked about documents this parser accepted, so its own limits are not
            // under test.
            guard
                let tree = try? SmartJSONValue(
                    parsing: data, options: SmartJSONParsingOptions(allowsTrailingCommas: true))
            else { return }
            if lane == .tree {
                _ = try? plainDecoder.smartDecode(Profile.self, from: tree)
                _ = try? configuredDecoder.smartDecode([Node].self, from: tree)
            } else {
                // From JSONSerialization, and from the tree's own `anyValue` (which keeps
                // big numbers as UInt64 or Decimal).
                if let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
                    decodeFoundation(object)
                }
                decodeFoundation(tree.anyValue)
            }
        }
    }

    /// Element by element (`deserializeElements`) as an array, as JSON Lines and detected.
    /// Where the whole array decodes, the elements must be its elements, nothing skipped;
    /// inputs at the nesting limit are left out of the comparison (an element alone has
    /// one more level of room than inside its array).
    static func decodeStream(_ data: Data) {
        _ = Array([Profile].deserializeElements(from: data, format: .jsonLines))
        _ = Array([Tag].deserializeElements(from: data))
        let (streamed, streamReports) = SmartDiagnostics.collect {
            Array([Node].deserializeElements(from: data, format: .jsonArray))
        }
        let (whole, wholeReports) = SmartDiagnostics.collect { [Node].deserialize(from: data) }
        guard let whole else { return }
        let issues = (streamReports + wholeReports).flatMap(\.issues)
        let atTheLimit = issues.contains { issue in
            switch issue.problem {
            case .nestingTooDeep, .stackExhausted: return true
            case .malformedElement(_, _, let reason): return reason.contains("deep")
            default: return false
            }
        }
        guard !atTheLimit else { return }
        let lost = streamReports.flatMap(\.issues).filter { $0.resolution == .skipped || $0.resolution == .failed }
        guard lost.isEmpty, streamed.map({ $0.toJSONString() }) == whole.map({ $0.toJSONString() }) else {
            fatalError("stream and whole decode disagree: \(streamed.count) vs \(whole.count) models, lost \(lost)")
        }
    }

    /// Hands out fixed chunks of bytes, as a network body would.
    struct Chunks: AsyncSequence, Sendable {
        typealias Element = Data
        let chunks: [Data]

        struct AsyncIterator: AsyncIteratorProtocol {
            var remaining: ArraySlice<Data>
            mutating func next() async -> Data? { remaining.popFirst() }
        }

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: chunks[...]) }
    }

    /// One way of streaming the fuzz input: a format, a designated path (the input then
    /// read as an envelope), and an element cap.
    struct StreamVariant {
        let format: SmartStreamFormat
        let path: String?
        let cap: Int
    }

    static let streamVariants = [
        StreamVariant(format: .jsonArray, path: nil, cap: SmartStreamLimits.defaultMaximumElementBytes),
        StreamVariant(format: .jsonLines, path: nil, cap: SmartStreamLimits.defaultMaximumElementBytes),
        StreamVariant(format: .jsonArray, path: nil, cap: 24),
        StreamVariant(format: .jsonLines, path: nil, cap: 24),
        StreamVariant(format: .automatic, path: "a.b", cap: SmartStreamLimits.defaultMaximumElementBytes),
        StreamVariant(format: .automatic, path: "a.0.b", cap: 24),
    ]

    /// A stream read from async chunks cut inside the input (where depends on the input)
    /// must give the same models, the same reports (positions included) and the same
    /// envelope as the same bytes read from `Data`: nothing may depend on where a chunk
    /// ended.
    static func decodeStreamInChunks(_ data: Data) {
        guard data.count >= 2, data.count <= 4096 else { return }
        let bytes = [UInt8](data)
        let cut = 1 + Int(bytes[0] ^ bytes[bytes.count - 1]) % (bytes.count - 1)
        let chunks = Chunks(chunks: [Data(bytes[..<cut]), Data(bytes[cut...])])
        for variant in streamVariants {
            let wholeEnvelope = SmartStreamEnvelope()
            let (whole, wholeReports) = SmartDiagnostics.collect {
                Array(
                    [Tag].deserializeElements(
                        from: data, designatedPath: variant.path, envelope: wholeEnvelope, format: variant.format,
                        maximumElementBytes: variant.cap))
            }
            var run = ChunkedRun(chunks: chunks)
            Task { [run] in
                let (models, reports) = await SmartDiagnostics.collect {
                    var models: [Tag] = []
                    do {
                        for try await model in [Tag].deserializeElements(
                            from: run.chunks, designatedPath: variant.path, envelope: run.envelope,
                            format: variant.format, maximumElementBytes: variant.cap)
                        {
                            models.append(model)
                        }
                    } catch {}
                    return models
                }
                run.models = models.map { $0.toJSONString() ?? "" }
                run.issues = reports.flatMap(\.issues).map(describe)
                run.finished.signal()
            }
            run.finished.wait()
            // The task's closure still holds the run until the closure is freed on the
            // task's thread, after the task has ended. Wait until this thread holds the
            // only reference, so that what the run made (the envelope's data, the chunks)
            // is freed here, before libFuzzer's leak check for this input, and not on the
            // task's thread while that check runs.
            while !isKnownUniquelyReferenced(&run) { usleep(20) }
            let expectedIssues = wholeReports.flatMap(\.issues).map(describe)
            guard run.models == whole.map({ $0.toJSONString() ?? "" }), run.issues == expectedIssues,
                run.envelope.data == wholeEnvelope.data
            else {
                fatalError("chunked stream (cut at \(cut), \(variant)) differs: \(run.issues) vs \(expectedIssues)")
            }
        }
    }

    /// An issue as text: where, what (with its line and column), and how it was resolved.
    static func describe(_ issue: SmartDecodingIssue) -> String {
        "\(issue.location) \(issue.problem) \(issue.resolution)"
    }

    /// Everything a chunked run's task uses and makes, in one object: the waiting thread
    /// can tell from its reference count when the task has let go of all of it.
    final class ChunkedRun: @unchecked Sendable {
        // @unchecked: `models` and `issues` are written by the task before `finished` is
        // signalled, and read by the waiting thread after.
        let chunks: Chunks
        let envelope = SmartStreamEnvelope()
        let finished = DispatchSemaphore(value: 0)
        var models: [String] = []
        var issues: [String] = []

        init(chunks: Chunks) { self.chunks = chunks }
    }

    /// `[String: Any]` and `[Any]` inputs (anything else is passed to smartDecode as is).
    static func decodeFoundation(_ object: Any) {
        if let dictionary = object as? [String: Any] {
            _ = Profile.deserialize(from: dictionary)
        } else if let array = object as? [Any] {
            _ = [Profile].deserialize(from: array)
        }
        _ = try? plainDecoder.smartDecode(Node.self, from: object)
    }

    /// Reads every part of the reports the calls produced, and formats each one as the
    /// sentinel would log it.
    static func exercise(_ reports: [SmartDecodingReport]) {
        for report in reports {
            for issue in report.issues {
                _ = issue.description
                _ = issue.location
                _ = issue.path
            }
            _ = SmartSentinel.format(report, level: .verbose)
        }
        // The alert level filters issues differently; once per input is enough.
        if let first = reports.first { _ = SmartSentinel.format(first, level: .alert) }
    }
}
