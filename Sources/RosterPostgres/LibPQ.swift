import CLibpq
import Foundation

/// libpq's functions, from `libpq.so.5` opened when roster first needs a server: `CLibpq`
/// declares them and links nothing, so a start on the JSON file or SQLite never loads libpq and
/// the 22 libraries under it (Kerberos, LDAP, GnuTLS, …), whose relocations and constructors
/// were about half of what the dynamic loader did before `main`.
///
/// Call them through `pq` (`pq.finish(connection)`), after `LibPQ.load()` succeeded: opening a
/// connection and parsing a connection string load it first.
struct LibPQ: @unchecked Sendable {
    let connectdbParams:
        @convention(c) (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32) ->
            OpaquePointer?
    let conninfoParse:
        @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) ->
            UnsafeMutablePointer<PQconninfoOption>?
    let conninfoFree: @convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void
    let finish: @convention(c) (OpaquePointer?) -> Void
    let status: @convention(c) (OpaquePointer?) -> ConnStatusType
    let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let socket: @convention(c) (OpaquePointer?) -> Int32
    let connectionNeedsPassword: @convention(c) (OpaquePointer?) -> Int32
    let connectionUsedPassword: @convention(c) (OpaquePointer?) -> Int32
    let setNoticeProcessor:
        @convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?
    let execParams:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, UnsafePointer<UnsafePointer<CChar>?>?,
            UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
        ) -> OpaquePointer?
    let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
    let resultErrorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    let ntuples: @convention(c) (OpaquePointer?) -> Int32
    let nfields: @convention(c) (OpaquePointer?) -> Int32
    let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let clear: @convention(c) (OpaquePointer?) -> Void
    let consumeInput: @convention(c) (OpaquePointer?) -> Int32
    let notifies: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<PGnotify>?
    let escapeIdentifier: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> UnsafeMutablePointer<CChar>?
    let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// Opens libpq if it is not open yet; every libpq call must follow a successful one.
    static func load() throws(PostgresError) {
        if case .failure(let error) = opened { throw error }
    }

    /// The library's functions, or why they could not be found (made once, on first use).
    fileprivate static let opened: Result<LibPQ, PostgresError> = Result { () throws(PostgresError) -> LibPQ in
        try LibPQ()
    }

    private init() throws(PostgresError) {
        guard let library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "libpq.so.5 could not be loaded"
            throw .libraryMissing("PostgreSQL needs libpq (Debian's libpq5): \(reason)")
        }
        func find<Function>(_ name: String, as type: Function.Type) throws(PostgresError) -> Function {
            guard let symbol = dlsym(library, name) else {
                throw .libraryMissing("PostgreSQL needs libpq with \(name), which libpq.so.5 lacks")
            }
            return unsafeBitCast(symbol, to: type)
        }
        connectdbParams = try find("PQconnectdbParams", as: type(of: connectdbParams))
        conninfoParse = try find("PQconninfoParse", as: type(of: conninfoParse))
        conninfoFree = try find("PQconninfoFree", as: type(of: conninfoFree))
        finish = try find("PQfinish", as: type(of: finish))
        status = try find("PQstatus", as: type(of: status))
        errorMessage = try find("PQerrorMessage", as: type(of: errorMessage))
        socket = try find("PQsocket", as: type(of: socket))
        connectionNeedsPassword = try find("PQconnectionNeedsPassword", as: type(of: connectionNeedsPassword))
        connectionUsedPassword = try find("PQconnectionUsedPassword", as: type(of: connectionUsedPassword))
        setNoticeProcessor = try find("PQsetNoticeProcessor", as: type(of: setNoticeProcessor))
        execParams = try find("PQexecParams", as: type(of: execParams))
        resultStatus = try find("PQresultStatus", as: type(of: resultStatus))
        resultErrorMessage = try find("PQresultErrorMessage", as: type(of: resultErrorMessage))
        resultErrorField = try find("PQresultErrorField", as: type(of: resultErrorField))
        ntuples = try find("PQntuples", as: type(of: ntuples))
        nfields = try find("PQnfields", as: type(of: nfields))
        getvalue = try find("PQgetvalue", as: type(of: getvalue))
        getisnull = try find("PQgetisnull", as: type(of: getisnull))
        clear = try find("PQclear", as: type(of: clear))
        consumeInput = try find("PQconsumeInput", as: type(of: consumeInput))
        notifies = try find("PQnotifies", as: type(of: notifies))
        escapeIdentifier = try find("PQescapeIdentifier", as: type(of: escapeIdentifier))
        freemem = try find("PQfreemem", as: type(of: freemem))
    }
}

/// libpq's functions (see `LibPQ`); only after `LibPQ.load()` succeeded.
var pq: LibPQ {
    guard case .success(let functions) = LibPQ.opened else {
        preconditionFailure("libpq called before LibPQ.load() succeeded")
    }
    return functions
}
