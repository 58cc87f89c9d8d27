import Foundation
import Testing

@testable import TerminalUICore

@Suite("Liquid Glass")
@MainActor
struct GlassTests {
    @Test func aGlassEffectFillsItsShapeAsAMaterialDoes() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("glass").padding(.horizontal, .columns(1)).glassEffect()
                Text("tinted").glassEffect(.regular.tint(.red).interactive(), in: .rect(cornerRadius: 8))
                Text("none").glassEffect(.identity)
            }, width: 12, height: 3)
        #expect(host.screen[0].contains("glass"))
        #expect(host.cell(x: 2, y: 0).style.background == TerminalColor(red: 51, green: 51, blue: 51), "under the text")
        #expect(host.cell(x: 2, y: 1).style.background != host.cell(x: 2, y: 0).style.background, "tinted")
        #expect(host.cell(x: 2, y: 1).style.background != nil)
        #expect(host.cell(x: 2, y: 2).style.background == nil, "identity glass draws nothing")
    }

    @Test func glassButtonsAreButtons() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let host = TestHost(
            GlassEffectContainer(spacing: 20) {
                HStack {
                    Button("One") { taps.count += 1 }.buttonStyle(.glass)
                    Button("Two") { taps.count += 10 }.buttonStyle(.glassProminent)
                    Button("Three") { taps.count += 100 }.buttonStyle(.glass(.clear))
                }
                .backgroundExtensionEffect()
            }, width: 40, height: 3)
        #expect(host.screen[0].contains("[ One ]") && host.screen[0].contains("[ Three ]"))
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(taps.count == 111)
    }

    @Test func aBottomAccessoryShowsUnderEveryTab() {
        let host = TestHost(
            TabView {
                Text("First page").tabItem { Text("One") }
                Text("Second page").tabItem { Text("Two") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
            .tabViewBottomAccessory { Text("Now playing") },
            width: 30, height: 6)
        #expect(host.screen.last?.trimmingCharacters(in: .whitespaces) == "Now playing", "\(host.screenText)")
        #expect(host.screenText.contains("First page"))
        host.press(.rightArrow)
        #expect(host.screenText.contains("Second page") && host.screen.last?.hasSuffix("Now playing") == true)
    }
}
