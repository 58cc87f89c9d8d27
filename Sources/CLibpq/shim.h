#ifndef ROSTER_CLIBPQ_SHIM_H
#define ROSTER_CLIBPQ_SHIM_H

/* libpq, the PostgreSQL client library: the declarations from Debian's libpq-dev (headers in
   /usr/include/postgresql). The module links nothing: roster opens libpq.so.5 when it first
   connects to a server (RosterPostgres' LibPQ), so that the JSON file and SQLite start
   without loading libpq and the 22 libraries under it. */
#include <postgresql/libpq-fe.h>

/* Swift cannot import character-literal macros; this stands in for the one roster uses. */
static inline int roster_pg_diag_sqlstate(void) { return PG_DIAG_SQLSTATE; }

#endif
