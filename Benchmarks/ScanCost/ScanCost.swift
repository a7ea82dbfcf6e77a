import Foundation

// Compiled into the SmartCore module itself by Scripts/scan-cost.sh (not by SwiftPM), so
// it can call the internal scanner: scans each file named on the command line once to
// warm up, then once inside `measuredScan`, the function callgrind counts.

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
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("scan-cost: cannot read \(path)")
                continue
            }
            let entries = data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                _ = scan(bytes)
                return measuredScan(bytes)
            }
            print("\(path): \(data.count) bytes, \(entries) entries")
        }
    }
}
