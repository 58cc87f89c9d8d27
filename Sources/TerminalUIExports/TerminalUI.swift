// The module SwiftUI code imports (`import SwiftUI` becomes `import TerminalUI`): the engine and
// its API from TerminalUICore, and what else `import SwiftUI` gives on Apple's systems: Combine's
// API too, with `URLSession.dataTaskPublisher(for:)`, which lives in the Combine module.
@_exported import Combine
@_exported import TerminalUICore

// `URLSession`, `URLRequest` and `URLResponse` are Foundation's on Apple's systems; on Linux they
// are in FoundationNetworking, which links and loads libcurl. Roster imports TerminalUICore
// instead, so that it starts without loading libcurl (docs/DESIGN.md, Modules).
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
