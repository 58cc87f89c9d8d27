/// The version `roster --version` prints.
public enum RosterVersion {
    public static let current = "0.1.0"
}
