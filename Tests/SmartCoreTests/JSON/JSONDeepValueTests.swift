import Foundation
import SmartCore
import SmartTestSupport
import Testing

/// Values nested 100,000 levels deep, built in code rather than parsed (so no depth limit
/// applies), must be safe to copy, change, compare, hash, write and free on a thread with
/// the stack Apple gives secondary threads: 512 KiB.
///
/// A stack overflow kills the whole test process, so on Linux each check runs in a child
/// process (this same test binary, started again with a filter and an environment
/// variable); a crash is then an ordinary failure. Each check also runs in this process at
/// a shallow depth, so its assertions are exercised where a failure reads normally.
@Suite("Deep JSON values built in code: copy, change, compare, free on a 512 KiB stack")
struct JSONDeepValueTests {
    static let depth = 100_000
    static let stackSize = 512 * 1024
    static let probeVariable = "SMARTCORE_DEEP_VALUE_PROBE"

    /// How the levels nest.
    enum Shape: String, CaseIterable, Sendable {
        /// `[[[…1…]]]`
        case arrays
        /// `{"a":{"a":{"a":…1…}}}`
        case objects
        /// `[{"a":[{"a":…1…}]}]`: arrays and objects in turn, an array outermost
        case alternating
        /// Arrays and objects in turn, each level with containers and scalars beside the
        /// deep one: `[{"a":[…,"s",{"k":[1]}],"b":[1,{"c":2}],"z":"s"},"s",{"k":[1]}]`
        case siblings
    }

    /// What is done with the deep values.
    enum Check: String, CaseIterable, Sendable {
        /// Build twice, measure, compare, hash, write, free.
        case compareAndFree
        /// Copy, change the copy at the top and at the bottom, check the original, free.
        case copyOnWrite
        /// One deep subtree under two parents: free one parent, check the other, free it;
        /// then free two parents on two threads at once.
        case sharedSubtree
    }

    // MARK: - Building and measuring

    /// `shape` nested `depth` levels around `leaf`, built one level at a time.
    static func build(_ shape: Shape, depth: Int, leaf: SmartJSONValue = 1) -> SmartJSONValue {
        var value = leaf
        for level in 0..<depth {
            let asArray = isArray(shape, levelFromTop: depth - 1 - level)
            switch (shape, asArray) {
            case (.siblings, true):
                value = .array(SmartJSONArray([value, "s", ["k": [1]]]))
            case (.siblings, false):
                value = .object(["a": value, "b": [1, ["c": 2]], "z": "s"])
            case (_, true):
                value = .array(SmartJSONArray([value]))
            case (_, false):
                value = .object(["a": value])
            }
        }
        return value
    }

    /// Whether the level `levelFromTop` below the outermost one (0) is an array.
    static func isArray(_ shape: Shape, levelFromTop: Int) -> Bool {
        shape == .arrays || (shape != .objects && levelFromTop % 2 == 0)
    }

    /// How many containers nest along the first-element / `"a"` chain, and the value at
    /// its bottom.
    static func measure(_ value: SmartJSONValue) -> (depth: Int, leaf: SmartJSONValue) {
        var depth = 0
        var current = value
        while true {
            switch current {
            case .array(let elements) where !elements.isEmpty:
                current = elements[0]
            case .object(let object):
                guard let next = object["a"] else { return (depth, current) }
                current = next
            default:
                return (depth, current)
            }
            depth += 1
        }
    }

    /// `value` with the scalar at the bottom of its chain replaced by `leaf`. Every level
    /// is changed through a copy that shares its storage with `value`, so each one is
    /// copied on write and `value` itself must stay as it was.
    static func replacingLeaf(of value: SmartJSONValue, with leaf: SmartJSONValue) -> SmartJSONValue {
        var chain: [SmartJSONValue] = []
        var current = value
        descend: while true {
            switch current {
            case .array(let elements) where !elements.isEmpty:
                chain.append(current)
                current = elements[0]
            case .object(let object):
                guard let next = object["a"] else { break descend }
                chain.append(current)
                current = next
            default:
                break descend
            }
        }
        var rebuilt = leaf
        while let container = chain.popLast() {
            switch container {
            case .array(var elements):
                elements[0] = rebuilt
                rebuilt = .array(elements)
            case .object(var object):
                object["a"] = rebuilt
                rebuilt = .object(object)
            default:
                break
            }
        }
        return rebuilt
    }

    /// The compact JSON text of `shape` nested `depth` levels around `1`.
    static func expectedText(_ shape: Shape, depth: Int) -> String {
        var opening = ""
        var closings: [String] = []
        for level in 0..<depth {
            let asArray = isArray(shape, levelFromTop: level)
            opening += asArray ? "[" : #"{"a":"#
            switch (shape, asArray) {
            case (.siblings, true): closings.append(#","s",{"k":[1]}]"#)
            case (.siblings, false): closings.append(#","b":[1,{"c":2}],"z":"s"}"#)
            case (_, true): closings.append("]")
            case (_, false): closings.append("}")
            }
        }
        return opening + "1" + closings.reversed().joined()
    }

    // MARK: - The checks (each returns "ok" or what went wrong)

    static func run(_ check: Check, _ shape: Shape, depth: Int) -> String {
        switch check {
        case .compareAndFree: return compareAndFree(shape, depth: depth)
        case .copyOnWrite: return copyOnWrite(shape, depth: depth)
        case .sharedSubtree: return sharedSubtree(shape, depth: depth)
        }
    }

    static func compareAndFree(_ shape: Shape, depth: Int) -> String {
        let value = build(shape, depth: depth)
        let again = build(shape, depth: depth)
        let measured = measure(value)
        guard measured.depth == depth, measured.leaf == 1 else { return "measured \(measured)" }
        guard value == again, again == value else { return "not equal to a second build" }
        guard hashOf(value) == hashOf(again) else { return "hashes differ" }
        let different = build(shape, depth: depth, leaf: 2)
        guard value != different else { return "equal to a build with another leaf" }
        let shallower = build(shape, depth: depth - 1)
        guard value != shallower else { return "equal to a build one level shallower" }
        guard value.description == expectedText(shape, depth: depth) else { return "written differently" }
        return "ok"
    }

    static func copyOnWrite(_ shape: Shape, depth: Int) -> String {
        let original = build(shape, depth: depth)
        let reference = build(shape, depth: depth)

        // Change the copy's top level.
        var topChanged = original
        switch topChanged {
        case .array(var elements):
            elements.append("extra")
            topChanged = .array(elements)
        case .object(var object):
            object["extra"] = true
            topChanged = .object(object)
        default:
            return "the top level is not a container"
        }
        let topCount = original.arrayElements?.count ?? original.objectValue?.count ?? 0
        let changedCount = topChanged.arrayElements?.count ?? topChanged.objectValue?.count ?? 0
        guard changedCount == topCount + 1 else {
            return "the changed copy has \(changedCount) members, not \(topCount + 1)"
        }
        guard original == build(shape, depth: depth) else { return "changing a copy's top level changed the original" }

        // Change the copy's bottom: every level is copied on write.
        let leafChanged = replacingLeaf(of: original, with: "changed")
        let changedMeasure = measure(leafChanged)
        guard changedMeasure.depth == depth, changedMeasure.leaf == "changed" else {
            return "the copy with a new leaf measures \(changedMeasure)"
        }
        let originalMeasure = measure(original)
        guard originalMeasure.depth == depth, originalMeasure.leaf == 1 else {
            return "changing a copy's leaf changed the original: \(originalMeasure)"
        }
        guard original == reference else { return "the original no longer equals a fresh build" }
        guard leafChanged != original else { return "the changed copy still equals the original" }
        guard leafChanged == build(shape, depth: depth, leaf: "changed") else {
            return "the changed copy differs from a build with that leaf"
        }
        return "ok"
    }

    static func sharedSubtree(_ shape: Shape, depth: Int) -> String {
        var first: SmartJSONValue? = nil
        let second: SmartJSONValue
        do {
            let deep = build(shape, depth: depth)
            first = .array([deep, 1])
            second = .object(["shared": deep])
        }
        guard first?[0] == second["shared"] else { return "the two parents do not hold the same subtree" }
        first = nil  // frees `first`, not the subtree `second` still holds
        guard let kept = second["shared"] else { return "the second parent lost its member" }
        let measured = measure(kept)
        guard measured.depth == depth, measured.leaf == 1 else { return "after freeing one parent: \(measured)" }
        guard kept == build(shape, depth: depth) else { return "after freeing one parent: not equal to a fresh build" }

        // Two owners freed at the same moment on two threads.
        let owners = DeepValueOwners()
        do {
            let deep = build(shape, depth: depth)
            owners.left = .array([deep])
            owners.right = .object(["b": deep])
        }
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for side in 0..<2 {
            done.enter()
            let thread = Thread {
                start.wait()
                owners.release(left: side == 0)
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        start.signal()
        start.signal()
        guard done.wait(timeout: .now() + 120) == .success else { return "the concurrent frees did not finish" }
        return "ok"
    }

    // MARK: - Tests

    /// Runs only inside the child process.
    @Test(
        .enabled(
            if: childProcessRequest(probeVariable) != nil,
            "runs only in a child process started by deepValueOnA512KiBThread"))
    func probe() throws {
        let (request, resultPath) = try #require(childProcessRequest(Self.probeVariable))
        let parts = request.split(separator: ",").map(String.init)
        let check = try #require(parts.first.flatMap(Check.init(rawValue:)))
        let shape = try #require(parts.last.flatMap(Shape.init(rawValue:)))
        let outcome =
            runOnThread(stackSize: Self.stackSize) { Self.run(check, shape, depth: Self.depth) } ?? "timed out"
        try Data(outcome.utf8).write(to: URL(fileURLWithPath: resultPath))
        #expect(outcome == "ok")
    }

    @Test(
        .enabled(if: childProcessRequest(probeVariable) == nil, "this is the child process"),
        arguments: Check.allCases, Shape.allCases)
    func deepValueOnA512KiBThread(check: Check, shape: Shape) throws {
        #if os(Linux)
        if let binary = restartableTestBinary {
            let outcome = try runInChildProcess(
                binary: binary, filter: "JSONDeepValueTests/probe", variable: Self.probeVariable,
                request: "\(check.rawValue),\(shape.rawValue)")
            #expect(outcome == "ok", "\(check) with \(Self.depth) nested \(shape) on a 512 KiB thread")
            return
        }
        #endif
        let outcome = runOnThread(stackSize: Self.stackSize) { Self.run(check, shape, depth: Self.depth) }
        #expect(outcome == "ok")
    }

    /// The same checks, shallow and in this process.
    @Test(arguments: Check.allCases, Shape.allCases)
    func shallowValue(check: Check, shape: Shape) {
        #expect(Self.run(check, shape, depth: 50) == "ok")
    }

    @Test func measuringAndRebuildingHelpers() {
        let value = Self.build(.alternating, depth: 3)
        #expect(value == [["a": [1]]] as SmartJSONValue)
        #expect(value.description == Self.expectedText(.alternating, depth: 3))
        #expect(Self.measure(value).depth == 3)
        #expect(Self.replacingLeaf(of: value, with: "x") == [["a": ["x"]]] as SmartJSONValue)
        #expect(Self.build(.objects, depth: 2).description == #"{"a":{"a":1}}"#)
        #expect(Self.build(.arrays, depth: 2).description == "[[1]]")
        let siblings = Self.build(.siblings, depth: 2)
        #expect(siblings.description == #"[{"a":1,"b":[1,{"c":2}],"z":"s"},"s",{"k":[1]}]"#)
        #expect(siblings.description == Self.expectedText(.siblings, depth: 2))
        #expect(Self.measure(siblings).depth == 2)
        #expect(Self.measure(Self.replacingLeaf(of: siblings, with: 5)).leaf == 5)
    }
}
