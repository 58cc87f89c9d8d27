import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. **Approximated:** a terminal cannot
/// draw a picture, so nothing is loaded: it shows its placeholder, or what its content makes
/// of the `.empty` phase (a `ProgressView` when it was given neither).
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// Shows `placeholder()` (a terminal never has the image for `content`).
    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.content = placeholder()
    }

    /// Shows what `content` makes of the `.empty` phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

extension AsyncImage where Content == ProgressView<EmptyView> {
    /// Shows an indeterminate `ProgressView`.
    public init(url: URL?, scale: CGFloat = 1) {
        content = ProgressView()
    }
}

/// Where an `AsyncImage`'s load is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
