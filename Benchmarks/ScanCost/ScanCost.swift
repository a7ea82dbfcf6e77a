import Foundation

// Compiled into the SmartCore module itself by Scripts/scan-cost.sh (not by SwiftPM), so
// it can call the internal scanner. By default it scans each file named on the command
// line once to warm up, then once inside `measuredScan`, the function callgrind counts.
// With `--time N` first, it times N scans of each file instead, walking a buffer larger
// than the caches between them, and prints the fastest and the median.

/// The flat document the decoders read, built from `bytes` and then dropped; the number
/// of entries, or -1 when the bytes are not JSON.
@inline(never)
func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let parsing = SmartJSONParsingOptions(allowsTopLevelScalars: true, allowsTrailingCommas: true)
    guard let document = try? JSONScanner.flatDocument(bytes, options: parsing) else { return -1 }
    return document.entryCount
}

/// The scan whose instructions are counted (the warm-up calls `scan` directly).
@inline(never)
func measuredScan(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    scan(bytes)
}

@main
struct ScanCost {
    static func main() {
        var paths = Array(CommandLine.arguments.dropFirst())
        var timer: ScanTimer?
        if paths.first == "--time" {
            guard paths.count >= 2, let rounds = Int(paths[1]), rounds > 0 else {
                print("scan-cost: --time needs a number of rounds")
                exit(2)
            }
            timer = ScanTimer(rounds: rounds)
            paths.removeFirst(2)
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("scan-cost: cannot read \(path)")
                continue
            }
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                if let timer {
                    _ = scan(bytes)
                    let (fastest, median) = timer.time(bytes)
                    print(
                        "\(path): \(data.count) bytes, fastest \(fastest / 1000) us, median \(median / 1000) us, "
                            + String(format: "%.3f", Double(median) / Double(max(data.count, 1)))
                            + " ns per byte at the median")
                } else {
                    _ = scan(bytes)
                    let entries = measuredScan(bytes)
                    print("\(path): \(data.count) bytes, \(entries) entries")
                }
            }
        }
    }
}
