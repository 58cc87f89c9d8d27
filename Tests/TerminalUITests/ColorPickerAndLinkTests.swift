import Foundation
import Testing

@testable import TerminalUICore

@Suite("ColorPicker and Link")
@MainActor
struct ColorPickerAndLinkTests {
    private final class Model: ObservableObject {
        @Published var color = Color.blue
        @Published var opened: [URL] = []
    }

    private static let site = URL(string: "https://example.org/docs")!

    private struct Controls: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack(alignment: .leading) {
                ColorPicker("Ink", selection: $model.color)
                Link("Documentation", destination: ColorPickerAndLinkTests.site)
                Link(destination: ColorPickerAndLinkTests.site) { Text("Handled") }
                    .environment(
                        \.openURL,
                        OpenURLAction { url in
                            model.opened.append(url)
                            return .handled
                        })
            }
        }
    }

    @Test func aColorPickerShowsItsColourAndArrowsChooseAnother() {
        let model = Model()
        let host = TestHost(Controls(model: model), width: 40, height: 12)
        #expect(host.screen[0].hasPrefix("Ink") && host.screen[0].hasSuffix("■ Blue ▾"))
        let square = host.screen[0].distance(from: host.screen[0].startIndex, to: host.screen[0].firstIndex(of: "■")!)
        #expect(host.cell(x: square, y: 0).style.foreground == TerminalColor(4))
        host.press(.rightArrow)
        #expect(model.color == .indigo)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("■ Red") } && host.screen.contains { $0.contains("■ Indigo") })
        host.press(.home)
        host.press(.return)
        #expect(model.color == .red && host.screen[0].hasSuffix("■ Red ▾"))
    }

    @Test func aColourOutsideThePaletteIsListedAsCustom() {
        let model = Model()
        model.color = Color(red: 0.2, green: 0.4, blue: 0.6)
        let host = TestHost(Controls(model: model), width: 40, height: 12)
        #expect(host.screen[0].hasSuffix("■ Custom ▾"))
        host.press(.rightArrow)
        #expect(model.color == .red)
    }

    @Test func returnOnALinkShowsItsURLUnlessTheAppOpensIt() {
        let model = Model()
        let host = TestHost(Controls(model: model), width: 40, height: 12)
        #expect(host.screen[1] == "Documentation")
        #expect(host.cell(x: 0, y: 1).style.attributes.contains(.underline))
        host.press(.tab)
        #expect(host.cell(x: 0, y: 1).style.attributes.contains(.reverse))
        host.press(.return)
        #expect(host.screen[1] == "https://example.org/docs")
        host.press(.tab)
        #expect(host.screen[1] == "Documentation", "leaving the link shows its label again")
        host.press(.return)
        #expect(model.opened == [Self.site] && host.screen[2] == "Handled")
        host.click(x: 0, y: 1)
        #expect(host.screen[1] == "https://example.org/docs")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Controls(model: Model()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "colorpicker-link-\(size.width)x\(size.height)")
        host.press(.return)
        Snapshot.assert(host, named: "colorpicker-open-\(size.width)x\(size.height)")
        host.press(.escape)
        host.press(.tab)
        host.press(.return)
        Snapshot.assert(host, named: "link-url-focused-\(size.width)x\(size.height)")
    }
}
