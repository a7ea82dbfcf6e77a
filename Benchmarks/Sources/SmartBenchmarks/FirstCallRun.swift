import Foundation

/// `--first-call NAME`: what an app pays on a screen's first response. Each contender's
/// first call (per-type setup included) is timed in fresh processes of this executable
/// (`--once NAME --cold`), alternating between contenders round by round, and the medians
/// are compared with the first contender's.
enum FirstCallRun {
    static func run(_ name: String, rounds: Int, files: [String], data: inout BenchmarkData) -> Int32 {
        guard
            let definition = (BenchmarkCatalog.all).first(where: { $0.name == name })
        else {
            FileHandle.standardError.write(Data("error: no benchmark named '\(name)'; --list shows them\n".utf8))
            return 2
        }
        let contenders = definition.make(&data).contenders.map(\.name)
        var times: [String: [Double]] = [:]
        for _ in 0..<rounds {
            for contender in contenders {
                guard let nanoseconds = firstCall(name, contender: contender, files: files) else {
                    FileHandle.standardError.write(Data("error: the child run of \(contender) failed\n".utf8))
                    return 1
                }
                times[contender, default: []].append(nanoseconds)
            }
        }
        output("\(name), first call in a fresh process (\(rounds) processes each, median):")
        guard let baseline = contenders.first.flatMap({ median(times[$0] ?? []) }), baseline > 0 else { return 1 }
        for contender in contenders {
            let value = median(times[contender] ?? []) ?? 0
            let ratio = String(format: "%.3f", value / baseline)
            output("  \(contender): \(String(format: "%.2f", value / 1_000_000)) ms, ratio \(ratio)")
        }
        return 0
    }

    /// The first-call time one child process reports, in nanoseconds.
    static func firstCall(_ name: String, contender: String, files: [String]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        if !FileManager.default.fileExists(atPath: "/proc/self/exe") {
            process.executableURL = Bundle.main.executableURL
        }
        process.arguments = ["--once", name, "--contender", contender, "--cold"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("first call: ") {
            return Double(line.dropFirst("first call: ".count).dropLast(" ns".count))
        }
        return nil
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
