extension View {
    /// Shows `count` as this view's badge (see `badge(_:)` with a `Text`); none for zero.
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text("\(count)"))
    }

    /// Shows `label` as this view's badge, as SwiftUI's list-row and tab badge: at the trailing
    /// end, dimmed; on a tab's view in a `TabView` (before or after `.tabItem`), after the tab's
    /// label in the row of tabs instead. None for `nil`.
    public func badge(_ label: Text?) -> some View {
        BadgedView(content: self, label: label)
    }

    /// Shows `label` as this view's badge; none for `nil`.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }

    /// Shows `key` as this view's badge; none for `nil`.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }
}

/// A view with a badge: at its trailing end, or on its tab when the view is a tab's.
struct BadgedView<Content: View>: View, BadgeCarrying {
    let content: Content
    let label: Text?

    var body: some View {
        if let tab = content as? any TabItemBadging {
            tab.badged(label)
        } else {
            HStack(spacing: 0) {
                content
                if let label {
                    Spacer(minLength: 1)
                    label.foregroundColor(.secondary)
                }
            }
        }
    }

    var unbadged: any View { content }
}

/// A view with a badge, which a `.tabItem` applied after it shows in the tab's label.
@MainActor
protocol BadgeCarrying {
    var unbadged: any View { get }
    var label: Text? { get }
}

/// A tab's view (`.tabItem` applied), which a badge applied after it moves into.
@MainActor
protocol TabItemBadging {
    func badged(_ badge: Text?) -> AnyView
}

extension ModifiedContent: TabItemBadging where Content: View, Modifier: TabItemBadgeable {
    func badged(_ badge: Text?) -> AnyView {
        AnyView(content.modifier(modifier.with(badge: badge)))
    }
}
