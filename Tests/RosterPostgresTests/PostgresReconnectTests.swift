import Foundation
import RosterTestSupport
import Testing

@testable import Roster
@testable import RosterPostgres

extension PostgresTests {
    @Suite struct Reconnect {
        @Test func aSessionEndedByTheServerIsNoticedAtOnceAndReconnected() async throws {
            // The server says why (an error message) and closes, in one go.
            let listener = try await TestServer.admin()
            let inbox = Inbox(listener.events)
            try await listener.listen("roster test channel")
            let pid = try #require(try await listener.query("SELECT pg_backend_pid()").first?.first ?? nil)
            let admin = try await TestServer.admin()
            #expect(try await admin.query("SELECT pg_terminate_backend($1::integer)", [pid]) == [["t"]])
            let disconnected = await inbox.waitForElement {
                if case .disconnected = $0 { true } else { false }
            }
            #expect(disconnected != nil)
            let reconnected = await inbox.waitForElement { $0 == .reconnected }
            #expect(reconnected != nil)
            try await admin.query("SELECT pg_notify($1, 'back')", ["roster test channel"])
            let notification = await inbox.waitForElement(after: reconnected ?? 0) {
                $0 == .notification(channel: "roster test channel", payload: "back")
            }
            #expect(notification != nil)
            await listener.close()
            await admin.close()
        }

        @Test func aServerKilledAndRestartedIsReconnectedAndListenedToAgain() async throws {
            // A server of its own: the shared one stays up for the tests running meanwhile.
            let server = try PrivateServer()
            let configuration = try PostgresConfiguration(server.url)
            let storage = PostgresPersonStorage(
                configuration: configuration, backoff: .init(first: .milliseconds(50), longest: .milliseconds(500)))
            _ = try await storage.open(initial: .none)
            let listener = try #require(storage.connection)
            let inbox = Inbox(storage.changes())

            try TestServer.kill(folder: server.folder)
            let offline = await inbox.waitForElement { $0 == .offline }
            #expect(offline != nil)
            #expect(await listener.isConnected == false)
            // Statements fail at once while offline.
            await #expect(throws: PostgresError.self) { try await listener.query("SELECT 1") }

            try TestServer.start(folder: server.folder)
            let resumed = await inbox.waitForElement { $0 == .online }
            #expect(resumed != nil)
            #expect(try await listener.query("SELECT 1") == [["1"]])

            // Listening again: a change committed after the restart arrives.
            let writer = PostgresPersonStorage(configuration: configuration)
            _ = try await writer.open(initial: .none)
            _ = try await writer.insert(Person(id: UUID(), name: "After", age: 1), at: nil)
            let change = await inbox.waitForElement(after: resumed ?? 0) { $0 == .changed }
            #expect(change != nil)
            await listener.close()
            await writer.connection?.close()
        }
    }
}

extension PostgresTests.Reconnect {
    @Test func aServerKilledAndRestartedUnderARunningRosterShowsTheBannerThenCatchesUp() async throws {
        let server = try PrivateServer()
        let app = try TmuxSession(command: TmuxSession.rosterCommand(["--db", server.url]))
        try app.waitFor("the list") { $0.joined().contains("Age: 27") }

        try TestServer.kill(folder: server.folder)
        try app.waitFor("the offline banner") { $0.joined().contains("offline — reconnecting") }
        try TestServer.start(folder: server.folder)
        try app.waitFor("the banner gone", timeout: 30) { !$0.joined().contains("offline — reconnecting") }

        // Listening again: another client's save reaches the screen.
        let other = PostgresPersonStorage(configuration: try PostgresConfiguration(server.url))
        _ = try await other.open(initial: .none)
        let first = try await other.page(PageRequest(from: .start, limit: 1))[0]
        _ = try await other.save(
            [
                PersonChange(
                    person: Person(id: first.person.id, name: "Back again", age: 77), position: first.position,
                    baseRevision: first.revision)
            ], overwriting: false)
        let screen = try app.waitFor("the other client's save", timeout: 30) { $0.joined().contains("Back again") }
        #expect(
            !screen.joined().contains("FATAL") && !screen.joined().contains("terminating connection"),
            "nothing from libpq on the screen")
        try app.send("q")
        try app.waitFor("roster to quit") { $0.joined().contains("[exit 0]") }
    }

    /// A server that is up but does not answer (stopped with SIGSTOP) must not freeze roster:
    /// a read waits at most `PostgresPersonStorage.screenAnswerLimit`, then roster shows the
    /// banner and keeps taking keys; when the server answers again, it catches up.
    @Test(.timeLimit(.minutes(2))) func aServerThatStopsAnsweringDoesNotFreezeARunningRoster() async throws {
        let server = try PrivateServer()
        let app = try TmuxSession(command: TmuxSession.rosterCommand(["--db", server.url]))
        try app.waitFor("the list") { $0.joined().contains("Age: 27") }

        try TestServer.signal(SIGSTOP, folder: server.folder)
        defer { try? TestServer.signal(SIGCONT, folder: server.folder) }
        // Searching reads the count from the server.
        try app.send("/")
        try app.send("a", literal: true)
        try app.waitFor("the offline banner and the read that failed", timeout: 20) {
            $0.joined().contains("offline — reconnecting") && $0.joined().contains("does not answer")
        }
        // Still taking keys while the server is stopped.
        try app.send("Enter")
        try app.waitFor("the alert dismissed") { !$0.joined().contains("does not answer") }

        try TestServer.signal(SIGCONT, folder: server.folder)
        try app.waitFor("the banner gone", timeout: 30) { !$0.joined().contains("offline — reconnecting") }
        let other = PostgresPersonStorage(configuration: try PostgresConfiguration(server.url))
        _ = try await other.open(initial: .none)
        let first = try await other.page(PageRequest(from: .start, limit: 1))[0]
        _ = try await other.save(
            [
                PersonChange(
                    person: Person(id: first.person.id, name: "Awake again", age: 77), position: first.position,
                    baseRevision: first.revision)
            ], overwriting: false)
        // (The search, "a", matches the new name.)
        try app.waitFor("the other client's save", timeout: 30) { $0.joined().contains("Awake again") }
    }

    /// The real binary: Ctrl-C while offline with an edit in the form asks; Stay keeps the
    /// edit; a second Ctrl-C while it asks quits (exit status 130, as a plain Ctrl-C).
    @Test func ctrlCWhileOfflineWithAnUnsavedEditAsksThenASecondOneQuits() throws {
        let server = try PrivateServer()
        let app = try TmuxSession(command: TmuxSession.rosterCommand(["--db", server.url]))
        try app.waitFor("the list") { $0.joined().contains("Age: 27") }
        try app.send("Enter")
        try app.waitFor("the form") { $0.joined().contains("Personal information") }
        try app.send("X", literal: true)
        try TestServer.kill(folder: server.folder)
        try app.waitFor("the offline banner") { $0.joined().contains("offline — reconnecting") }

        try app.send("C-c")
        try app.waitFor("the question") { $0.joined().contains("Quit and lose") }
        try app.send("Enter")  // Stay
        let kept = try app.waitFor("the question gone") { !$0.joined().contains("Quit and lose") }
        #expect(kept.joined().contains("MajidX"), "the edit is kept")
        try app.send("C-c")
        try app.waitFor("the question again") { $0.joined().contains("Quit and lose") }
        try app.send("C-c")
        try app.waitFor("roster to quit") { $0.joined().contains("[exit 130]") }
        try TestServer.start(folder: server.folder)
    }
}
