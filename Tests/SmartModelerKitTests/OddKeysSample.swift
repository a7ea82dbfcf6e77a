import SmartModelerKit

/// Keys that are hard to turn into Swift: keywords, digits first, empty, symbols only,
/// quotes and backslashes, a newline, dots, other scripts, two keys with one camelCase
/// name, and nested keys that would name standard types. Its models are committed as
/// `Fixtures/OddKeysModels.swift`, so the build proves the escaping compiles.
enum OddKeysSample {
    static let options = ModelerOptions(rootName: "OddKeys")

    static let json = #"""
        {
            "default": 1,
            "Self": "s",
            "in": true,
            "2fa": false,
            "": "empty key",
            "@": "at",
            "user_name": "a",
            "userName": "b",
            "名字": {"姓": "李"},
            "a\"b\\c": "quoted",
            "a.b": "dotted",
            "line\nbreak": 3,
            "data": {"init": 1, "self": 2},
            "string": [{"type": "x"}]
        }
        """#
}
