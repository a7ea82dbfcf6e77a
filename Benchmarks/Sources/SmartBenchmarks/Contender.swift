/// One way of doing a benchmark's job. `run` returns a small number derived from its
/// result (a count, a length) so the optimiser cannot drop the work.
struct Contender {
    let name: String
    let run: () -> Int
}
