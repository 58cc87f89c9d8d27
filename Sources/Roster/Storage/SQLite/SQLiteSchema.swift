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
///
/// Version 3: `persons_by_age_counts` and `persons_by_name_counts`, the number of persons in
/// each bucket of the sorted orders, kept by triggers (`countTriggers`), so that finding a
/// person's place in a sorted order costs a few short reads whatever the number of persons
/// (`SQLitePersonStorage.sortedIndex`):
/// - by age: a bucket per age and first character of the id (16 hexadecimal digits for roster's
///   ids), so a bucket holds about 1/2,400 of the persons;
/// - by name: a bucket per prefix of the folded name at each of `namePrefixLengths` (the
///   prefix is SQLite's `substr`, whole characters, and a longer name never sorts before a
///   shorter one's prefix, so each prefix is a key range of `persons_by_name`); a place sums the
///   buckets beside the person's own prefix at each length, then counts the persons sharing its
///   longest prefix.
///
/// Version 4: a rename touches only what it changes. The search index is rewritten only when
/// the folded name changed (a save always sets it), and the name buckets only at the lengths
/// whose prefix changed: a commit writes fewer pages, and each must be on disk before Save
/// returns.
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
        sortIndexes,
        // Version 3: the sorted orders' bucket counts, filled once here, then kept by triggers.
        """
        CREATE TABLE persons_by_age_counts (
            age INTEGER NOT NULL,
            lead TEXT NOT NULL,
            persons INTEGER NOT NULL,
            PRIMARY KEY (age, lead)
        ) WITHOUT ROWID;
        CREATE TABLE persons_by_name_counts (
            length INTEGER NOT NULL,
            prefix TEXT NOT NULL,
            persons INTEGER NOT NULL,
            PRIMARY KEY (length, prefix)
        ) WITHOUT ROWID;
        """ + "\n" + recount + "\n" + countTriggers + "\n" + countDeletedTrigger,
        // Version 4: the rename triggers of `rowTriggers` and `countTriggers` as they are now.
        """
        DROP TRIGGER persons_renamed;
        DROP TRIGGER persons_renamed_counted;
        """ + "\n" + renamedTrigger + "\n" + renamedCountedTrigger,
    ]

    /// The sorted orders' indexes (version 2; a bulk import drops them while it inserts and
    /// makes them again after, which sorts once instead of inserting into two large B-trees at
    /// random places a million times).
    static let sortIndexes = """
        CREATE INDEX persons_by_name ON persons (folded, id);
        CREATE INDEX persons_by_age ON persons (age, id);
        """

    /// The lengths (in characters) of the folded names' prefixes that `persons_by_name_counts`
    /// counts by. Each is a level of a tree: a place in the name order sums the buckets of one
    /// length whose prefix extends the person's prefix of the length before (a few dozen at
    /// most in any alphabet, fewer where lengths grow by one), then counts through the index the
    /// persons sharing the person's longest prefix — about the persons of the same name.
    static let namePrefixLengths = [1, 2, 3, 4, 6, 8, 12, 16]

    /// Fills the bucket counts from `persons` (the migration, and a bulk import, which drops
    /// the triggers while it inserts).
    static var recount: String {
        var sql = """
            DELETE FROM persons_by_age_counts;
            DELETE FROM persons_by_name_counts;
            INSERT INTO persons_by_age_counts (age, lead, persons)
                SELECT age, substr(id, 1, 1), count(*) FROM persons GROUP BY age, substr(id, 1, 1);
            """
        let lengths = namePrefixLengths
        sql +=
            "\nINSERT INTO persons_by_name_counts (length, prefix, persons) SELECT \(lengths.last!), substr(folded, 1, \(lengths.last!)), count(*) FROM persons GROUP BY substr(folded, 1, \(lengths.last!));"
        for (shorter, longer) in zip(lengths.dropLast(), lengths.dropFirst()).reversed() {
            sql +=
                "\nINSERT INTO persons_by_name_counts (length, prefix, persons) SELECT \(shorter), substr(prefix, 1, \(shorter)), sum(persons) FROM persons_by_name_counts WHERE length = \(longer) GROUP BY substr(prefix, 1, \(shorter));"
        }
        return sql
    }

    /// Adds `change` (1 or -1) to the buckets of `row` (`new` or `old`).
    private static func count(_ row: String, _ change: Int, age: Bool, name: Bool) -> String {
        var sql = ""
        if age {
            sql +=
                "INSERT INTO persons_by_age_counts (age, lead, persons) VALUES (\(row).age, substr(\(row).id, 1, 1), \(change)) ON CONFLICT (age, lead) DO UPDATE SET persons = persons + \(change);\n"
        }
        if name {
            for length in namePrefixLengths {
                sql +=
                    "INSERT INTO persons_by_name_counts (length, prefix, persons) VALUES (\(length), substr(\(row).folded, 1, \(length)), \(change)) ON CONFLICT (length, prefix) DO UPDATE SET persons = persons + \(change);\n"
            }
        }
        return sql
    }

    /// The triggers that keep the bucket counts on insert and on a change of age or name (a
    /// bulk import drops them with `rowTriggers` and runs `recount`).
    static var countTriggers: String {
        """
        CREATE TRIGGER persons_counted AFTER INSERT ON persons BEGIN
        \(count("new", 1, age: true, name: true))END;
        CREATE TRIGGER persons_aged AFTER UPDATE OF age ON persons WHEN old.age IS NOT new.age BEGIN
        \(count("old", -1, age: true, name: false))\(count("new", 1, age: true, name: false))END;
        """ + "\n" + renamedCountedTrigger
    }

    /// Moves a renamed person between the name buckets, at the lengths whose prefix changed
    /// only: appending a letter leaves the short prefixes' rows, and their pages, untouched.
    static var renamedCountedTrigger: String {
        var sql =
            "CREATE TRIGGER persons_renamed_counted AFTER UPDATE OF folded ON persons WHEN old.folded IS NOT new.folded BEGIN\n"
        for length in namePrefixLengths {
            let changed = "substr(old.folded, 1, \(length)) IS NOT substr(new.folded, 1, \(length))"
            for (row, change) in [("old", -1), ("new", 1)] {
                sql +=
                    "INSERT INTO persons_by_name_counts (length, prefix, persons) SELECT \(length), substr(\(row).folded, 1, \(length)), \(change) WHERE \(changed) ON CONFLICT (length, prefix) DO UPDATE SET persons = persons + \(change);\n"
            }
        }
        return sql + "END;"
    }

    /// The trigger that keeps the bucket counts on delete (a bulk import only inserts, so it
    /// keeps this one).
    static var countDeletedTrigger: String {
        """
        CREATE TRIGGER persons_uncounted AFTER DELETE ON persons BEGIN
        \(count("old", -1, age: true, name: true))END;
        """
    }

    /// The triggers that keep the search index and the count in step row by row. A bulk import
    /// drops them, inserts, rebuilds the index and the count in one go, and makes them again,
    /// all in its one transaction: building the trigram index at once is about ten times faster.
    static let rowTriggers = """
        CREATE TRIGGER persons_inserted AFTER INSERT ON persons BEGIN
            INSERT INTO persons_search (rowid, folded) VALUES (new.rowid, new.folded);
            UPDATE roster_counts SET persons = persons + 1;
        END;
        """ + "\n" + renamedTrigger

    /// Re-indexes a person's name for search when its folded form changed (not on a save of
    /// the age alone, which sets the same name again).
    static let renamedTrigger = """
        CREATE TRIGGER persons_renamed AFTER UPDATE OF folded ON persons WHEN old.folded IS NOT new.folded BEGIN
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
