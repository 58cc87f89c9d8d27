// `import Combine` in SwiftUI code: Linux has no Combine, so this module re-exports DataFlow's
// publishers under Combine's name (`ObservableObject`, `@Published`, `AnyCancellable`, the
// subjects, `Just`, `Timer.publish`, `map`, `filter`, `removeDuplicates`, `debounce`, …;
// docs/COMPATIBILITY.md lists them).
@_exported import DataFlow

// `URLSession` and its `dataTaskPublisher(for:)` (DataTaskPublisher.swift): Apple's are in
// Foundation, Linux's `URLSession` in FoundationNetworking, which this module re-exports so that
// code importing Combine and Foundation finds them. Roster imports DataFlow, not this module,
// so it neither links nor loads libcurl (docs/DESIGN.md, Modules).
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
