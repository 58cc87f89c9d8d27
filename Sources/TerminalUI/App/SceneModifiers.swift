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
