import DataFlow
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// The response to one request, fetched anew for each receiver with the session's
    /// `dataTask`, as Foundation's `DataTaskPublisher`: the data and the response, then the end,
    /// or the `URLError` the request failed with. Cancelling cancels the task.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            // The task's ending goes through a subject, so that nothing reaches the receiver
            // after it cancelled.
            let result = PassthroughSubject<Output, URLError>()
            let subscription = result.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            // Whether the task ended: cancelling it then would do nothing, and would trap when
            // the cancel comes from the session's queue, as the release of its handler does.
            let ended = Locked(false)
            let task = session.dataTask(with: request) { data, response, error in
                ended.withLock { $0 = true }
                // FoundationNetworking reports a failed task's error as a `URLError`.
                guard error == nil, let response else {
                    return result.send(completion: .failure(error as? URLError ?? URLError(.badServerResponse)))
                }
                result.send((data ?? Data(), response))
                result.send(completion: .finished)
            }
            task.resume()
            return AnyCancellable {
                subscription.cancel()
                if !ended.withLock({ $0 }) { task.cancel() }
            }
        }
    }

    /// A publisher of the response to a request for `url` (`dataTaskPublisher(for:)`).
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the response to `request`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}
