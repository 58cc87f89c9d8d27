/// One element an accessible mode would read: a view that accessibility modifiers describe,
/// with what they said of it and where it stands on the screen.
@MainActor
public struct AccessibilityElement {
    /// A named action the element offers (`.accessibilityAction`).
    public struct Action {
        /// Its name: the one given, or the kind's (`default`, `escape`, `magicTap`).
        public let name: String
        let handler: () -> Void
    }

    /// The label read for the element: the one given, or else the text it shows.
    public let label: String
    public let value: String?
    public let hint: String?
    public let identifier: String?
    public let traits: AccessibilityTraits
    public let headingLevel: AccessibilityHeadingLevel?
    public let inputLabels: [String]
    /// Where it is read among its container's elements: higher first.
    public let sortPriority: Double
    /// Where it stands on the screen, in cells.
    public let frame: Rect
    public let actions: [Action]
    let adjustment: ((AccessibilityAdjustmentDirection) -> Void)?

    /// Whether it takes `.accessibilityAdjustableAction`'s increments and decrements.
    public var isAdjustable: Bool { adjustment != nil }

    /// Runs the action named `name`; returns whether the element offers one.
    @discardableResult
    public func performAction(named name: String) -> Bool {
        guard let action = actions.first(where: { $0.name == name }) else { return false }
        action.handler()
        return true
    }

    /// Moves an adjustable element one step `direction`; returns whether it is adjustable.
    @discardableResult
    public func adjust(_ direction: AccessibilityAdjustmentDirection) -> Bool {
        guard let adjustment else { return false }
        adjustment(direction)
        return true
    }
}

extension Node {
    /// The accessibility elements in this subtree as shown, in reading order: each view that
    /// accessibility modifiers describe, unless hidden. Within each container (this node, or a
    /// view marked `.accessibilityElement(children: .contain)`), higher sort priorities first.
    var accessibilityElements: [AccessibilityElement] {
        var entries: [AccessibilityEntry] = []
        appendAccessibilityEntries(to: &entries)
        return entries.sortedByPriority()
    }

    private func appendAccessibilityEntries(to entries: inout [AccessibilityEntry]) {
        guard isShown else { return }
        guard var properties = behavior.accessibilityProperties else {
            for child in behavior.focusChildren {
                child.appendAccessibilityEntries(to: &entries)
            }
            return
        }
        // A chain of modifiers around one view describes that one view.
        var content = self
        while case let children = content.behavior.focusChildren, children.count == 1 {
            if let inner = children[0].behavior.accessibilityProperties {
                properties = inner.overridden(by: properties)
            }
            content = children[0]
        }
        guard properties.isHidden != true else { return }
        let priority = properties.sortPriority ?? 0
        var inside: [AccessibilityEntry] = []
        if properties.childBehavior != .ignore, properties.childBehavior != .combine {
            for child in content.behavior.focusChildren {
                child.appendAccessibilityEntries(to: &inside)
            }
        }
        if properties.childBehavior == .contain {
            // The container's elements are read together, where the container is.
            entries += inside.sortedByPriority().map { AccessibilityEntry(element: $0, priority: priority) }
            return
        }
        let element = AccessibilityElement(
            label: properties.label ?? shownText,
            value: properties.value,
            hint: properties.hint,
            identifier: properties.identifier,
            traits: properties.addedTraits.subtracting(properties.removedTraits),
            headingLevel: properties.headingLevel,
            inputLabels: properties.inputLabels ?? [],
            sortPriority: priority,
            frame: contentFrame,
            actions: properties.actions,
            adjustment: properties.adjustment)
        entries.append(AccessibilityEntry(element: element, priority: priority))
        entries += inside
    }

    /// The text of the `Text`s shown in this subtree, in reading order, joined by blanks.
    private var shownText: String {
        var parts: [String] = []
        appendShownText(to: &parts)
        return parts.joined(separator: " ")
    }

    private func appendShownText(to parts: inout [String]) {
        guard isShown else { return }
        if let text = behavior.accessibilityText, !text.isEmpty { parts.append(text) }
        for child in behavior.focusChildren {
            child.appendShownText(to: &parts)
        }
    }
}

/// An element, and the priority it is read by in the container being collected.
@MainActor
private struct AccessibilityEntry {
    let element: AccessibilityElement
    let priority: Double
}

extension [AccessibilityEntry] {
    /// The elements with higher priorities first, in their order otherwise.
    fileprivate func sortedByPriority() -> [AccessibilityElement] {
        enumerated().sorted {
            $0.element.priority != $1.element.priority
                ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
        }.map(\.element.element)
    }
}
