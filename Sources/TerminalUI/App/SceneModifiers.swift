import Foundation

/// A scene with something added for the whole app: commands, or a terminal setting.
struct ModifiedScene<Content: Scene>: Scene {
    typealias Body = Never
    let content: Content
    let modify: @MainActor (inout SceneResolution) -> Void
}

extension ModifiedScene: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        resolution.add(content)
        modify(&resolution)
    }
}

extension Scene {
    /// Adds menu commands to the app, as SwiftUI's `.commands`: their keyboard shortcuts work
    /// anywhere in the app, and F1 lists them.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = content()
        return ModifiedScene(content: self) { $0.add(commands: commands) }
    }

    /// **TerminalUI:** below `size`, the window asks for a larger terminal instead of showing
    /// its content (as `Terminal.run`'s `minimumSize`).
    public func terminalMinimumSize(_ size: Size) -> some Scene {
        ModifiedScene(content: self) { $0.minimumSize = size }
    }

    /// **TerminalUI:** whether the terminal reports the mouse to the app (the default) or
    /// leaves it to its own selection (as `Terminal.run`'s `reportsMouse`).
    public func terminalReportsMouse(_ reportsMouse: Bool) -> some Scene {
        ModifiedScene(content: self) { $0.reportsMouse = reportsMouse }
    }

    /// **TerminalUI:** what Ctrl-C does (as `Terminal.run`'s `onInterrupt`): by default the
    /// app ends at once.
    public func onTerminalInterrupt(_ action: @escaping @MainActor () -> InterruptResponse) -> some Scene {
        ModifiedScene(content: self) { $0.onInterrupt = action }
    }
}

extension Scene {
    /// Runs `action` with the new value when `value` changes, as SwiftUI's scene `.onChange`
    /// (the app's `scenePhase`, a setting): the window's content watches the value as a view's
    /// `.onChange` does.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        ModifiedScene(content: self) { $0.watch { $0.onChange(of: value, perform: action) } }
    }

    /// Runs `action` with the old and new values when `value` changes (and at first, with
    /// `initial`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        ModifiedScene(content: self) { $0.watch { $0.onChange(of: value, initial: initial, action) } }
    }

    /// Runs `action` when `value` changes (and at first, with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene
    {
        ModifiedScene(content: self) { $0.watch { $0.onChange(of: value, initial: initial, action) } }
    }

    /// No-op: a terminal's one window is the terminal, which the user sizes.
    public func windowResizability(_ resizability: WindowResizability) -> Self { self }

    /// No-op: a terminal's one window is the terminal, whose title bar is its own.
    public func windowStyle<S: WindowStyle>(_ style: S) -> Self { self }

    /// No-op: a terminal's window has no toolbar of its own (the views' toolbars show in it).
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> Self { self }

    /// No-op: a terminal's one window is the terminal, which the user sizes.
    public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }

    /// No-op: a terminal's one window is the terminal, which the user sizes.
    public func defaultSize(_ size: CGSize) -> Self { self }

    /// No-op: a terminal's one window is the terminal, which stays where the user put it.
    public func defaultPosition(_ position: UnitPoint) -> Self { self }

    /// No-op: nothing hands a running terminal app a URL or an activity to open a window for.
    public func handlesExternalEvents(matching conditions: Set<String>) -> Self { self }
}

/// How a window may be resized; a terminal's is sized by the user.
public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}
