import Foundation
import SmartCore
import SmartWrappers
import Testing

@Suite("@SmartFlat")
struct SmartFlatTests {
    struct Model: SmartCodable {
        var name: String = ""
        var age: Int = 0
        @SmartFlat
        var model: FlatModel?
    }

    struct FlatModel: SmartCodable, Equatable {
        var name: String = ""
        var age: Int = 0
    }

    @Test func theSeedsExample() throws {
        let dict: [String: Any] = ["name": "Mccc", "age": 18]
        let model = try #require(Model.deserialize(from: dict))
        #expect(model.name == "Mccc")
        #expect(model.age == 18)
        #expect(model.model == FlatModel(name: "Mccc", age: 18))
    }

    struct Price: SmartCodable {
        var amount: Double = -1
        var currency: String = "EUR"
        var name: String = ""
        var finished = 0
        static func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.currency <--- "cur"]
        }
        mutating func didFinishMapping() { finished += 1 }
    }

    struct Listing: SmartCodable {
        var title: String = ""
        @SmartFlat var price: Price = Price()
        var name: String = "P"
    }

    @Test func aPropertyDeclaredAfterAFlatModelKeepsItsOwnDefaults() throws {
        // DI-5: upstream gave `name` the flat type's initializer value "".
        let listing = try #require(Listing.deserialize(from: #"{"title": "t", "amount": "9.5", "cur": "USD"}"#))
        #expect(listing.title == "t")
        #expect(listing.price.amount == 9.5)
        #expect(listing.price.currency == "USD")  // the flat model's own mapping
        #expect(listing.price.finished == 1)
        #expect(listing.name == "P")
    }

    @Test func flatKeysAreMergedIntoTheParentInDeclarationOrder() throws {
        var listing = Listing()
        listing.title = "t"
        listing.price = Price(amount: 2, currency: "GBP", name: "from price")
        listing.name = "from listing"
        // Price writes name, then Listing's later `name` overwrites it in place.
        #expect(
            listing.toJSONString() == #"{"title":"t","amount":2,"currency":"GBP","name":"from listing","finished":0}"#)
    }

    struct Item: SmartCodable, Equatable {
        var id: Int = 0
    }

    struct WithArray: SmartCodable {
        @SmartFlat var items: [Item] = [Item(id: 7)]
    }

    @Test func anArrayIsReadFromItsOwnKeyAndFallsBackToItsInitializerValue() throws {
        #expect(WithArray.deserialize(from: #"{"items": [{"id": 1}]}"#)?.items == [Item(id: 1)])
        // DI-21: upstream gave [] here.
        #expect(WithArray.deserialize(from: #"{"items": "bad"}"#)?.items == [Item(id: 7)])
        #expect(WithArray.deserialize(from: "{}")?.items == [Item(id: 7)])
        #expect(WithArray().toJSONString() == #"{"items":[{"id":7}]}"#)
    }
}
