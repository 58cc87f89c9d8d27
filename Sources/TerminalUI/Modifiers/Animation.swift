import Foundation

/// An animation curve; a terminal redraws changes at once. Each curve keeps its name and
/// parameters, so two animations are equal, and hash alike, when SwiftUI's would.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let interpolatingSpring = Animation("interpolatingSpring")
    public static func linear(duration: Double) -> Animation { Animation("linear(duration: \(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(duration: \(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(duration: \(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(duration: \(duration))") }
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0
    ) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
    }
    /// A spring by its duration and bounce (SwiftUI's newer form; `.spring()` is the older one).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }
    /// A spring animation of a `Spring`'s motion (`.spring(.bouncy)`).
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation("spring(\(spring), blendDuration: \(blendDuration))")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(
            "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
        )
    }
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(
            "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))"
        )
    }
    /// An interpolating spring by its duration and bounce (SwiftUI's newer form).
    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce), initialVelocity: \(initialVelocity))")
    }
    /// An interpolating spring of a `Spring`'s motion (`.interpolatingSpring(.bouncy)`).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(\(spring), initialVelocity: \(initialVelocity))")
    }
    /// An interactive spring by its duration and extra bounce (SwiftUI's newer form;
    /// `.interactiveSpring()` is the older one).
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(
            "interactiveSpring(duration: \(duration), extraBounce: \(extraBounce), blendDuration: \(blendDuration))")
    }
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
    ) -> Animation {
        Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }
    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatForever(autoreverses: \(autoreverses))")
    }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }
}

/// How a view comes and goes; a terminal shows and hides at once.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// A transition of your own between two modifiers; nothing plays, so neither is applied.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// The transition with an animation of its own; nothing plays, so it is the same.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Runs `body` at once: a terminal does not animate, so the change simply happens. Not
/// isolated to the main actor, as SwiftUI's is not: a model's method may call it.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation counts as finished, as SwiftUI's `AnimationCompletionCriteria`; a
/// terminal's changes finish at once.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, then `completion`, at once: a terminal does not animate, so the change is
/// finished as soon as it is made.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

extension Binding {
    /// The binding itself: a change through it shows at once, as every change in a terminal
    /// (SwiftUI animates the views it changes).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

/// Runs `body` at once within `transaction`, as SwiftUI's `withTransaction`: a terminal shows
/// every change at once, so the transaction's animation is not played.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once with the transaction's `keyPath` set to `value` (as above).
@discardableResult
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    try body()
}
