/// The version `roster --version` prints.
package enum RosterVersion {
    package static let current = "0.1.0"
}
