import Testing

@testable import ChangeTracking

@Suite struct RecordQueueTests {
  @Test func handsOutRecordsFirstInFirstOut() {
    var queue = RecordQueue<Int>()
    queue.isDelivering = true
    queue.enqueue(1)
    queue.enqueue(2)
    #expect(queue.next() == 1)
    queue.enqueue(3)
    #expect(queue.next() == 2)
    #expect(queue.next() == 3)
    #expect(queue.next() == nil)
  }

  @Test func endsTheDeliveryWhenEmpty() {
    var queue = RecordQueue<Int>()
    queue.isDelivering = true
    queue.enqueue(1)
    _ = queue.next()
    #expect(queue.isDelivering)
    #expect(queue.next() == nil)
    #expect(!queue.isDelivering)
  }

  @Test func releasesDeliveredRecordsAndKeepsItsCapacity() {
    var queue = RecordQueue<[Int]>()
    queue.isDelivering = true
    for index in 0..<8 {
      queue.enqueue([index])
    }
    let capacity = queue.pending.capacity
    while queue.next() != nil {}
    #expect(queue.count == 0)
    #expect(queue.pending.isEmpty)
    #expect(queue.pending.capacity == capacity)
  }

  @Test func chainedRecordsNeverPileUp() {
    var queue = RecordQueue<Int>()
    queue.isDelivering = true
    queue.enqueue(0)
    var largest = 0
    while let value = queue.next() {
      largest = max(largest, queue.pending.count)
      if value < 1_000 {
        queue.enqueue(value + 1)
      }
    }
    #expect(largest <= 1)
  }
}
