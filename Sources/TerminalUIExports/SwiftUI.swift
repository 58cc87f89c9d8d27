import DataFlow
import TerminalUICore

/// SwiftUI's names qualified by its module, as code writes them where a type of its own
/// shadows SwiftUI's (`SwiftUI.Color` beside a model's `Color`, `SwiftUI.Settings` beside an
/// app's `Settings`): each is TerminalUI's type of that name, so such code compiles once its
/// `import SwiftUI` reads `import TerminalUI`.
public enum SwiftUI {
    // Protocols.
    public typealias View = TerminalUICore.View
    public typealias ViewModifier = TerminalUICore.ViewModifier
    public typealias Shape = TerminalUICore.Shape
    public typealias Layout = TerminalUICore.Layout
    public typealias App = TerminalUICore.App
    public typealias Scene = TerminalUICore.Scene
    public typealias Commands = TerminalUICore.Commands
    public typealias ButtonStyle = TerminalUICore.ButtonStyle
    public typealias ToggleStyle = TerminalUICore.ToggleStyle
    public typealias LabelStyle = TerminalUICore.LabelStyle
    public typealias ObservableObject = DataFlow.ObservableObject

    // Values.
    public typealias Color = TerminalUICore.Color
    public typealias Font = TerminalUICore.Font
    public typealias Image = TerminalUICore.Image
    public typealias Text = TerminalUICore.Text
    public typealias Label = TerminalUICore.Label
    public typealias Animation = TerminalUICore.Animation
    public typealias Transaction = TerminalUICore.Transaction
    public typealias Angle = TerminalUICore.Angle
    public typealias Path = TerminalUICore.Path
    public typealias Gradient = TerminalUICore.Gradient
    public typealias LinearGradient = TerminalUICore.LinearGradient
    public typealias Material = TerminalUICore.Material
    public typealias Edge = TerminalUICore.Edge
    public typealias EdgeInsets = TerminalUICore.EdgeInsets
    public typealias Alignment = TerminalUICore.Alignment
    public typealias HorizontalAlignment = TerminalUICore.HorizontalAlignment
    public typealias VerticalAlignment = TerminalUICore.VerticalAlignment
    public typealias UnitPoint = TerminalUICore.UnitPoint
    public typealias Axis = TerminalUICore.Axis
    public typealias ColorScheme = TerminalUICore.ColorScheme
    public typealias Namespace = TerminalUICore.Namespace

    // Views.
    public typealias AnyView = TerminalUICore.AnyView
    public typealias EmptyView = TerminalUICore.EmptyView
    public typealias Spacer = TerminalUICore.Spacer
    public typealias Divider = TerminalUICore.Divider
    public typealias TextEditor = TerminalUICore.TextEditor
    public typealias Circle = TerminalUICore.Circle
    public typealias Capsule = TerminalUICore.Capsule
    public typealias Rectangle = TerminalUICore.Rectangle
    public typealias RoundedRectangle = TerminalUICore.RoundedRectangle
    public typealias Button<L: View> = TerminalUICore.Button<L>
    public typealias Toggle<L: View> = TerminalUICore.Toggle<L>
    public typealias TextField<L: View> = TerminalUICore.TextField<L>
    public typealias SecureField<L: View> = TerminalUICore.SecureField<L>
    public typealias Stepper<L: View> = TerminalUICore.Stepper<L>
    public typealias Slider<L: View, V: View> = TerminalUICore.Slider<L, V>
    public typealias Picker<L: View, S: Hashable, C: View> = TerminalUICore.Picker<L, S, C>
    public typealias DatePicker<L: View> = TerminalUICore.DatePicker<L>
    public typealias ColorPicker<L: View> = TerminalUICore.ColorPicker<L>
    public typealias ProgressView<L: View> = TerminalUICore.ProgressView<L>
    public typealias Link<L: View> = TerminalUICore.Link<L>
    public typealias Menu<L: View, C: View> = TerminalUICore.Menu<L, C>
    public typealias VStack<C: View> = TerminalUICore.VStack<C>
    public typealias HStack<C: View> = TerminalUICore.HStack<C>
    public typealias ZStack<C: View> = TerminalUICore.ZStack<C>
    public typealias Group<C: View> = TerminalUICore.Group<C>
    public typealias Form<C: View> = TerminalUICore.Form<C>
    public typealias ScrollView<C: View> = TerminalUICore.ScrollView<C>
    public typealias GeometryReader<C: View> = TerminalUICore.GeometryReader<C>
    public typealias Grid<C: View> = TerminalUICore.Grid<C>
    public typealias GridRow<C: View> = TerminalUICore.GridRow<C>
    public typealias NavigationView<C: View> = TerminalUICore.NavigationView<C>
    public typealias NavigationStack<D, R: View> = TerminalUICore.NavigationStack<D, R>
    public typealias NavigationLink<L: View, D: View> = TerminalUICore.NavigationLink<L, D>
    public typealias List<S: Hashable, C: View> = TerminalUICore.List<S, C>
    public typealias Section<P: View, C: View, F: View> = TerminalUICore.Section<P, C, F>
    public typealias ForEach<D: RandomAccessCollection, I: Hashable, C: View> = TerminalUICore.ForEach<D, I, C>
    public typealias TabView<S: Hashable, C: View> = TerminalUICore.TabView<S, C>
    public typealias Tab<V: Hashable, C: View> = TerminalUICore.Tab<V, C>

    // Scenes and commands.
    public typealias WindowGroup<C: View> = TerminalUICore.WindowGroup<C>
    public typealias Window<C: View> = TerminalUICore.Window<C>
    public typealias Settings<C: View> = TerminalUICore.Settings<C>
    public typealias CommandMenu<C: View> = TerminalUICore.CommandMenu<C>
    public typealias CommandGroup<C: View> = TerminalUICore.CommandGroup<C>

    // Property wrappers and bindings.
    public typealias Binding<V> = DataFlow.Binding<V>
    public typealias State<V> = TerminalUICore.State<V>
    public typealias Environment<V> = TerminalUICore.Environment<V>
    public typealias EnvironmentObject<O: ObservableObject> = TerminalUICore.EnvironmentObject<O>
    public typealias ObservedObject<O: ObservableObject> = TerminalUICore.ObservedObject<O>
    public typealias StateObject<O: ObservableObject> = TerminalUICore.StateObject<O>
    public typealias FocusState<V: Hashable> = TerminalUICore.FocusState<V>
    public typealias AppStorage<V> = TerminalUICore.AppStorage<V>
    public typealias SceneStorage<V> = TerminalUICore.SceneStorage<V>
    public typealias Published<V> = DataFlow.Published<V>
}
