import SmartCodable
import Testing

/// `import SmartCodable` alone must give the core API.
@Suite struct UmbrellaExportTests {
    @Test func coreTypesAreReachableThroughTheUmbrella() throws {
        let value = try SmartJSONValue(parsing: #"{"name": "Ann", "age": 30}"#)
        #expect(value["name"] == .string("Ann"))
        #expect(value["age"]?.intValue == 30)
    }
}
