import Foundation
import Testing

@testable import TerminalUICore

// Controls in the forms real SwiftUI code writes: a label style drawing the standard label, a
// timer progress view, and accepted modifiers (autocorrection, dialog suppression, search
// suggestions).

@Suite("Control additions")
@MainActor
struct ControlAdditionsTests {
    private struct Arrowed: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("» ")
                Label(configuration)
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aLabelStyleDrawsTheStandardLabelOfItsConfiguration(size: Size) {
        let host = TestHost(
            VStack(alignment: .leading) {
                Label("Inbox", systemImage: "star")
                Label("Sent", systemImage: "plus")
            }
            .labelStyle(Arrowed()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "label-configuration-\(size.width)x\(size.height)")
        #expect(host.screen[0].hasPrefix("» ☆ Inbox"), "the style's body, once: \(host.screen[0])")
        #expect(host.screen[1].hasPrefix("» + Sent"))
    }

    @Test func aTimerProgressViewShowsTheTimeLeft() {
        let now = Date()
        let interval = now.addingTimeInterval(-30)...now.addingTimeInterval(90)
        let host = TestHost(
            VStack(alignment: .leading) {
                ProgressView(timerInterval: interval) { Text("Rest") }
                ProgressView(timerInterval: interval, countsDown: false)
            }, width: 60, height: 2)
        let emptying = String(repeating: "█", count: 15) + String(repeating: "░", count: 5)
        let filling = String(repeating: "█", count: 5) + String(repeating: "░", count: 15)
        #expect(host.screen[0].hasPrefix("Rest \(emptying) 1:30"), "\(host.screen[0])")
        #expect(host.screen[1].hasPrefix("\(filling) 1:30"), "\(host.screen[1])")
    }

    @Test func aFinishedTimerProgressViewIsEmpty() {
        let now = Date()
        let host = TestHost(
            ProgressView(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(-1)), width: 40, height: 1)
        #expect(host.screen[0].hasPrefix(String(repeating: "░", count: 20) + " 0:00"), "\(host.screen[0])")
    }

    private struct Accepting: View {
        @State private var name = ""
        @State private var query = ""
        @State private var asking = false
        @State private var suppressed = false
        let styled: Bool
        var body: some View {
            NavigationStack {
                if styled {
                    List {
                        TextField("Name", text: $name).disableAutocorrection(true)
                        Button("Delete") { asking = true }
                    }
                    .searchable(text: $query, prompt: "Find")
                    .confirmationDialog("Delete?", isPresented: $asking) { Button("Delete", role: .destructive) {} }
                    .dialogSuppressionToggle(isSuppressed: $suppressed)
                } else {
                    List {
                        TextField("Name", text: $name)
                        Button("Delete") { asking = true }
                    }
                    .searchable(text: $query, prompt: "Find")
                    .confirmationDialog("Delete?", isPresented: $asking) { Button("Delete", role: .destructive) {} }
                }
            }
        }
    }

    @Test func acceptedModifiersChangeNothing() {
        let styled = TestHost(Accepting(styled: true), width: 40, height: 10)
        let plain = TestHost(Accepting(styled: false), width: 40, height: 10)
        #expect(styled.snapshot == plain.snapshot)
        // Typed into the name field, Tab on to the next row's button, which Return presses.
        for key in [KeyEquivalent("R"), .tab, .downArrow, .return] {
            styled.press(key)
            plain.press(key)
            #expect(styled.snapshot == plain.snapshot)
        }
        #expect(styled.shows("Delete?"), "the dialog opens as without the toggle")
    }
}
