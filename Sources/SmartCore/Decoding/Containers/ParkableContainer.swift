/// A lent container that can be parked without knowing its key type: what a
/// `ModelContext` holds its `KeyedContainerLease` as.
///
/// A class rather than a protocol, so that the context can park its lease through an
/// unretained reference (`Unmanaged` takes classes only); a protocol existential was
/// retained and released around every call.
class ParkableContainer {
    /// Lets go of what the container was using (see `SmartKeyedDecodingContainer.park`).
    /// Every subclass overrides it.
    func park() {}
}
