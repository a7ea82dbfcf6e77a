import Foundation
import Testing

@testable import SmartCore

/// `CodingKeyList`: the coding keys a model encodes, each once, found again by name, in
/// order for most models and through a dictionary for wide ones.
@Suite("Coding key lists")
struct CodingKeyListTests {
    /// Keys are appended once each and found at their position, below the limit and past
    /// it, whatever their lengths (short and long keys, keys of the same length).
    @Test func keysAreFoundAtTheirPositionBelowAndPastTheLimit() {
        var list = CodingKeyList()
        let names = (0..<(CodingKeyList.linearLimit * 2 + 5)).map { index in
            index % 3 == 0 ? "k\(index)" : "a_rather_long_coding_key_number_\(index)"
        }
        for (position, name) in names.enumerated() {
            let appended = list.append(name)
            let appendedAgain = list.append(name)
            #expect(appended, "\(name)")
            #expect(!appendedAgain, "\(name) twice")
            #expect(list.keys.count == position + 1)
            // Every key so far is found where it was put, before and after the switch.
            if position == CodingKeyList.linearLimit - 1 || position == CodingKeyList.linearLimit
                || position == names.count - 1
            {
                for (earlier, listed) in names[...position].enumerated() {
                    #expect(list.index(of: listed) == earlier, "\(listed)")
                }
            }
        }
        #expect(list.keys == names)
        #expect(list.index(of: "k") == nil)
        #expect(list.index(of: "k1") == nil)
        #expect(list.index(of: "a_rather_long_coding_key_number_") == nil)
        #expect(list.index(of: "") == nil)
    }

    /// A model wider than the limit: every property's initializer value is found by its
    /// coding key, for a null, a value of the wrong type and a missing key.
    struct Wide: SmartCodable {
        var w00 = 0
        var w01: String? = "s1"
        var w02 = 20
        var w03: String? = "s3"
        var w04 = 40
        var w05: String? = "s5"
        var w06 = 60
        var w07: String? = "s7"
        var w08 = 80
        var w09: String? = "s9"
        var w10 = 100
        var w11: String? = "s11"
        var w12 = 120
        var w13: String? = "s13"
        var w14 = 140
        var w15: String? = "s15"
        var w16 = 160
        var w17: String? = "s17"
        var w18 = 180
        var w19: String? = "s19"
        var w20 = 200
        var w21: String? = "s21"
        var w22 = 220
        var w23: String? = "s23"
        var w24 = 240
        var w25: String? = "s25"
        var w26 = 260
        var w27: String? = "s27"
        var w28 = 280
        var w29: String? = "s29"
        var w30 = 300
        var w31: String? = "s31"
        var w32 = 320
        var w33: String? = "s33"
        var w34 = 340
        var w35: String? = "s35"
        var w36 = 360
        var w37: String? = "s37"
        var w38 = 380
        var w39: String? = "s39"
        var w40 = 400
        var w41: String? = "s41"
        var w42 = 420
        var w43: String? = "s43"
        var w44 = 440
        var w45: String? = "s45"
        var w46 = 460
        var w47: String? = "s47"
        var w48 = 480
        var w49: String? = "s49"
        var w50 = 500
        var w51: String? = "s51"
        var w52 = 520
        var w53: String? = "s53"
        var w54 = 540
        var w55: String? = "s55"
        var w56 = 560
        var w57: String? = "s57"
        var w58 = 580
        var w59: String? = "s59"
        var w60 = 600
        var w61: String? = "s61"
        var w62 = 620
        var w63: String? = "s63"
        var w64 = 640
        var w65: String? = "s65"
        var w66 = 660
        var w67: String? = "s67"
        var w68 = 680
        var w69: String? = "s69"
        var w70 = 700
        var w71: String? = "s71"
        var w72 = 720
        var w73: String? = "s73"
        var w74 = 740
        var w75: String? = "s75"
        var w76 = 760
        var w77: String? = "s77"
        var w78 = 780
        var w79: String? = "s79"
    }

    @Test func aWideModelFallsBackToEveryInitializerValue() throws {
        var members: [String] = []
        for index in 0..<80 {
            let key = String(format: "w%02d", index)
            switch index % 4 {
            case 0: members.append("\"\(key)\": null")
            case 1: members.append("\"\(key)\": [1]")
            case 2: break
            default: members.append("\"\(key)\": \"x\(index)\"")
            }
        }
        let json = "{" + members.joined(separator: ", ") + "}"
        let wide = try #require(Wide.deserialize(from: json))
        var checked = 0
        for child in Mirror(reflecting: wide).children {
            guard let label = child.label, let index = Int(label.dropFirst()) else { continue }
            if index % 2 == 0 {
                #expect(child.value as? Int == index * 10, "\(label)")
            } else {
                let expected = index % 4 == 3 ? "x\(index)" : "s\(index)"
                #expect(child.value as? String? == expected, "\(label)")
            }
            checked += 1
        }
        #expect(checked == 80)
    }
}
