import Foundation
import Testing

@testable import TerminalUICore

@Suite("The user's folders as URL names them")
struct URLDirectoriesTests {
    @Test func eachFolderIsWhereFileManagerPutsIt() {
        let folders: [(URL, FileManager.SearchPathDirectory)] = [
            (.documentsDirectory, .documentDirectory), (.cachesDirectory, .cachesDirectory),
            (.applicationSupportDirectory, .applicationSupportDirectory), (.downloadsDirectory, .downloadsDirectory),
            (.desktopDirectory, .desktopDirectory), (.picturesDirectory, .picturesDirectory),
            (.musicDirectory, .musicDirectory), (.moviesDirectory, .moviesDirectory),
        ]
        for (url, folder) in folders {
            #expect(url.path == FileManager.default.urls(for: folder, in: .userDomainMask).first?.path, "\(folder)")
            #expect(url.hasDirectoryPath, "\(url)")
        }
    }
}
