import Foundation
import Testing

@testable import TerminalUICore

@Suite("ScrollViewReader")
@MainActor
struct ScrollViewReaderTests {
    private struct Lines: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading, spacing: 0) {
                    HStack {
                        Button("Bottom") { proxy.scrollTo(29) }
                        Button("Centre 15") { proxy.scrollTo(15, anchor: .center) }
                        Button("Top 10") { proxy.scrollTo("ten", anchor: .top) }
                    }
                    ScrollView {
                        VStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<30) { line in
                                if line == 10 {
                                    Text("Line 10").id("ten")
                                } else {
                                    Text("Line \(line)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func scrollToShowsTheViewOfThatIdentityAtTheAnchor() {
        let host = TestHost(Lines(), width: 40, height: 6)
        #expect(host.screen[1] == "Line 0")
        host.press(.return)
        #expect(host.screen[5] == "Line 29", "the least scrolling: at the bottom")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[3] == "Line 15", "centred: rows 1 to 5 show 13 to 17")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[1] == "Line 10", "a view marked .id at the top")
        host.press(.tab, modifiers: .shift)
        #expect(host.screen[1] == "Line 10", "focus outside the scroll view leaves it where it is")
    }

    /// A chat as tutorials write one: its lazy stack scrolls to `messages.last`, an optional.
    private struct Chat: View {
        struct Message: Hashable {
            let id = UUID()
            let text: String
        }
        @State private var messages = (1...12).map { Message(text: "message \($0)") }
        @State private var draft = ""
        var body: some View {
            VStack {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack {
                            ForEach(messages, id: \.self) { Text($0.text).padding().id($0) }
                        }
                        .onReceive(Just(messages)) { _ in proxy.scrollTo(messages.last, anchor: .bottom) }
                    }
                    .onAppear { proxy.scrollTo(messages.last, anchor: .bottom) }
                }
                HStack {
                    TextField("Send", text: $draft)
                    Button("Send") {
                        messages.append(Message(text: "reply \(draft)"))
                        draft = ""
                    }
                }
            }
        }
    }

    @Test func anOptionalIdScrollsToTheViewOfItsValue() {
        let host = TestHost(Chat(), width: 40, height: 12)
        #expect(host.screenText.contains("message 12"), "on appear, at the last message:\n\(host.screenText)")
        #expect(!host.screenText.contains("message 1 "))
        host.press(.tab)
        host.type("hi")
        host.press(.tab)
        host.press(.return)
        #expect(host.screenText.contains("reply hi"), "the new message is scrolled to:\n\(host.screenText)")
    }

    /// Section buttons above a list scroll it to each section's header, marked `.id(section)`.
    private struct Sections: View {
        struct Part: Identifiable, Hashable {
            let id = UUID()
            let title: String
        }
        let parts = (0..<8).map { Part(title: "S\($0)") }
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    HStack {
                        ForEach(parts) { part in Button(part.title) { proxy.scrollTo(part, anchor: .top) } }
                    }
                    List {
                        ForEach(parts) { part in
                            Section(header: Text(part.title).id(part)) {
                                ForEach(0..<3) { Text("item \(part.title).\($0)") }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func scrollToReachesAListSectionsHeaderOutOfView() {
        let host = TestHost(Sections(), width: 60, height: 12)
        #expect(host.screen[1].hasPrefix(" S0"))
        for _ in 0..<3 { host.press(.tab) }
        host.press(.return)
        #expect(host.screen[1].hasPrefix(" S3"), "section 3's header at the top:\n\(host.screenText)")
        #expect(host.screen[2].hasPrefix(" item S3.0"))
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Lines(), width: size.width, height: size.height)
        host.press(.return)
        Snapshot.assert(host, named: "scrollviewreader-bottom-\(size.width)x\(size.height)")
    }
}
