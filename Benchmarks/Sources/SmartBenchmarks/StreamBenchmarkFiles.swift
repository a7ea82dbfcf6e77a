import Foundation
import SmartCodable

/// The large generated inputs of the stream benchmarks: airports records (every tenth
/// one damaged, as in `DirtyAirports`) repeated up to a size, written once as a JSON array
/// (one record per line) and as JSON Lines, in a folder outside the package. They are
/// made in bounded memory and kept for later runs; nothing here is committed.
struct StreamBenchmarkFiles {
    let megabytes: Int
    let directory: URL

    var arrayFile: URL { directory.appendingPathComponent("airports-\(megabytes)MB.json") }
    var linesFile: URL { directory.appendingPathComponent("airports-\(megabytes)MB.jsonl") }

    /// Writes the files that are missing, from the airports data set.
    func prepare(from airports: Data) {
        let fileManager = FileManager.default
        guard !fileManager.fileExists(atPath: arrayFile.path) || !fileManager.fileExists(atPath: linesFile.path) else {
            return
        }
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            let records = Self.records(from: DirtyAirports.make(from: airports))
            try write(records, to: arrayFile, asArray: true)
            try write(records, to: linesFile, asArray: false)
        } catch {
            FileHandle.standardError.write(
                Data("error: cannot write the stream benchmark files in \(directory.path): \(error)\n".utf8))
            exit(1)
        }
    }

    /// Each record of a JSON array, as compact JSON text.
    private static func records(from document: Data) -> [Data] {
        guard case .array(let values)? = try? SmartJSONValue(parsing: document) else { return [] }
        return values.compactMap { try? $0.jsonData() }
    }

    /// The records repeated until the array file has `megabytes` MiB; the JSON Lines file
    /// holds the same records, one per line.
    private func write(_ records: [Data], to url: URL, asArray: Bool) throws {
        guard !records.isEmpty else { return }
        let recordCount = self.recordCount(of: records)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var chunk = Data()
        if asArray { chunk.append(contentsOf: Array("[\n".utf8)) }
        for index in 0..<recordCount {
            if asArray, index > 0 { chunk.append(contentsOf: Array(",\n".utf8)) }
            chunk.append(records[index % records.count])
            if !asArray { chunk.append(0x0A) }
            if chunk.count >= 1 << 20 {
                try handle.write(contentsOf: chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if asArray { chunk.append(contentsOf: Array("\n]\n".utf8)) }
        try handle.write(contentsOf: chunk)
    }

    /// How many records make an array file of `megabytes` MiB.
    private func recordCount(of records: [Data]) -> Int {
        let target = megabytes << 20
        var size = 2
        var count = 0
        while size < target {
            size += records[count % records.count].count + 2
            count += 1
        }
        return count
    }
}
