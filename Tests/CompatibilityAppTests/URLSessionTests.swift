import TerminalUI
import Testing

// SwiftUI code loads data with URLSession after `import SwiftUI` alone; `import TerminalUI` gives
// the same types (from FoundationNetworking on Linux). No test here reaches the network: a
// `data:` URL is answered by URLSession itself.

/// A view model as a SwiftUI app writes one: builds its request and loads it.
@MainActor
private final class QuoteLoader: ObservableObject {
    @Published var quote = "…"
    let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func request(for url: URL) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 5)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"topic":"terminals"}"#.utf8)
        return request
    }

    func load(from url: URL) async throws {
        let (data, response) = try await session.data(from: url)
        quote = String(decoding: data, as: UTF8.self) + " (\(response.mimeType ?? "?"))"
    }
}

@Suite("URLSession")
@MainActor
struct URLSessionTests {
    @Test func aRequestKeepsItsMethodHeadersAndBody() throws {
        let url = try #require(URL(string: "https://example.com/quotes"))
        let request = QuoteLoader().request(for: url)
        #expect(request.url == url)
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "content-type") == "application/json")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"topic":"terminals"}"#)
        #expect(request.timeoutInterval == 5)
    }

    @Test func dataFromAURLIsLoadedBySharedSession() async throws {
        let loader = QuoteLoader()
        try await loader.load(from: try #require(URL(string: "data:text/plain,Stay%20curious")))
        #expect(loader.quote == "Stay curious (text/plain)")
    }

    @Test func anHTTPResponseCarriesItsStatus() throws {
        let url = try #require(URL(string: "https://example.com"))
        let response = try #require(
            HTTPURLResponse(url: url, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: ["X-Reason": "gone"]))
        #expect(response.statusCode == 404)
        #expect(response.value(forHTTPHeaderField: "x-reason") == "gone")
    }
}
