@testable import Recognizers
import Testing

@Suite("RememberedValue: a generic value remembered without Optional")
struct RememberedValueTests {
    final class Tracked {
        let id: Int
        let released: (Int) -> Void
        init(_ id: Int, released: @escaping (Int) -> Void) { self.id = id; self.released = released }
        deinit { released(id) }
    }

    final class Log { var released: [Int] = [] }

    @Test("set replaces, clear releases, and the memory is released with its owner")
    func lifecycle() {
        let log = Log()
        do {
            let memory = RememberedValue<Tracked>()
            #expect(!memory.isSet)
            memory.set(Tracked(1) { log.released.append($0) })
            #expect(memory.isSet && memory.value.id == 1)
            memory.set(Tracked(2) { log.released.append($0) })
            #expect(memory.value.id == 2)
            #expect(log.released == [1])
            memory.clear()
            #expect(!memory.isSet)
            #expect(log.released == [1, 2])
            memory.set(Tracked(3) { log.released.append($0) })
        }
        #expect(log.released == [1, 2, 3])
    }
}
