import Foundation
import Testing

@testable import TerminalUICore

/// Lengths written in points, as SwiftUI code writes them, laid out in cells (`PointLength`).
@Suite("Lengths in points")
@MainActor
struct LengthTests {
    /// A sign-in form as SwiftUI tutorials write it, for an iPhone screen.
    private struct SignInForm: View {
        @State private var name = ""
        @State private var password = ""

        var body: some View {
            VStack(spacing: 20) {
                Text("Welcome back").font(.largeTitle)
                TextField("User name", text: $name)
                SecureField("Password", text: $password)
                Button("Sign in") {}
                    .frame(width: 130)
            }
            .padding(.horizontal, 60)
            .padding(.top, 40)
        }
    }

    private func row(_ host: TestHost, containing text: String) -> Int? {
        host.screen.firstIndex { $0.contains(text) }
    }

    @Test func aVStackSpacingOf20PointsIsOneRow() {
        let host = TestHost(
            VStack(spacing: 20) {
                Text("A")
                Text("B")
            }, width: 20, height: 10)
        #expect(row(host, containing: "B")! - row(host, containing: "A")! == 2)
    }

    @Test func aVStackSpacingOfHalfARowOrLessIsNoRowAsTheDefaultIs() {
        func gap(_ spacing: CGFloat) -> Int {
            let host = TestHost(
                VStack(spacing: spacing) {
                    Text("A")
                    Text("B")
                    Text("C")
                }, width: 20, height: 10)
            return row(host, containing: "B")! - row(host, containing: "A")! - 1
        }
        #expect(gap(4) == 0 && gap(8) == 0, "as VStack() sets lines of text")
        #expect(gap(10) == 1 && gap(24) == 2 && gap(.rows(1)) == 1)
        let lazy = TestHost(
            LazyVStack(spacing: 6) {
                Text("A")
                Text("B")
            }, width: 20, height: 4)
        #expect(row(lazy, containing: "B")! - row(lazy, containing: "A")! == 1)
    }

    @Test func anHStackSpacingOf20PointsIsThreeColumns() {
        let host = TestHost(
            HStack(spacing: 20) {
                Text("A")
                Text("B")
            }, width: 20, height: 1)
        #expect(host.screen[0].contains("A   B"))
    }

    @Test func theDefaultStackSpacingsStay() {
        let host = TestHost(
            VStack {
                HStack {
                    Text("A")
                    Text("B")
                }
                Text("C")
            }, width: 20, height: 3)
        #expect(host.screen[0].contains("A B") && host.screen[1].contains("C"))
    }

    @Test func aSignInFormPaddedBy60PointsDrawsItsFieldsAt80By24() {
        let host = TestHost(SignInForm(), width: 80, height: 24)
        let title = row(host, containing: "Welcome back")
        #expect(title != nil, "the form draws: \(host.screen)")
        #expect(row(host, containing: "User name") != nil && row(host, containing: "Password") != nil)
        #expect(row(host, containing: "Sign in") != nil)
        var focused = Set<Rect>()
        for _ in 0..<3 {
            if let frame = host.focusedFrame { focused.insert(frame) }
            host.press(.tab)
        }
        #expect(focused.count == 3, "Tab reaches both fields and the button")
        host.type("ada")
        #expect(host.screen.contains { $0.contains("ada") })
    }

    @Test func aTopPaddingOf40PointsIsThreeRows() {
        let host = TestHost(Text("top").padding(.top, 40), width: 20, height: 10)
        #expect(row(host, containing: "top") == 3)
        let stack = TestHost(
            VStack(spacing: 0) {
                Text("above")
                Text("below").padding(.top, 40)
            }, width: 20, height: 10)
        #expect(row(stack, containing: "below")! - row(stack, containing: "above")! == 4)
    }

    @Test func horizontalPaddingOf60PointsIsEightColumnsEachSide() {
        let host = TestHost(Text("x").padding(.horizontal, 60).border(), width: 40, height: 3)
        #expect(host.screen[1] == "│        x        │")
    }

    @Test func aFrame130PointsWideIsSixteenColumns() {
        let host = TestHost(Text("wide").frame(width: 130).border(), width: 80, height: 3)
        #expect(host.screen[0].count == 18)
        let small = TestHost(Color.red.frame(width: 7.5, height: 7.5), width: 10, height: 3)
        #expect(small.cell(x: 0, y: 0).style.background != nil && small.cell(x: 1, y: 0).style.background == nil)
    }

    @Test func theDefaultPaddingIsTwoColumnsAndOneRow() {
        let host = TestHost(Text("x").padding().border(), width: 20, height: 5)
        #expect(Array(host.screen.prefix(5)) == ["┌─────┐", "│     │", "│  x  │", "│     │", "└─────┘"])
    }

    @Test func edgeInsetsAreColumnsAcrossAndRowsDown() {
        let insets = EdgeInsets(top: 30, leading: 15, bottom: 0, trailing: 40)
        let host = TestHost(Text("x").padding(insets).border(), width: 20, height: 6)
        #expect(Array(host.screen.prefix(5)) == ["┌────────┐", "│        │", "│        │", "│  x     │", "└────────┘"])
    }

    @Test func aSpacersMinimumLengthFollowsItsStacksAxis() {
        let across = TestHost(
            HStack(spacing: 0) {
                Text("A")
                Spacer(minLength: 24)
                Text("B")
            }.frame(width: .columns(4)),
            width: 20, height: 1)
        #expect(across.screen[0] == "A", "the spacer keeps its three columns, leaving B none: \(across.screen)")
        let down = TestHost(
            ScrollView {
                VStack(spacing: 0) {
                    Text("A")
                    Spacer(minLength: 24)
                    Text("B")
                }
            }, width: 20, height: 6)
        #expect(row(down, containing: "B")! - row(down, containing: "A")! == 3, "two rows between")
    }

    @Test func anOffsetMovesTheViewAndNotItsNeighbours() {
        let host = TestHost(
            HStack(spacing: 0) {
                Text("ab").offset(x: 8, y: 16)
                Text("cd")
            }, width: 6, height: 2)
        #expect(host.screen == ["  cd", " ab"])
        let back = TestHost(
            Text("up").offset(CGSize(width: -8, height: 0)).padding(.leading, .columns(3)), width: 8, height: 1)
        #expect(back.screen[0] == "  up")
    }

    @Test func anIdealLengthAnswersWhenTheIdealSizeIsAsked() {
        let host = TestHost(
            ScrollView {
                VStack(spacing: 0) {
                    Text("above")
                    Color.red.frame(idealHeight: 48)
                    Text("below")
                }
            }, width: 20, height: 10)
        #expect(row(host, containing: "below")! - row(host, containing: "above")! == 4)
    }

    @Test func pointsComeAsCGFloatOrDouble() {
        let width: Double = 7.5
        let spacing: CGFloat = 20
        let host = TestHost(
            VStack(alignment: .leading, spacing: spacing) {
                Text("a").frame(width: width)
                Text("b").padding(.leading, width * 2)
            }, width: 10, height: 4)
        #expect(host.screen[0] == "a" && host.screen[2] == "  b")
    }

    @Test func theCellsFormsAskForCells() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: .rows(2)) {
                Text("a").padding(.leading, .columns(3))
                Text("b").frame(width: .columns(5), alignment: .trailing)
            }, width: 10, height: 4)
        #expect(host.screen[0] == "   a" && host.screen[3] == "    b")
    }

    @Test(arguments: SnapshotTests.sizes)
    func signInFormSnapshots(size: Size) {
        let host = TestHost(SignInForm(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "lengths-signin-\(size.width)x\(size.height)")
    }
}
