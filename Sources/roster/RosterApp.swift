import Foundation
import Roster
import TerminalUICore

/// Roster as a TerminalUI app. `main.swift` parses the command line first, then sets
/// `launch` and calls `RosterApp.main()`, as a SwiftUI app may call its `main()` itself.
struct RosterApp: App {
    /// What the command line chose: the store to show, and whether the terminal may report
    /// the mouse (`--no-mouse` says not). Set before `main()`.
    static var launch: (store: PersonStore, mouse: Bool)?

    let store: PersonStore
    let reportsMouse: Bool

    init() {
        guard let launch = Self.launch else {
            preconditionFailure("RosterApp.launch is set before RosterApp.main()")
        }
        // ROSTER_NO_MOUSE (set to anything but empty or 0) turns the mouse off too.
        let noMouse = ProcessInfo.processInfo.environment["ROSTER_NO_MOUSE"].map { !$0.isEmpty && $0 != "0" } ?? false
        store = launch.store
        reportsMouse = launch.mouse && !noMouse
    }

    var body: some Scene {
        // A store that does not exist yet is made when the list first appears (`PersonsView`'s
        // `.onAppear`): once the terminal proved usable, since an unusable one must not create
        // the data file. One that exists is read from launch on (main.swift).
        WindowGroup {
            RosterView(store: store)
        }
        .terminalMinimumSize(RosterView.minimumSize)
        .terminalReportsMouse(reportsMouse)
        .onTerminalInterrupt { store.interrupt() ? .stay : .quit }
    }
}
