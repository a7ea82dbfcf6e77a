// smartmodeler: JSON samples in, SmartCodable model source out. Everything but the
// process I/O lives in SmartModelerKit (see ModelerTool).
import Foundation
import SmartModelerKit

let result = ModelerTool().run(arguments: Array(CommandLine.arguments.dropFirst()), standardInput: .process)
if !result.output.isEmpty {
    FileHandle.standardOutput.write(Data(result.output.utf8))
}
if !result.errorOutput.isEmpty {
    FileHandle.standardError.write(Data(result.errorOutput.utf8))
}
exit(result.exitCode)
