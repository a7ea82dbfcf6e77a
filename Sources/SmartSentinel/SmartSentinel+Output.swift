import Foundation

extension SmartSentinel {
    /// Where the sentinel writes its log blocks.
    ///
    /// ```swift
    /// SmartSentinel.output = .standardError                  // the default
    /// SmartSentinel.output = .closure { block in logger.debug("\(block)") }
    /// SmartSentinel.output = .discard                        // handler only
    /// ```
    ///
    /// The sentinel never calls `print`. Writes are serialized by the sentinel, so a
    /// destination receives one whole block at a time.
    public struct Output: Sendable {
        private let writer: @Sendable (String) -> Void

        /// A destination that passes each block to `write`.
        public init(_ write: @escaping @Sendable (String) -> Void) {
            writer = write
        }

        /// Standard error, the default: logs stay out of a program's regular output.
        public static var standardError: Output { fileHandle(.standardError) }

        /// Standard output.
        public static var standardOutput: Output { fileHandle(.standardOutput) }

        /// Each block written as UTF-8 to `handle`. Write errors (a closed pipe, a full
        /// disk) are ignored: logging never stops a decode.
        public static func fileHandle(_ handle: FileHandle) -> Output {
            Output { block in
                try? handle.write(contentsOf: Data(block.utf8))
            }
        }

        /// Each block passed to `body`, for tests, custom loggers and uploads.
        public static func closure(_ body: @escaping @Sendable (String) -> Void) -> Output {
            Output(body)
        }

        /// Blocks are dropped (the ``SmartSentinel/onLogGenerated(handler:)`` handler
        /// still receives them).
        public static var discard: Output { Output { _ in } }

        /// Writes one block.
        func write(_ block: String) {
            writer(block)
        }
    }
}
