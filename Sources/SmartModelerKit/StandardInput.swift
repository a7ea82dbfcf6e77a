import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard input as `ModelerTool` sees it: whether JSON was piped or
/// redirected into it, and how to read it all.
public struct StandardInput: Sendable {
    /// `true` when standard input is a file, pipe or socket; `false` for a terminal or
    /// `/dev/null`, when `smartmodeler` without files models the built-in sample.
    public var isRedirected: Bool
    /// Reads everything up to the end.
    public var read: @Sendable () -> Data

    /// Standard input described by hand (tests use this).
    public init(isRedirected: Bool, read: @escaping @Sendable () -> Data) {
        self.isRedirected = isRedirected
        self.read = read
    }

    /// The real standard input of this process.
    public static var process: StandardInput {
        StandardInput(isRedirected: standardInputIsRedirected()) {
            FileHandle.standardInput.readDataToEndOfFile()
        }
    }

    private static func standardInputIsRedirected() -> Bool {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFREG || type == S_IFIFO || type == S_IFSOCK
    }
}
