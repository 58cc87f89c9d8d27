// Code written for SwiftUI imports one module and finds Binding, ObservableObject and
// @Published there too (SwiftUI re-exports Combine's); TerminalUI re-exports DataFlow the same way.
@_exported import DataFlow
// `import SwiftUI` alone also gives Foundation's types (UUID, Date, CGFloat, …) and the
// Observation macros (`@Observable`); so does `import TerminalUI`.
@_exported import Foundation
@_exported import Observation
// SwiftUI document apps import UniformTypeIdentifiers for `UTType`; it comes with TerminalUI.
@_exported import UniformTypeIdentifiers
