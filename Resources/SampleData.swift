/// The sample persons shipped inside the binary, written to the data file on first run.
public enum SampleData {
    /// The bytes of `Resources/persons.json`.
    public static var personsJSON: [UInt8] {
        PackageResources.persons_json
    }
}
