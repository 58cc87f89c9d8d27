import Foundation

/// A type that gives Xcode's canvas views to preview, as SwiftUI's `PreviewProvider`.
///
/// **Accepted, not shown:** a terminal app has no canvas, so nothing reads `previews`; the
/// protocol exists so that a SwiftUI file's `struct ContentView_Previews: PreviewProvider`
/// compiles unchanged. (`#Preview { }` is a compiler macro, which needs a plugin built on
/// swift-syntax, and is not supported.)
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; `nil` lets the tools choose.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview runs on.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// The size a preview is shown at.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview imitates, by its name ("iPhone 15").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

/// Which way up a device is held.
public enum InterfaceOrientation: Sendable, Hashable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

extension View {
    /// No-op: previews are not shown in a terminal.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
    /// No-op: previews are not shown in a terminal.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
    /// No-op: previews are not shown in a terminal.
    public func previewDisplayName(_ value: String?) -> Self { self }
    /// No-op: previews are not shown in a terminal.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}
