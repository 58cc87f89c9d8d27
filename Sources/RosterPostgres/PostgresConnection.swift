import CLibpq
import Dispatch
import Foundation
import Synchronization

/// One connection to PostgreSQL through libpq, as an actor on a dispatch queue of its own
/// (libpq's calls block, so they stay off the shared cooperative threads).
///
/// Every statement is parameterised (`PQexecParams`, text parameters); nothing a user typed is
/// ever spliced into SQL. Notifications from `LISTEN` arrive on `events` as soon as the socket is
/// readable (a dispatch source on the same queue). When the connection breaks — the server
/// restarts, the network drops — `events` says `.disconnected`, statements fail at once with
/// `PostgresError.offline`, and the connection is retried with exponential backoff; when it is
/// back, the channels are listened to again and `events` says `.reconnected` (anything sent
/// while offline was missed, so listeners refetch what they show).
package actor PostgresConnection {
    /// What happens on a connection, in order.
    package enum Event: Equatable, Sendable {
        /// A `NOTIFY` on a channel this connection listens to.
        case notification(channel: String, payload: String)
        /// The connection broke; it is being retried.
        case disconnected(reason: String)
        /// The connection is back (and listening again).
        case reconnected
    }

    /// The waits between reconnection attempts: `first`, doubling up to `longest`.
    package struct Backoff: Sendable {
        package var first: Duration
        package var longest: Duration

        package init(first: Duration = .milliseconds(100), longest: Duration = .seconds(2)) {
            self.first = first
            self.longest = longest
        }
    }

    /// libpq's connection handle, passed to the dispatch source's cancel handler.
    private struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// The connection's events; one consumer.
    package nonisolated let events: AsyncStream<Event>
    private let eventContinuation: AsyncStream<Event>.Continuation
    private let executor: QueueExecutor
    package nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Where this connection goes.
    package nonisolated let configuration: PostgresConfiguration
    private let backoff: Backoff
    private var handle: Handle?
    private var socketSource: DispatchSourceRead?
    private var heartbeat: DispatchSourceTimer?
    private var channels: [String] = []
    private var reconnection: Task<Void, Never>?
    private var isClosed = false
    /// Whether a call of `synchronously` gave up waiting while its statement still runs (the
    /// server does not answer); such calls fail at once until it returns.
    private let isUnanswered = Atomic<Bool>(false)

    private init(configuration: PostgresConfiguration, backoff: Backoff) {
        self.configuration = configuration
        self.backoff = backoff
        self.executor = QueueExecutor(label: "roster.postgres")
        (events, eventContinuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    }

    /// Connects; throws `connectionFailed` (its message without the password) when it cannot.
    package static func connect(
        _ configuration: PostgresConfiguration, backoff: Backoff = Backoff()
    ) async throws(PostgresError) -> PostgresConnection {
        let connection = PostgresConnection(configuration: configuration, backoff: backoff)
        try await connection.open()
        return connection
    }

    isolated deinit {
        reconnection?.cancel()
        heartbeat?.cancel()
        if let socketSource {
            socketSource.cancel()  // its cancel handler closes the connection
        } else if let handle {
            pq.finish(handle.pointer)
        }
        eventContinuation.finish()
    }

    /// Whether the connection is up right now.
    package var isConnected: Bool { handle != nil }

    /// Closes the connection for good: no more retries, `events` ends.
    package func close() {
        isClosed = true
        reconnection?.cancel()
        reconnection = nil
        dropConnection()
        eventContinuation.finish()
    }

    // MARK: Statements

    /// Runs one statement with `parameters` bound to `$1`, `$2`, … (`nil` is SQL NULL) and
    /// returns its rows as text (`nil` for NULL), column by column.
    @discardableResult
    package func query(_ sql: String, _ parameters: [String?] = []) throws(PostgresError) -> [[String?]] {
        guard let handle else { throw .offline("the connection is down; reconnecting") }
        if parameters.contains(where: { $0?.utf8.contains(0) == true }) { throw .nulCharacter }
        let values: [UnsafeMutablePointer<CChar>?] = parameters.map { $0.flatMap { strdup($0) } }
        defer { values.forEach { free($0) } }
        let result = pq.execParams(
            handle.pointer, sql, Int32(values.count), nil, values.map { UnsafePointer($0) }, nil, nil, 0)
        defer { pq.clear(result) }
        // Notifications that came in with the reply are in libpq's queue now.
        deliverNotifications()
        switch pq.resultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK:
            return rows(of: result)
        default:
            if pq.status(handle.pointer) != CONNECTION_OK {
                let reason = errorMessage()
                connectionLost(reason: reason)
                throw .offline(reason)
            }
            let sqlState = pq.resultErrorField(result, roster_pg_diag_sqlstate()).map { String(cString: $0) } ?? "?????"
            let message = pq.resultErrorMessage(result).map { String(cString: $0) } ?? "unknown error"
            throw .server(sqlState: sqlState, message: configuration.scrubbed(message))
        }
    }

    /// Runs `body` on the connection (several statements without other callers in between).
    package func perform<T: Sendable>(
        _ body: @Sendable (isolated PostgresConnection) throws(PostgresError) -> T
    ) throws(PostgresError) -> T {
        try body(self)
    }

    /// Runs `body` on the connection and waits for it, blocking the calling thread: for callers
    /// that must not suspend (the app's store draws a frame from what this returns). Must not
    /// be called from the connection's own queue (from inside `body`, say).
    ///
    /// With `limit`, the wait ends after that long: a server that is up but does not answer
    /// (stopped, or behind a network that drops packets) must not freeze the app's main
    /// thread. The call then throws `offline`, `events` says `.disconnected`, and every call
    /// with a limit fails at once until the statement returns; then `events` says
    /// `.reconnected` (or, if the connection broke meanwhile, it is retried as usual). A write
    /// given up on this way may still be done when the server answers.
    package nonisolated func synchronously<T: Sendable>(
        waitingAtMost limit: Duration? = nil,
        _ body: @escaping @Sendable (isolated PostgresConnection) throws(PostgresError) -> T
    ) throws(PostgresError) -> T {
        dispatchPrecondition(condition: .notOnQueue(executor.queue))
        guard let limit else {
            let result: Result<T, PostgresError> = executor.queue.sync {
                assumeIsolated { connection in
                    Result { () throws(PostgresError) -> T in try body(connection) }
                }
            }
            return try result.get()
        }
        if isUnanswered.load(ordering: .acquiring) { throw .offline(Self.noAnswer) }
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        executor.queue.async {
            let result = self.assumeIsolated { connection in
                Result { () throws(PostgresError) -> T in try body(connection) }
            }
            outcome.result.withLock { $0 = result }
            done.signal()
        }
        let (seconds, attoseconds) = limit.components
        let wait = DispatchTimeInterval.nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        if done.wait(timeout: .now() + wait) == .timedOut {
            isUnanswered.store(true, ordering: .releasing)
            eventContinuation.yield(.disconnected(reason: Self.noAnswer))
            // Runs once the statement has returned (the queue is serial).
            executor.queue.async {
                self.isUnanswered.store(false, ordering: .releasing)
                self.assumeIsolated { $0.answeredAgain() }
            }
            throw .offline(Self.noAnswer)
        }
        return try outcome.result.withLock { $0 ?? .failure(.offline(Self.noAnswer)) }.get()
    }

    /// What a call of `synchronously` that gave up says.
    static let noAnswer = "the server does not answer (what was sent may still be done when it does)"

    /// The result of a call of `synchronously`, from the connection's queue to the caller.
    private final class Outcome<T: Sendable>: Sendable {
        let result = Mutex<Result<T, PostgresError>?>(nil)
    }

    /// The statement a call of `synchronously` gave up on has returned: the connection is
    /// usable again, if it did not break meanwhile (then it is being retried).
    private func answeredAgain() {
        guard handle != nil, !isClosed else { return }
        eventContinuation.yield(.reconnected)
    }

    /// Connects, blocking the calling thread (see `synchronously`).
    package static func connectNow(
        _ configuration: PostgresConfiguration, backoff: Backoff = Backoff()
    ) throws(PostgresError) -> PostgresConnection {
        let connection = PostgresConnection(configuration: configuration, backoff: backoff)
        try connection.synchronously { connection throws(PostgresError) in try connection.open() }
        return connection
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    @discardableResult
    package func transaction<T: Sendable>(
        _ body: @Sendable (isolated PostgresConnection) throws(PostgresError) -> T
    ) throws(PostgresError) -> T {
        try query("BEGIN")
        let value: T
        do {
            value = try body(self)
        } catch {
            if handle != nil { _ = try? query("ROLLBACK") }
            throw error
        }
        try query("COMMIT")
        return value
    }

    /// `identifier` quoted as an SQL identifier (for the few statements, such as `LISTEN`, that
    /// take no parameters).
    package func quotedIdentifier(_ identifier: String) throws(PostgresError) -> String {
        guard let handle else { throw .offline("the connection is down; reconnecting") }
        if identifier.utf8.contains(0) { throw .nulCharacter }
        guard let quoted = pq.escapeIdentifier(handle.pointer, identifier, identifier.utf8.count) else {
            throw .server(sqlState: "22000", message: errorMessage())
        }
        defer { pq.freemem(quoted) }
        return String(cString: quoted)
    }

    /// Listens to `channel` now (this throws if the connection is down) and again after every
    /// reconnection (also when it threw).
    package func listen(_ channel: String) throws(PostgresError) {
        if !channels.contains(channel) { channels.append(channel) }
        try query("LISTEN \(quotedIdentifier(channel))")
    }

    // MARK: Connecting

    private func open() throws(PostgresError) {
        try LibPQ.load()
        let pairs = configuration.keywordValues
        let keywords: [UnsafeMutablePointer<CChar>?] = pairs.map { strdup($0.0) } + [nil]
        let values: [UnsafeMutablePointer<CChar>?] = pairs.map { strdup($0.1) } + [nil]
        defer {
            keywords.forEach { free($0) }
            values.forEach { free($0) }
        }
        guard let pointer = pq.connectdbParams(keywords.map { UnsafePointer($0) }, values.map { UnsafePointer($0) }, 1)
        else {
            throw .connectionFailed("out of memory")
        }
        guard pq.status(pointer) == CONNECTION_OK else {
            let message = configuration.scrubbed(pq.errorMessage(pointer).map { String(cString: $0) } ?? "")
            let needsPassword =
                pq.connectionNeedsPassword(pointer) == 1
                || pq.connectionUsedPassword(pointer) == 1 && message.contains("password authentication failed")
            pq.finish(pointer)
            throw needsPassword ? .passwordRequired(message) : .connectionFailed(message)
        }
        // libpq prints the server's notices (and the message of a server going away) to
        // standard error, which is the app's screen: they are dropped instead.
        _ = pq.setNoticeProcessor(pointer, { _, _ in }, nil)
        let handle = Handle(pointer: pointer)
        self.handle = handle
        do {
            try query("SET client_encoding TO 'UTF8'")
        } catch {
            dropConnection()
            throw .connectionFailed(error.description)
        }
        watchSocket(of: handle)
    }

    /// Reads notifications (and notices the connection breaking) as soon as the socket is
    /// readable, without waiting for the next statement.
    private func watchSocket(of handle: Handle) {
        let socket = pq.socket(handle.pointer)
        guard socket >= 0 else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: socket, queue: executor.queue)
        source.setEventHandler { [weak self] in
            self?.assumeIsolated { $0.socketReadable() }
        }
        source.setCancelHandler { pq.finish(handle.pointer) }
        socketSource = source
        source.resume()
        // A second chance, once a second: a connection whose end was never reported (say, its
        // descriptor closed by mistake elsewhere in the process) is noticed all the same.
        let timer = DispatchSource.makeTimerSource(queue: executor.queue)
        timer.schedule(
            deadline: .now() + Self.heartbeatInterval, repeating: Self.heartbeatInterval, leeway: .milliseconds(250))
        timer.setEventHandler { [weak self] in
            self?.assumeIsolated { $0.socketReadable() }
        }
        heartbeat = timer
        timer.resume()
    }

    /// How often the connection is checked even when its socket reports nothing.
    private static let heartbeatInterval: DispatchTimeInterval = .seconds(1)

    /// Reads what the server sent until the socket has nothing more: the dispatch source may
    /// report readability once for data and the end of the connection together (a server that
    /// says why it is going away, then closes), and one read may not reach the end.
    private func socketReadable() {
        while let handle {
            if pq.consumeInput(handle.pointer) == 0 || pq.status(handle.pointer) != CONNECTION_OK {
                connectionLost(reason: errorMessage())
                return
            }
            deliverNotifications()
            var descriptor = pollfd(fd: pq.socket(handle.pointer), events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { return }
        }
    }

    private func deliverNotifications() {
        guard let handle else { return }
        while let notification = pq.notifies(handle.pointer) {
            let channel = String(cString: notification.pointee.relname)
            let payload = String(cString: notification.pointee.extra)
            pq.freemem(notification)
            eventContinuation.yield(.notification(channel: channel, payload: payload))
        }
    }

    private func dropConnection() {
        heartbeat?.cancel()
        heartbeat = nil
        if let socketSource {
            socketSource.cancel()
            self.socketSource = nil
        } else if let handle {
            pq.finish(handle.pointer)
        }
        handle = nil
    }

    private func connectionLost(reason: String) {
        guard handle != nil else { return }
        dropConnection()
        eventContinuation.yield(.disconnected(reason: reason.isEmpty ? "the connection was closed" : reason))
        guard !isClosed, reconnection == nil else { return }
        let backoff = backoff
        reconnection = Task {
            var delay = backoff.first
            while !Task.isCancelled {
                try? await Task.sleep(for: delay)
                if Task.isCancelled || self.reconnect() { break }
                delay = min(delay * 2, backoff.longest)
            }
        }
    }

    /// One attempt to reconnect and listen again; whether it worked.
    private func reconnect() -> Bool {
        guard !isClosed else { return true }
        do {
            try open()
            for channel in channels {
                try query("LISTEN \(quotedIdentifier(channel))")
            }
        } catch {
            dropConnection()
            return false
        }
        reconnection = nil
        eventContinuation.yield(.reconnected)
        return true
    }

    private func errorMessage() -> String {
        guard let handle, let message = pq.errorMessage(handle.pointer) else { return "" }
        return configuration.scrubbed(String(cString: message))
    }

    private func rows(of result: OpaquePointer?) -> [[String?]] {
        let rowCount = pq.ntuples(result)
        let columnCount = pq.nfields(result)
        guard rowCount > 0 else { return [] }
        return (0..<rowCount).map { row in
            (0..<columnCount).map { column in
                pq.getisnull(result, row, column) == 1
                    ? nil : pq.getvalue(result, row, column).map { String(cString: $0) }
            }
        }
    }
}
