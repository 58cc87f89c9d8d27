/// Menu commands of an app, as SwiftUI's `Commands`: added to a scene with `.commands { }`.
///
/// A terminal has no menu bar: the commands' keyboard shortcuts work anywhere in the app,
/// and F1 shows every command with its shortcut (see `CommandsHostBehavior`).
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands this one's body returns.
    associatedtype Body: Commands

    /// The content of the commands.
    @CommandsBuilder var body: Body { get }

    /// How TerminalUI reads this type itself, for the commands it implements; `nil` (the
    /// default) for commands with a body. Not to be implemented outside TerminalUI.
    static var _primitiveCommands: _PrimitiveCommandsType? { get }
}

extension Commands {
    public static var _primitiveCommands: _PrimitiveCommandsType? { nil }
}

extension Commands where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is read by TerminalUI and has no body")
    }
}

extension Never: Commands {}

/// Commands TerminalUI implements: they add their items to the app's menus.
@MainActor
protocol PrimitiveCommands: Commands {
    func resolve(into resolution: inout SceneResolution)
}

extension PrimitiveCommands {
    public static var _primitiveCommands: _PrimitiveCommandsType? { _PrimitiveCommandsType(type: Self.self) }
}

/// A primitive commands type, as `Commands._primitiveCommands` hands it to TerminalUI.
public struct _PrimitiveCommandsType {
    let type: any PrimitiveCommands.Type
}

extension SceneResolution {
    /// Adds `commands` (their body, down to the commands TerminalUI implements) to the menus.
    mutating func add<C: Commands>(commands: C) {
        if let primitive = C._primitiveCommands?.type {
            resolvePrimitive(commands, as: primitive)
        } else if DynamicPropertyInstaller.hasProperties(C.self) {
            addLive(commands)
        } else {
            add(commands: commands.body)
        }
    }

    /// Adds commands with dynamic properties (`@FocusedValue`, `@FocusedObject`,
    /// `@Environment`, `@State`): their menus are read once for their titles, and each menu's
    /// items are made by a view (`LiveCommands`) on which the properties are installed, so that
    /// the commands see the focused document and re-evaluate as it changes.
    private mutating func addLive<C: Commands>(_ commands: C) {
        var menus = SceneResolution()
        menus.add(commands: commands.body)
        for menu in menus.menus {
            addMenu(
                title: menu.title,
                items: AnyView(LiveCommands(commands: CommandsProperties(commands: commands), title: menu.title)))
        }
    }

    private mutating func resolvePrimitive<C: Commands, P: PrimitiveCommands>(_ commands: C, as type: P.Type) {
        // `C` is `P` (its `_primitiveCommands` said so): a cast between equal types.
        (commands as! P).resolve(into: &self)
    }
}

/// Builds commands from several, as SwiftUI's `CommandsBuilder`.
@resultBuilder
@MainActor
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: Commands>(
        _ content: repeat each Content
    ) -> TupleCommands<repeat each Content> {
        TupleCommands(repeat each content)
    }
}

/// No commands.
public struct EmptyCommands: Commands {
    public typealias Body = Never

    public init() {}
}

extension EmptyCommands: PrimitiveCommands {
    func resolve(into resolution: inout SceneResolution) {}
}

/// Several commands written one after the other in a `CommandsBuilder`.
public struct TupleCommands<each Content: Commands>: Commands {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
}

extension TupleCommands: PrimitiveCommands {
    func resolve(into resolution: inout SceneResolution) {
        for commands in repeat each content {
            resolution.add(commands: commands)
        }
    }
}

/// The items of one menu of commands that have dynamic properties, made afresh by each
/// evaluation, with the properties installed on this view's node.
struct LiveCommands<C: Commands>: View {
    let commands: CommandsProperties<C>
    let title: String

    var body: some View {
        var resolution = SceneResolution()
        resolution.add(commands: commands.commands.body)
        let items = resolution.menus.first { $0.title == title }?.items ?? []
        return ForEach(items.indices, id: \.self) { items[$0] }
    }
}

/// Commands as a dynamic property of the view that makes their items: installing it installs
/// the commands' own properties (as `AppProperties` does an app's).
struct CommandsProperties<C: Commands>: DynamicProperty {
    let commands: C
}

extension CommandsProperties: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        DynamicPropertyInstaller.install(in: commands, on: node, slot: &slot)
    }
}

extension CommandsProperties: ViewInput {
    /// Never the same: the app made the commands again, maybe with other values.
    func isSameInput(as other: CommandsProperties) -> Bool { false }
}
