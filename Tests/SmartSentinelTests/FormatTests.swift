import Foundation
import SmartCore
import SmartSentinel
import Testing

/// The block format of §9, from hand-built reports (no decoder involved).
@Suite("Block format from hand-built reports")
struct FormatTests {
    /// The verified example of §9, issue by issue in decoding order.
    static let specExampleReport = SmartDecodingReport(
        rootType: "LogModel",
        issues: [
            issue(
                root: "LogModel", [], "a", expected: "Int", .typeMismatch(found: .string), resolution: .initializerValue
            ),
            issue(root: "LogModel", [], "e", expected: "Int", .null),
            issue(
                root: "LogModel", [key("items", "Array<Item>"), index(0, "Item")], "id", expected: "Int",
                .typeMismatch(found: .string), resolution: .converted),
            issue(
                root: "LogModel", [key("items", "Array<Item>"), index(0, "Item")], "title", expected: "String",
                .typeMismatch(found: .number), resolution: .converted),
            issue(
                root: "LogModel", [key("items", "Array<Item>"), index(1, "Item")], "title", expected: "String",
                .missingKey),
            issue(
                root: "LogModel", [key("sub", "Sub")], "name", expected: "String", .typeMismatch(found: .number),
                resolution: .converted),
            issue(root: "LogModel", [key("sub", "Sub")], "age", expected: "Int", .missingKey),
        ],
        succeeded: true)

    static let specExampleBlock = block(
        """
        LogModel 👈🏻 👀
           ┆┄ a: Expected to decode 'Int' but found ‘String’ instead.
           ┆┄ e: Expected to decode 'Int' but found 'null' instead.
           ╆━ items: [Item]
              ╆━ Index 0
                 ┆┄ id   : Expected to decode 'Int' but found ‘String’ instead.
                 ┆┄ title: Expected to decode 'String' but found ’Number‘ instead.
              ╆━ Index 1
                 ┆┄ title: No value associated with key.
           ╆━ sub: Sub
              ┆┄ name: Expected to decode 'String' but found ’Number‘ instead.
              ┆┄ age : No value associated with key.

        """)

    @Test func specExampleIsReproducedExactly() {
        #expect(SmartSentinel.format(Self.specExampleReport) == Self.specExampleBlock)
    }

    @Test func blockStartsWithANewlineAndUsesTheDocumentedRules() throws {
        let text = try #require(SmartSentinel.format(Self.specExampleReport))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "")
        #expect(lines[1].count == 84)
        #expect(lines[1].hasPrefix(String(repeating: "=", count: 32) + "  [Smart Sentinel]  "))
        #expect(lines[lines.count - 2] == Substring(String(repeating: "=", count: 84)))
        #expect(lines.last == "")
    }

    @Test func publicConstantsMatchTheSpec() {
        #expect(SmartSentinel.space == "   ")
        #expect(SmartSentinel.keyContainerSign == "╆━ ")
        #expect(SmartSentinel.unKeyContainerSign == "╆━ ")
        #expect(SmartSentinel.attributeSign == "┆┄ ")
    }

    /// The tree of the seeds' README, from a report shaped like the decoder's.
    @Test func readmeTreeFromAHandBuiltReport() {
        let root = "Array<SomeModel>"
        func at(_ element: Int, _ rest: SmartDecodingIssue.PathComponent...) -> [SmartDecodingIssue.PathComponent] {
            [index(element, "SomeModel")] + rest
        }
        let sub = key("sub", "SubModel")
        let subs = key("sub2s", "Array<SubTwoModel>")
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(root: root, at(0), "a", expected: "Int", .typeMismatch(found: .string)),
                issue(root: root, at(0), "b", expected: "Int", .typeMismatch(found: .array)),
                issue(root: root, at(0), "c", expected: "Int", .missingKey),
                issue(root: root, at(0, sub), "sub_a", expected: "Int", .missingKey),
                issue(root: root, at(0, sub), "sub_b", expected: "Int", .missingKey),
                issue(root: root, at(0, sub), "sub_c", expected: "Int", .missingKey),
                issue(root: root, at(0, subs, index(0, "SubTwoModel")), "sub2_a", expected: "Int", .missingKey),
                issue(root: root, at(0, subs, index(0, "SubTwoModel")), "sub2_b", expected: "Int", .missingKey),
                issue(root: root, at(0, subs, index(0, "SubTwoModel")), "sub2_c", expected: "Int", .missingKey),
                issue(
                    root: root, at(0, subs, index(1, "SubTwoModel")), "sub2_a", expected: "Int",
                    .typeMismatch(found: .array)),
                issue(root: root, at(1), "a", expected: "Int", .missingKey),
                issue(root: root, at(1), "b", expected: "Int", .typeMismatch(found: .string)),
                issue(root: root, at(1), "c", expected: "Int", .typeMismatch(found: .array)),
                issue(root: root, at(1, sub), "sub_a", expected: "Int", .typeMismatch(found: .string)),
                issue(
                    root: root, at(1, subs, index(0, "SubTwoModel")), "sub2_a", expected: "Int",
                    .typeMismatch(found: .string)),
                issue(root: root, at(1, subs, index(1, "SubTwoModel")), "sub2_a", expected: "Int", .null),
            ],
            succeeded: true)
        #expect(SmartSentinel.format(report) == readmeTreeBlock)
    }

    @Test func indicesSortNumerically() {
        let root = "Array<Counter>"
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(root: root, [index(10, "Counter")], "count", expected: "Int", .typeMismatch(found: .bool)),
                issue(root: root, [index(2, "Counter")], "count", expected: "Int", .typeMismatch(found: .string)),
                issue(root: root, [index(1, "Counter")], "count", expected: "Int", .typeMismatch(found: .object)),
            ],
            succeeded: true)
        let expected = block(
            """
            Array<Counter> 👈🏻 👀
               ╆━ Index 1
                  ┆┄ count: Expected to decode 'Int' but found ’Dictionary‘ instead.
               ╆━ Index 2
                  ┆┄ count: Expected to decode 'Int' but found ‘String’ instead.
               ╆━ Index 10
                  ┆┄ count: Expected to decode 'Int' but found ’Bool‘ instead.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    @Test func keysSortInStringOrderAndAPathBeforeItsContinuations() {
        let root = "Sorted"
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(root: root, [key("sub2s", "Array<Two>"), index(0, "Two")], "x", expected: "Int", .missingKey),
                issue(root: root, [key("sub", "One"), key("deep", "Deep")], "y", expected: "Int", .missingKey),
                issue(root: root, [key("sub", "One")], "z", expected: "Int", .missingKey),
                issue(root: root, [], "top", expected: "Int", .missingKey),
            ],
            succeeded: true)
        let expected = block(
            """
            Sorted 👈🏻 👀
               ┆┄ top: No value associated with key.
               ╆━ sub: One
                  ┆┄ z: No value associated with key.
                  ╆━ deep: Deep
                     ┆┄ y: No value associated with key.
               ╆━ sub2s: [Two]
                  ╆━ Index 0
                     ┆┄ x: No value associated with key.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    /// DI-11: upstream printed the leaf type on every ancestor line (`mid: Inner`).
    @Test func eachAncestorLineShowsItsOwnType() {
        let root = "Outer"
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(
                    root: root, [key("mid", "Mid"), key("inner", "Inner")], "value", expected: "Int",
                    .typeMismatch(found: .string)),
                issue(root: root, [key("mid", "Mid")], "flag", expected: "Bool", .typeMismatch(found: .number)),
            ],
            succeeded: true)
        let expected = block(
            """
            Outer 👈🏻 👀
               ╆━ mid: Mid
                  ┆┄ flag: Expected to decode 'Bool' but found ’Number‘ instead.
                  ╆━ inner: Inner
                     ┆┄ value: Expected to decode 'Int' but found ‘String’ instead.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    @Test func containerTypesAreWrittenWithBracketsAtAnyDepth() {
        let root = "Shapes"
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(root: root, [key("odd", "(Int, String)")], "a", expected: "Int", .missingKey),
                issue(
                    root: root, [key("map", "Dictionary<String, Sub>"), key("k", "Sub")], "name", expected: "String",
                    .missingKey),
                issue(
                    root: root, [key("grid", "Array<Array<Cell>>"), index(0, "Array<Cell>"), index(1, "Cell")], "x",
                    expected: "Int", .null),
                issue(
                    root: root, [key("gen", "Box<Dictionary<String, Array<Item>>>")], "b", expected: "Int", .missingKey),
                issue(root: root, [key("maybe", "Optional<Sub>")], "c", expected: "Int", .missingKey),
            ],
            succeeded: true)
        let expected = block(
            """
            Shapes 👈🏻 👀
               ╆━ gen: Box<[String: [Item]]>
                  ┆┄ b: No value associated with key.
               ╆━ grid: [[Cell]]
                  ╆━ Index 0
                     ╆━ Index 1
                        ┆┄ x: Expected to decode 'Int' but found 'null' instead.
               ╆━ map: [String: Sub]
                  ╆━ k: Sub
                     ┆┄ name: No value associated with key.
               ╆━ maybe: Sub?
                  ┆┄ c: No value associated with key.
               ╆━ odd: (Int, String)
                  ┆┄ a: No value associated with key.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    @Test func expectedTypesKeepSwiftsSpelling() {
        let root = "Lists"
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(root: root, [], "ints", expected: "Array<Int>", .typeMismatch(found: .array)),
                issue(root: root, [], "table", expected: "Dictionary<String, Int>", .typeMismatch(found: .string)),
            ],
            succeeded: true)
        let expected = block(
            """
            Lists 👈🏻 👀
               ┆┄ ints : Expected to decode 'Array<Int>' but found ’Array‘ instead.
               ┆┄ table: Expected to decode 'Dictionary<String, Int>' but found ‘String’ instead.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    @Test func everyFoundKindHasItsQuotes() {
        let root = "Kinds"
        let kinds: [(String, SmartJSONValue.Kind)] = [
            ("s", .string), ("n", .number), ("b", .bool), ("a", .array), ("o", .object), ("z", .null),
        ]
        let report = SmartDecodingReport(
            rootType: root,
            issues: kinds.map { issue(root: root, [], $0.0, expected: "Date", .typeMismatch(found: $0.1)) },
            succeeded: true)
        let expected = block(
            """
            Kinds 👈🏻 👀
               ┆┄ s: Expected to decode 'Date' but found ‘String’ instead.
               ┆┄ n: Expected to decode 'Date' but found ’Number‘ instead.
               ┆┄ b: Expected to decode 'Date' but found ’Bool‘ instead.
               ┆┄ a: Expected to decode 'Date' but found ’Array‘ instead.
               ┆┄ o: Expected to decode 'Date' but found ’Dictionary‘ instead.
               ┆┄ z: Expected to decode 'Date' but found ’null‘ instead.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    @Test func fieldNamesArePaddedPerContainer() {
        let root = "Padded"
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(root: root, [], "a", expected: "Int", .missingKey),
                issue(root: root, [], "longName", expected: "Int", .missingKey),
                issue(root: root, [], "mid", expected: "Int", .missingKey),
                issue(root: root, [key("sub", "Sub")], "x", expected: "Int", .missingKey),
                issue(root: root, [key("sub", "Sub")], "yy", expected: "Int", .missingKey),
            ],
            succeeded: true)
        let expected = block(
            """
            Padded 👈🏻 👀
               ┆┄ a       : No value associated with key.
               ┆┄ longName: No value associated with key.
               ┆┄ mid     : No value associated with key.
               ╆━ sub: Sub
                  ┆┄ x : No value associated with key.
                  ┆┄ yy: No value associated with key.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    /// Only the first element in sort order reports each distinct problem; a container
    /// left empty disappears, but stays as the ancestor of a deeper one; padding is
    /// worked out after deduplication.
    @Test func arrayElementsAreDeduplicated() {
        let root = "Array<Row>"
        let sub = key("sub", "Sub")
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(root: root, [index(3, "Row"), sub], "name", expected: "String", .missingKey),
                issue(root: root, [index(3, "Row"), sub], "age", expected: "Int", .null),
                issue(root: root, [index(0, "Row")], "title", expected: "String", .missingKey),
                issue(root: root, [index(1, "Row")], "id", expected: "Int", .typeMismatch(found: .string)),
                issue(root: root, [index(1, "Row")], "title", expected: "String", .missingKey),
                issue(root: root, [index(2, "Row")], "title", expected: "String", .missingKey),
                issue(root: root, [index(2, "Row"), sub], "name", expected: "String", .missingKey),
            ],
            succeeded: true)
        let expected = block(
            """
            Array<Row> 👈🏻 👀
               ╆━ Index 0
                  ┆┄ title: No value associated with key.
               ╆━ Index 1
                  ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.
               ╆━ Index 2
                  ╆━ sub: Sub
                     ┆┄ name: No value associated with key.
               ╆━ Index 3
                  ╆━ sub: Sub
                     ┆┄ age: Expected to decode 'Int' but found 'null' instead.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    @Test func sameProblemOutsideArraysIsNotDeduplicated() {
        let root = "Twice"
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(root: root, [key("home", "Address")], "zip", expected: "String", .missingKey),
                issue(root: root, [key("work", "Address")], "zip", expected: "String", .missingKey),
            ],
            succeeded: true)
        let expected = block(
            """
            Twice 👈🏻 👀
               ╆━ home: Address
                  ┆┄ zip: No value associated with key.
               ╆━ work: Address
                  ┆┄ zip: No value associated with key.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    @Test func headerAndFooterFrameTheTree() {
        let root = "Order"
        let issues = [issue(root: root, [], "id", expected: "Int", .typeMismatch(found: .string))]
        let line = "Order 👈🏻 👀\n   ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.\n"

        let both = SmartDecodingReport(
            rootType: root, issues: issues, header: "GET /orders/7", footer: "trace 42", succeeded: true)
        #expect(SmartSentinel.format(both) == block("GET /orders/7\n\n" + line + "\ntrace 42\n"))

        let headerOnly = SmartDecodingReport(rootType: root, issues: issues, header: "GET /orders/7", succeeded: true)
        #expect(SmartSentinel.format(headerOnly) == block("GET /orders/7\n\n" + line))

        let footerOnly = SmartDecodingReport(rootType: root, issues: issues, footer: "trace 42", succeeded: true)
        #expect(SmartSentinel.format(footerOnly) == block(line + "\ntrace 42\n"))
    }

    static let mixedReport = SmartDecodingReport(
        rootType: "Mixed",
        issues: [
            issue(root: "Mixed", [], "gone", expected: "Int", .missingKey),
            issue(root: "Mixed", [], "empty", expected: "String", .null),
            issue(root: "Mixed", [], "count", expected: "Int", .typeMismatch(found: .string), resolution: .converted),
            issue(root: "Mixed", [key("when", "Stamp")], "at", expected: "Int", .unsupportedValue(typeName: "Date")),
            issue(root: "Mixed", [key("when", "Stamp")], "link", expected: "URL", .transformFailed),
            issue(root: "Mixed", [key("when", "Stamp")], "zone", expected: "String", .null),
        ],
        succeeded: true)

    @Test func verboseShowsEveryIssue() {
        let expected = block(
            """
            Mixed 👈🏻 👀
               ┆┄ gone : No value associated with key.
               ┆┄ empty: Expected to decode 'String' but found 'null' instead.
               ┆┄ count: Expected to decode 'Int' but found ‘String’ instead.
               ╆━ when: Stamp
                  ┆┄ at  : Expected to decode 'Int' but found a Date, which has no JSON form.
                  ┆┄ link: The value transformer for 'URL' could not convert the value.
                  ┆┄ zone: Expected to decode 'String' but found 'null' instead.

            """)
        #expect(SmartSentinel.format(Self.mixedReport, level: .verbose) == expected)
    }

    @Test func alertShowsMismatchesOnly() {
        let expected = block(
            """
            Mixed 👈🏻 👀
               ┆┄ count: Expected to decode 'Int' but found ‘String’ instead.
               ╆━ when: Stamp
                  ┆┄ at  : Expected to decode 'Int' but found a Date, which has no JSON form.
                  ┆┄ link: The value transformer for 'URL' could not convert the value.

            """)
        #expect(SmartSentinel.format(Self.mixedReport, level: .alert) == expected)
    }

    @Test func noneShowsNothing() {
        #expect(SmartSentinel.format(Self.mixedReport, level: .none) == nil)
        #expect(SmartSentinel.format(Self.specExampleReport, level: .none) == nil)
    }

    @Test func nothingToShowGivesNoBlock() {
        let clean = SmartDecodingReport(rootType: "Clean", issues: [], succeeded: true)
        #expect(SmartSentinel.format(clean) == nil)
        let quiet = SmartDecodingReport(
            rootType: "Quiet",
            issues: [
                issue(root: "Quiet", [], "a", expected: "Int", .missingKey),
                issue(root: "Quiet", [key("s", "S")], "b", expected: "Int", .null),
            ],
            succeeded: true)
        #expect(SmartSentinel.format(quiet, level: .alert) == nil)
    }

    @Test func wholeInputFailuresNameTheTypeAtEveryLevel() {
        let report = SmartDecodingReport(
            rootType: "Feed",
            issues: [
                issue(root: "Feed", [], "", expected: "Feed", .pathNotFound(path: "data.feed"), resolution: .failed)
            ],
            succeeded: false)
        let expected = block(
            """
            Feed 👈🏻 👀
               ┆┄ Decoding Feed failed: designatedPath 'data.feed' does not lead to a value.

            """)
        #expect(SmartSentinel.format(report, level: .verbose) == expected)
        #expect(SmartSentinel.format(report, level: .alert) == expected)
    }

    /// A property with no fallback fails the call; the block says so at the root, also
    /// under `.alert`, where the missing key itself is not shown.
    @Test func aCallThatReturnedNilSaysWhich() {
        let report = SmartDecodingReport(
            rootType: "Account",
            issues: [
                issue(root: "Account", [], "owner", expected: "Person", .missingKey, resolution: .failed),
                issue(root: "Account", [key("plan", "Plan")], "tier", expected: "Tier", .null, resolution: .failed),
            ],
            succeeded: false)
        let verbose = block(
            """
            Account 👈🏻 👀
               ┆┄ owner: No value associated with key.
               ┆┄ Decoding Account failed: no fallback value for 'owner', 'plan.tier'.
               ╆━ plan: Plan
                  ┆┄ tier: Expected to decode 'Tier' but found 'null' instead.

            """)
        let alert = block(
            """
            Account 👈🏻 👀
               ┆┄ Decoding Account failed: no fallback value for 'owner', 'plan.tier'.

            """)
        #expect(SmartSentinel.format(report, level: .verbose) == verbose)
        #expect(SmartSentinel.format(report, level: .alert) == alert)

        let unexplained = SmartDecodingReport(rootType: "Account", issues: [], succeeded: false)
        #expect(SmartSentinel.format(unexplained) == block("Account 👈🏻 👀\n   ┆┄ Decoding Account failed.\n"))
    }

    @Test func aReplacedArrayElementIsALineNamedByItsIndex() {
        let root = "Array<Item>"
        let report = SmartDecodingReport(
            rootType: root,
            issues: [
                issue(
                    root: root, [index(1, "Item")], "", expected: "Item", .typeMismatch(found: .number),
                    resolution: .substitutedElement),
                issue(
                    root: root, [index(4, "Item")], "", expected: "Item", .typeMismatch(found: .string),
                    resolution: .substitutedElement),
            ],
            succeeded: true)
        let expected = block(
            """
            Array<Item> 👈🏻 👀
               ┆┄ Index 1: Expected to decode 'Item' but found ’Number‘ instead.
               ┆┄ Index 4: Expected to decode 'Item' but found ‘String’ instead.

            """)
        #expect(SmartSentinel.format(report) == expected)
    }

    @Test func levelRawValuesMatchTheOriginal() {
        #expect(SmartSentinel.Level.none.rawValue == 0)
        #expect(SmartSentinel.Level.verbose.rawValue == 1)
        #expect(SmartSentinel.Level.alert.rawValue == 2)
        #expect(SmartSentinel.Level(rawValue: 2) == .alert)
        #expect(SmartSentinel.Level(rawValue: 3) == nil)
    }
}

/// The tree printed in the seeds' README (section "Sentinel"), character for character.
let readmeTreeBlock = block(
    """
    Array<SomeModel> 👈🏻 👀
       ╆━ Index 0
          ┆┄ a: Expected to decode 'Int' but found ‘String’ instead.
          ┆┄ b: Expected to decode 'Int' but found ’Array‘ instead.
          ┆┄ c: No value associated with key.
          ╆━ sub: SubModel
             ┆┄ sub_a: No value associated with key.
             ┆┄ sub_b: No value associated with key.
             ┆┄ sub_c: No value associated with key.
          ╆━ sub2s: [SubTwoModel]
             ╆━ Index 0
                ┆┄ sub2_a: No value associated with key.
                ┆┄ sub2_b: No value associated with key.
                ┆┄ sub2_c: No value associated with key.
             ╆━ Index 1
                ┆┄ sub2_a: Expected to decode 'Int' but found ’Array‘ instead.
       ╆━ Index 1
          ┆┄ a: No value associated with key.
          ┆┄ b: Expected to decode 'Int' but found ‘String’ instead.
          ┆┄ c: Expected to decode 'Int' but found ’Array‘ instead.
          ╆━ sub: SubModel
             ┆┄ sub_a: Expected to decode 'Int' but found ‘String’ instead.
          ╆━ sub2s: [SubTwoModel]
             ╆━ Index 0
                ┆┄ sub2_a: Expected to decode 'Int' but found ‘String’ instead.
             ╆━ Index 1
                ┆┄ sub2_a: Expected to decode 'Int' but found 'null' instead.

    """)
