import Foundation
import Testing

@testable import TerminalUICore

// Layouts of one's own (SwiftUI's `Layout`): sizes and places in points, the stacks as layouts,
// `AnyLayout` switching between them, caches and layout values.

/// Lays its subviews out in rows, left to right, starting a new row when the next one does not
/// fit: the layout people write most often.
private struct WrapLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let rows = arrange(subviews, in: proposal.width ?? .infinity)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for row in arrange(subviews, in: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(_ subviews: Subviews, in width: CGFloat) -> [Row] {
        var rows = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let gap = rows[rows.count - 1].indices.isEmpty ? 0 : spacing
            if rows[rows.count - 1].width + gap + size.width > width, !rows[rows.count - 1].indices.isEmpty {
                rows.append(Row())
            }
            let start = rows[rows.count - 1].indices.isEmpty ? 0 : spacing
            rows[rows.count - 1].indices.append(index)
            rows[rows.count - 1].width += start + size.width
            rows[rows.count - 1].height = max(rows[rows.count - 1].height, size.height)
        }
        return rows
    }
}

/// Places `subviews` at the leading edge of `bounds`, one per row (16 points), in order: what
/// the column layouts below share. Not isolated, as a layout's helpers often are not: a
/// subview's methods are not, as in SwiftUI.
private func placeOnePerRow(_ subviews: [LayoutSubview], in bounds: CGRect) {
    for (row, subview) in subviews.enumerated() {
        subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row) * 16), proposal: .unspecified)
    }
}

@Suite("Custom layouts")
@MainActor
struct CustomLayoutTests {
    private struct Tags: View {
        let tags = ["swift", "terminal", "ncurses", "layout", "points", "cells", "flow", "wrap"]
        var body: some View {
            VStack(alignment: .leading) {
                Text("Tags")
                WrapLayout {
                    ForEach(tags, id: \.self) { Text("#" + $0) }
                }
                Text("End")
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aLayoutOfOnesOwnWrapsItsSubviewsIntoRows(size: Size) {
        let host = TestHost(Tags(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "custom-layout-wrap-\(size.width)x\(size.height)")
        // Eight points between tags is one column; between rows, half a row rounds to one.
        let rows = host.screen.filter { $0.contains("#") }
        #expect(rows.count == (size.width < 60 ? 2 : 1), "the tags wrap where they must: \(host.screenText)")
        for row in rows {
            #expect(row.trimmingCharacters(in: .whitespaces).count <= size.width)
        }
        #expect(host.screenText.contains("#swift #terminal"), "\(host.screenText)")
        #expect(host.shows("End"), "what follows the layout comes after its last row")
    }

    @Test func theLayoutIsProposedThePointsOfItsCells() {
        final class Seen {
            var proposals: [ProposedViewSize] = []
            var bounds: [CGRect] = []
        }
        struct Recording: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                seen.proposals.append(proposal)
                return proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                seen.bounds.append(bounds)
                subviews.first?.place(
                    at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
            }
        }
        let seen = Seen()
        let host = TestHost(Recording(seen: seen) { Text("corner") }, width: 40, height: 12)
        #expect(seen.proposals.contains(ProposedViewSize(width: 320, height: 192)), "\(seen.proposals)")
        #expect(seen.bounds.last == CGRect(x: 0, y: 0, width: 320, height: 192))
        #expect(host.screen[11].hasSuffix("corner"), "anchored at its bottom trailing corner: \(host.screenText)")
    }

    @Test func aSubviewTheLayoutLeavesUnplacedIsCentred() {
        struct PlacesNone: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        let host = TestHost(PlacesNone { Text("mid") }, width: 11, height: 3)
        #expect(host.screen[1] == "    mid")
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheViewIsEvaluatedAgain() {
        final class Counts {
            var made = 0
            var updated = 0
        }
        struct Counting: Layout {
            let counts: Counts
            func makeCache(subviews: Subviews) -> Int {
                counts.made += 1
                return subviews.count
            }
            func updateCache(_ cache: inout Int, subviews: Subviews) {
                counts.updated += 1
                cache = subviews.count
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                CGSize(width: 80, height: CGFloat(cache) * 16)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
                placeOnePerRow(Array(subviews), in: bounds)
            }
        }
        struct Growing: View {
            let counts: Counts
            @State private var items = ["one"]
            var body: some View {
                VStack {
                    Counting(counts: counts) { ForEach(items, id: \.self) { Text($0) } }
                    Button("Add") { items.append("item \(items.count + 1)") }
                }
            }
        }
        let counts = Counts()
        let host = TestHost(Growing(counts: counts), width: 20, height: 6)
        #expect(counts.made == 1)
        #expect(counts.updated == 0)
        host.press(.tab)
        host.press(.return)
        #expect(counts.made == 1, "the cache is kept")
        #expect(counts.updated == 1, "and brought up to date once the view changed")
        #expect(host.shows("item 2"), "sized by the updated cache: \(host.screenText)")
    }

    private struct Switching: View {
        @State private var wide = true
        @State private var name = ""
        var body: some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(alignment: .leading))
            VStack(alignment: .leading) {
                Toggle("Wide", isOn: $wide)
                layout {
                    Text("Name:")
                    TextField("name", text: $name)
                }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func anyLayoutSwitchesStacksAndKeepsItsSubviewsState(size: Size) {
        let host = TestHost(Switching(), width: size.width, height: size.height)
        host.press(.tab)
        host.type("Ada")
        #expect(host.screen[1].hasPrefix("Name:  Ada"), "side by side, 16 points apart: \(host.screenText)")
        host.press(.tab, modifiers: .shift)
        host.press(.space)
        Snapshot.assert(host, named: "any-layout-vstack-\(size.width)x\(size.height)")
        #expect(host.screen[1].hasPrefix("Name:"), "\(host.screenText)")
        #expect(host.screen[2].hasPrefix("Ada"), "stacked, the field kept its text: \(host.screenText)")
    }

    @Test func anyLayoutOfALayoutOfOnesOwnKeepsAndRemakesItsCache() {
        final class Counts {
            var made = 0
        }
        /// A column that keeps its subviews' count in its cache.
        struct Column: Layout {
            let counts: Counts
            func makeCache(subviews: Subviews) -> Int {
                counts.made += 1
                return subviews.count
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                CGSize(width: 80, height: CGFloat(cache) * 16)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
                placeOnePerRow(Array(subviews), in: bounds)
            }
        }
        struct Switching: View {
            let counts: Counts
            @State private var column = true
            var body: some View {
                let layout = column ? AnyLayout(Column(counts: counts)) : AnyLayout(HStackLayout())
                VStack(alignment: .leading) {
                    Button("Switch") { column.toggle() }
                    layout {
                        Text("a")
                        Text("b")
                    }
                }
            }
        }
        let counts = Counts()
        let host = TestHost(Switching(counts: counts), width: 20, height: 4)
        #expect(host.screen[1] == "a" && host.screen[2] == "b", "\(host.screenText)")
        #expect(counts.made == 1)
        host.press(.return)
        #expect(host.screen[1] == "a b", "the stack now: \(host.screenText)")
        host.press(.return)
        #expect(host.screen[1] == "a" && host.screen[2] == "b", "\(host.screenText)")
        #expect(counts.made == 2, "a cache made for the stack is made again for the column")
    }

    @Test func theStackLayoutsLayOutAsTheirStacks() {
        func screen<V: View>(_ view: V) -> [String] { TestHost(view, width: 30, height: 5).screen }
        #expect(
            screen(
                HStackLayout(alignment: .top, spacing: 16) {
                    Text("a")
                    Text("b\nc")
                })
                == screen(
                    HStack(alignment: .top, spacing: 16) {
                        Text("a")
                        Text("b\nc")
                    }))
        #expect(
            screen(
                VStackLayout(alignment: .trailing, spacing: 16) {
                    Text("a")
                    Text("bcd")
                })
                == screen(
                    VStack(alignment: .trailing, spacing: 16) {
                        Text("a")
                        Text("bcd")
                    }))
        #expect(
            screen(
                ZStackLayout(alignment: .bottomTrailing) {
                    Text("wide text")
                    Text("x")
                })
                == screen(
                    ZStack(alignment: .bottomTrailing) {
                        Text("wide text")
                        Text("x")
                    }))
        #expect(
            screen(
                HStackLayout {
                    Text("a")
                    Spacer()
                    Text("z")
                })[0].hasSuffix("z"), "a spacer stretches along it")
    }

    private struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    @Test func aLayoutReadsTheValuesItsSubviewsSet() {
        /// Stacks its subviews by rank, lowest first, whatever order the content lists them in.
        struct Ranked: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                CGSize(width: 80, height: CGFloat(subviews.count) * 16)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
                placeOnePerRow(ordered, in: bounds)
            }
        }
        let host = TestHost(
            Ranked {
                Text("third").layoutValue(key: Rank.self, value: 3)
                Text("first").layoutValue(key: Rank.self, value: 1).padding(.leading, 8)
                Text("none")
                Text("second").layoutValue(key: Rank.self, value: 2)
            }, width: 10, height: 4)
        #expect(host.screen.map { $0.trimmingCharacters(in: .whitespaces) } == ["none", "first", "second", "third"])
    }

    @Test func proposalsAndSpacingInPoints() {
        #expect(ProposedViewSize(width: 100, height: nil).cells == ProposedSize(width: 12, height: nil))
        #expect(ProposedViewSize.infinity.cells.width ?? 0 >= 100_000)
        #expect(
            ProposedViewSize(width: nil, height: 40).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 40))
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
    }
}
