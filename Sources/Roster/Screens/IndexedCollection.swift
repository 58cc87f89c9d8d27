import TerminalUICore

/// A collection's elements with their offsets, without copying the collection.
///
/// The article writes `indexed()` as `Array(enumerated())`, which copies every element each
/// time the list is evaluated; this lazy view costs nothing, so a list of a million persons
/// stays instant. Elements are `(offset: Int, element: Element)`, as the article's.
package struct IndexedCollection<Base: RandomAccessCollection>: RandomAccessCollection {
    package typealias Element = (offset: Int, element: Base.Element)
    package typealias Index = Int

    let base: Base

    package var startIndex: Int { 0 }
    package var endIndex: Int { base.count }

    package subscript(position: Int) -> Element {
        (position, base[base.index(base.startIndex, offsetBy: position)])
    }

    /// An offset moved by `distance` (the library's default checks the range first, through
    /// generic code: a `ForEach` reads ids this way, a hundred or more after a delete).
    package func index(_ i: Int, offsetBy distance: Int) -> Int {
        i + distance
    }
}

extension RandomAccessCollection {
    /// The elements with their offsets: `ForEach(store.persons.indexed(), id: \.1.id) { index, person in … }`.
    package func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}

extension IndexedCollection: IDLocatingCollection where Base: IDLocatingCollection {
    package func offset(ofElementWithID id: AnyHashable) -> Int? {
        base.offset(ofElementWithID: id)
    }
}

extension IndexedCollection: LiveCollection where Base: LiveCollection {}
