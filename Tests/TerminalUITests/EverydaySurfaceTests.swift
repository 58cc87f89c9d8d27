import Foundation
import Testing

@testable import TerminalUICore

/// The everyday SwiftUI surface that has a terminal meaning: gauges, badges, text case, fixed
/// sizes, hidden and positioned views, insets, empty states, gestures, namespaces, the colour
/// scheme, images and links a terminal cannot load or share, and the file importer.
@Suite("Everyday surface")
@MainActor
struct EverydaySurfaceTests {
    private final class Log: ObservableObject {
        @Published var entries: [String] = []
    }

    /// A screenful of the views with a look of their own.
    private struct Surface: View {
        var body: some View {
            VStack(alignment: .leading) {
                Gauge(value: 40, in: 0...100) {
                    Text("Fuel")
                } currentValueLabel: {
                    Text("40")
                } minimumValueLabel: {
                    Text("E")
                } maximumValueLabel: {
                    Text("F")
                }
                Text("Inbox").badge(3)
                Text("Drafts").badge(0)
                Text("shouted").textCase(.uppercase)
                ContentUnavailableView.search(text: "zed")
            }
            .safeAreaInset(edge: .bottom) { Text("3 items") }
        }
    }

    @Test func aGaugeIsABarBetweenItsLabels() {
        let host = TestHost(Surface(), width: 80, height: 24)
        #expect(host.screen[0].hasPrefix("Fuel E ████████░░░░░░░░░░░░ F 40"), "the current value once")
        let plain = TestHost(Gauge(value: 0.25) { Text("Level") }, width: 40, height: 1)
        #expect(plain.screen[0].hasPrefix("Level █████░░░░░░░░░░░░░░░ 25%"), "without its label, the percentage")
    }

    @Test func aGradientTintAndAViewAlignedScrollWithALimitAreAccepted() {
        let host = TestHost(
            ScrollView(.horizontal) {
                HStack { Gauge(value: 0.5) { Text("Heat") }.tint(Gradient(colors: [.green, .red])) }
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne)), width: 40, height: 1)
        #expect(host.screen[0].hasPrefix("Heat"), "\(host.screenText)")
        #expect(terminalColor(of: Gradient(colors: [.green, .red])) == .green, "a gradient draws its first colour")
    }

    @Test func aBadgeShowsItsCountAtTheTrailingEndAndNoneForZero() {
        let host = TestHost(Surface(), width: 40, height: 12)
        #expect(host.screen[1].hasPrefix("Inbox") && host.screen[1].hasSuffix("3"))
        #expect(host.screen[2] == "Drafts")
    }

    @Test func textCaseChangesTheCaseOfTheTextBelow() {
        let host = TestHost(Surface(), width: 40, height: 12)
        #expect(host.screen[3] == "SHOUTED")
    }

    @Test func anEmptyStateIsCentredAndTheInsetIsAtTheBottom() {
        let host = TestHost(Surface(), width: 80, height: 24)
        let title = host.screen.firstIndex { $0.contains("No Results for “zed”") }
        #expect(title != nil && host.screen[title!].hasPrefix(" "), "centred")
        #expect(host.screen.contains { $0.contains("Check the spelling or try a new search.") })
        #expect(host.screen[23].trimmingCharacters(in: .whitespaces) == "3 items")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        Snapshot.assert(
            TestHost(Surface(), width: size.width, height: size.height),
            named: "everyday-surface-\(size.width)x\(size.height)")
    }

    @Test func fixedSizeKeepsTheIdealWidthAndHiddenKeepsTheRoomButNotFocus() {
        let log = Log()
        let host = TestHost(
            VStack(alignment: .leading) {
                HStack(spacing: 0) {
                    Text("a long line of text").fixedSize()
                    Text("|")
                }
                .frame(width: 10)
                HStack {
                    Button("Hidden") { log.entries.append("hidden") }.hidden()
                    Button("Shown") { log.entries.append("shown") }
                }
            }, width: 40, height: 12)
        #expect(host.screen[0].hasPrefix("a long line of text"), "not cut to the frame's 10 columns")
        #expect(!host.screen[1].contains("Hidden") && host.screen[1].contains("Shown"))
        #expect(host.screen[1].hasPrefix(" "), "the hidden button keeps its room")
        host.press(.return)
        #expect(log.entries == ["shown"])
    }

    @Test func positionCentresTheViewOnAPointInPoints() {
        // 80 points across is column 10, 32 down is row 2.
        let host = TestHost(Text("XYZ").position(x: 80, y: 32), width: 40, height: 12)
        #expect(
            host.screen[2].firstIndex(of: "X").map { host.screen[2].distance(from: host.screen[2].startIndex, to: $0) }
                == 9)
    }

    @Test func aTapGestureRunsOnAClickOrReturnAndOtherGesturesChangeNothing() {
        let log = Log()
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("Drag me").gesture(DragGesture().onChanged { _ in log.entries.append("drag") })
                Text("Tap me").gesture(TapGesture().onEnded { log.entries.append("tap") })
            }, width: 40, height: 12)
        #expect(host.screen[0] == "Drag me")
        host.press(.return)
        host.click(x: 1, y: 1)
        #expect(log.entries == ["tap", "tap"], "the tap was focused first: the drag takes no focus")
    }

    private struct NamespaceReader: View {
        @Namespace private var namespace
        let log: Log
        @State private var count = 0

        var body: some View {
            log.entries.append("\(namespace.hashValue)")
            return Button("Again \(count)") { count += 1 }.matchedGeometryEffect(id: "button", in: namespace)
        }
    }

    @Test func aNamespaceKeepsItsIdAcrossEvaluationsAndEachViewHasItsOwn() {
        let first = Log()
        let second = Log()
        let host = TestHost(
            VStack {
                NamespaceReader(log: first)
                NamespaceReader(log: second)
            }, width: 40, height: 12)
        host.press(.return)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Again 2") })
        #expect(first.entries.count >= 3 && Set(first.entries).count == 1)
        #expect(Set(second.entries).count == 1 && first.entries[0] != second.entries[0])
    }

    @Test func theColourSchemeFollowsTheTerminalAndTheEnvironment() {
        #expect(ColorScheme.terminal([:]) == .dark)
        #expect(ColorScheme.terminal(["COLORFGBG": "15;0"]) == .dark)
        #expect(ColorScheme.terminal(["COLORFGBG": "0;15"]) == .light)
        #expect(ColorScheme.terminal(["COLORFGBG": "0;default;7"]) == .light)
        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .light ? "light" : "dark") }
        }
        let host = TestHost(
            Scheme().environment(\.colorScheme, .light).preferredColorScheme(.dark), width: 20, height: 3)
        #expect(host.screen[0] == "light")
    }

    @Test func anAsyncImageShowsItsPlaceholderAndAShareLinkOpensItsURL() {
        let log = Log()
        let site = URL(string: "https://example.org")!
        let host = TestHost(
            VStack(alignment: .leading) {
                AsyncImage(url: site) { image in
                    image
                } placeholder: {
                    Text("Loading picture")
                }
                AsyncImage(url: site) { phase in Text(phase.image == nil ? "No picture yet" : "Picture") }
                ShareLink(item: site)
            }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    log.entries.append(url.absoluteString)
                    return .handled
                }), width: 40, height: 12)
        #expect(host.screen[0] == "Loading picture" && host.screen[1] == "No picture yet")
        #expect(host.screen[2].contains("Share"))
        host.press(.return)
        #expect(log.entries == ["https://example.org"])
    }

    @Test func aShareLinkWithAPreviewOrSeveralItemsOpensTheFirstURL() {
        let log = Log()
        let site = URL(string: "https://example.org")!
        let other = URL(string: "https://example.com")!
        let host = TestHost(
            VStack(alignment: .leading) {
                ShareLink("Send site", item: site, preview: SharePreview("Example", image: Image(systemName: "globe")))
                ShareLink(items: [other, site]) { Text("Send both") }
                ShareLink(items: [site], preview: { SharePreview($0.absoluteString) }) { Text("Send list") }
            }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    log.entries.append(url.absoluteString)
                    return .handled
                }), width: 40, height: 3)
        #expect(host.screen[0].contains("Send site") && host.screen[1].contains("Send both"))
        for _ in 0..<3 {
            host.press(.return)
            host.press(.tab)
        }
        #expect(log.entries == ["https://example.org", "https://example.com", "https://example.org"])
    }

    @Test func theFileImporterAsksForAPathAndHandsBackAReadableFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("importer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: file)
        final class Picked: ObservableObject {
            @Published var isPresented = true
            @Published var urls: [URL] = []
        }
        struct Importer: View {
            @ObservedObject var picked: Picked
            var body: some View {
                Text("Document")
                    .fileImporter(isPresented: $picked.isPresented, allowedContentTypes: [.plainText]) { result in
                        if case .success(let url) = result { picked.urls.append(url) }
                    }
            }
        }
        let picked = Picked()
        let host = TestHost(Importer(picked: picked), width: 80, height: 24)
        #expect(host.screen.contains { $0.contains("Open a file") })
        host.type(folder.appendingPathComponent("missing.txt").path)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("There is no file at") })
        #expect(picked.urls.isEmpty)
        for _ in 0..<100 { host.press(.delete) }
        host.type(file.path)
        host.press(.return)
        #expect(picked.urls == [file.standardizedFileURL])
        #expect(!picked.isPresented && !host.screen.contains { $0.contains("Open a file") })
        picked.isPresented = true
        host.settle()
        host.press(.escape)
        #expect(!picked.isPresented && picked.urls.count == 1, "Esc cancels without a URL")
    }

    @Test func theAcceptedModifiersLeaveTheViewAsItIs() {
        let plain = TestHost(Text("Same"), width: 20, height: 3)
        let dressed = TestHost(
            Text("Same").monospacedDigit().strikethrough().kerning(1).tracking(1)
                .saturation(0.5).brightness(0.1).contrast(1.2).grayscale(1).hueRotation(.degrees(30)).colorInvert()
                .blendMode(.multiply).compositingGroup().drawingGroup().mask(Rectangle())
                .rotationEffect(.degrees(10)).scaleEffect(1.5).contentShape(Rectangle()).zIndex(2)
                .redacted(reason: .placeholder).scrollIndicators(.hidden).controlSize(.large)
                .contentTransition(.numericText()).sensoryFeedback(.success, trigger: 1).help("Tip")
                .alignmentGuide(.leading) { $0[.leading] }.layoutPriority(1).truncationMode(.middle)
                .textSelection(.enabled).onLongPressGesture {}.scaledToFit().imageScale(.large),
            width: 20, height: 3)
        #expect(dressed.screen == plain.screen)
    }
}

extension EverydaySurfaceTests {
    @Test func aSpanOfDatesShowsBothEndsAndTheDateOnceOnOneDay() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let sameDay = Text.string(start, to: start.addingTimeInterval(3_600))
        let days = Text.string(start, to: start.addingTimeInterval(3 * 86_400))
        #expect(sameDay.components(separatedBy: " – ").count == 2)
        let endOfSameDay = sameDay.components(separatedBy: " – ")[1]
        let endOfDays = days.components(separatedBy: " – ")[1]
        #expect(endOfDays.count > endOfSameDay.count, "the end on another day carries its date: \(days), \(sameDay)")
        let host = TestHost(Text(start...start.addingTimeInterval(60)), width: 60, height: 3)
        #expect(host.screen[0] == Text.string(start, to: start.addingTimeInterval(60)))
    }
}

extension EverydaySurfaceTests {
    private final class Flags: ObservableObject {
        @Published var showsDetail = false
        @Published var expanded = true
        @Published var date = Date(timeIntervalSince1970: 1_800_000_000)
        @Published var submitted = 0
    }

    private struct Everyday: View {
        @ObservedObject var flags: Flags
        @FocusState private var typing: Bool
        @State private var text = ""

        var body: some View {
            Form {
                Section("Folder", isExpanded: $flags.expanded) { Text("Inside") }
                Text("Focusable text").focusable()
                TextField("Note", text: $text).focused($typing).onSubmit(of: .text) { flags.submitted += 1 }
                DatePicker("After", selection: $flags.date, in: Date(timeIntervalSince1970: 1_900_000_000)...)
                Button("Detail") { flags.showsDetail = true }
            }
            .defaultFocus($typing, true)
            .navigationDestination(isPresented: $flags.showsDetail) { Text("The detail") }
        }
    }

    @Test func aFoldingSectionAFocusableTextDefaultFocusAndADestinationByBinding() {
        let flags = Flags()
        let host = TestHost(Everyday(flags: flags), width: 60, height: 16)
        #expect(host.screen.contains { $0.contains("Inside") })
        // Focus starts in the note field (defaultFocus), and Return there submits.
        host.type("x")
        host.press(.return)
        #expect(flags.submitted == 1)
        #expect(host.screen.contains { $0.contains("x") })
        // Shift-Tab reaches the focusable text, then the folding section's row folds it.
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedFrame.map { host.screen[$0.minY].contains("Focusable text") } == true)
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        #expect(!flags.expanded && !host.screen.contains { $0.contains("Inside") })
        // The binding shows the destination; Esc goes back and clears it.
        flags.showsDetail = true
        host.settle()
        #expect(host.screen.contains { $0.contains("The detail") })
        host.press(.escape)
        #expect(!flags.showsDetail && !host.screen.contains { $0.contains("The detail") })
    }

    @Test func aDatePickerFromADateKeepsTheDateOnOrAfterIt() {
        let flags = Flags()
        _ = TestHost(Everyday(flags: flags), width: 60, height: 16)
        let picker = DatePicker(
            "After", selection: Binding(get: { flags.date }, set: { flags.date = $0 }),
            in: Date(timeIntervalSince1970: 1_900_000_000)...)
        picker.selection.wrappedValue = Date(timeIntervalSince1970: 0)
        #expect(flags.date == Date(timeIntervalSince1970: 1_900_000_000))
    }

    @Test func containerRelativeFrameTakesTheContainersWidthAndPreferencesAreAccepted() {
        struct Width: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        let host = TestHost(
            HStack(spacing: 0) {
                Text("A").containerRelativeFrame(.horizontal, alignment: .trailing).preference(
                    key: Width.self, value: 1)
                Text("|")
            }
            .onPreferenceChange(Width.self) { _ in }, width: 20, height: 3)
        // As wide as its container, the screen, as in SwiftUI: the bar after it has no room left.
        #expect(host.screen[0] == String(repeating: " ", count: 19) + "A")
    }
}
