import Foundation

/// Repeated member names (see `MemberNameCheck` for the strategy and its bounds).
extension JSONScanner {

    /// Whether the name just read (the last of `names`, whose fingerprint is
    /// `fingerprint`) may repeat an earlier name of the object `container`: when the
    /// object filters and the fingerprint was seen before, and always once it hashes its
    /// names; never once a repeat was found. The cheap test every name passes, inlined
    /// where the name is read.
    @inline(__always)
    func lastNameMayRepeat(fingerprint: UInt8, in container: inout OpenContainer) -> Bool {
        switch container.nameCheck.stage {
        case .filtering: return container.nameCheck.testAndSet(fingerprint)
        case .hashing: return true
        case .repeated: return false
        }
    }

    /// Checks the name just read against the earlier names of the object `container`,
    /// once `lastNameMayRepeat` said it may repeat one, and flags the object when it does.
    @inline(never)
    mutating func checkLastName<Sink: JSONScanSink & ~Copyable>(in container: inout OpenContainer, sink: inout Sink) {
        let latest = names.count - 1
        let earlier = latest - container.firstName
        if container.nameCheck.hasTable, var table = nameTables.popLast() {
            // Off the stack while it changes, so the closure below may read the scanner.
            let hash = nameHash(latest, sink: &sink)
            if table.insert(entry: latest, hash: hash, equal: { namesEqual($0, latest, sink: &sink) }) {
                // The table is not put back: a repeated object checks nothing more.
                container.nameCheck.stage = .repeated
            } else {
                nameTables.append(table)
            }
            return
        }
        if earlier <= MemberNameCheck.directCompareLimit {
            let fingerprint = names.fingerprint(at: latest)
            var from = container.firstName
            while let name = names.nextIndex(withFingerprint: fingerprint, from: from, before: latest) {
                if namesEqual(name, latest, sink: &sink) {
                    container.nameCheck.stage = .repeated
                    return
                }
                from = name &+ 1
            }
            return
        }
        // Switch this object to hashing: every earlier name goes into a table once.
        var table = MemberNameTable(expectedCount: earlier + 1)
        for name in container.firstName..<latest {
            _ = table.insert(entry: name, hash: nameHash(name, sink: &sink), equal: { _ in false })
        }
        let hash = nameHash(latest, sink: &sink)
        if table.insert(entry: latest, hash: hash, equal: { namesEqual($0, latest, sink: &sink) }) {
            container.nameCheck.stage = .repeated
        } else {
            nameTables.append(table)
            container.nameCheck.stage = .hashing
        }
    }

    /// Runs `body` on the name's UTF-8 with escapes decoded.
    private func withName<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let name = names[index]
        let raw = UnsafeBufferPointer(rebasing: bytes[name.startOffset..<(name.startOffset + name.byteCount)])
        guard names.mayHaveEscapedNames(from: index), raw.contains(UInt8(ascii: "\\")) else { return body(raw) }
        return FlatDocument.unescaped(raw).withUnsafeBufferPointer(body)
    }

    /// The fingerprint of a name written with escapes (of its decoded text).
    func escapedNameFingerprint(start: Int, length: Int) -> UInt8 {
        let decoded = FlatDocument.unescaped(UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]))
        return decoded.withUnsafeBufferPointer { MemberNameCheck.fingerprint($0) }
    }

    /// The hash of a name's decoded text; tells the sink a step of the check was taken.
    /// `mutating` though it changes nothing, as `namesEqual` is (see there).
    private mutating func nameHash<Sink: JSONScanSink & ~Copyable>(_ index: Int, sink: inout Sink) -> Int {
        sink.noteNameCheckStep()
        return withName(index) { text in
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(text))
            return hasher.finalize()
        }
    }

    /// Whether two names are the same text; tells the sink a step of the check was taken.
    /// Names without escapes (nearly all) are told apart here, most by their lengths.
    ///
    /// `mutating` though it changes nothing: called from the mutating check, a method that
    /// borrows the scanner made the compiler copy the whole scanner (128 bytes) into a
    /// temporary at every call. The same holds for `nameHash` and `endOfMultibyteRun`;
    /// together they took 0.7% of the instructions of decoding twitter.json.
    @inline(__always)
    private mutating func namesEqual<Sink: JSONScanSink & ~Copyable>(
        _ left: Int, _ right: Int, sink: inout Sink
    ) -> Bool {
        sink.noteNameCheckStep()
        let leftName = names[left]
        let rightName = names[right]
        if !names.mayHaveEscapedNames(from: min(left, right)) {
            guard leftName.length == rightName.length else { return false }
            return WordBytes.equal(base + leftName.startOffset, base + rightName.startOffset, count: leftName.byteCount)
        }
        return escapedNamesEqual(left, right)
    }

    /// Whether two names, at least one written with escapes, are the same decoded text.
    @inline(never)
    private func escapedNamesEqual(_ left: Int, _ right: Int) -> Bool {
        withName(left) { leftText in withName(right) { rightText in leftText.elementsEqual(rightText) } }
    }
}
