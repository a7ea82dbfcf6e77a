/// An object's members under the key strategy's names, for lookups when a key strategy
/// is set (§5.1 of the behaviour spec): each name once (the last of repeated names), and
/// when two names become the same the first in the document wins.
///
/// Filled once for each object a model reads, so it is cheap per member:
/// - a name the strategy leaves as it is (most names: one without an underscore under
///   `fromSnakeCase`, one whose first letter already has the wanted case under the
///   others; see `KeyStrategyConverter.leavesUnchanged`) is compared straight from the
///   document, with no `String` made for it; a name the strategy rewrites, or one
///   written with escapes, is copied as bytes into a buffer of the list's own (no
///   reference counting per name), usually from `KeyConversionCache` with its
///   fingerprint;
/// - names that collide are found as the parser finds repeated names (see
///   `MemberNameCheck`): a 256-bit filter of fingerprints first, and only a name whose
///   fingerprint was seen is compared, with the kept names of the same fingerprint; an
///   object whose filter reports too many possible repeats switches to a set of names,
///   so that no object costs more than linear time;
/// - a keyed container keeps its instance from object to object (`start(in:memberCount:)`
///   empties it and keeps its memory), so reading objects allocates nothing once the
///   list is large enough.
///
/// A class, so that a container holds it by one reference and a lookup copies nothing.
/// Used by one decode call at a time, on its thread, and it calls no code of the user:
/// no access to its properties can overlap another, so they are not checked at run time.
final class ConvertedMembers {
    /// One member whose converted name is not a repeat. Plain data, so the list is
    /// emptied without a walk over its elements.
    struct Member {
        /// The entry of the member's name in the document.
        let nameEntry: Int
        /// Where the converted name's bytes start in `rewrittenBytes`; -1 when it is the
        /// name exactly as written in the document (no escapes, and the strategy leaves
        /// it alone).
        let rewrittenStart: Int
        /// How many bytes the converted name has in `rewrittenBytes` (0 when it is the
        /// name as written).
        let rewrittenLength: Int
        /// The entry of the member's value.
        let value: Int
        /// The converted name's fingerprint (`MemberNameCheck.fingerprint`).
        var fingerprint: UInt8 = 0
    }

    /// The document the entries belong to, held as cursors hold it: the decode call keeps
    /// it alive while any container reads it, and `clear()` points away from it.
    @exclusivity(unchecked) private unowned(unsafe) var document: FlatDocument
    /// The kept members, in document order: `count` of them at `storage`, which has room
    /// for `capacity`. A buffer of plain data rather than an array, so that reading it
    /// does no reference counting.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Member>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0
    /// The converted names that are not the names as written, their bytes one after the
    /// other: `rewrittenCount` of them used, room for `rewrittenCapacity`.
    @exclusivity(unchecked) private var rewrittenBytes: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var rewrittenCapacity: Int
    @exclusivity(unchecked) private var rewrittenCount = 0
    /// The fingerprints of the kept names, and how many names were compared with the kept
    /// ones because the filter had seen their fingerprint.
    @exclusivity(unchecked) private var nameFilter = MemberNameCheck()
    @exclusivity(unchecked) private var comparedNames = 0
    /// Every kept name, once more than `comparisonLimit` names were compared.
    @exclusivity(unchecked) private var keptNames: Set<JSONKey>?
    /// Where the next lookup starts: the position after the previous match.
    @exclusivity(unchecked) private var nextPosition = 0

    /// How many names of one object are compared with the kept ones before a set takes
    /// over.
    private static var comparisonLimit: Int { 32 }
    /// The most members whose memory is kept for the next object.
    private static var keptCapacity: Int { 256 }
    /// The most bytes of rewritten names whose memory is kept for the next object.
    private static var keptRewrittenCapacity: Int { 4096 }

    init() {
        document = SmartDecoderImpl.parkedValue.document
        capacity = 16
        storage = .allocate(capacity: capacity)
        rewrittenCapacity = 256
        rewrittenBytes = .allocate(capacity: rewrittenCapacity)
    }

    deinit {
        // Members and bytes are plain data: nothing to deinitialize.
        storage.deallocate()
        rewrittenBytes.deallocate()
    }

    /// Empties the list for the members of an object of `document` with `memberCount`
    /// members.
    func start(in document: FlatDocument, memberCount: Int) {
        self.document = document
        count = 0
        if memberCount > capacity { resize(to: memberCount) }
        rewrittenCount = 0
        if keptNames != nil { keptNames = nil }
        nameFilter = MemberNameCheck()
        comparedNames = 0
        nextPosition = 0
    }

    /// Lets go of the names and of the document while the instance waits for its next
    /// object; the list keeps its memory unless it grew large.
    func clear() {
        document = SmartDecoderImpl.parkedValue.document
        count = 0
        let keepsCapacity = capacity <= ConvertedMembers.keptCapacity
        if !keepsCapacity { resize(to: 16) }
        rewrittenCount = 0
        if rewrittenCapacity > ConvertedMembers.keptRewrittenCapacity { resizeRewritten(to: 256) }
        if keptNames != nil { keptNames = nil }
        nameFilter = MemberNameCheck()
        comparedNames = 0
        nextPosition = 0
    }

    /// Gives the list room for `newCapacity` members (at least `count`).
    private func resize(to newCapacity: Int) {
        storage = ConvertedMembers.moved(storage, count: count, toCapacity: newCapacity)
        capacity = newCapacity
    }

    /// Gives the rewritten names' buffer room for `newCapacity` bytes (at least
    /// `rewrittenCount`).
    private func resizeRewritten(to newCapacity: Int) {
        rewrittenBytes = ConvertedMembers.moved(rewrittenBytes, count: rewrittenCount, toCapacity: newCapacity)
        rewrittenCapacity = newCapacity
    }

    /// A new buffer of `capacity` elements holding the first `count` elements of `buffer`,
    /// which is freed.
    private static func moved<Element>(
        _ buffer: UnsafeMutablePointer<Element>, count: Int, toCapacity capacity: Int
    ) -> UnsafeMutablePointer<Element> {
        let resized = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        resized.moveInitialize(from: buffer, count: count)
        buffer.deallocate()
        return resized
    }

    /// Copies `name` to the end of the rewritten names' buffer; returns where it starts.
    private func storeRewritten(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let start = rewrittenCount
        if name.count > rewrittenCapacity - start {
            resizeRewritten(to: max(rewrittenCapacity * 2, start + name.count))
        }
        if let source = name.baseAddress { (rewrittenBytes + start).initialize(from: source, count: name.count) }
        rewrittenCount = start + name.count
        return start
    }

    /// Adds `member` at the end of the list.
    private func keep(_ member: Member) {
        if count == capacity { resize(to: capacity * 2) }
        (storage + count).initialize(to: member)
        count += 1
    }

    /// Keeps a member whose name is its name as written, unless that name is already
    /// kept: the first in the document wins.
    func append(nameEntry: Int, value: Int) {
        let member = Member(nameEntry: nameEntry, rewrittenStart: -1, rewrittenLength: 0, value: value)
        append(member, fingerprint: keptNames == nil ? withName(of: member) { MemberNameCheck.fingerprint($0) } : 0)
    }

    /// Keeps a member whose converted name is `rewritten` (with the fingerprint
    /// `fingerprint`), unless that name is already kept: the first in the document wins.
    func append(nameEntry: Int, rewritten: UnsafeBufferPointer<UInt8>, fingerprint: UInt8, value: Int) {
        let start = storeRewritten(rewritten)
        append(
            Member(nameEntry: nameEntry, rewrittenStart: start, rewrittenLength: rewritten.count, value: value),
            fingerprint: fingerprint)
    }

    /// Keeps a member whose converted name is `rewritten`, unless that name is already
    /// kept.
    func append(nameEntry: Int, rewritten: String, value: Int) {
        var rewritten = rewritten
        rewritten.withUTF8 { utf8 in
            append(nameEntry: nameEntry, rewritten: utf8, fingerprint: MemberNameCheck.fingerprint(utf8), value: value)
        }
    }

    /// Keeps `member` (whose converted name has the fingerprint `fingerprint`, unused once
    /// the set has taken over) unless its converted name is already kept.
    private func append(_ member: Member, fingerprint: UInt8) {
        var member = member
        if keptNames == nil {
            member.fingerprint = fingerprint
            guard nameFilter.testAndSet(member.fingerprint) else { return keep(member) }
            comparedNames += 1
            if comparedNames <= ConvertedMembers.comparisonLimit {
                if !isKept(member) { keep(member) }
                return
            }
            var names = Set<JSONKey>(minimumCapacity: count * 2)
            for position in 0..<count { names.insert(JSONKey(self.name(of: storage[position]))) }
            keptNames = names
        }
        let name = JSONKey(self.name(of: member))
        if keptNames?.insert(name).inserted == true { keep(member) }
    }

    /// Whether a kept member has the converted name of `member`: compared with the kept
    /// names of the same fingerprint.
    private func isKept(_ member: Member) -> Bool {
        withName(of: member) { name in
            var position = 0
            while position < count {
                let kept = storage[position]
                if kept.fingerprint == member.fingerprint, self.name(of: kept, equals: name) { return true }
                position += 1
            }
            return false
        }
    }

    /// The value entry of the member whose converted name is `name`, or nil.
    func value(named name: String) -> Int? {
        var name = name
        return name.withUTF8 { utf8 in
            (0..<count).first { self.name(of: storage[$0], equals: utf8) }.map { storage[$0].value }
        }
    }

    /// The value entry of the member whose converted name is `utf8`, or nil. The search
    /// starts after the previous match and wraps around once, so members read in
    /// document order are found at the first try; the kept names are all different, so
    /// where it starts does not change the answer.
    func nextValue(utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = self.count
        guard count > 0 else { return nil }
        var position = nextPosition < count ? nextPosition : 0
        for _ in 0..<count {
            let member = storage[position]
            if name(of: member, equals: utf8) {
                nextPosition = position + 1
                return member.value
            }
            position = position + 1 == count ? 0 : position + 1
        }
        return nil
    }

    /// The converted names, in document order.
    var names: [String] { (0..<count).map { name(of: storage[$0]) } }

    /// The converted name of `member`.
    func name(of member: Member) -> String {
        guard member.rewrittenStart >= 0 else { return withDocument { $0.string(at: member.nameEntry) } }
        return String(decoding: rewrittenName(of: member), as: UTF8.self)
    }

    /// The bytes of the rewritten name of `member`, which has one; valid until the next
    /// member is added or the list is emptied.
    @inline(__always)
    private func rewrittenName(of member: Member) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: rewrittenBytes + member.rewrittenStart, count: member.rewrittenLength)
    }

    /// Runs `body` with the document, which it does not retain (a plain read of the
    /// `unowned(unsafe)` property retained and released it around every comparison).
    @inline(__always)
    private func withDocument<Result>(_ body: (FlatDocument) -> Result) -> Result {
        Unmanaged.passUnretained(document)._withUnsafeGuaranteedRef(body)
    }

    /// Whether the converted name of `member` is exactly `utf8`.
    @inline(__always)
    private func name(of member: Member, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard member.rewrittenStart >= 0 else {
            return withDocument { $0.string(at: member.nameEntry, equals: utf8) }
        }
        guard member.rewrittenLength == utf8.count else { return false }
        guard let right = utf8.baseAddress else { return true }
        return WordBytes.equal(rewrittenBytes + member.rewrittenStart, right, count: utf8.count)
    }

    /// Runs `body` on the UTF-8 of the converted name of `member`.
    @inline(__always)
    private func withName<Result>(of member: Member, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard member.rewrittenStart >= 0 else { return withDocument { body($0.literalBytes(at: member.nameEntry)) } }
        return body(rewrittenName(of: member))
    }
}
