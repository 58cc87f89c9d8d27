/// What to show when there is nothing to show, as SwiftUI's `ContentUnavailableView`: the
/// label (bold), the description (dimmed) and the actions, centred in the room offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            label.bold()
            description.foregroundColor(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A title and a system image: the label of a `ContentUnavailableView` made from a string.
public typealias ContentUnavailableLabel = Label<Text, Image>

extension ContentUnavailableView where Label == ContentUnavailableLabel, Description == Text?, Actions == EmptyView {
    /// `title` with the system image `name`, and a description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableLabel(title, systemImage: name) }, description: { description })
    }

    /// `titleKey` with the system image `name`, and a description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableLabel(titleKey, systemImage: name) }, description: { description })
    }

    /// No search results: "No Results", with a hint to check the spelling.
    public static var search: Self { search(text: "") }

    /// No search results for `text`.
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
