import Foundation

/// The form of the file sheets (`fileImporter`, `fileExporter`): a title, a path field, what
/// is wrong with the path under it, and Cancel beside the sheet's action. Return in the field
/// runs the action too.
struct FilePathForm: View {
    let title: String
    let actionTitle: String
    @Binding var path: String
    let problem: String?
    let action: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(title).bold()
            TextField("Path", text: $path).onSubmit(action)
            if let problem { Text(problem).foregroundColor(.red) }
            HStack {
                Button("Cancel") { dismiss() }
                Button(actionTitle, action: action)
            }
        }
        .padding()
    }

    /// The file `path` names: `~` expanded, a relative path from the current folder.
    static func url(of path: String) -> URL {
        let expanded = NSString(string: path).expandingTildeInPath
        return URL(
            fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL
    }
}
