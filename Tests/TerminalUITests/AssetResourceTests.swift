import Foundation
import Testing

@testable import TerminalUICore

// What Xcode's asset symbols, Core Graphics' colour and a translator's comment reach in SwiftUI
// code: each compiles and shows what the terminal can of it.

extension ImageResource {
    fileprivate static let cart = ImageResource(name: "Cart", bundle: .main)
}

extension ColorResource {
    fileprivate static let brand = ColorResource(name: "BrandGreen", bundle: .main)
}

@Suite("Asset resources, CGColor and style overlays")
@MainActor
struct AssetResourceTests {
    @Test func anImageResourceShowsItsNameAsANamedImageDoes() {
        var bought = 0
        let host = TestHost(
            VStack {
                Image(.cart)
                Label("Basket", image: "Basket")
                Button("Buy", image: .cart) { bought += 1 }
            }, width: 30, height: 3)
        #expect(host.screen[0].contains("[Cart]"))
        #expect(host.screen[1].contains("[Basket] Basket"))
        #expect(host.screen[2].contains("[Cart] Buy"))
        host.press(.tab)
        host.press(.return)
        #expect(bought == 1)
    }

    @Test func aColorResourceIsThePaletteColourItsNameHolds() {
        #expect(Color(.brand) == .green)
    }

    @Test func aCGColorIsItsComponents() {
        let grey = CGColor(gray: 0.5, alpha: 1)
        #expect(grey.components == [0.5, 1] && grey.numberOfComponents == 2 && grey.alpha == 1)
        #expect(Color(grey) == Color(white: 0.5))
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        #expect(Color(cgColor: red) == Color(red: 1, green: 0, blue: 0))
        #expect(red == CGColor(red: 1, green: 0, blue: 0, alpha: 1) && red != grey)
    }

    @Test func aStyleOverlayColoursTheCellsOfTheViewUnderIt() {
        let host = TestHost(
            VStack {
                Text("Above")
                Divider().overlay(.red)
                Text("Tinted").overlay(Color.blue.opacity(0.5))
                Text("Boxed").overlay(.green, in: Rectangle())
            }, width: 12, height: 4)
        #expect(host.cell(x: 0, y: 1).style.background == TerminalColor(1), "the rule in red:\n\(host.screenText)")
        #expect(host.screen[2].contains("Tinted"), "a translucent style keeps the text:\n\(host.screenText)")
        #expect(host.cell(x: 3, y: 2).style.background == TerminalColor(4))
        #expect(host.cell(x: 3, y: 3).style.background == TerminalColor(2), "an opaque style covers, as in SwiftUI")
        #expect(!host.shows("Boxed"))
    }

    @Test func aTextWithATranslatorsCommentShowsItsKey() {
        let host = TestHost(
            VStack {
                Text("Percent", comment: "A number style")
                Text("Ordinal", tableName: "Styles", bundle: .main, comment: "Another")
            }, width: 12, height: 2)
        #expect(host.screen[0].hasPrefix("Percent") && host.screen[1].hasPrefix("Ordinal"))
    }
}
