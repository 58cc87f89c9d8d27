import Foundation

#if !canImport(Darwin)
    extension Data.WritingOptions {
        /// `.atomic` by the name Foundation on Apple platforms still accepts, which
        /// swift-corelibs-foundation does not declare: `data.write(to: url, options:
        /// .atomicWrite)` writes to a temporary file and renames it into place.
        public static var atomicWrite: Data.WritingOptions { .atomic }
    }
#endif
