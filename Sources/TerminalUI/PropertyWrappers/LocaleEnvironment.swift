import Foundation

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale.process
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue = Calendar.current
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone.current
}

extension EnvironmentValues {
    /// The locale for formatting below: the user's (`LC_ALL`, else `LANG`; see `Locale.process`),
    /// unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar for dates below: the process's, unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone for dates below: the process's (`TZ`), unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
