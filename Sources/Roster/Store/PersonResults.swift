import Foundation
import TerminalUICore

/// The persons of a `PersonStore`, as SwiftUI's `FetchedResults` are Core Data's: a
/// random-access collection over the store that holds only a count and the pages around what
/// was read last, fetched on demand. Bind into it as into an array (`$store.persons[index]`):
/// a write lands in the store's edit overlay at once (so the list row and the title change as
/// you type) and is written to storage by `PersonStore.save()`.
///
/// Like `FetchedResults`, it is a view of the store, not a copy: two values of it show the same
/// persons, and the persons change when the store does.
package struct PersonResults: RandomAccessCollection, MutableCollection {
    let pager: PersonPager

    package var startIndex: Int { 0 }
    package var endIndex: Int { pager.count }

    package subscript(position: Int) -> Person {
        get { pager.person(at: position) }
        set { pager.write(newValue, at: position) }
    }

    /// An index moved by `distance`, without the library's generic range check (reading a
    /// person checks the index).
    package func index(_ i: Int, offsetBy distance: Int) -> Int {
        i + distance
    }
}

/// Reads the pager when asked: a list keeps it between frames and builds a row scrolled into
/// view without evaluating `PersonsView` again (every change publishes `persons`).
extension PersonResults: LiveCollection {}

extension PersonResults: IDLocatingCollection {
    /// Where the person with this id is, if a cached page holds them or the store just found
    /// them in a new order (`PersonStore.sort(by:)`): the list's selection follows them there.
    package func offset(ofElementWithID id: AnyHashable) -> Int? {
        (id.base as? Person.ID).flatMap(pager.index(of:))
    }
}
