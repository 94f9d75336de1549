import ChangeTracking
import Dispatch
import Testing

@Suite struct LockedValueTests {
  @Test func concurrentIncrementsFromThreadsAddUpExactly() {
    let counter = LockedValue(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 {
        counter.withLock { $0 += 1 }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test func concurrentIncrementsFromTasksAddUpExactly() async {
    let counter = LockedValue(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 {
            counter.withLock { $0 += 1 }
          }
        }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test func concurrentWritersOfADictionaryLoseNoEntry() {
    let table = LockedValue<[Int: Int]>([:])
    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      table.withLock { $0[index] = index * 2 }
    }
    let entries = table.withLock { $0 }
    #expect(entries.count == 1_000)
    #expect(entries.allSatisfy { $0.value == $0.key * 2 })
  }

  @Test func withLockReturnsTheBodysResultAndKeepsItsWrites() {
    let names = LockedValue(["Ada"])
    let count = names.withLock { names -> Int in
      names.append("Grace")
      return names.count
    }
    #expect(count == 2)
    #expect(names.withLock { $0 } == ["Ada", "Grace"])
  }

  @Test func aThrowingBodyPassesItsErrorOnAndReleasesTheLock() {
    struct Refused: Error {}
    let value = LockedValue(1)
    #expect(throws: Refused.self) {
      try value.withLock { (number: inout Int) throws(Refused) in
        number = 2
        throw Refused()
      }
    }
    // The lock was released: taking it again does not deadlock, and the write before the throw
    // stands.
    #expect(value.withLock { $0 } == 2)
  }
}
