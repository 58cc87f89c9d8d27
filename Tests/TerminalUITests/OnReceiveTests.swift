import Testing

@testable import TerminalUICore

/// Sends when told; counts its receivers.
private final class CountingPublisher: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never

    private let inner = ObservableObjectPublisher()
    private(set) var receivers = 0

    func sink(receiveValue: @escaping (Int) -> Void) -> AnyCancellable {
        receivers += 1
        let subscription = inner.sink { receiveValue(1) }
        return AnyCancellable {
            subscription.cancel()
            self.receivers -= 1
        }
    }

    func send() {
        inner.send()
    }
}

private struct Receiver: View {
    let publisher: CountingPublisher
    @State private var count = 0

    var body: some View {
        Text("Received \(count)")
            .onReceive(publisher) { count += $0 }
    }
}

private struct Host: View {
    let publisher: CountingPublisher
    @State private var shows = true

    var body: some View {
        VStack {
            Button("Toggle") { shows.toggle() }
            if shows {
                Receiver(publisher: publisher)
            }
        }
    }
}

@Suite("onReceive")
@MainActor
struct OnReceiveTests {
    /// Lets the main actor run what was sent to it, until `row` of the screen reads `text`.
    private func waitFor(_ text: String, row: Int, in host: TestHost) async {
        var turns = 0
        while host.screen[row] != text && turns < 1000 {
            await Task.yield()
            host.settle()
            turns += 1
        }
    }

    @Test func eachValueRunsTheActionWhileTheViewIsInTheTree() async {
        let publisher = CountingPublisher()
        let host = TestHost(Host(publisher: publisher), width: 40, height: 12)
        #expect(host.screen[1] == "Received 0")
        #expect(publisher.receivers == 1)
        publisher.send()
        publisher.send()
        await waitFor("Received 2", row: 1, in: host)
        #expect(host.screen[1] == "Received 2")
        host.press(.return)  // removes the receiver: its subscription ends
        #expect(publisher.receivers == 0)
        host.press(.return)
        #expect(host.screen[1] == "Received 0")
        publisher.send()
        await waitFor("Received 1", row: 1, in: host)
        #expect(host.screen[1] == "Received 1")
        #expect(publisher.receivers == 1)
    }

    /// Sent on the main actor (a command posting a notification), a value runs the action
    /// before the next frame, also under a test runner, whose main actor has a thread of its own.
    @Test func aValueSentOnTheMainActorRunsTheActionAtOnce() {
        let publisher = CountingPublisher()
        let host = TestHost(Receiver(publisher: publisher), width: 20, height: 1)
        publisher.send()
        host.settle()
        #expect(host.screen[0] == "Received 1")
    }

    /// A field kept to digits, as tutorials write it: `Just` of the text, filtered.
    private struct DigitsOnly: View {
        @State private var text = ""

        var body: some View {
            VStack {
                TextField("Number", text: $text)
                    .onReceive(Just(text)) { value in
                        let digits = value.filter(\.isNumber)
                        if digits != text { text = digits }
                    }
                Text("Kept \(text)")
            }
        }
    }

    @Test func aJustOfTheTextSeesEachValueTheBodyWasEvaluatedWith() {
        let host = TestHost(DigitsOnly(), width: 20, height: 2)
        host.type("12a3")
        #expect(host.screen[1].hasSuffix(" Kept 123"), "\(host.screenText)")
        #expect(host.screen[0].hasPrefix("123"))
        host.type("x4")
        #expect(host.screen[1].hasSuffix(" Kept 1234"))
    }
}
