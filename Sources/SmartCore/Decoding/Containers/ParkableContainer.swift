/// A lent container that can be parked without knowing its key type: what a
/// `ModelContext` holds its `KeyedContainerLease` as.
protocol ParkableContainer: AnyObject {
    /// Lets go of what the container was using (see `SmartKeyedDecodingContainer.park`).
    func park()
}
