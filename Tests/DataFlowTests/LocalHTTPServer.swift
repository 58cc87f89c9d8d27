import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP server on 127.0.0.1, on a free port, for the tests of `dataTaskPublisher`: it
/// answers every request with one status and body, on a thread of its own, until released.
final class LocalHTTPServer: Sendable {
    let port: UInt16
    private let listener: Int32
    /// Signalled as each request has arrived.
    let requestArrived = DispatchSemaphore(value: 0)
    /// Signalled as each client has closed its connection, when the server never answers.
    let clientClosed = DispatchSemaphore(value: 0)

    /// A server that answers with `status` and `body`, or never answers if `status` is nil.
    init(status: Int?, body: String = "") throws {
        listener = try Self.boundSocket()
        port = Self.port(of: listener)
        guard listen(listener, 8) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        let response = status.map {
            Data(
                ("HTTP/1.1 \($0) Status\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)").utf8)
        }
        Thread { [listener, requestArrived, clientClosed] in
            Self.serve(listener, response, requestArrived: requestArrived, clientClosed: clientClosed)
        }.start()
    }

    deinit {
        // Wakes the thread's `accept`, which then closes the socket.
        shutdown(listener, Int32(SHUT_RDWR))
    }

    var url: URL {
        URL(string: "http://127.0.0.1:\(port)/items")!
    }

    /// A port nothing listens on: one the system gave a socket that is closed again.
    static func unusedPort() throws -> UInt16 {
        let socket = try boundSocket()
        defer { close(socket) }
        return port(of: socket)
    }

    private static func boundSocket() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard socket >= 0, bound == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        return socket
    }

    private static func port(of socket: Int32) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Answers each connection once its request's head has arrived (or waits for the client to
    /// close it, without a response), until `accept` fails.
    private static func serve(
        _ listener: Int32, _ response: Data?, requestArrived: DispatchSemaphore, clientClosed: DispatchSemaphore
    ) {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { break }
            var request = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while request.range(of: Data("\r\n\r\n".utf8)) == nil {
                let count = recv(client, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                request.append(contentsOf: buffer[..<count])
            }
            requestArrived.signal()
            if let response {
                _ = response.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            } else {
                while recv(client, &buffer, buffer.count, 0) > 0 {}
                clientClosed.signal()
            }
            close(client)
        }
        close(listener)
    }
}
