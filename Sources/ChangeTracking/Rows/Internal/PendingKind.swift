/// What a row editor's latest call did, kept in plain fields until it becomes an operation.
@usableFromInline
enum PendingKind: UInt8 {
  /// No call yet, or the latest one is settled.
  case none
  case insert
  case remove
  case update
  case move
}
