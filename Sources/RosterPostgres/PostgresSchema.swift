/// The roster's tables in PostgreSQL: created on the first connection, versioned in
/// `roster_schema_version`, and migrated forward in one transaction.
///
/// Every roster calls `prepare` when it connects. A transaction-scoped advisory lock makes
/// rosters that start at the same moment take turns: the first creates or migrates, the others
/// then find the schema current and change nothing. Once the schema is current, `prepare` only
/// reads `roster_schema_version`, so a role with no right to create anything can run roster
/// (README: the grants for a least-privilege role).
public enum PostgresSchema {
    /// The channel the persons trigger notifies, with payloads `INSERT|UPDATE|DELETE <id> <version>`.
    public static let channel = "roster_persons"

    /// An arbitrary but fixed key for `pg_advisory_xact_lock` ("roster" in ASCII).
    static let lockKey = "125779226108530"

    /// The statements that take the schema from version `n` to `n + 1`, at index `n`.
    static let migrations: [[String]] = [
        [
            // Substring search that ignores case and accents: trigrams over a folded name.
            "CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public",
            "CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public",
            // unaccent is only STABLE (its dictionary could change), so an index needs an
            // IMMUTABLE wrapper that names the dictionary.
            """
            CREATE FUNCTION roster_fold(text) RETURNS text
                LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
                AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$
            """,
            """
            CREATE TABLE persons (
                id uuid PRIMARY KEY,
                name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 1000),
                age integer NOT NULL CHECK (age BETWEEN 0 AND 150),
                position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
                version bigint NOT NULL DEFAULT 1 CHECK (version > 0)
            )
            """,
            "CREATE INDEX persons_search ON persons USING gin (roster_fold(name) gin_trgm_ops)",
            """
            CREATE FUNCTION roster_persons_notify() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'DELETE' THEN
                    PERFORM pg_notify('roster_persons', concat_ws(' ', TG_OP, OLD.id, OLD.version));
                    RETURN OLD;
                END IF;
                PERFORM pg_notify('roster_persons', concat_ws(' ', TG_OP, NEW.id, NEW.version));
                RETURN NEW;
            END
            $$
            """,
            """
            CREATE TRIGGER persons_notify AFTER INSERT OR UPDATE OR DELETE ON persons
                FOR EACH ROW EXECUTE FUNCTION roster_persons_notify()
            """,
        ]
    ]

    /// The schema version this roster writes.
    public static var currentVersion: Int { migrations.count }

    /// Creates or migrates the schema if it is behind; throws `newerSchema` if it is ahead.
    /// Returns the version found before (0 for a new database).
    @discardableResult
    public static func prepare(_ connection: PostgresConnection) async throws(PostgresError) -> Int {
        try await connection.transaction { connection throws(PostgresError) in
            try connection.query("SELECT pg_advisory_xact_lock($1::bigint)", [lockKey])
            let exists = try connection.query("SELECT to_regclass('roster_schema_version') IS NOT NULL")
            var found = 0
            if exists.first?.first == "t" {
                let rows = try connection.query("SELECT version FROM roster_schema_version")
                found = rows.first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
            } else {
                try connection.query("CREATE TABLE roster_schema_version (version integer NOT NULL)")
                try connection.query("INSERT INTO roster_schema_version (version) VALUES (0)")
            }
            if found > currentVersion { throw .newerSchema(found: found, known: currentVersion) }
            guard found < currentVersion else { return found }
            for statements in migrations[found...] {
                for statement in statements { try connection.query(statement) }
            }
            try connection.query("UPDATE roster_schema_version SET version = $1::integer", [String(currentVersion)])
            return found
        }
    }
}
