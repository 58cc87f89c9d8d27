/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI:
/// `$store.persons[index]` and `ForEach($store.persons) { $person in … }`.
///
/// An element binding reads and writes that element only. **Ours:** when the elements are
/// `Identifiable`, the binding remembers the element's id and finds it again by id, so it
/// survives reordering; once the element is deleted, reads return the last value seen and
/// writes are dropped (and reported), never a trap. The remembered index makes the usual
/// case O(1); only after the element moved does a lookup scan the collection.
extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public typealias SubSequence = Slice<Binding<Value>>

    public var startIndex: Value.Index { read().startIndex }
    public var endIndex: Value.Index { read().endIndex }
    public var indices: Value.Indices { read().indices }

    public func index(after index: Value.Index) -> Value.Index {
        read().index(after: index)
    }

    /// A binding to the element at `position` (by id when the element is `Identifiable`).
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let location = ElementLocation(parent: self, index: position)
        return Binding<Value.Element>(read: location.read, update: location.update)
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: RandomAccessCollection {
    public func index(before index: Value.Index) -> Value.Index {
        read().index(before: index)
    }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// Where an element binding points: an index, checked against the element's id if it has one.
final class ElementLocation<Base: MutableCollection & RandomAccessCollection> {
    private let parent: Binding<Base>
    private var index: Base.Index
    private let isSameElement: ((Base.Element) -> Bool)?
    private var last: Base.Element

    init(parent: Binding<Base>, index: Base.Index) {
        let base = parent.read()
        precondition(index >= base.startIndex && index < base.endIndex, "Binding: index \(index) out of range")
        let element = base[index]
        self.parent = parent
        self.index = index
        self.last = element
        self.isSameElement = identityMatcher(for: element)
    }

    func read() -> Base.Element {
        let base = parent.read()
        if let index = resolve(in: base) {
            last = base[index]
        }
        return last
    }

    func update(_ body: (inout Base.Element) -> Void) {
        guard let index = currentIndex() else {
            Diagnostics.report(
                "Binding<\(Base.Element.self)>: write dropped, the element is no longer in the collection")
            return
        }
        parent.update { base in
            body(&base[index])
            last = base[index]
        }
    }

    /// The element's index now; a separate call so the collection read here is released
    /// before the write, which then mutates the collection in place.
    private func currentIndex() -> Base.Index? {
        resolve(in: parent.read())
    }

    private func resolve(in base: Base) -> Base.Index? {
        let inRange = index >= base.startIndex && index < base.endIndex
        guard let isSameElement else {
            return inRange ? index : nil
        }
        if inRange && isSameElement(base[index]) {
            return index
        }
        guard let found = base.firstIndex(where: isSameElement) else { return nil }
        index = found
        return found
    }
}

/// A test for "is this the same element", by id, when the element is `Identifiable`.
private func identityMatcher<Element>(for element: Element) -> ((Element) -> Bool)? {
    guard let identifiable = element as? any Identifiable else { return nil }
    func matcher<Identified: Identifiable>(_ captured: Identified) -> (Element) -> Bool {
        let id = captured.id
        return { candidate in (candidate as? Identified)?.id == id }
    }
    return matcher(identifiable)
}
