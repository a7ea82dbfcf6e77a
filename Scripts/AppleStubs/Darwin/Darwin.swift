// The Swift half of the stand-in for Apple's Darwin module (Scripts/apple-check.sh),
// compiled as the overlay of the C half (`-import-underlying-module`), as Apple's is.
//
// It holds what cannot live in the C half because Glibc, loaded into the same Clang
// instance by Foundation, defines the same C names differently (`struct stat`), and what
// Swift's own Darwin overlay adds (the `S_IF*` constants typed as `mode_t`, as in the
// standard library's Platform.swift). Declarations mirror how Swift imports Apple's
// <sys/stat.h> and <unistd.h>: `fstat` is outside `assume_nonnull`, so its pointer is
// implicitly unwrapped.

/// `mode_t` on Apple platforms: `__uint16_t` (it is 32 bits on Linux).
// swift-format-ignore: TypeNamesShouldBeCapitalized
// Deliberate: the C library's name.
public typealias mode_t = UInt16

/// A file's status, as `struct stat` imports from the 64-bit-inode SDK headers (the
/// fields SmartCodable reads, with their Apple types).
// swift-format-ignore: TypeNamesShouldBeCapitalized
// Deliberate: the C library's name.
public struct stat {
    public var st_dev: Int32
    public var st_mode: mode_t
    public var st_nlink: UInt16
    public var st_ino: UInt64
    public var st_uid: UInt32
    public var st_gid: UInt32
    public var st_size: Int64

    /// The zero value, as Swift gives every imported C struct.
    public init() {
        st_dev = 0
        st_mode = 0
        st_nlink = 0
        st_ino = 0
        st_uid = 0
        st_gid = 0
        st_size = 0
    }
}

/// `int fstat(int, struct stat *)`.
public func fstat(_ descriptor: Int32, _ status: UnsafeMutablePointer<stat>!) -> Int32 { -1 }

/// `#define STDIN_FILENO 0` in <unistd.h>.
public var STDIN_FILENO: Int32 { 0 }

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFIFO: mode_t { mode_t(0o010000) }
public var S_IFCHR: mode_t { mode_t(0o020000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFBLK: mode_t { mode_t(0o060000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
public var S_IFSOCK: mode_t { mode_t(0o140000) }
