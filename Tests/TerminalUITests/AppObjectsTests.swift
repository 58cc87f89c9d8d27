import Foundation
import Testing

@testable import TerminalUICore

// The app objects SwiftUI code reaches in UIKit and AppKit: a macOS "Quit" button, an iOS
// settings link.

@Suite("UIApplication and NSApplication")
@MainActor
struct AppObjectsTests {
    private struct MenuBarApp: View {
        var body: some View {
            VStack {
                Text("Clipboard history")
                Button("Quit") { NSApplication.shared.terminate(nil) }
            }
        }
    }

    @Test func terminateQuitsTheRunningApp() {
        let earlier = TestHost(Text("Another app"), width: 20, height: 1)
        let host = TestHost(MenuBarApp(), width: 30, height: 2)
        #expect(!host.hasQuit)
        host.press(.return)
        #expect(host.hasQuit, "Quit ends the app, as @Environment(\\.quit) does")
        #expect(!earlier.hasQuit, "only the app started last")
        NSApp.activate(ignoringOtherApps: true)
        NSApp.activate()
    }

    private struct SettingsLink: View {
        @State private var result = "not asked"
        var body: some View {
            VStack {
                Text(result)
                Button("Open Settings") {
                    guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
                    UIApplication.shared.open(url) { opened in result = opened ? "opened" : "cannot open" }
                }
            }
        }
    }

    @Test func aTerminalAppOpensNoURLAndSaysSo() async throws {
        let host = TestHost(SettingsLink(), width: 30, height: 2)
        host.press(.return)
        #expect(host.shows("cannot open"), "the completion hears that nothing opened")
        let url = try #require(URL(string: "https://example.com"))
        #expect(!UIApplication.shared.canOpenURL(url))
        let opened = await UIApplication.shared.open(url, options: [.universalLinksOnly: true])
        #expect(!opened)
        #expect(UIApplication.shared.applicationState == .active)
        UIApplication.shared.applicationIconBadgeNumber = 3
        #expect(UIApplication.shared.applicationIconBadgeNumber == 3)
        UIApplication.shared.applicationIconBadgeNumber = 0
    }
}
