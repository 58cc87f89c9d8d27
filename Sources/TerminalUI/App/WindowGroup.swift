/// The scene of an app's main window, as SwiftUI's `WindowGroup`. A terminal shows one
/// window: the first window scene's content fills the screen; `openWindow` shows another
/// window scene over it (see `OpenWindowAction`). The title is kept for source compatibility
/// (a terminal has no title bar).
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let id: String?
    /// The type of value `openWindow(value:)` opens this group for, if it presents one.
    let valueType: Any.Type?
    /// The content, given the presented value (nil for the main window).
    let content: (Binding<AnyHashable?>) -> Content

    /// A window group showing `content`. (Escaping here: the content is made once the
    /// terminal runs, with the app's state installed.)
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init(id: nil, valueType: nil) { _ in content() }
    }

    /// A window group with a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content)
    }

    /// A window group with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content)
    }

    /// A window group that `openWindow(id:)` opens.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: id, valueType: nil) { _ in content() }
    }

    /// A window group with a title that `openWindow(id:)` opens.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: id, content: content)
    }

    /// A window group with a title that `openWindow(id:)` opens.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: id, content: content)
    }

    /// A window group presenting a value of `type`, which `openWindow(value:)` opens; the
    /// content is given a binding to the value (nil in the main window).
    public init<D: Codable & Hashable & SendableMetatype>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(id: nil, valueType: type, content: Self.presenting(type, content))
    }

    /// A window group with a title presenting a value of `type`.
    public init<D: Codable & Hashable & SendableMetatype>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(for: type, content: content)
    }

    /// A window group with a title presenting a value of `type`.
    public init<S: StringProtocol, D: Codable & Hashable & SendableMetatype>(
        _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(for: type, content: content)
    }

    /// A window group with an identifier presenting a value of `type`.
    public init<D: Codable & Hashable & SendableMetatype>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(id: id, valueType: type, content: Self.presenting(type, content))
    }

    /// A window group with a title and an identifier presenting a value of `type`.
    public init<D: Codable & Hashable & SendableMetatype>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(id: id, for: type, content: content)
    }

    /// A window group with a title and an identifier presenting a value of `type`.
    public init<S: StringProtocol, D: Codable & Hashable & SendableMetatype>(
        _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(id: id, for: type, content: content)
    }

    /// A window group presenting a value of `type`, given `defaultValue()` where no value
    /// was presented (the main window).
    public init<D: Codable & Hashable & SendableMetatype>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
        defaultValue: @escaping () -> D
    ) {
        self.init(id: nil, valueType: type, content: Self.presenting(type, defaultValue, content))
    }

    /// A window group with a title presenting a value of `type`, or `defaultValue()`.
    public init<D: Codable & Hashable & SendableMetatype>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
        defaultValue: @escaping () -> D
    ) {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// A window group with an identifier presenting a value of `type`, or `defaultValue()`.
    public init<D: Codable & Hashable & SendableMetatype>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
        defaultValue: @escaping () -> D
    ) {
        self.init(id: id, valueType: type, content: Self.presenting(type, defaultValue, content))
    }

    /// A window group with a title presenting a value of `type`, or `defaultValue()`.
    public init<S: StringProtocol, D: Codable & Hashable & SendableMetatype>(
        _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
        defaultValue: @escaping () -> D
    ) {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// A window group with a title and an identifier presenting a value of `type`, or
    /// `defaultValue()`.
    public init<D: Codable & Hashable & SendableMetatype>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
    ) {
        self.init(id: id, for: type, content: content, defaultValue: defaultValue)
    }

    /// A window group with a title and an identifier presenting a value of `type`, or
    /// `defaultValue()`.
    public init<S: StringProtocol, D: Codable & Hashable & SendableMetatype>(
        _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
        defaultValue: @escaping () -> D
    ) {
        self.init(id: id, for: type, content: content, defaultValue: defaultValue)
    }

    /// `content` given the presented value as a `D`, or `defaultValue()` when there is none.
    private nonisolated static func presenting<D: Codable & Hashable & SendableMetatype>(
        _ type: D.Type, _ defaultValue: @escaping () -> D, _ content: @escaping (Binding<D>) -> Content
    ) -> (Binding<AnyHashable?>) -> Content {
        { value in
            let fallback = defaultValue()
            return content(
                Binding(
                    get: { value.wrappedValue?.base as? D ?? fallback },
                    set: { value.wrappedValue = AnyHashable($0) }))
        }
    }

    /// `content` given the presented value as a `D`.
    private nonisolated static func presenting<D: Codable & Hashable & SendableMetatype>(
        _ type: D.Type, _ content: @escaping (Binding<D?>) -> Content
    ) -> (Binding<AnyHashable?>) -> Content {
        { value in
            content(
                Binding(
                    get: { value.wrappedValue?.base as? D },
                    set: { value.wrappedValue = $0.map(AnyHashable.init) }))
        }
    }

    private init(id: String?, valueType: Any.Type?, content: @escaping (Binding<AnyHashable?>) -> Content) {
        self.id = id
        self.valueType = valueType
        self.content = content
    }
}

extension WindowGroup: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        let content = content
        resolution.offerWindow { AnyView(content(.constant(nil))) }
        resolution.addOpenableWindow(OpenableWindow(id: id, valueType: valueType) { AnyView(content($0)) })
    }
}
