import Foundation

/// Which persons read so far have which id, to find a repeated one: an open-addressing hash
/// table (at most half full) whose slots hold a person's position in the array and 32 bits of
/// its id's hash, so that most probes never touch the persons themselves. Hashing uses the
/// standard library's per-process seeded hasher.
struct IdIndex {
    /// The hash's upper half << 32 | position + 1; 0 for an empty slot.
    private var slots: [UInt64]
    private var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    /// Records `persons[position]`'s id; returns the position of an earlier person with the
    /// same id, if there is one (and then records nothing).
    mutating func insert(_ position: Int, of persons: [Person]) -> Int? {
        precondition(position < Int(UInt32.max), "IdIndex: too many persons")
        if (count + 1) * 2 > slots.count { grow(persons) }
        let id = persons[position].id
        let hash = UInt64(bitPattern: Int64(id.hashValue))
        let tag = hash >> 32
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry >> 32 == tag {
                let other = Int(entry & 0xFFFF_FFFF) - 1
                if persons[other].id == id { return other }
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag << 32 | UInt64(position + 1)
        count += 1
        return nil
    }

    /// Doubles the table (rare: it is made for the persons the file can hold).
    private mutating func grow(_ persons: [Person]) {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            let hash = UInt64(bitPattern: Int64(persons[Int(entry & 0xFFFF_FFFF) - 1].id.hashValue))
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
