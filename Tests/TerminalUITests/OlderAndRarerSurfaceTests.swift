import Foundation
import Testing

@testable import TerminalUICore

/// SwiftUI API that real code wrote and that had not compiled: `.tint` as a style of its own
/// (`TintShapeStyle`), an optional gesture, the deprecated `.accessibility(…)` forms and
/// `accessibilityRepresentation`, a palette's selection effect, and `.atomicWrite`.
@Suite("Older and rarer surface: TintShapeStyle, Optional gesture, .accessibility(…), atomicWrite")
@MainActor
struct OlderAndRarerSurfaceTests {
    /// A ring style generic over its style, as a package writes one, defaulting to the tint.
    private struct Ring<Foreground: ShapeStyle>: View {
        let foreground: Foreground
        var body: some View {
            Text("●").foregroundStyle(foreground)
        }
    }

    @Test func theTintIsAStyleOfItsOwnDrawnInTheAccentColour() {
        let tinted = TestHost(Ring(foreground: TintShapeStyle.tint), width: 2, height: 1)
        let accent = TestHost(Text("●").foregroundStyle(Color.accentColor), width: 2, height: 1)
        #expect(tinted.cell(x: 0, y: 0).style == accent.cell(x: 0, y: 0).style)
    }

    private struct Palette: View {
        let isEditing: Bool
        @State private var taps = 0
        var body: some View {
            Text("Taps \(taps)")
                .gesture(isEditing ? nil : TapGesture().onEnded { taps += 1 })
        }
    }

    @Test func anOptionalGestureAttachesWhenItIsThereAndNothingWhenNil() {
        let live = TestHost(Palette(isEditing: false), width: 10, height: 1)
        live.press(.return)
        #expect(live.screen[0] == "Taps 1", "the tap is attached:\n\(live.screenText)")
        let editing = TestHost(Palette(isEditing: true), width: 10, height: 1)
        editing.press(.return)
        #expect(editing.screen[0] == "Taps 0")
        #expect(editing.focusedFrame == nil, "no tap: nothing to focus")
    }

    @Test func theOlderAccessibilityFormsAndARepresentationChangeNothingDrawn() {
        let host = TestHost(
            VStack {
                Text("7").accessibility(identifier: "pins").accessibility(label: Text("Seven"))
                    .accessibility(hidden: false).accessibility(addTraits: .isButton)
                Text("Rate").accessibilityRepresentation { Slider(value: .constant(0.5)) }
                    .accessibilityHeading(.h2)
            }, width: 10, height: 2)
        #expect(host.screen == [" 7", "Rate"])
    }

    @Test func aPaletteSelectionEffectIsAccepted() {
        let host = TestHost(
            Picker("Status", selection: .constant(1)) {
                Text("On").tag(1)
                Text("Off").tag(2)
            }.pickerStyle(.palette).paletteSelectionEffect(.symbolVariant(.fill)), width: 30, height: 1)
        #expect(host.screenText.contains("On | Off"))
    }

    @Test func atomicWriteWritesTheFileAtomically() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("[1]".utf8).write(to: url, options: [.atomicWrite, .completeFileProtection])
        #expect(try String(contentsOf: url, encoding: .utf8) == "[1]")
        #expect(Data.WritingOptions.atomicWrite == .atomic)
    }
}
