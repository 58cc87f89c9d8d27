// Code written for SwiftUI imports one module and finds Binding, ObservableObject and
// @Published there too (SwiftUI re-exports Combine's); TerminalUI re-exports DataFlow the same way.
@_exported import DataFlow
