// Only the C library here, no Foundation: on Linux, Foundation re-exports Glibc, and
// Scripts/apple-check.sh type-checks the Darwin branch against a stand-in Darwin whose
// names would clash with Glibc's in a file that sees both.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What kind of file the process's standard input is.
enum StandardInputKind {
    /// `true` when standard input is a regular file, pipe or socket; `false` for a
    /// terminal, `/dev/null` or when it cannot be told.
    static func isRedirected() -> Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFREG || type == S_IFIFO || type == S_IFSOCK
        #else
        return false
        #endif
    }
}
