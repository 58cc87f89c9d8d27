import Foundation

/// Sets where one alignment guide falls in the content, as SwiftUI's `.alignmentGuide`: a stack
/// lining its views up by that guide places the content so that the value lines up.
struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let guide: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func makeBehavior() -> AlignmentGuideBehavior { AlignmentGuideBehavior() }

    func update(_ node: Node, behavior: AlignmentGuideBehavior, content: any View) {
        behavior.guide = guide
        behavior.computeValue = computeValue
        updateContent(node, content)
    }
}

/// Answers its guide with the modifier's closure (run at each layout: it may read any state)
/// and hands other guides to the content.
final class AlignmentGuideBehavior: ModifierBehavior {
    /// Lays its content out and draws nothing of its own: a click beside the content goes
    /// to what lies under it.
    override var isHitOutsideChildren: Bool { false }
    var guide: AlignmentKey?
    var computeValue: ((ViewDimensions) -> CGFloat)?

    override var setsAlignmentGuide: Bool { true }

    override func explicitGuide(_ key: AlignmentKey, size: Size) -> CGFloat? {
        if key == guide, let computeValue {
            return computeValue(ViewDimensions(size))
        }
        return super.explicitGuide(key, size: size)
    }
}

extension View {
    /// Sets where `guide` falls in this view, in points from its leading edge, for the vertical
    /// stack (or frame) that lines its views up by `guide`: `d[.trailing]` lines this view's
    /// trailing edge up with the others' leading edges.
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(guide: guide.key, computeValue: computeValue))
    }

    /// Sets where `guide` falls in this view, in points from its top, for the horizontal stack
    /// (or frame) that lines its views up by `guide`.
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(guide: guide.key, computeValue: computeValue))
    }
}
