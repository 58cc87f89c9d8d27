// `import SwiftUICore` in SwiftUI code: the module Apple split out of SwiftUI in its 2024 SDKs,
// which Xcode's fix-its add to files beside `import SwiftUI` (or in place of it, in a model's
// file using `Color` or `@Observable`). Here it is TerminalUI under that name, so such a file
// compiles as written.
@_exported import TerminalUI
