extension TreeStorage {
  /// The buffer an edit notes its changes in: the one the last edit gave back, empty, or a new
  /// one when an edit is already using it.
  @inlinable
  func lendRowChangeBuffer() -> ContiguousArray<RowChange> {
    var buffer = ContiguousArray<RowChange>()
    swap(&buffer, &rowChangeBuffer)
    return buffer
  }

  /// Takes back the buffer an edit noted its changes in, emptied: without allocating when the
  /// record that shared it is gone, as it is when no observer kept it.
  @inlinable
  func recycleRowChangeBuffer(_ buffer: inout ContiguousArray<RowChange>) {
    // A large buffer is let go; a shared one would be copied empty, which is no saving.
    guard buffer.capacity <= 16 else {
      return
    }
    if buffer.count == 1 {
      buffer.removeLast()
    } else {
      buffer.removeAll(keepingCapacity: true)
    }
    swap(&buffer, &rowChangeBuffer)
  }
}
