/// What a row editor's latest call did, kept in plain fields until it becomes an operation.
@usableFromInline
enum PendingKind: UInt8 {
  /// No call yet, or the latest one is settled.
  case none
  /// An element was inserted.
  case insert
  /// An element was removed.
  case remove
  /// An element was written.
  case update
  /// An element was moved.
  case move
}
