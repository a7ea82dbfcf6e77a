import Foundation
import SmartCodable
import SmartInherit
import Testing

@Suite("Inheritance without macros")
struct InheritanceTests {
    enum Level: String, SmartCaseDefaultable {
        case junior, senior
    }

    class Person: SmartCodable {
        var name: String = "nobody"
        /// Records didFinishMapping calls; not coded.
        var finishes: [String] = []
        enum CodingKeys: String, CodingKey {
            case name
        }
        required init() {}
        func didFinishMapping() { finishes.append("Person") }
        /// Declared as `class func` so subclasses can add rules (§12).
        class func mappingForKey() -> [SmartKeyTransformer]? { nil }
    }

    class Employee: Person, SmartSubclass {
        var salary: Double = 1
        var level: Level = .junior
        var nickname: String?
        class var smartProperties: [SmartProperty] {
            [
                SmartProperty(\Employee.salary, "salary"),
                SmartProperty(\Employee.level, "level"),
                SmartProperty(\Employee.nickname, "nickname"),
            ]
        }
        override func didFinishMapping() {
            super.didFinishMapping()
            finishes.append("Employee")
        }
    }

    class Manager: Employee {
        var reports: [Person] = []
        var budget: Int = 100
        override class var smartProperties: [SmartProperty] {
            super.smartProperties + [
                SmartProperty(\Manager.reports, "reports"), SmartProperty(\Manager.budget, "budget"),
            ]
        }
        override func didFinishMapping() {
            super.didFinishMapping()
            finishes.append("Manager")
        }
    }

    @Test func threeLevelsDecodeTolerantlyAndFinishOnceAfterAllLevels() throws {
        let json =
            #"{"name": "Eve", "salary": "1000.5", "level": "chief", "budget": "77", "reports": [{"name": "Fay"}]}"#
        let (decoded, reports) = SmartDiagnostics.collect { Manager.deserialize(from: json) }
        let manager = try #require(decoded)
        #expect(manager.name == "Eve")
        #expect(manager.salary == 1000.5)
        #expect(manager.level == .junior)  // unknown case: initializer value
        #expect(manager.nickname == nil)
        #expect(manager.budget == 77)
        #expect(manager.reports.map(\.name) == ["Fay"])
        #expect(manager.finishes == ["Person", "Employee", "Manager"])
        let issues = try #require(reports.first?.issues)
        #expect(issues.map(\.field) == ["salary", "level", "budget"])
        #expect(issues.map(\.resolution) == [.converted, .initializerValue, .converted])
    }

    @Test func encodingWritesEveryLevelAfterItsSuperclass() throws {
        let manager = Manager()
        manager.name = "Gus"
        manager.nickname = "G"
        manager.reports = [Person()]
        let expected =
            #"{"name":"Gus","salary":1,"level":"junior","nickname":"G","reports":[{"name":"nobody"}],"budget":100}"#
        #expect(manager.toJSONString() == expected)
        let decoded = try #require(Manager.deserialize(from: expected))
        #expect(decoded.name == "Gus")
        #expect(decoded.nickname == "G")
        #expect(decoded.reports.count == 1)
        let dictionary = try #require(manager.toDictionary())
        #expect(dictionary["budget"] as? Int == 100)
    }

    @Test func smartUpdaterUpdatesEveryLevel() throws {
        var employee = try #require(Employee.deserialize(from: #"{"name": "Hal", "salary": 5, "nickname": "H"}"#))
        SmartUpdater.update(&employee, from: ["salary": 6, "level": "senior"])
        #expect(employee.name == "Hal")
        #expect(employee.salary == 6)
        #expect(employee.level == .senior)
        #expect(employee.nickname == "H")
    }

    @Test func arraysOfSubclassesAndSubclassesInsideModels() throws {
        struct Team: SmartCodable {
            var lead: Employee = Employee()
            var members: [Employee] = []
        }
        let json =
            #"{"lead": {"name": "Ida", "salary": 9}, "members": [{"name": "Jo", "level": "senior"}, {"salary": "3"}]}"#
        let team = try #require(Team.deserialize(from: json))
        #expect(team.lead.name == "Ida")
        #expect(team.lead.salary == 9)
        #expect(team.members.map(\.name) == ["Jo", "nobody"])
        #expect(team.members.map(\.level) == [.senior, .junior])
        #expect(team.members.map(\.salary) == [1, 3])
        let employees = try #require([Employee].deserialize(from: #"[{"salary": 2}, 7]"#))
        #expect(employees.map(\.salary) == [2, 1])
    }

    class Forgetful: Person, SmartSubclass {
        var listed: Int = 0
        var forgotten: String = "kept"
        class var smartProperties: [SmartProperty] { [SmartProperty(\Forgetful.listed, "listed")] }
    }

    @Test func anUndeclaredPropertyKeepsItsValueAndIsReported() throws {
        #expect(Forgetful.undeclaredSubclassProperties == ["forgotten"])
        #expect(Manager.undeclaredSubclassProperties.isEmpty)
        let (decoded, reports) = SmartDiagnostics.collect {
            Forgetful.deserialize(from: #"{"name": "Lu", "listed": 3, "forgotten": "json"}"#)
        }
        let model = try #require(decoded)
        #expect(model.listed == 3)
        #expect(model.forgotten == "kept")
        let issue = try #require(reports.first?.issues.first)
        #expect(issue.field == "forgotten")
        #expect(issue.problem == .undeclaredProperty)
        #expect(reports.first?.issues.count == 1)
        #expect(model.toJSONString() == #"{"name":"Lu","listed":3}"#)
    }

    class Keyed: Person, SmartSubclass {
        var age: Int = 0
        enum CodingKeys: String, CodingKey {
            case age
        }
        class var smartProperties: [SmartProperty] { [SmartProperty(\Keyed.age, CodingKeys.age)] }
        override class func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.age <--- ["stu_age", "age"]]
        }
    }

    @Test func aSubclassMayDeclareItsOwnCodingKeysForMapping() throws {
        #expect(Keyed.deserialize(from: #"{"name": "Kay", "stu_age": 20}"#)?.age == 20)
        #expect(Keyed.deserialize(from: #"{"name": "Kay", "stu_age": 20}"#)?.name == "Kay")
    }
}
