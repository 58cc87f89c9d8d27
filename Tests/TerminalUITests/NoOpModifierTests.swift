import Foundation
import Testing

@testable import TerminalUICore

// Style modifiers a terminal has no meaning for are accepted and change nothing on screen.

@Suite("Accepted no-op modifiers")
@MainActor
struct NoOpModifierTests {
    private struct Styled: View {
        @State private var on = true
        var body: some View {
            NavigationView {
                List {
                    Toggle("Sound", isOn: $on)
                        .toggleStyle(.switch)
                        .tint(.pink)
                        .listRowBackground(Color.red)
                        .listRowSeparator(.hidden)
                    Text("Help")
                        .accessibilityLabel("Help text")
                        .accessibilityHint("Shows help")
                        .cornerRadius(4)
                        .clipShape(Capsule())
                }
                .scrollContentBackground(.hidden)
                .ignoresSafeArea()
                .ignoresSafeArea(.keyboard, edges: .bottom)
                .findNavigator(isPresented: .constant(false))
                .edgesIgnoringSafeArea(.all)
                .presentationDetents([.medium, .fraction(0.3)])
                .interactiveDismissDisabled()
            }
            .navigationViewStyle(.stack)
        }
    }

    private struct Plain: View {
        @State private var on = true
        var body: some View {
            NavigationView {
                List {
                    Toggle("Sound", isOn: $on)
                    Text("Help")
                }
            }
        }
    }

    @Test func theStyledViewDrawsAndWorksAsThePlainOne() {
        let styled = TestHost(Styled(), width: 40, height: 4)
        let plain = TestHost(Plain(), width: 40, height: 4)
        #expect(styled.screen == plain.screen)
        #expect(styled.snapshot == plain.snapshot)
        styled.press(.space)
        plain.press(.space)
        #expect(styled.screen == plain.screen)
        #expect(styled.screenText.contains("[ ] Sound"))
    }

    @Test func hoverDropAndSystemModifiersLeaveTheViewAsItIs() {
        let dressed = TestHost(
            Text("Drop here")
                .onContinuousHover { _ in Issue.record("never hovers") }
                .onDrop(of: [.plainText], isTargeted: nil) { _ in true }
                .onDrop(of: [.fileURL, .image], isTargeted: .constant(false)) { _, _ in true }
                .onDrop(of: ["public.text"], isTargeted: nil) { _ in true }
                .onDrag { NSItemProvider() }.onDrag({ NSItemProvider() }, preview: { Text("Moving") })
                .persistentSystemOverlays(.hidden).defersSystemGestures(on: .bottom)
                .dialogIcon(Image(systemName: "trash"))
                .background(ContainerRelativeShape().fill(.clear)),
            width: 20, height: 2)
        #expect(dressed.screen == TestHost(Text("Drop here"), width: 20, height: 2).screen)
        #expect(HoverPhase.active(.zero) != .ended)
    }

    @Test func aContainerRelativeShapeIsTheContainersRectangle() {
        let shape = TestHost(ContainerRelativeShape().fill(.blue).frame(width: 40, height: 32), width: 5, height: 2)
        let rectangle = TestHost(Rectangle().fill(.blue).frame(width: 40, height: 32), width: 5, height: 2)
        #expect(shape.canvas == rectangle.canvas)
        let member = TestHost(
            Color.blue.clipShape(.containerRelative).frame(width: 40, height: 32), width: 5, height: 2)
        #expect(member.canvas == rectangle.canvas)
    }

    @Test func symbolVariantsCombineAndLeaveTheSymbolAsItIs() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.circle.contains(.fill))
        #expect(SymbolVariants.none.fill == .fill)
        let varied = TestHost(
            HStack {
                Image(systemName: "chevron.up").symbolVariant(.circle.fill)
                Image(systemName: "star").resizable(resizingMode: .tile).interpolation(.high).antialiased(true)
                TextField("Title", text: .constant("")).textContentType(.namePrefix)
            },
            width: 20, height: 1)
        let plain = TestHost(
            HStack {
                Image(systemName: "chevron.up")
                Image(systemName: "star")
                TextField("Title", text: .constant(""))
            },
            width: 20, height: 1)
        #expect(varied.screen == plain.screen)
    }
}
