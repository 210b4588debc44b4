import Testing
@testable import ReplayKit

@Suite("ParallelWork: the worker pool of lint and check")
struct ParallelWorkTests {
    @Test("map runs every index once, on the workers as they come free, and returns the results in index order")
    func mapInIndexOrder() {
        // Uneven jobs: a few long ones first, as a folder's large screens are.
        let results = ParallelWork.map(40, workers: 4) { index -> Int in
            var sum = 0
            for value in 0..<(index < 3 ? 200_000 : 10) { sum &+= value }
            return index * 2 + (sum == -1 ? 1 : 0)
        }
        #expect(results == (0..<40).map { $0 * 2 })
        #expect(ParallelWork.map(0, workers: 4) { $0 }.isEmpty)
        #expect(ParallelWork.map(3, workers: 8) { $0 + 1 } == [1, 2, 3])
    }
}
