import Foundation

/// UIKit's haptic feedback, which SwiftUI games and forms on iOS play on a tap or a result
/// (`UIImpactFeedbackGenerator(style: .medium).impactOccurred()`). A terminal has no motor to
/// play it: preparing and playing it do nothing.
@MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Does nothing (see `UIFeedbackGenerator`).
    public func prepare() {}
}

/// A tap felt on an impact (see `UIFeedbackGenerator`: nothing is played).
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public init(style: FeedbackStyle = .medium) {}

    /// Does nothing (see `UIFeedbackGenerator`).
    public func impactOccurred() {}
    /// Does nothing (see `UIFeedbackGenerator`).
    public func impactOccurred(intensity: CGFloat) {}
}

/// A pattern felt for a result (see `UIFeedbackGenerator`: nothing is played).
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The result felt.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Does nothing (see `UIFeedbackGenerator`).
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A tick felt as a selection changes (see `UIFeedbackGenerator`: nothing is played).
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Does nothing (see `UIFeedbackGenerator`).
    public func selectionChanged() {}
}
