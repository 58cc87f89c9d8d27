/// An animation of an SF Symbol, as SwiftUI's `SymbolEffect` (`.bounce`, `.pulse`,
/// `.variableColor`, …), given to `.symbolEffect(_:options:value:)` or
/// `.symbolEffect(_:options:isActive:)`. **Accepted, no-op:** a terminal symbol is one
/// character, redrawn at once; it has no layers to animate.
public protocol SymbolEffect {}

/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that plays while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol (`.appear`, `.disappear`).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
}

/// A symbol bouncing up or down.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// A symbol's opacity pulsing.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// A symbol's layers lit in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// A symbol scaled up or down while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Sendable {
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// A symbol wiggling, rotating or breathing (SwiftUI's newer effects).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    public var up: WiggleSymbolEffect { self }
    public var down: WiggleSymbolEffect { self }
    public var left: WiggleSymbolEffect { self }
    public var right: WiggleSymbolEffect { self }
    public var forward: WiggleSymbolEffect { self }
    public var backward: WiggleSymbolEffect { self }
    public var clockwise: WiggleSymbolEffect { self }
    public var counterClockwise: WiggleSymbolEffect { self }
    public static func custom(angle: Angle) -> WiggleSymbolEffect { WiggleSymbolEffect() }
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }
}

public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    public var clockwise: RotateSymbolEffect { self }
    public var counterClockwise: RotateSymbolEffect { self }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
}

public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    public var plain: BreatheSymbolEffect { self }
    public var pulse: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
}

/// A symbol drawn in (`.appear`) or out (`.disappear`).
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Sendable {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
}

public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Sendable {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
}

/// A symbol effect that swaps one symbol for another, as SwiftUI's `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Swaps a symbol for the next, as SwiftUI's `ReplaceSymbolEffect` (`.contentTransition(
/// .symbolEffect(.replace))`); a terminal shows the new symbol at once.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, IndefiniteSymbolEffect, Sendable {
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: Self { Self() } }
extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: Self { Self() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: Self { Self() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: Self { Self() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: Self { Self() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: Self { Self() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: Self { Self() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: Self { Self() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: Self { Self() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: Self { Self() } }

extension View {
    /// No-op (see `SymbolEffect`): the effect would play while `isActive`.
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> Self { self }

    /// No-op (see `SymbolEffect`): the effect would play each time `value` changes.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> Self { self }

    /// No-op: no symbol effect plays in a terminal (see `SymbolEffect`).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
}
