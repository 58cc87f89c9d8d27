// Code written for SwiftUI imports one module and finds Binding, ObservableObject and
// @Published there too (SwiftUI re-exports Combine's); TerminalUI re-exports DataFlow the same way.
@_exported import DataFlow
// `import SwiftUI` also brings Foundation (UUID, Date, URL, JSONDecoder, UserDefaults, IndexSet,
// CGFloat, Locale, format styles) and Observation (`@Observable`); so does `import TerminalUI`.
@_exported import Foundation
@_exported import Observation
