// expect-error: cannot find type 'AnyCancellable' in scope
// Foundation brings ObservableObject and Published, not AnyCancellable.
import Foundation

final class Model: ObservableObject {
    @Published var name = ""
}

var cancellables = Set<AnyCancellable>()
