// `import Combine` in SwiftUI code: Linux has no Combine, so this module re-exports DataFlow's
// publishers under Combine's name (`ObservableObject`, `@Published`, `AnyCancellable`, the
// subjects, `Just`, `Timer.publish`, `map`, `filter`, `removeDuplicates`, `debounce`, …;
// docs/COMPATIBILITY.md lists them).
@_exported import DataFlow
