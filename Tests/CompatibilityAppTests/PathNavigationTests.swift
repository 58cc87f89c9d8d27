import TerminalUI
import Testing

// A NavigationStack over a path of values: a list of folders, each pushing its subfolders,
// a breadcrumb of the path, and a Home button in the toolbar that clears the path.

private struct Folder: Hashable {
    let name: String
    var children: [Folder] = []
}

private let tree = Folder(
    name: "Home",
    children: [
        Folder(name: "Music", children: [Folder(name: "Jazz"), Folder(name: "Rock")]),
        Folder(name: "Photos", children: [Folder(name: "2025")]),
    ])

private struct FolderList: View {
    let folder: Folder

    var body: some View {
        List {
            ForEach(folder.children, id: \.name) { child in
                NavigationLink(child.name, value: child)
            }
        }
        .navigationTitle(folder.name)
    }
}

private struct BrowserView: View {
    @State private var path = NavigationPath()
    @State private var visits = 0

    var body: some View {
        NavigationStack(path: $path) {
            FolderList(folder: tree)
                .navigationDestination(for: Folder.self) { folder in
                    FolderList(folder: folder)
                        .toolbar {
                            Button("Home") { path = NavigationPath() }
                        }
                        .onAppear { visits += 1 }
                }
        }
        .overlay(alignment: .bottomTrailing) {
            Text("depth \(path.count) visits \(visits)")
        }
    }
}

@Suite("A NavigationStack with a path")
@MainActor
struct PathNavigationTests {
    @Test func linksPushValuesAndTheToolbarPopsToTheRoot() {
        let host = TestHost(BrowserView(), width: 50, height: 10)
        #expect(host.screen[0] == " Home")
        #expect(host.screen[9].hasSuffix("depth 0 visits 0"))
        host.press(.return)  // Music
        #expect(host.screen[0].hasPrefix(" ‹ Home  Music"))
        host.press(.downArrow)
        host.press(.return)  // Rock
        #expect(host.screen[0].hasPrefix(" ‹ Music  Rock"))
        #expect(host.screen[9].hasSuffix("depth 2 visits 2"))
        host.press(.escape)
        #expect(host.screen[0].hasPrefix(" ‹ Home  Music"))
        host.press(.tab)  // Home in the toolbar
        host.press(.return)
        #expect(host.screen[0] == " Home")
        // Music appeared again when Rock was popped, as in SwiftUI.
        #expect(host.screen[9].hasSuffix("depth 0 visits 3"))
        #expect(host.focusProblem == nil)
    }
}
