import Foundation
import Testing

/// Tests name the acceptance cases of docs/SEMANTICS.md by number ("Acceptance case N"); every
/// number must resolve to a case listed there, and every listed case must have a test.
@Suite("Acceptance cases")
struct AcceptanceCaseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The cases docs/SEMANTICS.md lists under its acceptance heading: number → name.
    static func listedCases() throws -> [Int: String] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/SEMANTICS.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex { $0.hasPrefix("## Acceptance cases") })
        var cases: [Int: String] = [:]
        for line in lines[(heading + 1)...].prefix(while: { !$0.hasPrefix("## ") }) {
            guard let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]) else { continue }
            let rest = line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            guard rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") else { continue }
            cases[number] = String(rest.dropFirst(2)[..<end.lowerBound])
        }
        return cases
    }

    /// The case numbers the tests name, with the files naming them.
    static func referencedCases() throws -> [Int: Set<String>] {
        let tests = root.appendingPathComponent("Tests")
        let expression = try Regex("[Aa]cceptance case ([0-9]+)")
        var found: [Int: Set<String>] = [:]
        let files =
            FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        for file in files where !file.hasSuffix("AcceptanceCaseTests.swift") {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: expression) {
                if let number = match.output[1].substring.flatMap({ Int($0) }) {
                    found[number, default: []].insert(file)
                }
            }
        }
        return found
    }

    @Test func everyCaseATestNamesIsListedAndNamed() throws {
        let listed = try Self.listedCases()
        let referenced = try Self.referencedCases()
        #expect(!referenced.isEmpty)
        for (number, files) in referenced.sorted(by: { $0.key < $1.key }) {
            #expect(
                listed[number].map { !$0.isEmpty } == true,
                "acceptance case \(number), named in \(files.sorted()), is not listed in docs/SEMANTICS.md")
        }
    }

    @Test func everyListedCaseHasATest() throws {
        let listed = try Self.listedCases()
        let referenced = try Self.referencedCases()
        #expect(listed.count >= 20)
        #expect(Set(listed.keys) == Set(1...listed.count), "the cases are numbered 1…\(listed.count)")
        for number in listed.keys.sorted() where referenced[number] == nil {
            Issue.record("acceptance case \(number) (\(listed[number] ?? "")) has no test naming it")
        }
    }
}
