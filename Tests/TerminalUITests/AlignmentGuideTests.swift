import Foundation
import Testing

@testable import TerminalUICore

extension VerticalAlignment {
    /// A guide of the tests' own, as SwiftUI's documentation makes one: views that do not set
    /// it have it at their top.
    fileprivate enum MidAccountAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
    }

    fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

extension HorizontalAlignment {
    /// A guide three quarters of the way across a view.
    fileprivate enum ThreeQuarters: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width * 3 / 4 }
    }

    fileprivate static let threeQuarters = HorizontalAlignment(ThreeQuarters.self)
}

@Suite("Alignment guides")
@MainActor
struct AlignmentGuideTests {
    /// Two columns of different heights whose marked rows line up, as SwiftUI's documentation
    /// lines up an account's avatar with its owner's name.
    private struct Account: View {
        var body: some View {
            HStack(alignment: .midAccountAndName) {
                VStack {
                    Text("@hudson")
                    Text("[avatar]")
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                }
                VStack(alignment: .leading) {
                    Text("Full name:")
                    Text("(editor)")
                    Text("PAUL HUDSON")
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    Text("Favourite colour:")
                    Text("blue")
                }
            }
        }
    }

    /// A guide that reads state: it moves its view when the state changes.
    private struct Shifter: View {
        @State private var shift: CGFloat = 0

        var body: some View {
            VStack(alignment: .leading) {
                Button("Shift") { shift += 16 }
                Text("Moved").alignmentGuide(.leading) { _ in -shift }
            }
        }
    }

    private func column(of text: String, in host: TestHost) -> Int? {
        for line in host.screen {
            if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    private func row(of text: String, in host: TestHost) -> Int? {
        host.screen.firstIndex { $0.contains(text) }
    }

    @Test func aGuideAtTheTrailingEdgeHangsTheViewBeforeTheOthersLeadingEdges() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("One")
                Text("Two").alignmentGuide(.leading) { d in d[.trailing] }
                Text("Three")
            }, width: 20, height: 3)
        #expect(host.screen[0].hasPrefix("   One"), "\(host.screen)")
        #expect(host.screen[1].hasPrefix("Two"), "\(host.screen)")
        #expect(host.screen[2].hasPrefix("   Three"), "\(host.screen)")
    }

    @Test func aGuideInPointsMovesByWholeColumnsAsOtherLengthsDo() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("Top")
                Text("Indented").alignmentGuide(.leading) { _ in -16 }
                Text("Between").alignmentGuide(.leading) { _ in -12 }
            }, width: 20, height: 3)
        #expect(column(of: "Top", in: host) == 0, "\(host.screen)")
        #expect(column(of: "Indented", in: host) == 2, "16 points are 2 columns: \(host.screen)")
        #expect(column(of: "Between", in: host) == 1, "12 points fall between cells, toward the start: \(host.screen)")
    }

    @Test func aGuideOfOnesOwnLinesUpViewsInsideDifferentStacks() {
        let host = TestHost(Account(), width: 40, height: 8)
        #expect(row(of: "[avatar]", in: host) == row(of: "PAUL HUDSON", in: host), "\(host.screen)")
        #expect(row(of: "Full name:", in: host) == 0, "the taller column starts at the top: \(host.screen)")
        #expect(row(of: "@hudson", in: host) == 1, "\(host.screen)")
        #expect(row(of: "blue", in: host) == 4, "\(host.screen)")
    }

    @Test func aGuideThroughPaddingAndFramesStillLinesUp() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("Edge")
                Text("Hang").alignmentGuide(.leading) { d in d[.trailing] }.padding(.leading, 16)
                Text("Framed").alignmentGuide(.leading) { d in d[.trailing] }.frame(width: 80, alignment: .trailing)
            }, width: 30, height: 3)
        // "Hang" (4 columns) after 2 of padding: its guide is 6 columns in; "Framed" ends at the
        // frame's trailing edge, 10 columns in: the line is 10 columns from the stack's start.
        #expect(column(of: "Edge", in: host) == 10, "\(host.screen)")
        #expect(column(of: "Hang", in: host) == 6, "\(host.screen)")
        #expect(column(of: "Framed", in: host) == 4, "\(host.screen)")
    }

    @Test func firstAndLastTextBaselinesLineUpWithTheFirstAndLastRows() {
        func host(_ alignment: VerticalAlignment) -> TestHost {
            TestHost(
                HStack(alignment: alignment) {
                    Text("Label:")
                    VStack(alignment: .leading) {
                        Text("line one")
                        Text("line two")
                        Text("line three")
                    }
                }, width: 30, height: 3)
        }
        #expect(host(.firstTextBaseline).screen[0].hasPrefix("Label: line one"), "\(host(.firstTextBaseline).screen)")
        #expect(host(.lastTextBaseline).screen[2].hasPrefix("Label: line three"), "\(host(.lastTextBaseline).screen)")
        #expect(host(.center).screen[1].hasPrefix("Label: line two"), "\(host(.center).screen)")
    }

    @Test func aViewWithoutTextHasItsBaselineAtItsBottom() {
        func host(_ alignment: VerticalAlignment) -> TestHost {
            TestHost(
                HStack(alignment: alignment) {
                    Color.clear.frame(width: 16, height: 48)
                    Text("Caption")
                }, width: 30, height: 3)
        }
        #expect(row(of: "Caption", in: host(.firstTextBaseline)) == 2, "\(host(.firstTextBaseline).screen)")
        #expect(row(of: "Caption", in: host(.top)) == 0, "\(host(.top).screen)")
    }

    @Test func aFrameAlignedByAGuideOfOnesOwnPlacesByItsDefault() {
        let host = TestHost(
            Text("ab").frame(width: 80, alignment: Alignment(horizontal: .threeQuarters, vertical: .center)),
            width: 10, height: 1)
        // Three quarters of 10 columns (60 points) less three quarters of 2 (12 points): 6 columns.
        #expect(host.screen[0] == "      ab", "\(host.screen)")
    }

    @Test func aGuideThatReadsStateMovesItsViewWhenTheStateChanges() {
        let host = TestHost(Shifter(), width: 20, height: 2)
        #expect(column(of: "Moved", in: host) == 0, "\(host.screen)")
        host.press(.return)
        #expect(column(of: "Moved", in: host) == 2, "\(host.screen)")
        host.press(.return)
        #expect(column(of: "Moved", in: host) == 4, "\(host.screen)")
        #expect(host.focusProblem == nil)
    }

    @Test func theBuiltInGuidesKeepTheirDefaultsInViewDimensions() {
        let dimensions = ViewDimensions(Size(width: 4, height: 3))
        #expect(dimensions.width == 32 && dimensions.height == 48)
        #expect(
            dimensions[.leading] == 0 && dimensions[HorizontalAlignment.center] == 16 && dimensions[.trailing] == 32)
        #expect(dimensions[.top] == 0 && dimensions[VerticalAlignment.center] == 24 && dimensions[.bottom] == 48)
        #expect(dimensions[.firstTextBaseline] == 48 && dimensions[.lastTextBaseline] == 48)
        #expect(HorizontalAlignment.threeQuarters == HorizontalAlignment(HorizontalAlignment.ThreeQuarters.self))
        #expect(HorizontalAlignment.threeQuarters != .trailing && VerticalAlignment.center != .midAccountAndName)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(
            VStack(alignment: .leading) {
                Account()
                Divider()
                Shifter()
            }, width: size.width, height: size.height)
        Snapshot.assert(host, named: "alignment-guides-\(size.width)x\(size.height)")
    }
}
