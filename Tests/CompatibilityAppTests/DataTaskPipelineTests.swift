import TerminalUI  // alone, as an app would write `import SwiftUI`
import Testing

// A Combine tutorial's view model, loading JSON with `dataTaskPublisher` after `import SwiftUI`
// alone. No test here reaches the network: a `data:` URL is answered by URLSession itself.

private final class WordsModel: ObservableObject {
    @Published var words: [String] = []

    func load(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [String].self, decoder: JSONDecoder())
            .replaceError(with: ["unavailable"])
            .receive(on: DispatchQueue.main)
            .assign(to: &$words)
    }
}

@Suite("dataTaskPublisher with import TerminalUI")
struct DataTaskPipelineTests {
    /// The words `model` publishes after loading `url`.
    private func loaded(from url: String) async throws -> [String] {
        let url = try #require(URL(string: url))
        let model = WordsModel()
        var subscription: AnyCancellable?
        let words = await withCheckedContinuation { continuation in
            subscription = model.$words.dropFirst().first().sink { @Sendable in continuation.resume(returning: $0) }
            model.load(from: url)
        }
        subscription?.cancel()
        return words
    }

    @Test func theDecodedResponseIsAssignedToThePublishedProperty() async throws {
        #expect(try await loaded(from: "data:application/json,%5B%22a%22,%22b%22%5D") == ["a", "b"])
    }

    @Test func aResponseThatDoesNotDecodeIsReplaced() async throws {
        #expect(try await loaded(from: "data:application/json,not%20json") == ["unavailable"])
    }
}
