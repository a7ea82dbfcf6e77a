import Foundation
import SmartCodable
import SmartInherit
import Testing

/// The original README's four inheritance examples, with `SmartSubclass` in place of the
/// `@SmartSubclass` macro.
@Suite("Inheritance: the seeds' examples")
struct SeedInheritanceExamplesTests {
    // 4.1 Basic usage
    class BaseModel: SmartCodable {
        var name: String = ""
        required init() {}
    }

    class StudentModel: BaseModel, SmartSubclass {
        var age: Int?
        class var smartProperties: [SmartProperty] { [SmartProperty(\StudentModel.age, "age")] }
    }

    @Test func basicUsage() throws {
        let student = try #require(StudentModel.deserialize(from: #"{"name": "Ann", "age": "12"}"#))
        #expect(student.name == "Ann")
        #expect(student.age == 12)
        #expect(student.toJSONString() == #"{"name":"Ann","age":12}"#)
    }

    // 4.2 The subclass implements the protocol method
    class MappedBase: SmartCodable {
        var name: String = ""
        required init() {}
        class func mappingForKey() -> [SmartKeyTransformer]? { nil }
    }

    class MappedStudent: MappedBase, SmartSubclass {
        var age: Int?
        class var smartProperties: [SmartProperty] { [SmartProperty(\MappedStudent.age, "age")] }
        override static func mappingForKey() -> [SmartKeyTransformer]? {
            [SmartKey("age") <--- "stu_age"]
        }
    }

    @Test func subclassMapping() throws {
        let student = try #require(MappedStudent.deserialize(from: #"{"name": "Bo", "stu_age": 13}"#))
        #expect(student.name == "Bo")
        #expect(student.age == 13)
    }

    // 4.3 The parent implements the protocol method
    class ParentMapped: SmartCodable {
        var name: String = ""
        required init() {}
        static func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.name <--- "stu_name"]
        }
    }

    class ChildOfParentMapped: ParentMapped, SmartSubclass {
        var age: Int?
        class var smartProperties: [SmartProperty] { [SmartProperty(\ChildOfParentMapped.age, "age")] }
    }

    @Test func parentMapping() throws {
        let student = try #require(ChildOfParentMapped.deserialize(from: #"{"stu_name": "Cy", "age": 14}"#))
        #expect(student.name == "Cy")
        #expect(student.age == 14)
    }

    // 4.4 Both implement it: the parent's is `class func`, the child adds its rules first.
    class BothBase: SmartCodable {
        var name: String = ""
        required init() {}
        class func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.name <--- "stu_name"]
        }
    }

    class BothStudent: BothBase, SmartSubclass {
        var age: Int?
        class var smartProperties: [SmartProperty] { [SmartProperty(\BothStudent.age, "age")] }
        override static func mappingForKey() -> [SmartKeyTransformer]? {
            let trans = [SmartKey("age") <--- "stu_age"]
            if let superTrans = super.mappingForKey() {
                return trans + superTrans
            } else {
                return trans
            }
        }
    }

    @Test func bothMappings() throws {
        let student = try #require(BothStudent.deserialize(from: #"{"stu_name": "Di", "stu_age": 15}"#))
        #expect(student.name == "Di")
        #expect(student.age == 15)
        #expect(student.toJSONString(useMappedKeys: true) == #"{"stu_name":"Di","stu_age":15}"#)
    }
}
