import Testing

@testable import TerminalUICore

@Suite("Item dialogs")
@MainActor
struct ItemDialogTests {
    private struct Project: Identifiable {
        let id = 1
        let name: String
    }

    private struct Projects: View {
        @State var deleting: Project?
        @State var renaming: Project?
        @State var log = "Nothing yet"

        var body: some View {
            VStack {
                Text(log)
                Button("Delete") { deleting = Project(name: "Launch") }
                    .confirmationDialog("Delete project?", item: $deleting) { project in
                        Button(role: .destructive) { log = "Deleted \(project.name)" }
                    } message: { project in
                        Text("\(project.name) goes for good.")
                    }
                Button("Rename") { renaming = Project(name: "Website") }
                    .alert("Rename", item: $renaming) { project in
                        Button("Rename \(project.name)") { log = "Renamed \(project.name)" }
                    }
            }
        }
    }

    @Test func aDialogShowsWhileItsItemIsSetAndAnActionClearsIt() {
        let host = TestHost(Projects(), width: 40, height: 12)
        host.press(.return)
        #expect(host.shows("Delete project?") && host.shows("Launch goes for good."))
        #expect(
            host.shows("[ Delete ]") && host.shows("[ Cancel ]"), "a role alone labels the button:\n\(host.screenText)")
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        #expect(host.shows("Deleted Launch") && !host.shows("Delete project?"))
    }

    @Test func anAlertShowsWhileItsItemIsSetAndEscClearsIt() {
        let host = TestHost(Projects(), width: 40, height: 12)
        host.press(.tab)
        host.press(.return)
        #expect(host.shows("Rename Website"))
        host.press(.escape)
        #expect(!host.shows("Rename Website"))
        host.press(.return)
        host.press(.return)
        #expect(host.shows("Renamed Website"))
    }
}
