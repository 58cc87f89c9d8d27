import Foundation
import Testing

@testable import TerminalUICore

/// A value pushed in these tests (not private: a type is read back by its name, which a private
/// type's is not usable for).
struct PathCodableBook: Hashable, Codable {
    let title: String
}

@Suite("NavigationPath.CodableRepresentation")
@MainActor
struct NavigationPathCodableTests {
    @Test func aPathOfCodableValuesIsWrittenAndReadBackAsTheSameValues() throws {
        var path = NavigationPath()
        path.append(3)
        path.append("Chapter")
        path.append(PathCodableBook(title: "Dune"))
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let read = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(read == representation)
        let restored = NavigationPath(read)
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    @Test func aPathHoldingAValueThatIsNotCodableHasNoRepresentation() {
        struct Plain: Hashable {}
        var path = NavigationPath()
        path.append(1)
        path.append(Plain())
        #expect(path.codable == nil)
    }

    @Test func readingAnUnknownTypeNameFails() {
        let data = Data(#"["NoSuchType","1"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        }
    }

    private struct Reader: View {
        @State private var path: NavigationPath
        init(restoring data: Data) {
            let read = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
            _path = State(initialValue: read.map(NavigationPath.init) ?? NavigationPath())
        }

        var body: some View {
            NavigationStack(path: $path) {
                Text("Shelf")
                    .navigationDestination(for: PathCodableBook.self) { Text("Reading \($0.title)") }
            }
        }
    }

    @Test func aStackShowsThePathItWasRestoredFrom() throws {
        var path = NavigationPath()
        path.append(PathCodableBook(title: "Dune"))
        let data = try JSONEncoder().encode(try #require(path.codable))
        let host = TestHost(Reader(restoring: data), width: 40, height: 6)
        #expect(host.screenText.contains("Reading Dune"), "\(host.screenText)")
    }
}
