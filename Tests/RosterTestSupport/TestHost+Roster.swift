import Roster
import TerminalUICore

extension TestHost {
    /// Hosts roster's screens on `store` headless, at `width` × `height`; below the app's
    /// minimum size the "terminal too small" message shows, as in a terminal.
    package convenience init(roster store: PersonStore, width: Int = 80, height: Int = 24) {
        self.init(RosterView(store: store), width: width, height: height, minimumSize: RosterView.minimumSize)
    }
}
