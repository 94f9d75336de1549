import Testing

@testable import ChangeTracking

@Suite struct RecordQueueTests {
  @Test func handsOutRecordsFirstInFirstOut() {
    let queue = RecordQueue<Int>()
    queue.enqueue(1)
    queue.enqueue(2)
    #expect(queue.dequeue() == 1)
    queue.enqueue(3)
    #expect(queue.first == 2)
    #expect(queue.dequeue() == 2)
    #expect(queue.dequeue() == 3)
    #expect(queue.dequeue() == nil)
    #expect(queue.isEmpty)
  }

  @Test func aLongChainHoldsAboutTwiceTheRecordsWaiting() {
    let queue = RecordQueue<Int>()
    queue.enqueue(0)
    var largestHeld = 0
    // Each record taken queues the next one, as an observer writing back does.
    for next in 1...100_000 {
      queue.enqueue(next)
      #expect(queue.dequeue() == next - 1)
      largestHeld = max(largestHeld, queue.heldCount)
    }
    #expect(largestHeld <= 2 * RecordQueue<Int>.retainedCapacity)
  }

  @Test func waitingRecordsGrowingAndShrinkingKeepFirstInFirstOut() {
    let queue = RecordQueue<Int>()
    var expected: [Int] = []
    var taken: [Int] = []
    // Seeded, so that a failure replays.
    var generator = SplitMix64(seed: 0x5EED)
    for value in 0..<20_000 {
      queue.enqueue(value)
      expected.append(value)
      for _ in 0..<Int.random(in: 0...2, using: &generator) {
        if let first = queue.dequeue() {
          taken.append(first)
        }
      }
      #expect(queue.heldCount <= 2 * queue.count + RecordQueue<Int>.retainedCapacity)
    }
    while let first = queue.dequeue() {
      taken.append(first)
    }
    #expect(taken == expected)
  }

  @Test func releasesTakenRecords() {
    final class Canary {}
    let queue = RecordQueue<Canary>()
    weak var first: Canary?
    do {
      let canary = Canary()
      first = canary
      queue.enqueue(canary)
    }
    queue.enqueue(Canary())
    _ = queue.dequeue()
    for _ in 0..<RecordQueue<Canary>.retainedCapacity {
      queue.enqueue(Canary())
      _ = queue.dequeue()
    }
    #expect(first == nil)
    #expect(queue.count == 1)
  }

  @Test func givesBackABurstsBufferOnceEmpty() {
    let queue = RecordQueue<[Int]>()
    for value in 0..<10_000 {
      queue.enqueue([value])
    }
    while queue.dequeue() != nil {}
    #expect(queue.heldCount == 0)
    #expect(queue.capacity <= RecordQueue<[Int]>.retainedCapacity)
  }

  @Test func releasesTheRecordsStillWaitingWhenItGoesAway() {
    final class Canary {}
    weak var waiting: Canary?
    do {
      let queue = RecordQueue<Canary>()
      // Taken and put back, so that the ring wraps around before the queue goes away.
      for _ in 0..<3 {
        queue.enqueue(Canary())
        queue.enqueue(Canary())
        _ = queue.dequeue()
      }
      let canary = Canary()
      waiting = canary
      queue.enqueue(canary)
      #expect(queue.count == 4)
    }
    #expect(waiting == nil)
  }
}
