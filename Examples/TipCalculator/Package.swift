// swift-tools-version:6.0
// A tip calculator, built as an outside package would use TerminalUI: this repository is a
// dependency by path, and the app imports the TerminalUI library product alone.
import PackageDescription

let package = Package(
    name: "TipCalculator",
    dependencies: [
        .package(name: "Roster", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "TipCalculator",
            dependencies: [.product(name: "TerminalUI", package: "Roster")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
