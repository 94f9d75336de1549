import Testing

@testable import ChangeTracking

/// Emptying the history destroys the snapshots it held once it holds the new ones: a `deinit`
/// that those values run, and that reaches the tracker, finds the history whole.
@Suite struct HistoryReentryTests {
  /// An object only an undo step holds clears the history again when it goes.
  @Test func aDeinitThatClearsTheHistoryWhileItIsClearedFindsItWhole() {
    let tracker = StateTracker(AlbumState(), historyCapacity: 10)
    weak var watched: Keepsake?
    do {
      let cover = Keepsake("cleared again")
      watched = cover
      cover.onRelease = { [weak tracker] in tracker?.clearHistory() }
      tracker.set(\.cover, to: cover)
    }
    tracker.set(\.cover, to: Keepsake("kept"))
    #expect(watched != nil, "the first step holds the cover")
    tracker.clearHistory()
    #expect(watched == nil)
    #expect(!tracker.canUndo)
    #expect(tracker.cover.name == "kept")
  }

  /// An object only an undo step holds writes the tracker when it goes: each write is a step of
  /// the new history, which undo takes back.
  @Test func writesFromADeinitWhileTheHistoryIsClearedAreStepsOfTheNewOne() {
    let tracker = StateTracker(AlbumState(), historyCapacity: 10)
    do {
      let cover = Keepsake("writes")
      cover.onRelease = { [weak tracker] in
        for count in 1...4 {
          tracker?.set(\.count, to: count)
        }
      }
      tracker.set(\.cover, to: cover)
    }
    tracker.set(\.cover, to: Keepsake("kept"))
    tracker.clearHistory()
    #expect(tracker.count == 4)
    for count in (0..<4).reversed() {
      #expect(tracker.undo())
      #expect(tracker.count == count)
    }
    #expect(!tracker.undo())
    #expect(tracker.cover.name == "kept")
  }
}
