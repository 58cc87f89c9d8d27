#ifndef ROSTER_CLIBPQ_SHIM_H
#define ROSTER_CLIBPQ_SHIM_H

/* libpq, the PostgreSQL client library, from Debian's libpq-dev (headers in
   /usr/include/postgresql). */
#include <postgresql/libpq-fe.h>

/* Swift cannot import character-literal macros; this stands in for the one roster uses. */
static inline int roster_pg_diag_sqlstate(void) { return PG_DIAG_SQLSTATE; }

#endif
