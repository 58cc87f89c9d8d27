/// What the accessibility modifiers on one view say of it: kept on the view's node so that an
/// accessible mode can read them (`TestHost.accessibilityElements` does today). Each field is
/// `nil` (or empty) where no modifier set it.
@MainActor
struct AccessibilityProperties {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var isHidden: Bool?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var sortPriority: Double?
    var inputLabels: [String]?
    var childBehavior: AccessibilityChildBehavior?
    var headingLevel: AccessibilityHeadingLevel?
    var actions: [AccessibilityElement.Action] = []
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?

    /// These properties under `outer`'s, a modifier applied around them: what `outer` sets
    /// wins, as the caller of a view overrides what the view says of itself; traits and
    /// actions add up.
    func overridden(by outer: AccessibilityProperties) -> AccessibilityProperties {
        var merged = outer
        merged.label = outer.label ?? label
        merged.value = outer.value ?? value
        merged.hint = outer.hint ?? hint
        merged.identifier = outer.identifier ?? identifier
        merged.isHidden = outer.isHidden ?? isHidden
        merged.addedTraits = addedTraits.subtracting(outer.removedTraits).union(outer.addedTraits)
        merged.removedTraits = removedTraits.subtracting(outer.addedTraits).union(outer.removedTraits)
        merged.sortPriority = outer.sortPriority ?? sortPriority
        merged.inputLabels = outer.inputLabels ?? inputLabels
        merged.childBehavior = outer.childBehavior ?? childBehavior
        merged.headingLevel = outer.headingLevel ?? headingLevel
        merged.actions = actions + outer.actions
        merged.adjustment = outer.adjustment ?? adjustment
        return merged
    }
}
