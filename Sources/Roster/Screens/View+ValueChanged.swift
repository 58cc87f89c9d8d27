import TerminalUICore

// The onChange backport with old values, written as the article writes it: on iOS 17 and
// later (and here) it uses the two-argument onChange; before, the one-argument form with a
// `[value]` capture, which works because the old form calls the previous evaluation's closure.

package extension View {
    @available(iOS, deprecated: 17.0, message: "Используйте нативный onChange в iOS 17+")
    @ViewBuilder func valueChanged<V>(
        of value: V,
        handler: @escaping (_ previous: V, _ current: V) -> Void
    ) -> some View where V: Equatable {
        if #available(iOS 17, *) {
            onChange(of: value, handler)
        } else {
            onChange(of: value) { [value] newValue in
                handler(value, newValue)
            }
        }
    }
}

package extension View {
    func trackTransition<V>(
        of value: V,
        from initialValue: V,
        action: @escaping () -> Void
    ) -> some View where V: Equatable {
        valueChanged(of: value) { old, new in
            if old == initialValue && new != initialValue {
                action()
            }
        }
    }
}
