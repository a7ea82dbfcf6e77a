// An app file that imports SmartCodable and a module exporting `JSONObject` and
// `JSONValue` (as Apollo iOS does), and uses those names unqualified.

import ApolloStyleJSON
import Foundation
import SmartCodable

struct Query: SmartCodableX {
    var operationName: String = ""
}

func variables(for query: Query) -> JSONObject {
    let name: JSONValue = query.operationName
    return ["operationName": name, "first": 10]
}

func countFields(_ object: JSONObject) -> Int {
    apolloFieldCount(object)
}
