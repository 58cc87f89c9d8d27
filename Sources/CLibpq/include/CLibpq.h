#ifndef ROSTER_CLIBPQ_H
#define ROSTER_CLIBPQ_H

/* libpq, the PostgreSQL client library: the declarations from Debian's libpq-dev (headers in
   /usr/include/postgresql); the library itself, libpq.so.5, is loaded only when roster first
   connects to a server (see libpq.c), so that the JSON file and SQLite start without it. */
#include <postgresql/libpq-fe.h>
#include <stddef.h>

/* Loads libpq.so.5 and finds the functions roster calls, once; later calls return at once.
   Returns 1 when they are there; otherwise 0, with the reason in `message` (`size` bytes,
   always terminated). Call it (and see it succeed) before any other libpq function. */
int roster_pq_load(char *message, size_t size);

/* Swift cannot import character-literal macros; this stands in for the one roster uses. */
static inline int roster_pg_diag_sqlstate(void) { return PG_DIAG_SQLSTATE; }

#endif
