import Foundation

/// Runs an action for each value a publisher sends while the view is in the tree.
struct OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    func makeBehavior() -> OnReceiveBehavior<P> { OnReceiveBehavior() }

    func update(_ node: Node, behavior: OnReceiveBehavior<P>, content: any View) {
        behavior.action = action
        behavior.subscribe(to: publisher)
        updateContent(node, content)
    }
}

/// Holds the subscription of an `.onReceive` for as long as its node lives.
final class OnReceiveBehavior<P: Publisher>: NodeBehavior where P.Failure == Never {
    var action: (P.Output) -> Void = { _ in }
    private var subscription: AnyCancellable?
    /// The publisher subscribed to, when it is an object (a new object replaces it).
    private weak var publisherObject: AnyObject?

    override var isTransparent: Bool { true }

    /// Subscribes to `publisher` the first time, and again when it is another object, or a
    /// `Just` of the value the body was evaluated with: `.onReceive(Just(text)) { … }` sees
    /// each new value, as in SwiftUI, which subscribes again as the view updates.
    func subscribe(to publisher: P) {
        if subscription != nil, !(publisher is Just<P.Output>) {
            guard P.self is AnyClass, publisherObject !== (publisher as AnyObject) else { return }
        }
        publisherObject = P.self is AnyClass ? publisher as AnyObject : nil
        subscription = publisher.sink { [weak self] value in
            // Sent on the main queue (where the main actor runs, on the main thread or, under a
            // test runner, another): the action runs at once.
            guard !MainQueue.isCurrent else {
                MainActor.assumeIsolated { self?.action(value) }
                return
            }
            // Sent from elsewhere: the action runs on the main actor, after what runs there now.
            let delivery = Delivery(behavior: self, value: value)
            Task { @MainActor in delivery.behavior?.action(delivery.value) }
        }
    }

    /// A value on its way to the main actor, where alone it is used.
    private struct Delivery: @unchecked Sendable {
        weak var behavior: OnReceiveBehavior?
        let value: P.Output
    }

    override func didRemove() {
        subscription?.cancel()
        subscription = nil
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is in the tree, as
    /// SwiftUI's `onReceive` (at once when sent on the main thread, else on the main actor); a timer made with `Timer.publish(…).autoconnect()`
    /// runs while the view is subscribed.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
