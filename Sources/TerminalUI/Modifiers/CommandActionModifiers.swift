/// The direction of a move command (an arrow key), as SwiftUI's `MoveCommandDirection`.
public enum MoveCommandDirection: Hashable, Sendable {
    case up
    case down
    case left
    case right
}

extension View {
    /// Runs `action` when the user deletes while focus is inside this view and the focused
    /// control did not use the key (Backspace or Delete), as macOS's Delete command does;
    /// with nil, nothing.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(keys: [.delete, .deleteForward]) { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Runs `action` when the user presses Esc while focus is inside this view and the focused
    /// control did not use it, as macOS's Exit command does; with nil, nothing.
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(keys: [.escape]) { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Runs `action` with the arrow's direction when the user presses an arrow key while focus
    /// is inside this view and the focused control did not use it; with nil, nothing.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow]) { press in
            guard let action else { return .ignored }
            let direction: MoveCommandDirection =
                switch press.key {
                case .upArrow: .up
                case .downArrow: .down
                case .leftArrow: .left
                default: .right
                }
            action(direction)
            return .handled
        }
    }
}
