extension Node {
    /// Whether this node is a row of a list written out in it: nothing but views that lay out
    /// no rows of their own (`Section`, `Group`, a group in a list) lies between it and the
    /// list. A `ForEach`'s element is one row of the list, whatever it holds (the list reaches
    /// its elements by index), so a group made for each element stays one row.
    var isWrittenOutInList: Bool {
        var current = parent
        while let parent = current {
            if parent.behavior is ListBehavior { return true }
            guard parent.behavior.lazyRows == nil, parent.behavior.isTransparent || parent.behavior.sectionParts != nil
            else { return false }
            current = parent.parent
        }
        return false
    }
}
