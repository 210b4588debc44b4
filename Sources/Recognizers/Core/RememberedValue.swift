/// One remembered value of a generic type, held without `Optional<Value>`. The wrappers that
/// remember the last value they delivered (`onChanged`, `updating`) run on every event in
/// unspecialized generic code, where each use of `Optional<Value>` asks the Swift runtime for
/// its metadata — a global hash-table lookup that cost more than the rest of the wrapper.
final class RememberedValue<Value> {
    private let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    private(set) var isSet = false

    init() {}

    /// The value last set; only while `isSet`.
    var value: Value {
        assert(isSet, "RememberedValue read before it was set")
        return storage.pointee
    }

    func set(_ value: Value) {
        if isSet { storage.pointee = value } else { storage.initialize(to: value) }
        isSet = true
    }

    func clear() {
        if isSet { storage.deinitialize(count: 1) }
        isSet = false
    }

    deinit {
        clear()
        storage.deallocate()
    }
}
