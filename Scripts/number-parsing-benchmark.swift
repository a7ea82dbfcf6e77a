// Micro-measurement for Sources/SmartCore/Numbers, compiled outside the package by
// Scripts/measure-number-parsing.sh (swiftc -O -wmo with the Numbers sources).
//
// Collects every number literal of a JSON file (outside strings), checks that
// FloatingPointParsing.double(jsonLiteral:) equals Double(String) on each and counts the
// literals that need the fallback, then times each contender (best of N rounds).
// Usage: benchmark FILE [contender ...] [rounds]; contenders: empty ours oursValidating
// oursFloat std stdFloat (default: all). Under callgrind, use rounds = 1 and read the
// inclusive cost of run<Contender>.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let path = arguments.first else {
    print("usage: benchmark FILE [contender ...] [rounds]")
    exit(2)
}
let rounds = arguments.count > 1 ? Int(arguments[arguments.count - 1]) ?? 20 : 20
let requested = Set(arguments.dropFirst().filter { Int($0) == nil })

guard let data = FileManager.default.contents(atPath: path) else {
    print("cannot read \(path)")
    exit(1)
}
let bytes = [UInt8](data)
var storage: [UInt8] = []
var offsets: [Int] = [0]
var index = 0
while index < bytes.count {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\"") {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        continue
    }
    guard byte == UInt8(ascii: "-") || byte.isASCIIDigit else {
        index += 1
        continue
    }
    var end = index + 1
    while end < bytes.count,
        bytes[end].isASCIIDigit
            || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(
                bytes[end])
    {
        end += 1
    }
    storage.append(contentsOf: bytes[index..<end])
    offsets.append(storage.count)
    index = end
}
let count = offsets.count - 1

typealias Contender = (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Double

@inline(never) func runEmpty(_ text: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<Int>) -> Double {
    var sum = 0.0
    for i in 0..<(offsets.count - 1) {
        sum += Double(UnsafeBufferPointer(rebasing: text[offsets[i]..<offsets[i + 1]]).count)
    }
    return sum
}

@inline(never) func runOurs(_ text: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<Int>) -> Double {
    var sum = 0.0
    for i in 0..<(offsets.count - 1) {
        sum += FloatingPointParsing.double(
            jsonLiteral: UnsafeBufferPointer(rebasing: text[offsets[i]..<offsets[i + 1]]))
    }
    return sum
}

@inline(never) func runOursValidating(_ text: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<Int>) -> Double
{
    var sum = 0.0
    for i in 0..<(offsets.count - 1) {
        sum += FloatingPointParsing.double(utf8: UnsafeBufferPointer(rebasing: text[offsets[i]..<offsets[i + 1]])) ?? 0
    }
    return sum
}

@inline(never) func runOursFloat(_ text: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<Int>) -> Double {
    var sum = 0.0
    for i in 0..<(offsets.count - 1) {
        sum += Double(
            FloatingPointParsing.float(jsonLiteral: UnsafeBufferPointer(rebasing: text[offsets[i]..<offsets[i + 1]])))
    }
    return sum
}

@inline(never) func runStd(_ text: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<Int>) -> Double {
    var sum = 0.0
    for i in 0..<(offsets.count - 1) {
        sum +=
            Double(String(decoding: UnsafeBufferPointer(rebasing: text[offsets[i]..<offsets[i + 1]]), as: UTF8.self))
            ?? 0
    }
    return sum
}

@inline(never) func runStdFloat(_ text: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<Int>) -> Double {
    var sum = 0.0
    for i in 0..<(offsets.count - 1) {
        sum += Double(
            Float(String(decoding: UnsafeBufferPointer(rebasing: text[offsets[i]..<offsets[i + 1]]), as: UTF8.self))
                ?? 0)
    }
    return sum
}

storage.withUnsafeBufferPointer { text in
    offsets.withUnsafeBufferPointer { offsets in
        var fallbacks = 0
        var mismatches = 0
        for i in 0..<count {
            let literal = UnsafeBufferPointer(rebasing: text[offsets[i]..<offsets[i + 1]])
            if FloatingPointParsing.doubleWithoutFallback(jsonLiteral: literal) == nil { fallbacks += 1 }
            let expected = Double(String(decoding: literal, as: UTF8.self))
            if FloatingPointParsing.double(jsonLiteral: literal).bitPattern != expected?.bitPattern { mismatches += 1 }
        }
        print("numbers \(count) bytes \(storage.count) fallbacks \(fallbacks) mismatches \(mismatches)")
        let contenders: [(String, Contender)] = [
            ("empty", runEmpty), ("ours", runOurs), ("oursValidating", runOursValidating),
            ("oursFloat", runOursFloat), ("std", runStd), ("stdFloat", runStdFloat),
        ]
        for (name, run) in contenders where requested.isEmpty || requested.contains(name) {
            var best = Double.infinity
            var sink = 0.0
            for _ in 0..<rounds {
                let start = DispatchTime.now().uptimeNanoseconds
                sink += run(text, offsets)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
            }
            print(name, String(format: "%.1f ns/number", best / Double(count)), sink.isNaN ? "(nan)" : "")
        }
    }
}
