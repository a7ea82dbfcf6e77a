import Foundation

/// The JSON inputs benchmarks run on, by name (`twitter`, `citm_catalog`, `canada`,
/// `airports10000`). Each comes from, in order: a file given on the command line, the
/// shared data folder `../shared/data/bench` (found from the working directory or from
/// the repository's location), or deterministic synthetic data of the same shape.
struct BenchmarkData {
    struct DataSet {
        let name: String
        let bytes: Data
        /// Where it came from: a path, or "synthetic".
        let origin: String
    }

    private var cache: [String: DataSet] = [:]
    private let explicitFiles: [String]

    init(files: [String]) {
        explicitFiles = files
    }

    /// Candidate folders for the shared benchmark data.
    private static var sharedFolders: [URL] {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        // #filePath is <repository>/Benchmarks/Sources/SmartBenchmarks/BenchmarkData.swift;
        // the repository root is four folders up.
        let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return [
            workingDirectory.appendingPathComponent("../shared/data/bench"),
            repositoryRoot.appendingPathComponent("../shared/data/bench"),
        ]
    }

    mutating func dataSet(named name: String) -> DataSet {
        if let cached = cache[name] { return cached }
        let fileName = name + ".json"
        var found: DataSet?
        if let path = explicitFiles.first(where: { URL(fileURLWithPath: $0).lastPathComponent == fileName }),
            let bytes = FileManager.default.contents(atPath: path)
        {
            found = DataSet(name: name, bytes: bytes, origin: path)
        }
        if found == nil {
            for folder in BenchmarkData.sharedFolders {
                let url = folder.appendingPathComponent(fileName).standardizedFileURL
                if let bytes = FileManager.default.contents(atPath: url.path) {
                    found = DataSet(name: name, bytes: bytes, origin: url.path)
                    break
                }
            }
        }
        let dataSet = found ?? DataSet(name: name, bytes: SyntheticData.generate(name), origin: "synthetic")
        cache[name] = dataSet
        return dataSet
    }
}
