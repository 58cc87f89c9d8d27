import Foundation

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`; a terminal's popover is a
/// sheet, which points nowhere.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// How a presentation adapts to a compact screen, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable {
    private let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
    /// Shows `content` as a popover while `isPresented`, as SwiftUI does on a phone: in a sheet
    /// over this view (Esc, `dismiss()` or the binding close it). A terminal has no room to
    /// float a bubble beside the view, so the anchor and the arrow's edge are not used.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Shows `content` for the item as a popover while `item` is not `nil`: in a sheet, as
    /// `popover(isPresented:)`.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// No-op: every presentation in a terminal is a sheet over the screen (a popover too), so
    /// there is no other form to adapt to.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> Self { self }

    /// No-op: as `presentationCompactAdaptation(_:)`.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> Self { self }
}
