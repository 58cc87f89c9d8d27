import Foundation

#if !canImport(Darwin)
    /// The user's folders by the names Foundation gives them on Apple platforms
    /// (`URL.documentsDirectory`, …), which swift-corelibs-foundation does not declare: SwiftUI
    /// code that saves to the documents folder compiles with `import TerminalUI` alone. Each is
    /// where `FileManager.urls(for:in:)` puts it on Linux (the XDG places: `~/Documents`,
    /// `$XDG_CACHE_HOME`, `~/.local/share`, …); none is created.
    extension URL {
        public static var documentsDirectory: URL { userFolder(.documentDirectory, else: "Documents") }
        public static var cachesDirectory: URL { userFolder(.cachesDirectory, else: ".cache") }
        public static var applicationSupportDirectory: URL {
            userFolder(.applicationSupportDirectory, else: ".local/share")
        }
        public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, else: "Downloads") }
        public static var desktopDirectory: URL { userFolder(.desktopDirectory, else: "Desktop") }
        public static var picturesDirectory: URL { userFolder(.picturesDirectory, else: "Pictures") }
        public static var musicDirectory: URL { userFolder(.musicDirectory, else: "Music") }
        public static var moviesDirectory: URL { userFolder(.moviesDirectory, else: "Videos") }

        /// Where `FileManager` puts `folder` for the user, else `name` in the home folder; a
        /// folder's URL (`hasDirectoryPath`) whether or not the folder exists yet.
        private static func userFolder(_ folder: FileManager.SearchPathDirectory, else name: String) -> URL {
            guard let found = FileManager.default.urls(for: folder, in: .userDomainMask).first else {
                return URL.homeDirectory.appending(path: name, directoryHint: .isDirectory)
            }
            return URL(filePath: found.path, directoryHint: .isDirectory)
        }
    }
#endif
