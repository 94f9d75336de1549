import ChangeTracking
import Testing

/// A property read from `record.snapshot` is read where the snapshot lies: the state's own box,
/// or the root's box for a view's record, at the view's offset, in its array, or at the end of
/// its path. Each must read the state the record reports, during the delivery and after later
/// writes.
@Suite struct RecordSnapshotReadTests {
  @Test func eachViewsRecordReadsTheStateItReports() throws {
    let app = StateTracker(ShellState(sidebar: FeedState()))
    // At an offset in the root's box, and at the end of a path through an optional.
    let feed = try app.scope(\.feed)
    let sidebar = try app.scope(\.sidebar)
    var read: [String] = []
    let tokens = [
      app.observe {
        read.append("app \($0.snapshot.user) \($0.snapshot.feed.user) \($0.snapshot.sidebar!.user)")
      },
      feed.observe { read.append("feed \($0.snapshot.user)") },
      sidebar.observe { read.append("sidebar \($0.snapshot.user)") },
    ]
    let kept = RecordLog(sidebar)

    feed.set(\.user, to: "ada")
    sidebar.set(\.user, to: "grace")
    app.set(\.user, to: "root")
    sidebar.set(\.user, to: "hopper")

    // A scope is an observer of its parent registered when it was made: before `app`'s.
    #expect(
      read == [
        "feed ada", "app nobody ada nobody",
        "sidebar grace", "app nobody ada grace",
        "app root ada grace",
        "sidebar hopper", "app root ada hopper",
      ])
    #expect(kept.records.map(\.snapshot.user) == ["grace", "hopper"])
    withExtendedLifetime(tokens) {}
  }

  @Test func aRowViewsRecordReadsItsElement() throws {
    let list = StateTracker(ChecklistState.numbered(3))
    let row = try list.scope(row: 1, in: \.items)
    var titles: [String] = []
    let token = row.observe { titles.append($0.snapshot.title) }
    let kept = RecordLog(row)

    row.set(\.title, to: "first")
    try list.edit(\.items, at: 0) { $0.title = "elsewhere" }
    row.set(\.title, to: "second")
    try list.edit(\.items) { try $0.remove(at: 0) }
    row.set(\.title, to: "third")

    #expect(titles == ["first", "second", "third"])
    #expect(kept.records.map(\.snapshot.title) == ["first", "second", "third"])
    #expect(kept.records.map(\.snapshot.id) == [1, 1, 1])
    withExtendedLifetime(token) {}
  }
}
