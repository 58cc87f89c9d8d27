// `import Combine` in SwiftUI code: Linux has no Combine, so this module re-exports the
// publishers TerminalUI's data flow has (`ObservableObject`, `@Published`, `AnyCancellable`,
// `Timer.publish`, …) under Combine's name. Operators beyond `sink` are not here (docs/COMPATIBILITY.md).
@_exported import DataFlow
