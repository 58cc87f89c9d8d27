/// A style the terminal draws itself: setting one leaves its controls drawn the standard way.
protocol BuiltInStyle {}

/// The standard button: `[ Label ]`.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// SwiftUI's borderless look; a terminal button keeps its brackets, `[ Label ]`, so it reads
/// as a control.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// SwiftUI's borderless look; drawn `[ Label ]` as every terminal button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// SwiftUI's bordered look; drawn `[ Label ]` as every terminal button.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// SwiftUI's filled look; drawn `[ Label ]` as every terminal button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// macOS's link look (the label as a hyperlink); drawn `[ Label ]` as every terminal button,
/// so that it reads as a control.
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == LinkButtonStyle { public static var link: LinkButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// SwiftUI's Liquid Glass look (iOS 26); drawn `[ Label ]` as every terminal button.
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public init(_ glass: Glass) {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// SwiftUI's prominent Liquid Glass look (iOS 26); drawn `[ Label ]` as every terminal button.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { .init() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { .init(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { .init() }
}
