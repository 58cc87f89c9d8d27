import Foundation

/// The Liquid Glass material of iOS 26 and macOS 26, as SwiftUI's `Glass`.
///
/// **Approximated:** a cell cannot refract what is behind it, so glass fills its shape as a
/// material does, with a translucent dark grey, or with its tint; `.identity` draws nothing.
public struct Glass: Hashable, Sendable {
    /// The colour the glass fills its shape with; `nil`: none (`.identity`).
    let fill: Color?

    /// The standard glass.
    public static var regular: Glass { Glass(fill: Material.regularMaterial.color) }
    /// Glass that shows more of what is behind it; drawn as `.regular`.
    public static var clear: Glass { regular }
    /// No glass: the view is drawn as if it had none.
    public static var identity: Glass { Glass(fill: nil) }

    /// This glass tinted with `color` (`nil`: untinted).
    public func tint(_ color: Color?) -> Glass {
        guard fill != nil else { return self }
        return Glass(fill: color?.opacity(0.5) ?? Glass.regular.fill)
    }

    /// This glass reacting to touches; a terminal has none, so it is this glass.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// Glass shapes that a touch screen blends into one another as they come close, as SwiftUI's
/// `GlassEffectContainer`. **Approximated:** its content is laid out as it is, each shape drawn
/// on its own.
public struct GlassEffectContainer<Content: View>: View {
    private let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { content }
}

/// How a glass shape comes and goes in an animation; a terminal does not animate it.
public struct GlassEffectTransition: Hashable, Sendable {
    private let name: String
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

extension View {
    /// Lays `glass` in `shape` behind this view (a capsule by default), as SwiftUI's
    /// `glassEffect(_:in:)`; drawn as a filled shape (`Glass`).
    public func glassEffect<S: Shape>(
        _ glass: Glass = .regular, in shape: S = Capsule(), isEnabled: Bool = true
    )
        -> some View
    {
        background(shape.fill(isEnabled ? glass.fill ?? .clear : .clear))
    }

    /// Names this view's glass for matched transitions between views; a terminal does not
    /// animate them, so this changes nothing.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Joins this view's glass with others of the same `id` into one shape; each is drawn on its
    /// own here, so this changes nothing.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        self
    }

    /// How this view's glass comes and goes; a terminal does not animate it, so this changes
    /// nothing.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }

    /// Mirrors and blurs this view into the safe area beside it; a terminal has none, so this
    /// changes nothing.
    public func backgroundExtensionEffect() -> some View { self }
}
