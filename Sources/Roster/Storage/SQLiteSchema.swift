import Foundation

/// The database's tables, versioned with `PRAGMA user_version` and migrated forward on open.
///
/// Version 1:
/// - `persons`: one row per person; `position` gives the list's order (a unique index, so the
///   list's pages are key ranges), `revision` increases with each save of the row (so a save
///   can tell that someone else changed it), `folded` is the name without case or diacritics
///   (computed by roster: SQLite's trigram tokenizer in Debian 12 folds case but not accents).
/// - `persons_search`: an FTS5 trigram index over `folded`, kept in step by triggers, for
///   substring search at any size.
/// - `roster_counts`: the number of persons, kept by triggers, so that the count costs nothing.
///
/// Version 2: `persons_by_name` on `(folded, id)` and `persons_by_age` on `(age, id)`, so that a
/// page of a sorted order is a key range read from an index, as a page by position is.
enum SQLiteSchema {
    /// The newest version this roster knows.
    static var currentVersion: Int64 { Int64(migrations.count) }

    /// The statements that take version `n` to version `n + 1`, at index `n`.
    static let migrations: [String] = [
        """
        CREATE TABLE persons (
            id TEXT NOT NULL PRIMARY KEY CHECK (length(id) = 36),
            position INTEGER NOT NULL,
            name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 1000),
            age INTEGER NOT NULL CHECK (age BETWEEN 0 AND 150),
            folded TEXT NOT NULL,
            revision INTEGER NOT NULL DEFAULT 1
        );
        CREATE UNIQUE INDEX persons_by_position ON persons (position);
        CREATE TABLE roster_counts (
            only INTEGER PRIMARY KEY CHECK (only = 1),
            persons INTEGER NOT NULL
        );
        INSERT INTO roster_counts (only, persons) VALUES (1, 0);
        CREATE VIRTUAL TABLE persons_search USING fts5 (
            folded, content = 'persons', content_rowid = 'rowid', tokenize = 'trigram'
        );
        CREATE TRIGGER persons_deleted AFTER DELETE ON persons BEGIN
            INSERT INTO persons_search (persons_search, rowid, folded) VALUES ('delete', old.rowid, old.folded);
            UPDATE roster_counts SET persons = persons - 1;
        END;
        """ + "\n" + rowTriggers,
        // Version 2: the sorted orders, each a key range of its own index (ties by id).
        """
        CREATE INDEX persons_by_name ON persons (folded, id);
        CREATE INDEX persons_by_age ON persons (age, id);
        """,
    ]

    /// The triggers that keep the search index and the count in step row by row. A bulk import
    /// drops them, inserts, rebuilds the index and the count in one go, and makes them again,
    /// all in its one transaction: building the trigram index at once is about ten times faster.
    static let rowTriggers = """
        CREATE TRIGGER persons_inserted AFTER INSERT ON persons BEGIN
            INSERT INTO persons_search (rowid, folded) VALUES (new.rowid, new.folded);
            UPDATE roster_counts SET persons = persons + 1;
        END;
        CREATE TRIGGER persons_renamed AFTER UPDATE OF folded ON persons BEGIN
            INSERT INTO persons_search (persons_search, rowid, folded) VALUES ('delete', old.rowid, old.folded);
            INSERT INTO persons_search (rowid, folded) VALUES (new.rowid, new.folded);
        END;
        """

    /// The tables of version 1 on: a database at version 0 holding other tables is not roster's.
    static let tableNames: Set<String> = ["persons", "roster_counts", "persons_search"]

    /// A name as search compares it: without case and diacritics ("Zoë" → "zoe").
    static func folded(_ name: String) -> String {
        var ascii = true
        for byte in name.utf8 where byte >= 0x80 {
            ascii = false
            break
        }
        if ascii { return name.lowercased() }
        return name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
