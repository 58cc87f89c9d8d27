/// Something the mouse did, as the terminal reports it: a button pressed or released, the
/// pointer moved with a button held, or the wheel turned one notch, at a cell of the screen.
struct MouseEvent: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case press(MouseButton)
        case release(MouseButton)
        /// The pointer moved onto another cell with the button held (mode 1002 reports these).
        case drag(MouseButton)
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

    /// For a turn of the wheel, the axis it scrolls and which way (-1 up or left, 1 down or
    /// right): the horizontal wheel (or tilt) scrolls across, and so does the vertical wheel
    /// with Shift held, as in most desktop apps.
    var scrollStep: (axis: Axis, delta: Int)? {
        guard case .scroll(let direction) = kind else { return nil }
        let isShifted = modifiers.contains(.shift)
        return switch direction {
        case .up: (isShifted ? .horizontal : .vertical, -1)
        case .down: (isShifted ? .horizontal : .vertical, 1)
        case .left: (.horizontal, -1)
        case .right: (.horizontal, 1)
        }
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

extension MouseEvent {
    /// The event a terminal's mouse report describes, from its button code and its cell (`x`
    /// and `y` from 1), or `nil` for one the app does not use: motion, buttons beyond the
    /// third, a position off the screen. Motion is used only with a button held (a drag).
    ///
    /// The low bits of the code are the button (0 left, 1 middle, 2 right), 4 adds Shift, 8 Alt,
    /// 16 Control, 32 marks motion, 64 the wheel (64 up, 65 down, 66 left, 67 right).
    static func reported(button code: Int, x: Int, y: Int, isRelease: Bool) -> MouseEvent? {
        guard x >= 1, y >= 1, code >= 0 else { return nil }
        var modifiers: EventModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.option) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let base = code & ~(4 | 8 | 16)
        let kind: Kind
        switch base {
        case 0, 1, 2:
            let button: MouseButton = [.left, .middle, .right][base]
            kind = isRelease ? .release(button) : .press(button)
        case 32, 33, 34:
            guard !isRelease else { return nil }
            kind = .drag([MouseButton.left, .middle, .right][base - 32])
        case 64, 65, 66, 67:
            guard !isRelease else { return nil }
            let direction: ScrollDirection = [.up, .down, .left, .right][base - 64]
            kind = .scroll(direction)
        default:
            return nil
        }
        return MouseEvent(kind: kind, location: Point(x: x - 1, y: y - 1), modifiers: modifiers)
    }
}
