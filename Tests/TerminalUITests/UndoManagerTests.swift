import Testing

@testable import TerminalUICore

@Suite("UndoManager")
@MainActor
struct UndoManagerTests {
    final class Counter {
        var value = 0
    }

    /// Sets `counter` to `value`, registering the way back (as an app's action does).
    func set(_ counter: Counter, to value: Int, with manager: UndoManager) {
        let old = counter.value
        counter.value = value
        manager.registerUndo(withTarget: counter) { counter in
            self.set(counter, to: old, with: manager)
        }
    }

    @Test func undoAndRedoManyLevels() {
        let manager = UndoManager()
        let counter = Counter()
        #expect(!manager.canUndo && !manager.canRedo)
        for value in 1...5 { set(counter, to: value, with: manager) }
        manager.undo()
        manager.undo()
        #expect(counter.value == 3)
        #expect(manager.canRedo)
        manager.redo()
        #expect(counter.value == 4)
        manager.undo()
        manager.undo()
        manager.undo()
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
        manager.undo()  // nothing left: nothing happens
        #expect(counter.value == 0)
        for _ in 0..<5 { manager.redo() }
        #expect(counter.value == 5 && !manager.canRedo)
    }

    @Test func aNewActionClearsRedo() {
        let manager = UndoManager()
        let counter = Counter()
        set(counter, to: 1, with: manager)
        manager.undo()
        #expect(manager.canRedo)
        set(counter, to: 7, with: manager)
        #expect(!manager.canRedo)
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test func levelsOfUndoKeepsTheLatest() {
        let manager = UndoManager()
        manager.levelsOfUndo = 2
        let counter = Counter()
        for value in 1...4 { set(counter, to: value, with: manager) }
        manager.undo()
        manager.undo()
        manager.undo()
        #expect(counter.value == 2, "only two levels kept")
    }

    @Test func theEnvironmentCarriesTheManagerAppsRegister() {
        let manager = UndoManager()
        var values = EnvironmentValues()
        #expect(values.undoManager == nil)
        values.undoManager = manager
        #expect(values.undoManager === manager)
    }
}
