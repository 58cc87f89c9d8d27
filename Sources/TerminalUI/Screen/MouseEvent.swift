/// Something the mouse did, as the terminal reports it: a button pressed or released, or the
/// wheel turned one notch, at a cell of the screen.
struct MouseEvent: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case press(MouseButton)
        case release(MouseButton)
        case scroll(ScrollDirection)
    }

    var kind: Kind
    /// The cell under the pointer, from the top left (0, 0).
    var location: Point
    var modifiers: EventModifiers = []
    /// For a press: 1 for a single click, 2 for the second press of a double click, and so on
    /// (the terminal does not say; `ClickCounter` works it out from the time between presses).
    var clickCount = 1

    /// Whether this is a press of the left button (a click).
    var isClick: Bool {
        kind == .press(.left)
    }
}

/// A mouse button.
enum MouseButton: Equatable, Sendable {
    case left
    case middle
    case right
}

/// Which way a wheel notch scrolls.
enum ScrollDirection: Equatable, Sendable {
    case up
    case down
    case left
    case right
}
