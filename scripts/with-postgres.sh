#!/usr/bin/env bash
# Runs a command next to a throwaway PostgreSQL server: `scripts/with-postgres.sh -- swift test`.
#
# The server lives in a new temporary folder (cluster, Unix socket, log), listens on the Unix
# socket and on a free TCP port of 127.0.0.1 only (for the tests of TCP-only settings such as
# sslmode), runs as an unprivileged user when this script runs as root (the server refuses root), and is
# stopped and removed when the command ends — also when it fails or this script is interrupted.
# The command's exit status is this script's.
#
# The command finds the server through these variables:
#   ROSTER_TEST_DATABASE_URL  a libpq URL for the superuser over the socket (trust, no password)
#   ROSTER_TEST_PG_DIR        the temporary folder (socket, `start` and `stop` scripts, log)
#   ROSTER_TEST_PG_PORT       the TCP port on 127.0.0.1 (also the socket's number)
# `$ROSTER_TEST_PG_DIR/start` and `$ROSTER_TEST_PG_DIR/stop` start and stop the same server
# again (tests kill it and start it to check reconnecting).
# In pg_hba.conf only the superuser `roster_admin` is trusted; every other role needs its
# password (scram-sha-256), so tests can check the password paths. The server has no TLS.
set -euo pipefail

if [ "${1:-}" = "--" ]; then shift; fi
if [ $# -eq 0 ]; then
    echo "usage: $0 -- COMMAND [ARGUMENT...]" >&2
    exit 2
fi

# Debian installs the server programs outside PATH, one folder per major version.
bindir=""
for candidate in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
    if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then bindir=$candidate; break; fi
done
if [ -z "$bindir" ]; then
    echo "$0: no PostgreSQL server found under /usr/lib/postgresql (Debian package postgresql)" >&2
    exit 1
fi

# The server refuses to run as root: run it as `postgres` (the Debian package creates it),
# or `nobody` where that user is missing.
as_server_user=()
if [ "$(id -u)" -eq 0 ]; then
    server_user=postgres
    id -u "$server_user" >/dev/null 2>&1 || server_user=nobody
    as_server_user=(runuser -u "$server_user" --)
fi

# Short path: the socket's path must fit in 107 bytes.
dir=$(mktemp -d /tmp/roster-pg.XXXXXX)
data=$dir/data
cleanup() {
    local status=$?
    trap - EXIT INT TERM HUP
    if [ -f "$data/postmaster.pid" ]; then
        cd "$dir"
        "${as_server_user[@]}" "$bindir/pg_ctl" -D "$data" -m immediate -w -t 20 stop >/dev/null 2>&1 || true
        # Whatever is still running from this cluster (a stop that failed) is killed.
        if [ -f "$data/postmaster.pid" ]; then
            pid=$(head -n 1 "$data/postmaster.pid")
            [ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null || true
        fi
    fi
    cd /
    rm -rf "$dir"
    exit "$status"
}
child=""
# A signal stops the command too — its whole process group, since a test runner may leave
# children behind — then the cleanup runs (the command runs in the background, in a process
# group of its own, so that `wait` can be interrupted).
interrupted() {
    if [ -n "$child" ]; then
        kill -TERM -- "-$child" 2>/dev/null || true
        for _ in $(seq 50); do kill -0 -- "-$child" 2>/dev/null || break; sleep 0.1; done
        kill -KILL -- "-$child" 2>/dev/null || true
    fi
    exit "$1"
}
trap cleanup EXIT
trap 'interrupted 130' INT
trap 'interrupted 143' TERM
trap 'interrupted 129' HUP

chmod 0755 "$dir"
if [ ${#as_server_user[@]} -gt 0 ]; then chown "$server_user" "$dir"; fi
# The server's programs run in the server's folder: the current one may be closed to its user.
original=$PWD
cd "$dir"

"${as_server_user[@]}" "$bindir/initdb" -D "$data" -U roster_admin -E UTF8 --locale=C.UTF-8 \
    --auth=trust --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
}
# The superuser is trusted (the cluster lives only as long as the tests); every other role
# needs its password.
"${as_server_user[@]}" sh -c "printf '%s\\n' 'local all roster_admin trust' 'local all all scram-sha-256' \
    'host all roster_admin 127.0.0.1/32 trust' 'host all all 127.0.0.1/32 scram-sha-256' >'$data/pg_hba.conf'"

# start/stop scripts, for this script and for tests that restart the server. A random port;
# another one if it is taken.
runner=""
if [ ${#as_server_user[@]} -gt 0 ]; then runner="runuser -u $server_user --"; fi
write_scripts() {
    cat >"$dir/start" <<EOF
#!/bin/sh
cd "$dir" || exit 1
exec $runner "$bindir/pg_ctl" -D "$data" -l "$dir/server.log" -w -t 60 \\
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories='$dir' -c fsync=off -c max_connections=200" start >/dev/null
EOF
    cat >"$dir/stop" <<EOF
#!/bin/sh
cd "$dir" || exit 1
exec $runner "$bindir/pg_ctl" -D "$data" -m fast -w -t 60 stop >/dev/null
EOF
    chmod 0755 "$dir/start" "$dir/stop"
}
started=""
for _ in 1 2 3 4 5 6 7 8; do
    port=$((20000 + RANDOM % 30000))
    write_scripts
    if "$dir/start"; then started=yes; break; fi
done
if [ -z "$started" ]; then
    cat "$dir/server.log" >&2 2>/dev/null || true
    exit 1
fi

export ROSTER_TEST_PG_DIR=$dir
export ROSTER_TEST_PG_PORT=$port
export ROSTER_TEST_DATABASE_URL="postgresql://roster_admin@/postgres?host=$dir&port=$port"
# Not `exec`: the cleanup must run when the command ends. In the background (keeping standard
# input), in its own process group (job control on), so that a signal to this script interrupts
# `wait` at once and can be passed on to everything the command started.
cd "$original"
set -m
"$@" <&0 &
child=$!
set +m
set +e
wait "$child"
status=$?
set -e
child=""
exit "$status"
