/* The libpq functions roster calls, forwarded to libpq.so.5 opened with dlopen on first use.
   Linking libpq directly would load it and its 22 dependencies (Kerberos, LDAP, GnuTLS, ...)
   at every start, about half of what the dynamic loader does before main, even for a roster
   that never talks to a server. The forwarders are hidden, so that they never stand in for
   libpq's own symbols inside libpq. The C library's headers come first, so that only
   libpq's declarations are made hidden. */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

#pragma GCC visibility push(hidden)
#include "CLibpq.h"
#pragma GCC visibility pop

/* Each function: its return type, name, parameters, and the arguments passed on. */
#define ROSTER_PQ_FUNCTIONS(X) \
    X(PGconn *, PQconnectdbParams, (const char *const *keywords, const char *const *values, int expand_dbname), (keywords, values, expand_dbname)) \
    X(PQconninfoOption *, PQconninfoParse, (const char *conninfo, char **errmsg), (conninfo, errmsg)) \
    X(void, PQconninfoFree, (PQconninfoOption *options), (options)) \
    X(void, PQfinish, (PGconn *conn), (conn)) \
    X(ConnStatusType, PQstatus, (const PGconn *conn), (conn)) \
    X(char *, PQerrorMessage, (const PGconn *conn), (conn)) \
    X(int, PQsocket, (const PGconn *conn), (conn)) \
    X(int, PQconnectionNeedsPassword, (const PGconn *conn), (conn)) \
    X(int, PQconnectionUsedPassword, (const PGconn *conn), (conn)) \
    X(PQnoticeProcessor, PQsetNoticeProcessor, (PGconn *conn, PQnoticeProcessor proc, void *arg), (conn, proc, arg)) \
    X(PGresult *, PQexecParams, (PGconn *conn, const char *command, int nParams, const Oid *paramTypes, const char *const *paramValues, const int *paramLengths, const int *paramFormats, int resultFormat), (conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat)) \
    X(ExecStatusType, PQresultStatus, (const PGresult *res), (res)) \
    X(char *, PQresultErrorMessage, (const PGresult *res), (res)) \
    X(char *, PQresultErrorField, (const PGresult *res, int fieldcode), (res, fieldcode)) \
    X(int, PQntuples, (const PGresult *res), (res)) \
    X(int, PQnfields, (const PGresult *res), (res)) \
    X(char *, PQgetvalue, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num)) \
    X(int, PQgetisnull, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num)) \
    X(void, PQclear, (PGresult *res), (res)) \
    X(int, PQconsumeInput, (PGconn *conn), (conn)) \
    X(PGnotify *, PQnotifies, (PGconn *conn), (conn)) \
    X(char *, PQescapeIdentifier, (PGconn *conn, const char *str, size_t len), (conn, str, len)) \
    X(void, PQfreemem, (void *ptr), (ptr))

#define ROSTER_PQ_POINTER(type, name, parameters, arguments) static type (*loaded_##name) parameters;
ROSTER_PQ_FUNCTIONS(ROSTER_PQ_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[512];

static void load(void) {
    void *library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "PostgreSQL needs libpq (Debian's libpq5): %s", reason ? reason : "libpq.so.5 could not be loaded");
        return;
    }
#define ROSTER_PQ_FIND(type, name, parameters, arguments) \
    loaded_##name = (type (*) parameters)dlsym(library, #name); \
    if (loaded_##name == NULL) { \
        snprintf(failure, sizeof failure, "PostgreSQL needs libpq with %s, which libpq.so.5 lacks", #name); \
        return; \
    }
    ROSTER_PQ_FUNCTIONS(ROSTER_PQ_FIND)
    loaded = 1;
}

int roster_pq_load(char *message, size_t size) {
    pthread_once(&once, load);
    if (!loaded && message != NULL && size > 0) {
        snprintf(message, size, "%s", failure);
    }
    return loaded;
}

#define ROSTER_PQ_FORWARD(type, name, parameters, arguments) \
    type name parameters { return loaded_##name arguments; }
ROSTER_PQ_FUNCTIONS(ROSTER_PQ_FORWARD)
