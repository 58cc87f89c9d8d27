import Foundation
import Roster
import Testing

@Suite("The data file format")
struct PersonsJSONTests {
    let majid = Person(id: UUID(uuidString: "90E57E9B-0A92-5794-91D4-54671FA81375")!, name: "Majid", age: 27)

    @Test func encodedPersonsDecodeToTheSamePersons() throws {
        let persons = [
            majid,
            Person(id: UUID(), name: "张伟 \"the\" \\ boss", age: 0),
            Person(id: UUID(), name: "Tab\there, newline\nthere, ESC\u{1B}[31m, 👨‍👩‍👧", age: 150),
        ]
        let bytes = PersonsJSON.encode(persons)
        #expect(try PersonsJSON.decode(bytes) == persons)
    }

    @Test func theEncodingIsTheDocumentedFormat() {
        let text = String(decoding: PersonsJSON.encode([majid]), as: UTF8.self)
        #expect(
            text == """
                {"version": 1, "persons": [
                  {"id": "90E57E9B-0A92-5794-91D4-54671FA81375", "name": "Majid", "age": 27}
                ]}

                """)
        #expect(String(decoding: PersonsJSON.encode([]), as: UTF8.self) == "{\"version\": 1, \"persons\": []}\n")
    }

    @Test func theFormatIsPlainJSON() throws {
        let bytes = PersonsJSON.encode([majid, Person(id: UUID(), name: "Ünïcödé \u{7}", age: 3)])
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect((object?["persons"] as? [[String: Any]])?.count == 2)
    }

    @Test func keysInAnyOrderAndUnknownKeysAreAccepted() throws {
        let text = """
            \u{FEFF}{ "persons" : [ { "age" : 27 , "note": [1, {"x": null}], "name" : "Majid", "id" : "90e57e9b-0a92-5794-91d4-54671fa81375" } ],
              "version" : 1, "comment": "hi" }
            """
        #expect(try PersonsJSON.decode(Array(text.utf8)) == [majid])
    }

    @Test func escapesAreDecoded() throws {
        let text =
            #"{"version":1,"persons":[{"id":"90E57E9B-0A92-5794-91D4-54671FA81375","name":"A\u00e9\ud83d\ude00\n\"\/","age":1}]}"#
        #expect(try PersonsJSON.decode(Array(text.utf8)).first?.name == "Aé😀\n\"/")
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("   \n", "the file is empty"),
        ("{\"version\": 1, \"persons\": [", "the data ends too early"),
        ("{\"version\": 1, \"persons\": [] trailing", "line 1, column 30"),
        ("[1, 2]", "expected an object"),
        ("{\"version\": 1}", "there is no \"persons\" list"),
        ("{\"persons\": []}", "there is no \"version\""),
        ("{\"version\": 2, \"persons\": []}", "version 2 is not supported"),
        ("{\"version\": 1, \"persons\": {}}", "\"persons\" must be a list"),
        ("{\"version\": 1, \"persons\": [3]}", "person 1 must be an object"),
        ("{\"version\": 1,\n \"persons\": [{\"name\": \"A\", \"age\": 1}]}", "person 1 has no \"id\""),
        (
            "{\"version\": 1, \"persons\": [{\"id\": \"nope\", \"name\": \"A\", \"age\": 1}]}",
            "\"nope\" is not a valid id"
        ),
        ("{\"version\": 1, \"persons\": [{\"id\": 5, \"name\": \"A\", \"age\": 1}]}", "\"id\" must be a string"),
        (
            "{\"version\": 1, \"persons\": [{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"A\", \"age\": -1}]}",
            "Age must be between 0 and 150 (it is -1)"
        ),
        (
            "{\"version\": 1, \"persons\": [{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"A\", \"age\": 151}]}",
            "(it is 151)"
        ),
        (
            "{\"version\": 1, \"persons\": [{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"A\", \"age\": 99999999999999999999999}]}",
            "far too large"
        ),
        (
            "{\"version\": 1, \"persons\": [{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"A\", \"age\": 2.5}]}",
            "2.5 is not a whole number"
        ),
        (
            "{\"version\": 1, \"persons\": [{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"A\", \"age\": \"3\"}]}",
            "\"age\" must be a whole number"
        ),
        (
            "{\"version\": 1, \"persons\": [{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"  \", \"age\": 3}]}",
            "Name must not be empty"
        ),
        (
            "{\"version\": 1, \"persons\": [{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"A\\u0000\\ud800\", \"age\": 3}]}",
            "half of a surrogate pair"
        ),
        (
            "{\"version\": 1, \"persons\": [{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"A\nB\", \"age\": 3}]}",
            "control character must be escaped"
        ),
    ])
    func badContentsAreNamed(text: String, expected: String) {
        #expect {
            try PersonsJSON.decode(Array(text.utf8))
        } throws: { error in
            String(describing: error).contains(expected)
        }
    }

    @Test func duplicateIdsAreNamed() {
        let text = String(
            decoding: PersonsJSON.encode([majid, Person(id: UUID(), name: "B", age: 2), majid]), as: UTF8.self)
        #expect(
            throws: PersonsJSON.DecodingError(
                reason:
                    "invalid data at line 4, column 77: persons 1 and 3 have the same id 90E57E9B-0A92-5794-91D4-54671FA81375"
            )
        ) {
            try PersonsJSON.decode(Array(text.utf8))
        }
    }

    @Test func aNameOverOneHundredCharactersIsRefused() {
        let text = String(
            decoding: PersonsJSON.encode([Person(id: UUID(), name: String(repeating: "é", count: 101), age: 2)]),
            as: UTF8.self)
        #expect {
            try PersonsJSON.decode(Array(text.utf8))
        } throws: { error in
            String(describing: error).contains("Name must not be longer than 100 characters (it has 101)")
        }
    }

    @Test func textThatIsNotUTF8IsNamed() {
        var bytes = Array(
            #"{"version": 1, "persons": [{"id": "90E57E9B-0A92-5794-91D4-54671FA81375", "name": "Jos"#.utf8)
        bytes.append(0xE9)  // Latin-1 é
        bytes += Array(#"", "age": 3}]}"#.utf8)
        #expect {
            try PersonsJSON.decode(bytes)
        } throws: { error in
            String(describing: error).contains("not valid UTF-8")
        }
    }
}
