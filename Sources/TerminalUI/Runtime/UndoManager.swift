/// Records actions so they can be undone and redone, as Foundation's `UndoManager` (which
/// Foundation on Linux does not have): `registerUndo(withTarget:handler:)` records how to undo
/// what was just done; while undoing, what the handler registers is recorded as its redo.
///
/// Each registration is one level (no grouping by event). A new registration outside undo and
/// redo clears what could be redone. At most `levelsOfUndo` levels are kept (0: no limit).
///
/// Isolated to the main actor as Foundation's is, and as leniently for code written before
/// strict concurrency (`@preconcurrency`): a document's model registering its undo compiles.
@preconcurrency @MainActor
public final class UndoManager {
    private typealias Action = () -> Void

    private var undoStack: [Action] = []
    private var redoStack: [Action] = []
    private var state = State.normal

    private enum State { case normal, undoing, redoing }

    /// The most levels kept (0: no limit).
    public var levelsOfUndo = 0

    public init() {}

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// Whether an undo is running now.
    public var isUndoing: Bool { state == .undoing }
    /// Whether a redo is running now.
    public var isRedoing: Bool { state == .redoing }

    /// Records `handler`, called with `target` to undo what was just done.
    public func registerUndo<Target: AnyObject>(
        withTarget target: Target, handler: @escaping @MainActor (Target) -> Void
    ) {
        let action: Action = { [weak target] in
            if let target { handler(target) }
        }
        switch state {
        case .undoing:
            redoStack.append(action)
        case .redoing:
            undoStack.append(action)
        case .normal:
            undoStack.append(action)
            redoStack.removeAll()
        }
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
            undoStack.removeFirst(undoStack.count - levelsOfUndo)
        }
    }

    /// Undoes the last action not undone yet.
    public func undo() {
        guard state == .normal, let action = undoStack.popLast() else { return }
        state = .undoing
        action()
        state = .normal
    }

    /// Redoes the last action undone.
    public func redo() {
        guard state == .normal, let action = redoStack.popLast() else { return }
        state = .redoing
        action()
        state = .normal
    }

    /// Forgets every action.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The undo manager views register their undoable actions with (set one with
    /// `.environment(\.undoManager, manager)`; nil when none is).
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
