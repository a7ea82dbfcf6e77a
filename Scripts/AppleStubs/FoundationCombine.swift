// What Apple's Foundation re-exports from Combine, for Scripts/apple-check.sh: on Apple
// platforms `import Foundation` alone makes `ObservableObject` and `Published` visible
// (Foundation declares them as typealiases of Combine's), but not the rest of Combine —
// `AnyCancellable` needs `import Combine` (or SwiftUI). The check imports this module
// implicitly into every file, as Foundation is imported into nearly all of them.
import Combine

public typealias ObservableObject = Combine.ObservableObject
public typealias Published = Combine.Published
