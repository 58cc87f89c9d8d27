import SwiftUICore  // alone, as a file Xcode's fix-it gave `import SwiftUICore` writes it
import Testing

/// A model and a view in a file that imports SwiftUICore only.
@Observable
private final class Counter {
    var count = 0
}

private struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        Button("Count \(counter.count)") { counter.count += 1 }
            .foregroundStyle(Color.accentColor)
    }
}

@Suite("import SwiftUICore")
@MainActor
struct SwiftUICoreImportTests {
    @Test func aFileImportingSwiftUICoreAloneRuns() {
        let host = TestHost(CounterView(), width: 20, height: 1)
        host.press(.return)
        #expect(host.screen[0].contains("Count 1"))
    }
}
