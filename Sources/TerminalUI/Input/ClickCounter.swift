/// Numbers mouse presses as single, double, triple clicks: terminals report each press alone.
///
/// A press of the same button on the same cell within `interval` of the previous press
/// continues its count; anything else starts again at 1.
struct ClickCounter {
    /// The longest pause between the presses of a double click (what desktops use by default).
    static let interval: Duration = .milliseconds(400)

    private var last: (button: MouseButton, location: Point, time: ContinuousClock.Instant, count: Int)?

    /// `event` with its `clickCount` set, if it is a press made at `time`.
    mutating func count(_ event: MouseEvent, at time: ContinuousClock.Instant) -> MouseEvent {
        guard case .press(let button) = event.kind else { return event }
        var counted = event
        if let last, last.button == button, last.location == event.location, time - last.time <= Self.interval {
            counted.clickCount = last.count + 1
        } else {
            counted.clickCount = 1
        }
        last = (button, event.location, time, counted.clickCount)
        return counted
    }
}
