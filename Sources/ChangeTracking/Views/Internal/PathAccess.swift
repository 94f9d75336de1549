/// Why a view's path is followed, which decides what following it may change.
@usableFromInline
enum PathAccess {
  /// To read the current state: a row's new offset is remembered.
  case read

  /// To write the current state: every array on the way is made its storage's only owner first.
  case write

  /// To read a record's snapshot, maybe on another thread: nothing is changed, and a row is
  /// looked for first at `offset`, where it was when the record was made.
  case snapshot(offset: Int)

  @inlinable
  var isWrite: Bool {
    if case .write = self {
      return true
    }
    return false
  }
}
