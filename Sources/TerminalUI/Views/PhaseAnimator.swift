/// A view that runs its content through `phases`, as SwiftUI's `PhaseAnimator`.
/// **Approximated:** a terminal does not animate, and a phase animator comes back to its first
/// phase at the end of each run, so the content is built with the first phase (at rest); the
/// trigger and the animations are not used. `phases` must not be empty, as in SwiftUI.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let content: Content

    /// Runs through `phases` each time `trigger` changes.
    public init<Phases: Sequence, Trigger: Equatable>(
        _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.content = content(Self.firstPhase(of: phases))
    }

    /// Runs through `phases` over and over.
    public init<Phases: Sequence>(
        _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.content = content(Self.firstPhase(of: phases))
    }

    public var body: some View { content }

    static func firstPhase<Phases: Sequence>(of phases: Phases) -> Phase where Phases.Element == Phase {
        var iterator = phases.makeIterator()
        guard let first = iterator.next() else { preconditionFailure("PhaseAnimator needs at least one phase") }
        return first
    }
}

extension View {
    /// Runs this view through `phases` each time `trigger` changes (see `PhaseAnimator`:
    /// **approximated**, the content at its first phase).
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable, Result: View>(
        _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Self, Phase) -> Result,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        content(self, PhaseAnimator<Phase, EmptyView>.firstPhase(of: phases))
    }

    /// Runs this view through `phases` over and over (see `PhaseAnimator`: **approximated**,
    /// the content at its first phase).
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Result: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (Self, Phase) -> Result,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        content(self, PhaseAnimator<Phase, EmptyView>.firstPhase(of: phases))
    }
}
