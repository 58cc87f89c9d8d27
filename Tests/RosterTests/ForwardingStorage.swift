import Foundation

@testable import Roster

/// Storage in memory for tests that watch or change what the pager reads: every call goes to
/// a `JSONPersonStorage` of the given persons; a subclass overrides `immediatePage`.
class ForwardingStorage: ImmediatePersonStorage, @unchecked Sendable {
    let base: JSONPersonStorage
    var location: String { base.location }

    init(_ persons: [Person]) {
        base = JSONPersonStorage(persons: persons)
    }

    func immediateOpen(initial: InitialContents) throws(StorageFailure) -> StorageStatus {
        try base.immediateOpen(initial: initial)
    }
    func immediateCheck() throws(StorageFailure) {}
    func immediateStatus() throws(StorageFailure) -> StorageStatus { try base.immediateStatus() }
    func immediatePage(_ request: PageRequest) throws(StorageFailure) -> [StoredPerson] {
        try base.immediatePage(request)
    }
    func immediateCount(matching search: String) throws(StorageFailure) -> Int {
        try base.immediateCount(matching: search)
    }
    func immediateContains(_ id: UUID) throws(StorageFailure) -> Bool { try base.immediateContains(id) }
    func immediateIndex(of id: UUID, in order: PersonOrder, matching search: String?) throws(StorageFailure) -> Int? {
        try base.immediateIndex(of: id, in: order, matching: search)
    }
    func immediateSave(_ changes: [PersonChange], overwriting: Bool) throws(StorageFailure) -> [StoredPerson] {
        try base.immediateSave(changes, overwriting: overwriting)
    }
    func immediateInsert(_ person: Person, at position: Int64?) throws(StorageFailure) -> StoredPerson {
        try base.immediateInsert(person, at: position)
    }
    func immediateDelete(_ person: StoredPerson, overwriting: Bool) throws(StorageFailure) {
        try base.immediateDelete(person, overwriting: overwriting)
    }
    func changes() -> AsyncStream<StorageChange> { base.changes() }
}
