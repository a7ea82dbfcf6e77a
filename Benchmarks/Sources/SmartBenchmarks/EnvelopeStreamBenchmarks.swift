import Foundation
import SmartCodable

/// Streaming the array inside an envelope (`designatedPath`) against the same records as
/// a bare array: the records of the stream benchmark's array file, wrapped as
/// `{"code":0,"msg":"ok","data":{"total":…,"list":[ … ],"next":"…"}}`.
///
/// Runs only when asked for (`--filter envelope`, `--once`), like the other stream
/// benchmarks.
enum EnvelopeStreamBenchmarks {
    static func definitions(megabytes: Int, directory: URL) -> [BenchmarkDefinition] {
        let files = StreamBenchmarkFiles(megabytes: megabytes, directory: directory)
        let envelopeFile = directory.appendingPathComponent("airports-\(megabytes)MB-envelope.json")
        let name = "stream airports \(megabytes)MB envelope"
        return [
            BenchmarkDefinition(name: name) { data in
                files.prepare(from: data.dataSet(named: "airports10000").bytes)
                wrap(files.arrayFile, into: envelopeFile)
                return Benchmark(
                    name: name, inputBytes: StreamBenchmarks.fileSize(envelopeFile),
                    contenders: [
                        Contender(name: "deserializeElements (file, bare array)") {
                            guard
                                let models = try? [Airport].deserializeElements(
                                    contentsOf: files.arrayFile, format: .jsonArray)
                            else { return -1 }
                            return StreamBenchmarks.checksum(models)
                        },
                        Contender(name: "deserializeElements (file, designatedPath)") {
                            let envelope = SmartStreamEnvelope()
                            guard
                                let models = try? [Airport].deserializeElements(
                                    contentsOf: envelopeFile, designatedPath: "data.list", envelope: envelope)
                            else { return -1 }
                            let total = StreamBenchmarks.checksum(models)
                            return envelope.data == nil ? -1 : total
                        },
                    ])
            }
        ]
    }

    /// Writes the envelope file around the array file's bytes, a chunk at a time, once.
    private static func wrap(_ arrayFile: URL, into envelopeFile: URL) {
        guard !FileManager.default.fileExists(atPath: envelopeFile.path) else { return }
        do {
            let reader = try FileHandle(forReadingFrom: arrayFile)
            defer { try? reader.close() }
            _ = FileManager.default.createFile(atPath: envelopeFile.path, contents: nil)
            let writer = try FileHandle(forWritingTo: envelopeFile)
            defer { try? writer.close() }
            try writer.write(contentsOf: Data(#"{"code":0,"msg":"ok","data":{"total":-1,"list":"#.utf8))
            while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty {
                try writer.write(contentsOf: chunk)
            }
            try writer.write(contentsOf: Data(#","next":"cursor-2"}}"#.utf8))
        } catch {
            FileHandle.standardError.write(Data("error: cannot write \(envelopeFile.path): \(error)\n".utf8))
            exit(1)
        }
    }
}
